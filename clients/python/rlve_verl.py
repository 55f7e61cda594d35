"""verl adapter for rlve (checked against verl b178a3c; docs/trainers/verl.md has the full recipe).

Install once: `pip install /path/to/clients/python` (or nothing: verl loads this file by path and the file
finds rlve_client next to itself).

Reward, with verl's default reward loop (reward_model.use_reward_loop=True, reward_manager naive):
    custom_reward_function.path=/path/to/clients/python/rlve_verl.py
    custom_reward_function.name=compute_score          # or compute_score_async
Reward, one POST per batch (the legacy batch manager; the reward loop has no "batch" manager):
    reward_model.use_reward_loop=False reward_model.reward_manager=batch
    custom_reward_function.name=compute_score_batch
The ticket rides in reward_model.ground_truth (rows exported by rlve, or produced by the dataset below).

Adaptive data (difficulty follows the policy):
    data.custom_cls.path=/path/to/clients/python/rlve_verl.py
    data.custom_cls.name=RLVESlotDataset
    data.train_files=rlve://train data.val_files=rlve://eval
    +data.rlve.run_id=my-run +data.rlve.url=http://127.0.0.1:8787
    +data.rlve.length=<total steps x train_batch_size>   +data.rlve.val_size=256
verl builds the validation set with the same class and settings; the dataset tells them apart by
data_files (the val_files entry, or a name containing "eval"/"val"/"test"): validation rows are eval
problems (never counted) on their own slots, and only data.rlve.val_size of them. verl repeats each row
rollout.n times after the dataloader, so one __getitem__ feeds one GRPO group.
Settings fall back to RLVE_URL, RLVE_RUN, RLVE_TOKEN. Nothing here imports verl; torch is optional.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any, Dict, List, Optional, Sequence

try:
    from rlve_client import RlveError, default_client, item_error, setting
except ImportError:  # loaded by file path (verl utils/import_utils.py:load_module) without the package installed
    import sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from rlve_client import RlveError, default_client, item_error, setting

try:  # a real torch Dataset when torch is installed (verl requires one); plain object otherwise
    from torch.utils.data import Dataset as _Dataset  # type: ignore
except Exception:  # pragma: no cover - depends on the environment
    _Dataset = object

__all__ = ["compute_score", "compute_score_async", "compute_score_batch", "RLVESlotDataset"]


def _result(r: Dict[str, Any], reward_key: str) -> Dict[str, Any]:
    unscorable = r["status"] == "unscorable"
    score = 0.0 if unscorable else float(r["accuracy"] if reward_key == "accuracy" else r["reward"])
    # verl logs every key: keep them numeric and the same for every sample.
    return {
        "score": score,
        "acc": float(r["accuracy"]),
        "format": float(r["format_score"]),
        "rlve_level": float(r["level"]),
        "rlve_counted": 1.0 if r["counted"] else 0.0,
        "rlve_unscorable": 1.0 if unscorable else 0.0,
    }


def compute_score(
    data_source: Any = None,
    solution_str: str = "",
    ground_truth: Any = None,
    extra_info: Optional[Dict[str, Any]] = None,
    url: Optional[str] = None,
    token: Optional[str] = None,
    reward_key: str = "reward",
    **_: Any,
) -> Dict[str, Any]:
    """verl per-sample reward: ground_truth is the rlve ticket. Returns {"score", ...numeric extras}."""
    ticket = _ticket(ground_truth, extra_info)
    sample_key = extra_info.get("rlve_sample_key") if isinstance(extra_info, dict) else None
    r = default_client(url, token).score(ticket, solution_str, sample_key=sample_key)
    return _result(r, reward_key)


async def compute_score_async(*args: Any, **kwargs: Any) -> Dict[str, Any]:
    """The same, awaited by verl's reward loop (the blocking HTTP call runs in a thread)."""
    return await asyncio.to_thread(compute_score, *args, **kwargs)


def compute_score_batch(
    data_sources: Sequence[Any],
    solution_strs: Sequence[str],
    ground_truths: Sequence[Any],
    extra_infos: Optional[Sequence[Optional[Dict[str, Any]]]] = None,
    url: Optional[str] = None,
    token: Optional[str] = None,
    reward_key: str = "reward",
    **_: Any,
) -> List[Dict[str, Any]]:
    """verl batch reward manager: one POST /v1/score/batch per training batch. verl passes data_sources and
    extra_infos as numpy object arrays (never test them for truth) and ground_truths as a list."""
    n = len(solution_strs)
    infos: List[Any] = [None] * n if extra_infos is None else list(extra_infos)
    if len(infos) != n or len(ground_truths) != n:
        raise ValueError(f"compute_score_batch: {n} responses, {len(ground_truths)} ground truths, {len(infos)} extra infos")
    items = []
    for sol, gt, info in zip(solution_strs, ground_truths, infos):
        item: Dict[str, Any] = {"ticket": _ticket(gt, info), "response": str(sol)}
        key = info.get("rlve_sample_key") if isinstance(info, dict) else None
        if key is not None:
            item["sample_key"] = str(key)
        items.append(item)
    out = []
    for r in default_client(url, token).score_batch(items):
        if "error" in r:
            raise item_error(r)
        out.append(_result(r, reward_key))
    return out


