"""Tinker cookbook adapter for rlve: RLVE's own recipe with the curriculum state in the service (checked
against tinker-cookbook 9dfcc3a with chz b01c082; docs/trainers/tinker.md).

    from rlve_tinker import RLVEDatasetBuilder
    dataset_builder = RLVEDatasetBuilder(run_id="my-run", batch_size=128, group_size=16,
                                         model_name_for_tokenizer=..., renderer_name=...)
    # pass it as the RL config's dataset_builder (tinker_cookbook.rl.train.Config)

The builder is a chz class (fields, no __init__) when chz is installed, as the cookbook requires of every
RLDatasetBuilder, and a frozen dataclass otherwise. make_envs() issues one problem and returns group_size
envs sharing it (the GRPO group invariant); step() takes the text of the parsed message (without thinking
parts, as the cookbook's renderers.get_text_content does) and scores it; the curriculum updates on score,
as in RLVE's Tinker port.

Resume: the cookbook's RL loop calls dataset.get_batch(i) for i from the checkpoint's batch on
(rl/train.py), and never save_state/load_state. So get_batch(i) snapshots the run as "tinker-batch-<i>"
the first time it sees batch i, and the first get_batch of a process with i > 0 (a resumed training)
restores that snapshot first: the curriculum is back where it was when batch i was first issued.
Imports without tinker / tinker_cookbook / chz installed (stand-in types are used).
"""

import asyncio
import dataclasses
import os
import re
import sys
import threading
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

try:
    from rlve_client import RlveError, default_client, setting
except ImportError:  # loaded by file path without the package installed
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from rlve_client import RlveError, default_client, setting

try:  # pragma: no cover - depends on the environment
    from tinker_cookbook.rl.types import Env as _Env  # type: ignore
    from tinker_cookbook.rl.types import EnvGroupBuilder as _Builder  # type: ignore
    from tinker_cookbook.rl.types import RLDataset as _Dataset  # type: ignore
    from tinker_cookbook.rl.types import RLDatasetBuilder as _DatasetBuilder  # type: ignore
    from tinker_cookbook.rl.types import StepResult  # type: ignore
except Exception:
    _Env = _Builder = _Dataset = object
    _DatasetBuilder = object

    @dataclasses.dataclass
    class StepResult:  # type: ignore[no-redef]
        reward: float
        episode_done: bool
        next_observation: Any
        next_stop_condition: Any
        metrics: Dict[str, float] = dataclasses.field(default_factory=dict)
        logs: Dict[str, Any] = dataclasses.field(default_factory=dict)


try:  # chz classes: fields, a synthesised keyword-only __init__, frozen instances (chz/data_model.py)
    import chz as _chz  # type: ignore

    _config_class: Callable[[Any], Any] = _chz.chz
except Exception:  # a frozen, keyword-only dataclass behaves the same for the cookbook
    _config_class = dataclasses.dataclass(frozen=True, kw_only=True) if sys.version_info >= (3, 10) else dataclasses.dataclass(frozen=True)

__all__ = ["RLVEDatasetBuilder", "RLVEDataset", "RLVEEnvGroupBuilder", "RLVEEnv", "message_text"]


def message_text(message: Any) -> str:
    """The answer text of a parsed message: the cookbook's renderers.get_text_content when it is installed
    (text parts joined, thinking parts dropped), else the same rule here."""
    try:  # pragma: no cover - depends on the environment
        from tinker_cookbook.renderers import get_text_content  # type: ignore

        if isinstance(message, dict) and "content" in message:
            return get_text_content(message)
    except ImportError:
        pass
    content = message.get("content", "") if isinstance(message, dict) else message
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, (list, tuple)):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict) and p.get("type") == "text")
    return str(content)


def _empty_input() -> Any:
    try:  # pragma: no cover
        import tinker  # type: ignore

        return tinker.ModelInput.empty()
    except Exception:
        return None


def default_renderer(model_name: str, renderer_name: str) -> Any:  # pragma: no cover - needs tinker_cookbook
    from tinker_cookbook import renderers  # type: ignore
    from tinker_cookbook.tokenizer_utils import get_tokenizer  # type: ignore

    return renderers.get_renderer(renderer_name, get_tokenizer(model_name))


