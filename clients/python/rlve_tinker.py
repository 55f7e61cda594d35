"""Tinker cookbook adapter for rlve: RLVE's own recipe with the curriculum state in the service.

    from rlve_tinker import RLVEDatasetBuilder
    dataset_builder = RLVEDatasetBuilder(run_id="my-run", batch_size=128, group_size=16,
                                         model_name_for_tokenizer=..., renderer_name=...)
    # pass it as the RL config's dataset_builder (tinker_cookbook.rl.train)

make_envs() issues one problem and returns group_size envs sharing it (the GRPO group invariant);
step() decodes the action with the renderer and scores it (the curriculum updates on score, as in
RLVE's Tinker port). The builder holds only plain settings (pickleable). save_state/load_state map to
run snapshots. Imports without tinker / tinker_cookbook installed (stand-in types are used).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from _rlve_import import default_client, setting

try:  # pragma: no cover - depends on the environment
    from tinker_cookbook.rl.types import Env as _Env  # type: ignore
    from tinker_cookbook.rl.types import EnvGroupBuilder as _Builder  # type: ignore
    from tinker_cookbook.rl.types import RLDataset as _Dataset  # type: ignore
    from tinker_cookbook.rl.types import RLDatasetBuilder as _DatasetBuilder  # type: ignore
    from tinker_cookbook.rl.types import StepResult  # type: ignore
except Exception:
    _Env = _Builder = _Dataset = object
    _DatasetBuilder = object

    @dataclass
    class StepResult:  # type: ignore[no-redef]
        reward: float
        episode_done: bool
        next_observation: Any
        next_stop_condition: Any
        metrics: Dict[str, float] = field(default_factory=dict)


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

    def __init__(self, problem: Dict[str, Any], renderer: Any, sample_key: str, url: Optional[str] = None, format_coef: float = 0.0):
        self.problem = problem
        self.renderer = renderer
        self.sample_key = sample_key
        self.url = url
        self.format_coef = format_coef

    async def initial_observation(self) -> Tuple[Any, Any]:
        return self.renderer.build_generation_prompt(self.problem["messages"]), self.renderer.get_stop_sequences()

    async def step(self, action: Any, **_: Any) -> Any:
        message, _ok = self.renderer.parse_response(action)
        content = message.get("content", "") if isinstance(message, dict) else str(message)
        r = await asyncio.to_thread(default_client(self.url).score, self.problem["ticket"], content, None, self.sample_key)
        reward = 0.0 if r["status"] == "unscorable" else float(r["reward"]) + self.format_coef * float(r["format_score"])
        return StepResult(
            reward=reward,
            episode_done=True,
            next_observation=_empty_input(),
            next_stop_condition=self.renderer.get_stop_sequences(),
            metrics={"format": float(r["format_score"]), "correct": float(r["accuracy"]), "problem_difficulty": float(r["level"])},
        )


class RLVEEnvGroupBuilder(_Builder):  # type: ignore[misc, valid-type]
    def __init__(self, run_id: str, group_size: int, renderer_factory: Callable[[], Any], url: Optional[str] = None, split: str = "train"):
        self.run_id = run_id
        self.group_size = group_size
        self.renderer_factory = renderer_factory
        self.url = url
        self.split = split

    async def make_envs(self) -> Sequence[Any]:
        [p] = await asyncio.to_thread(default_client(self.url).problems, self.run_id, 1, self.split)
        renderer = self.renderer_factory()
        return [RLVEEnv(p, renderer, f"{p['problem_id']}/{g}", self.url) for g in range(self.group_size)]

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
            self._r = self.factory() if self.factory is not None else default_renderer(self.model_name, self.renderer_name)  # type: ignore[arg-type]
        return self._r

    def __getstate__(self) -> Dict[str, Any]:
        return {"model_name": self.model_name, "renderer_name": self.renderer_name, "factory": self.factory, "_r": None}


class RLVEDataset(_Dataset):  # type: ignore[misc, valid-type]
    def __init__(self, run_id: str, batch_size: int, group_size: int, renderer_factory: Callable[[], Any], url: Optional[str] = None, n_batches: int = 1 << 30):
        self.run_id = run_id
        self.batch_size = batch_size
        self.group_size = group_size
        self.renderer_factory = renderer_factory
        self.url = url
        self.n_batches = n_batches

    def get_batch(self, index: int) -> Sequence[Any]:
        return [RLVEEnvGroupBuilder(self.run_id, self.group_size, self.renderer_factory, self.url) for _ in range(self.batch_size)]

    def __len__(self) -> int:
        return self.n_batches

    def save_state(self, log_path: str, name: str) -> None:
        default_client(self.url).snapshot(self.run_id, label=_label(name))

    def load_state(self, path: str) -> None:
        name = str(path).rstrip("/").split("/")[-1]
        default_client(self.url).restore(self.run_id, snapshot_id=_label(name))


def _label(name: str) -> str:
    safe = "".join(c if c.isalnum() or c in "._:-" else "-" for c in str(name)).lstrip("._:-")
    return (safe or "tinker")[:128]


class RLVEDatasetBuilder(_DatasetBuilder):  # type: ignore[misc, valid-type]
    def __init__(
        self,
        run_id: Optional[str] = None,
        batch_size: int = 128,
        group_size: int = 16,
        model_name_for_tokenizer: Optional[str] = None,
        renderer_name: Optional[str] = None,
        url: Optional[str] = None,
        run_config: Optional[Dict[str, Any]] = None,
        renderer_factory: Optional[Callable[[], Any]] = None,
    ):
        self.run_id = setting("run", run_id)
        self.batch_size = batch_size
        self.group_size = group_size
        self.url = url
        self.run_config = run_config
        self.renderer = _Renderer(model_name_for_tokenizer, renderer_name, renderer_factory)

    async def __call__(self) -> Tuple[Any, Optional[Any]]:
        if self.run_config is not None:
            await asyncio.to_thread(default_client(self.url).ensure_run, self.run_id, **self.run_config)
        return RLVEDataset(self.run_id, self.batch_size, self.group_size, self.renderer, self.url), None