def _ticket(ground_truth: Any, extra_info: Any) -> str:
    if isinstance(ground_truth, str) and ground_truth:
        return ground_truth
    if isinstance(extra_info, dict) and isinstance(extra_info.get("rlve_ticket"), str):
        return extra_info["rlve_ticket"]
    raise RlveError(400, "malformed_ticket", "reward_model.ground_truth must be an rlve ticket")


def _get(node: Any, key: str) -> Any:
    if node is None:
        return None
    if hasattr(node, "get"):
        try:
            return node.get(key, None)
        except TypeError:
            pass
    return getattr(node, key, None)


def _cfg(config: Any, key: str, default: Any = None) -> Any:
    v = _get(_get(config, "rlve"), key)
    return default if v is None else v


def _names(files: Any) -> List[str]:
    if files is None:
        return []
    if isinstance(files, (str, bytes, os.PathLike)):
        return [os.fsdecode(files)]
    try:
        return [os.fsdecode(f) for f in files]
    except TypeError:
        return [str(files)]


_EVAL_WORDS = ("eval", "val", "valid", "validation", "test", "dev")


def _is_validation(data_files: Any, config: Any) -> bool:
    """verl (trainer/main_ppo.py, create_rl_dataset) builds both sets with the same class and data config and
    passes data.train_files or data.val_files: tell them apart by which of the two we were given."""
    given = _names(data_files)
    if not given:
        return False
    train, val = _names(_get(config, "train_files")), _names(_get(config, "val_files"))
    if train and train == val and given == train:
        raise ValueError(
            "data.train_files and data.val_files are the same, so the validation set cannot be told from the "
            "training set: set e.g. data.train_files=rlve://train data.val_files=rlve://eval"
        )
    if given == val:
        return True
    if given == train:
        return False
    words = "".join(c if c.isalnum() else " " for c in " ".join(given).lower()).split()
    return any(w in _EVAL_WORDS for w in words)


class RLVESlotDataset(_Dataset):  # type: ignore[misc, valid-type]
    """A lazy dataset: training row i is the problem bound to slot "<prefix>-i" of the run, claimed just in
    time at the curriculum's current levels; validation row i is the eval problem bound to slot
    "<prefix>-val-i" (split eval: never counted, the same problem for 24 hours). Constructed by verl as
    cls(data_files=..., tokenizer=..., processor=..., config=data_config, max_samples=...)."""

    def __init__(self, data_files: Any = None, tokenizer: Any = None, processor: Any = None, config: Any = None, max_samples: int = -1, **kwargs: Any):
        self.tokenizer = tokenizer
        self.processor = processor
        self.run_id = setting("run", _cfg(config, "run_id"))
        if not self.run_id:
            raise ValueError("set data.rlve.run_id (or RLVE_RUN)")
        self.url = _cfg(config, "url")
        self.token = _cfg(config, "token")
        self.validation = _is_validation(data_files, config)
        prefix = str(_cfg(config, "slot_prefix", "verl"))
        if self.validation:
            length = int(_cfg(config, "val_size", 256))
            self.split, self.prefix = "eval", prefix + "-val"
        else:
            length = int(_cfg(config, "length", setting("length", None, 1_000_000)))
            self.split, self.prefix = str(_cfg(config, "split", "train")), prefix
        self.length = length if max_samples is None or int(max_samples) < 0 else min(length, int(max_samples))

    @property
    def client(self) -> Any:
        return default_client(self.url, self.token)

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, index: int) -> Dict[str, Any]:
        index = int(index)
        p = self.client.claim(self.run_id, f"{self.prefix}-{index}", split=self.split)
        row: Dict[str, Any] = {
            "data_source": f"rlve/{p['env_id']}",
            "prompt": p["messages"],
            "raw_prompt": p["messages"],
            "ability": "reasoning",
            "reward_model": {"style": "rule", "ground_truth": p["ticket"]},
            "extra_info": {
                "index": index,
                "split": self.split,
                "rlve_problem_id": p["problem_id"],
                "rlve_level": p["level"],
                "rlve_env": p["env_id"],
            },
            "index": index,
            "tools_kwargs": {},
            "interaction_kwargs": {},
        }
        try:  # verl needs one tensor per row so that DataProto.batch is not empty (rl_dataset.py __getitem__)
            import torch  # type: ignore

            row["dummy_tensor"] = torch.tensor([0], dtype=torch.uint8)
        except Exception:
            pass
        return row

    @classmethod
    async def process_vision_info(cls, messages: List[Dict[str, Any]], image_patch_size: Any = None, config: Any = None) -> Any:
        """Called by verl's agent loop (experimental/agent_loop/agent_loop.py, process_vision_info) when a
        processor is set: rlve prompts are text only, so there are no images and no videos."""
        return None, None