class RLVEEnv(_Env):  # type: ignore[misc, valid-type]
    """One sample of a problem: single-turn, scored by the service."""

    def __init__(self, problem: Dict[str, Any], renderer: Any, sample_key: str, url: Optional[str] = None, format_coef: float = 0.0, reward_key: str = "reward"):
        self.problem = problem
        self.renderer = renderer
        self.sample_key = sample_key
        self.url = url
        self.format_coef = format_coef
        self.reward_key = reward_key

    async def initial_observation(self) -> Tuple[Any, Any]:
        return self.renderer.build_generation_prompt(self.problem["messages"]), self.renderer.get_stop_sequences()

    async def step(self, action: Any, *, extra: Any = None) -> Any:
        message, _ok = self.renderer.parse_response(action)
        content = message_text(message)
        r = await asyncio.to_thread(default_client(self.url).score, self.problem["ticket"], content, None, self.sample_key)
        if r["status"] == "unscorable":
            reward = 0.0
        else:
            base = float(r["accuracy"] if self.reward_key == "accuracy" else r["reward"])
            reward = base + self.format_coef * float(r["format_score"])
        return StepResult(
            reward=reward,
            episode_done=True,
            next_observation=_empty_input(),
            next_stop_condition=self.renderer.get_stop_sequences(),
            metrics={"format": float(r["format_score"]), "correct": float(r["accuracy"]), "problem_difficulty": float(r["level"])},
        )


class RLVEEnvGroupBuilder(_Builder):  # type: ignore[misc, valid-type]
    """Pickleable (plain settings and a renderer factory): the cookbook may ship builders to workers."""

    def __init__(self, run_id: str, group_size: int, renderer_factory: Callable[[], Any], url: Optional[str] = None, split: str = "train", format_coef: float = 0.0, reward_key: str = "reward"):
        self.run_id = run_id
        self.group_size = group_size
        self.renderer_factory = renderer_factory
        self.url = url
        self.split = split
        self.format_coef = format_coef
        self.reward_key = reward_key

    async def make_envs(self) -> Sequence[Any]:
        [p] = await asyncio.to_thread(default_client(self.url).problems, self.run_id, 1, self.split)
        renderer = self.renderer_factory()
        return [RLVEEnv(p, renderer, f"{p['problem_id']}/{g}", self.url, self.format_coef, self.reward_key) for g in range(self.group_size)]

    async def compute_group_rewards(self, trajectories: Any, envs: Any = None) -> List[Tuple[float, Dict[str, float]]]:
        return [(0.0, {}) for _ in trajectories]

    def logging_tags(self) -> List[str]:
        return ["rlve"]


class _Renderer:
    """A pickleable renderer factory: builds the renderer on first use in each process."""

    def __init__(self, model_name: Optional[str], renderer_name: Optional[str], factory: Optional[Callable[[], Any]] = None):
        self.model_name = model_name
        self.renderer_name = renderer_name
        self.factory = factory
        self._r = None

    def __call__(self) -> Any:
        if self._r is None:
            if self.factory is None and not (self.model_name and self.renderer_name):
                raise ValueError("RLVEDatasetBuilder needs model_name_for_tokenizer and renderer_name (or renderer_factory)")
            self._r = self.factory() if self.factory is not None else default_renderer(self.model_name, self.renderer_name)  # type: ignore[arg-type]
        return self._r

    def __getstate__(self) -> Dict[str, Any]:
        return {"model_name": self.model_name, "renderer_name": self.renderer_name, "factory": self.factory, "_r": None}


def _label(name: str) -> str:
    safe = "".join(c if c.isalnum() or c in "._:-" else "-" for c in str(name)).lstrip("._:-")
    return (safe or "tinker")[:128]


_BATCH_LABEL = re.compile(r"tinker-batch-(\d{1,12})")


