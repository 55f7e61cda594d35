"""verl adapter for rlve.

Reward (static or adaptive data), in the trainer config:
    custom_reward_function.path=/path/to/clients/python/rlve_verl.py
    custom_reward_function.name=compute_score          # per-sample managers (naive, reward loop)
    # or reward_model.reward_manager=batch with custom_reward_function.name=compute_score_batch
The ticket rides in reward_model.ground_truth (rows exported by rlve, or produced by the dataset below).

Adaptive data (difficulty follows the policy):
    data.custom_cls.path=/path/to/clients/python/rlve_verl.py
    data.custom_cls.name=RLVESlotDataset
    +data.rlve.run_id=my-run  +data.rlve.url=http://127.0.0.1:8787  +data.rlve.length=100000
    data.dataloader_num_workers=0        # optional: mirrors RLVE exactly (prefetch only adds staleness)
verl repeats each row rollout.n times after the dataloader, so one __getitem__ feeds one GRPO group.
Settings fall back to RLVE_URL, RLVE_RUN, RLVE_TOKEN. Nothing here imports verl; torch is optional.
"""

from __future__ import annotations

import asyncio
from typing import Any, Dict, List, Optional

from _rlve_import import RlveError, default_client, setting

try:  # a real torch Dataset when torch is installed (verl requires one); plain object otherwise
    from torch.utils.data import Dataset as _Dataset  # type: ignore
except Exception:  # pragma: no cover - depends on the environment
    _Dataset = object


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
    sample_key = (extra_info or {}).get("rlve_sample_key")
    r = default_client(url, token).score(ticket, solution_str, sample_key=sample_key)
    return _result(r, reward_key)


async def compute_score_async(*args: Any, **kwargs: Any) -> Dict[str, Any]:
    """The same, for verl's async reward loop."""
    return await asyncio.to_thread(compute_score, *args, **kwargs)


def compute_score_batch(
    data_sources: List[Any],
    solution_strs: List[str],
    ground_truths: List[Any],
    extra_infos: Optional[List[Optional[Dict[str, Any]]]] = None,
    url: Optional[str] = None,
    token: Optional[str] = None,
    reward_key: str = "reward",
    **_: Any,
) -> List[Dict[str, Any]]:
    """verl batch reward manager: one POST /v1/score/batch per training batch."""
    extra_infos = extra_infos or [None] * len(solution_strs)
    items = []
    for sol, gt, info in zip(solution_strs, ground_truths, extra_infos):
        item = {"ticket": _ticket(gt, info), "response": sol}
        key = (info or {}).get("rlve_sample_key")
        if key is not None:
            item["sample_key"] = str(key)
        items.append(item)
    out = []
    for r in default_client(url, token).score_batch(items):
        if "error" in r:
            raise RlveError(400, r["error"]["code"], r["error"]["message"])
        out.append(_result(r, reward_key))
    return out


def _ticket(ground_truth: Any, extra_info: Optional[Dict[str, Any]]) -> str:
    if isinstance(ground_truth, str) and ground_truth:
        return ground_truth
    if isinstance(extra_info, dict) and isinstance(extra_info.get("rlve_ticket"), str):
        return extra_info["rlve_ticket"]
    raise RlveError(400, "malformed_ticket", "reward_model.ground_truth must be an rlve ticket")


def _cfg(config: Any, key: str, default: Any = None) -> Any:
    if config is None:
        return default
    sub = config.get("rlve", None) if hasattr(config, "get") else getattr(config, "rlve", None)
    if sub is None:
        return default
    v = sub.get(key, None) if hasattr(sub, "get") else getattr(sub, key, None)
    return default if v is None else v


class RLVESlotDataset(_Dataset):  # type: ignore[misc, valid-type]
    """A lazy dataset: item i is the problem bound to slot i of the run (claimed just in time, at the
    curriculum's current levels). Constructed by verl as cls(data_files, tokenizer, processor, config)."""

    def __init__(self, data_files: Any = None, tokenizer: Any = None, processor: Any = None, config: Any = None, max_samples: int = -1, **kwargs: Any):
        self.tokenizer = tokenizer
        self.run_id = setting("run", _cfg(config, "run_id"))
        if not self.run_id:
            raise ValueError("set data.rlve.run_id (or RLVE_RUN)")
        self.client = default_client(_cfg(config, "url"), _cfg(config, "token"))
        length = int(_cfg(config, "length", setting("length", None, 1_000_000)))
        self.length = length if max_samples is None or max_samples < 0 else min(length, max_samples)
        self.prefix = str(_cfg(config, "slot_prefix", "verl"))
        self.split = str(_cfg(config, "split", "train"))

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, index: int) -> Dict[str, Any]:
        p = self.client.claim(self.run_id, f"{self.prefix}-{int(index)}", split=self.split)
        row: Dict[str, Any] = {
            "data_source": f"rlve/{p['env_id']}",
            "prompt": p["messages"],
            "raw_prompt": p["messages"],
            "ability": "reasoning",
            "reward_model": {"style": "rule", "ground_truth": p["ticket"]},
            "extra_info": {
                "index": int(index),
                "rlve_problem_id": p["problem_id"],
                "rlve_level": p["level"],
                "rlve_env": p["env_id"],
            },
            "index": int(index),
            "tools_kwargs": {},
            "interaction_kwargs": {},
        }
        try:
            import torch  # type: ignore

            row["dummy_tensor"] = torch.tensor([0], dtype=torch.uint8)
        except Exception:
            pass
        return row
