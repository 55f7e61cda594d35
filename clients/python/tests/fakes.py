"""Stand-ins for the trainers' own objects, each mirroring the call site it cites (read at verl b178a3c,
TRL f2cd577, OpenRLHF 3c3be62, slime 624b824, tinker-cookbook 9dfcc3a, chz b01c082). None of the trainers
is installed in CI; these reproduce the argument shapes and types the adapters receive."""

from __future__ import annotations

import asyncio
import dataclasses
import random
import sys
import types
from typing import Any, Dict, List


# ---- numpy ----


class FakeObjectArray(list):
    """A numpy object array as far as the adapters can tell: indexable, iterable, sized, and, like
    numpy.ndarray.__bool__ (numpy/_core/src/multiarray/number.c, _array_nonzero), refusing a truth value
    when it holds more than one element."""

    def __bool__(self) -> bool:
        if len(self) > 1:
            raise ValueError("The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()")
        return bool(len(self)) and bool(self[0])


def object_arrays() -> List[Any]:
    """Ways to build verl's non-tensor columns: verl/utils/dataset/rl_dataset.py collate_fn does
    np.fromiter(values, dtype=object, count=len(values)); the real numpy is used when it is installed."""
    makers: List[Any] = [("fake", FakeObjectArray)]
    try:
        import numpy as np  # type: ignore

        makers.append(("numpy", lambda xs: np.fromiter(list(xs), dtype=object, count=len(xs))))
    except ImportError:
        pass
    return makers


# ---- verl ----


def verl_collate(rows: List[Dict[str, Any]], make_array: Any) -> Dict[str, Any]:
    """verl/utils/dataset/rl_dataset.py collate_fn: tensors are stacked (we have none), every other column
    becomes an object array."""
    cols: Dict[str, List[Any]] = {}
    for row in rows:
        for k, v in row.items():
            if type(v).__name__ == "Tensor":
                continue
            cols.setdefault(k, []).append(v)
    return {k: make_array(v) for k, v in cols.items()}


def verl_repeat(batch: Dict[str, Any], n: int, make_array: Any) -> Dict[str, Any]:
    """verl/trainer/ppo/ray_trainer.py fit: batch.repeat(repeat_times=rollout.n, interleave=True) (DataProto
    repeat: np.repeat of object arrays, so the n copies share the same dict objects)."""
    return {k: make_array([x for x in v for _ in range(n)]) for k, v in batch.items()}


def verl_batch_manager_call(compute_score: Any, batch: Dict[str, Any], responses: List[str], **reward_kwargs: Any) -> Any:
    """verl/workers/reward_manager/batch.py BatchRewardManager.verify: ground truths as a list, data sources
    and extra infos straight from non_tensor_batch (object arrays), rollout_reward_scores set on each
    extra info, keyword arguments."""
    ground_truths = [item["ground_truth"] for item in batch["reward_model"]]
    data_sources = batch["data_source"]
    extras = batch["extra_info"]
    for i in range(len(responses)):
        extras[i]["rollout_reward_scores"] = {}
    return compute_score(data_sources=data_sources, solution_strs=responses, ground_truths=ground_truths, extra_infos=extras, **reward_kwargs)


async def verl_reward_loop_call(compute_score: Any, row: Dict[str, Any], response: str) -> Any:
    """verl/experimental/reward_loop/reward_manager/naive.py NaiveRewardManager.run_single: sync functions
    run in the loop's executor with keyword arguments, async ones are awaited; extra_info gets num_turns
    and rollout_reward_scores."""
    import inspect

    extra_info = row.get("extra_info", {})
    extra_info["num_turns"] = None
    extra_info["rollout_reward_scores"] = {}
    kwargs = dict(data_source=row["data_source"], solution_str=response, ground_truth=row["reward_model"]["ground_truth"], extra_info=extra_info)
    if inspect.iscoroutinefunction(compute_score):
        return await compute_score(**kwargs)
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(None, lambda: compute_score(**kwargs))


# ---- TRL ----


def trl_repeat_sampler(num_samples: int, mini_repeat_count: int, batch_size: int, repeat_count: int, seed: int) -> List[int]:
    """trl/trainer/utils.py RepeatSampler.__iter__ (shuffle=True; a seeded permutation, the same on every
    process), as a list."""
    rng = random.Random(seed)
    indexes = list(range(num_samples))
    rng.shuffle(indexes)
    chunks = [indexes[i : i + batch_size] for i in range(0, len(indexes), batch_size)]
    out = []
    for chunk in chunks:
        if len(chunk) != batch_size:
            continue
        for _ in range(repeat_count):
            for index in chunk:
                out.extend([index] * mini_repeat_count)
    return out


# ---- OpenRLHF ----


