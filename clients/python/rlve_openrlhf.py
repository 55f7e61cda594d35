"""OpenRLHF agent adapter for rlve (checked against OpenRLHF 3c3be62; docs/trainers/openrlhf.md).

    --train.agent_func_path /path/to/clients/python/rlve_openrlhf.py      (v0.9.x: --agent_func_path)
    dataset rows: {"input": "@@RLVE_SLOT:000123@@", "label": "<run id>"}   (--data.input_key input
                  --data.label_key label, with --data.apply_chat_template if wanted)
    --eval.dataset rows: {"input": "@@RLVE_SLOT:e000001@@", "label": "{\"run\": \"<run id>\", \"split\": \"eval\"}"}
    RLVE_URL, RLVE_TOKEN, RLVE_GROUP_SIZE (= --rollout.n_samples_per_prompt; v0.9.x: --n_samples_per_prompt)

OpenRLHF loads this file by path in every vLLM actor (trainer/ray/vllm_engine.py, _load_agent_executor);
it finds rlve_client next to itself when the package is not installed.

OpenRLHF runs `n` fresh agent instances per prompt, each calling reset() with the same states. reset()
claims the row's slot (POST /v1/runs/{run}/claims with group_size n), so all n get the same problem; it
replaces the placeholder (already inside the chat template) by the problem's prompt. step() scores the
action with the ticket and ends the episode.

For static data no adapter is needed: rows with label = ticket and --reward.remote_url .../compat/openrlhf.
Imports without OpenRLHF installed (then AgentExecutor is None); torch is optional.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any, Dict, Optional

try:
    from rlve_client import RlveError, default_client, setting
except ImportError:  # loaded by file path (OpenRLHF _load_agent_executor) without the package installed
    import os
    import sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from rlve_client import RlveError, default_client, setting

SLOT = re.compile(r"@@RLVE_SLOT:([A-Za-z0-9._:-]{1,200})@@")

try:  # pragma: no cover - depends on the environment
    from openrlhf.utils.agent import AgentInstanceBase as _InstanceBase  # type: ignore
except Exception:
    _InstanceBase = object


class _Scalar(float):
    """A float with .item(), for when torch is absent (OpenRLHF calls .item() on rewards)."""

    def item(self) -> float:
        return float(self)


def _tensor(x: Any) -> Any:
    """A float32 tensor (OpenRLHF reads step()["rewards"].item() and stacks rewards; group normalisation
    needs floating point), or a float with .item() without torch."""
    try:
        import torch  # type: ignore
    except Exception:
        return _Scalar(float(x))
    return torch.tensor(float(x), dtype=torch.float32)


def _label(label: Any) -> Dict[str, Any]:
    """label is the run id, or JSON {"run": ..., "group_size": n, "split": "train" or "eval"}."""
    if isinstance(label, dict):
        return label
    if isinstance(label, str) and label.strip().startswith("{"):
        try:
            return json.loads(label)
        except ValueError:
            pass
    return {"run": label}


class AgentInstance(_InstanceBase):  # type: ignore[misc, valid-type]
    """One sample: MultiTurnAgentExecutor.execute (openrlhf/utils/agent.py) makes a fresh instance per
    sample, awaits reset({"observation": prompt, "label": label}), then step(...) until done."""

    def __init__(self, *args: Any, **kwargs: Any):
        self.ticket: Optional[str] = None
        self.sample_key: Optional[str] = None
        self.client = default_client()

    async def reset(self, states: Dict[str, Any], **kwargs: Any) -> Dict[str, Any]:
        observation = states.get("observation", "")
        m = SLOT.search(observation)
        if m is None:
            raise RlveError(400, "no_slot", "the prompt has no @@RLVE_SLOT:<slot>@@ placeholder")
        info = _label(states.get("label"))
        run = info.get("run") or setting("run")
        if not run:
            raise RlveError(400, "no_run", "the row's label must be the run id (or set RLVE_RUN)")
        split = info.get("split", "train")
        if split not in ("train", "eval"):
            raise RlveError(400, "invalid_label", f"label split must be train or eval, got {split!r}")
        # Eval rows (--eval.dataset) reach this agent exactly as train rows do (samples_generator.py
        # generate_eval_samples -> _generate_vllm -> the same execute(prompt, label, ...)): only the row's
        # label tells them apart. Their problems are issued and scored as eval and never move h; without a
        # group_size in the label an eval slot keeps its problem (24 h), so every evaluation sees the same set.
        group = info.get("group_size") or (setting("group_size") if split == "train" else None)
        p = await asyncio.to_thread(self.client.claim, run, m.group(1), int(group) if group else None, split)
        self.ticket = p["ticket"]
        self.sample_key = f"{p['problem_id']}/{m.group(1)}/{p.get('group_index', 0)}"
        return {"observation": observation[: m.start()] + p["prompt"] + observation[m.end() :]}

    async def step(self, states: Dict[str, Any], **kwargs: Any) -> Dict[str, Any]:
        if self.ticket is None:
            raise RlveError(400, "no_ticket", "step() before reset()")
        r = await asyncio.to_thread(self.client.score, self.ticket, states.get("action_text", ""), None, self.sample_key)
        reward = 0.0 if r["status"] == "unscorable" else float(r["reward"])
        out = {
            "rewards": _tensor(reward),
            "scores": _tensor(float(r["accuracy"])),
            "environment_feedback": "",
            "done": True,
            "extra_logs": {"rlve_level": _tensor(r["level"]), "rlve_format": _tensor(r["format_score"]), "rlve_counted": _tensor(1.0 if r["counted"] else 0.0)},
        }
        if "sampling_params" in states:
            out["sampling_params"] = states["sampling_params"]
        return out


try:  # pragma: no cover - depends on the environment
    from openrlhf.utils.agent import MultiTurnAgentExecutor as _Executor  # type: ignore
except Exception:
    _Executor = None

if _Executor is not None:

    class AgentExecutor(_Executor):  # type: ignore[misc, valid-type]
        """What OpenRLHF instantiates with no arguments (vllm_engine.py, _load_agent_executor)."""

        def __init__(self, *args: Any, **kwargs: Any):
            super().__init__(AgentInstance, *args, **kwargs)

else:
    AgentExecutor = None  # type: ignore[assignment, misc]