class RLVEDataset(_Dataset):  # type: ignore[misc, valid-type]
    def __init__(self, run_id: str, batch_size: int, group_size: int, renderer_factory: Callable[[], Any], url: Optional[str] = None, n_batches: int = 1 << 30, format_coef: float = 0.0, reward_key: str = "reward", split: str = "train", resume: bool = True, keep_snapshots: int = 50):
        if int(keep_snapshots) < 0:
            raise ValueError("keep_snapshots must be >= 0 (0 keeps every snapshot)")
        self.keep_snapshots = int(keep_snapshots)
        self.run_id = run_id
        self.batch_size = batch_size
        self.group_size = group_size
        self.renderer_factory = renderer_factory
        self.url = url
        self.n_batches = n_batches
        self.format_coef = format_coef
        self.reward_key = reward_key
        self.split = split
        self.resume = resume
        self._seen: set = set()
        self._first = True
        self._lock = threading.Lock()

    def _checkpoint(self, index: int) -> None:
        """Called by get_batch: restore on the first batch of a resumed training, then snapshot the batch."""
        with self._lock:
            first, self._first = self._first, False
            if index in self._seen:
                return
            self._seen.add(index)
        c = default_client(self.url)
        label = f"tinker-batch-{index:06d}"
        if first and index > 0:
            try:
                c.restore(self.run_id, snapshot_id=label)
            except RlveError as err:
                if err.status != 404:
                    raise
        c.snapshot(self.run_id, label=label, step=index)
        if self.keep_snapshots > 0:
            self._prune(c, index)

    def _prune(self, c: Any, index: int) -> None:
        """Keep the snapshots of the last keep_snapshots batches (index - K, index]; older ones are deleted."""
        for s in c.snapshots(self.run_id):
            m = _BATCH_LABEL.fullmatch(str(s.get("snapshot_id", "")))
            if m is None or int(m.group(1)) > index - self.keep_snapshots:
                continue
            try:
                c.delete_snapshot(self.run_id, s["snapshot_id"])
            except RlveError as err:
                if err.status != 404:  # another process pruned it first
                    raise

    def get_batch(self, index: int) -> Sequence[Any]:
        if self.resume and self.split == "train":
            self._checkpoint(int(index))
        return [
            RLVEEnvGroupBuilder(self.run_id, self.group_size, self.renderer_factory, self.url, self.split, self.format_coef, self.reward_key)
            for _ in range(self.batch_size)
        ]

    def __len__(self) -> int:
        return self.n_batches

    # Not called by the cookbook's RL loop (rl/train.py): for your own loops.
    def save_state(self, log_path: str, name: str) -> None:
        default_client(self.url).snapshot(self.run_id, label=_label(name))

    def load_state(self, path: str) -> None:
        name = str(path).rstrip("/").split("/")[-1]
        default_client(self.url).restore(self.run_id, snapshot_id=_label(name))


@_config_class
class RLVEDatasetBuilder(_DatasetBuilder):  # type: ignore[misc, valid-type]
    """The cookbook's dataset builder: keyword fields only (a chz class, so no __init__ and no assignment).
    run_config: create the run with these settings if it does not exist (POST /v1/runs). test_size: a
    test dataset of that many eval groups per batch (0: none)."""

    run_id: Optional[str] = None
    batch_size: int = 128
    group_size: int = 16
    model_name_for_tokenizer: Optional[str] = None
    renderer_name: Optional[str] = None
    url: Optional[str] = None
    run_config: Optional[Dict[str, Any]] = None
    renderer_factory: Optional[Callable[[], Any]] = None
    format_coef: float = 0.0
    reward_key: str = "reward"
    n_batches: int = 1 << 30
    resume: bool = True
    keep_snapshots: int = 50
    test_size: int = 0

    async def __call__(self) -> Tuple[Any, Optional[Any]]:
        run = setting("run", self.run_id)
        if not run:
            raise ValueError("RLVEDatasetBuilder: give run_id (or set RLVE_RUN)")
        if self.run_config is not None:
            await asyncio.to_thread(default_client(self.url).ensure_run, run, **dict(self.run_config))
        renderer = _Renderer(self.model_name_for_tokenizer, self.renderer_name, self.renderer_factory)
        train = RLVEDataset(run, self.batch_size, self.group_size, renderer, self.url, self.n_batches, self.format_coef, self.reward_key, "train", self.resume, self.keep_snapshots)
        test = None
        if self.test_size > 0:
            test = RLVEDataset(run, self.test_size, self.group_size, renderer, self.url, 1, self.format_coef, self.reward_key, "eval", False)
        return train, test