def install_fake_openrlhf() -> None:
    """openrlhf/utils/agent.py at 3c3be62: AgentExecutorBase, AgentInstanceBase (abstract __init__ and step),
    MultiTurnAgentExecutor(agent_instance_cls) whose execute() makes a fresh instance per sample, awaits
    reset({"observation": prompt, "label": label}) and step({...}) and sums step()["rewards"].item()."""
    from abc import ABC, abstractmethod

    class AgentExecutorBase(ABC):
        @abstractmethod
        async def execute(self, prompt, label, sampling_params, max_length, hf_tokenizer, llm_engine, images=None):
            raise NotImplementedError

    class AgentInstanceBase(ABC):
        @abstractmethod
        def __init__(self, *args, **kwargs):
            pass

        async def reset(self, states, **kwargs):
            return states

        @abstractmethod
        async def step(self, state_dict, **kwargs):
            raise NotImplementedError

    class MultiTurnAgentExecutor(AgentExecutorBase):
        def __init__(self, agent_instance_cls):
            assert issubclass(agent_instance_cls, AgentInstanceBase), "AgentInstance must inherit from AgentInstanceBase"
            self.agent_instance_cls = agent_instance_cls

        async def execute(self, prompt, label, sampling_params, max_length, hf_tokenizer, llm_engine, images=None):
            agent_instance = self.agent_instance_cls()
            reset_result = await agent_instance.reset({"observation": prompt, "label": label})
            observation_text = reset_result["observation"]
            total_reward = 0
            final_scores = 0
            extra_logs = {}
            while True:
                action_text = await llm_engine.generate(observation_text)
                states = {"observation_text": observation_text, "action_text": action_text, "label": label, "sampling_params": sampling_params}
                step_result = await agent_instance.step(states)
                total_reward += step_result["rewards"].item()
                final_scores = step_result.get("scores", total_reward)
                extra_logs = step_result.get("extra_logs", {})
                observation_text = observation_text + action_text + step_result["environment_feedback"]
                if step_result["done"]:
                    break
            return {"prompt": prompt, "label": label, "observation": observation_text, "reward": total_reward, "scores": final_scores, "extra_logs": extra_logs}

    agent = types.ModuleType("openrlhf.utils.agent")
    agent.AgentExecutorBase = AgentExecutorBase
    agent.AgentInstanceBase = AgentInstanceBase
    agent.MultiTurnAgentExecutor = MultiTurnAgentExecutor
    sys.modules["openrlhf"] = types.ModuleType("openrlhf")
    sys.modules["openrlhf.utils"] = types.ModuleType("openrlhf.utils")
    sys.modules["openrlhf.utils.agent"] = agent


# ---- slime ----


def install_fake_slime_hooks(rollout_id: int) -> None:
    """slime/rollout/sample_hooks.py: the module global that slime/ray/rollout.py RolloutManager.generate
    sets with set_current_rollout_id(rollout_id) before running the rollout function."""
    hooks = types.ModuleType("slime.rollout.sample_hooks")
    hooks._current_rollout_id = rollout_id

    def set_current_rollout_id(rid):
        hooks._current_rollout_id = rid

    hooks.set_current_rollout_id = set_current_rollout_id
    sys.modules["slime"] = types.ModuleType("slime")
    sys.modules["slime.rollout"] = types.ModuleType("slime.rollout")
    sys.modules["slime.rollout"].sample_hooks = hooks
    sys.modules["slime.rollout.sample_hooks"] = hooks


def remove_fakes(*prefixes: str) -> None:
    for name in list(sys.modules):
        if any(name == p or name.startswith(p + ".") for p in prefixes):
            del sys.modules[name]


# ---- chz ----


def fake_chz_module() -> types.ModuleType:
    """What chz.chz does to a class (chz/data_model.py, chz_make_class): fields from annotations (also the
    parents' chz fields), no mixing with dataclasses, no user __init__ / __setattr__, a synthesised
    keyword-only __init__, and frozen instances (__setattr__ raises FrozenInstanceError)."""
    FrozenInstanceError = dataclasses.FrozenInstanceError
    MISSING = object()

    def chz(cls):
        for b in reversed(cls.__mro__):
            if hasattr(b, "__dataclass_fields__"):
                raise ValueError("Cannot mix chz with dataclasses")
        fields: Dict[str, Any] = {}
        for b in reversed(cls.__mro__[1:]):
            fields.update(getattr(b, "__chz_fields__", {}) or {})
        for name, _annot in cls.__dict__.get("__annotations__", {}).items():
            default = cls.__dict__.get(name, MISSING)
            if callable(default) and getattr(default, "__qualname__", "").startswith(cls.__qualname__):
                raise ValueError(f"Field {name!r} is clobbered by a function")
            fields[name] = default
            if default is not MISSING:
                delattr(cls, name)
        cls.__chz_fields__ = fields
        if "__init__" in cls.__dict__:
            raise ValueError("Cannot define __init__ on a chz class.")
        if "__setattr__" in cls.__dict__:
            raise ValueError("Cannot define __setattr__ on a chz class")

        def __init__(self, *args, **kwargs):
            if args:
                raise TypeError(f"{type(self).__name__}.__init__ only takes keyword arguments")
            unknown = set(kwargs) - set(fields)
            if unknown:
                raise TypeError(f"unexpected keyword arguments {sorted(unknown)}")
            for name, default in fields.items():
                if name in kwargs:
                    value = kwargs[name]
                elif default is not MISSING:
                    value = default
                else:
                    raise TypeError(f"missing field {name!r}")
                object.__setattr__(self, "X_" + name, value)

        def __setattr__(self, name, value):
            raise FrozenInstanceError(f"Cannot modify field {name!r}")

        cls.__init__ = __init__
        cls.__setattr__ = __setattr__
        for name in fields:
            setattr(cls, name, property(lambda self, _n="X_" + name: getattr(self, _n)))
        return cls

    mod = types.ModuleType("chz")
    mod.chz = chz
    mod.FrozenInstanceError = FrozenInstanceError
    return mod


# ---- tinker cookbook ----


class ThinkingRenderer:
    """A renderer whose parse_response returns (message, ok) with list-of-parts content, as the cookbook's
    renderers do for thinking models (tinker_cookbook/renderers/base.py: ThinkingPart / TextPart)."""

    def __init__(self, answer_for: Any):
        self.answer_for = answer_for

    def build_generation_prompt(self, messages):
        return "".join(m["content"] for m in messages)

    def get_stop_sequences(self):
        return ["</s>"]

    def parse_response(self, action):
        thought, text = action
        return {"role": "assistant", "content": [{"type": "thinking", "thinking": thought}, {"type": "text", "text": text}]}, True
