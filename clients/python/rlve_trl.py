"""TRL (GRPOTrainer) adapter for rlve (checked against TRL f2cd577 and run in TRL 1.13.0; docs/trainers/trl.md).

    import rlve_trl
    train_dataset = rlve_trl.dataset(run_id="my-run", length=max_steps * generation_batch_size)
    trainer = GRPOTrainer(model=..., reward_funcs=[rlve_trl.rlve_reward], train_dataset=train_dataset,
                          args=GRPOConfig(max_steps=..., ...))

dataset() (a datasets.Dataset, which recent TRL requires) and SlotDataset (a torch map-style dataset, for
TRL versions that accept one) hold the same rows: row i is the problem bound to slot "<prefix>-i",
claimed when the dataloader reads the row, so problems are issued just in time whatever shuffle_dataset
says (TRL's RepeatSampler only permutes indices), and every process that reads row i (the G copies of a
group may be spread over processes) gets the same problem. DataLoader workers are fine (the client
reconnects after fork).

iterable_dataset() (TRL >= 1.9.0) streams the same kind of slots by stream position. TRL shuffles an
iterable dataset through a 1,000-row buffer, which would issue ~1,000 problems ahead at stale levels, so
the returned dataset ignores shuffle() (with a warning): its problems are random already. Every process
reads the whole stream (accelerate IterableDatasetShard), and position n is the same slot everywhere.

Rows are {"prompt": [{"role": "user", "content": ...}], "rlve_ticket": ticket}; TRL passes every dataset
column to reward functions, so rlve_reward reads the tickets and scores the process's batch with one
POST /v1/score/batch. Settings fall back to RLVE_URL, RLVE_RUN and RLVE_TOKEN. Nothing here imports trl;
`datasets` is only needed for dataset() and iterable_dataset().
"""

from __future__ import annotations

import os
import warnings
from typing import Any, Callable, Dict, Iterator, List, Optional

try:
    from rlve_client import RlveError, default_client, item_error, setting
except ImportError:  # loaded by file path without the package installed
    import sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from rlve_client import RlveError, default_client, item_error, setting

__all__ = ["make_reward_func", "rlve_reward", "dataset", "SlotDataset", "rows", "iterable_dataset"]


def make_reward_func(url: Optional[str] = None, token: Optional[str] = None, reward_key: str = "reward") -> Callable[..., List[Optional[float]]]:
    """A TRL reward function (called as in trl/trainer/grpo_trainer.py, _calculate_rewards). Unscorable
    samples get None (TRL turns it into NaN and ignores the sample)."""

    def rlve_reward(prompts: Any = None, completions: Any = None, rlve_ticket: Optional[List[str]] = None, **kwargs: Any) -> List[Optional[float]]:
        if rlve_ticket is None:
            raise RlveError(400, "malformed_ticket", "the dataset needs an rlve_ticket column")
        completions = list(completions or [])
        if len(rlve_ticket) != len(completions):
            raise ValueError(f"{len(completions)} completions but {len(rlve_ticket)} tickets")
        # A completion is a string, or (conversational format) a list of messages: the service reads both.
        items = [{"ticket": t, "response": c} for t, c in zip(rlve_ticket, completions)]
        results = default_client(url, token).score_batch(items) if items else []
        out: List[Optional[float]] = []
        for r in results:
            if "error" in r:
                raise item_error(r)
            if r["status"] == "unscorable":
                out.append(None)
            else:
                out.append(float(r["accuracy"] if reward_key == "accuracy" else r["reward"]))
        log_metric = kwargs.get("log_metric")
        if callable(log_metric) and results:
            log_metric("rlve/level", sum(float(r["level"]) for r in results) / len(results))
            log_metric("rlve/accuracy", sum(float(r["accuracy"]) for r in results) / len(results))
        return out

    return rlve_reward


rlve_reward = make_reward_func()


try:
    from torch.utils.data import Dataset as _Dataset  # type: ignore
except Exception:  # pragma: no cover
    _Dataset = object


def _row(p: Dict[str, Any]) -> Dict[str, Any]:
    return {"prompt": p["messages"], "rlve_ticket": p["ticket"]}


class SlotDataset(_Dataset):  # type: ignore[misc, valid-type]
    """Map-style dataset: row i is the problem bound to slot "<prefix>-i" (claimed in __getitem__, so just in
    time; the same problem for every process and every repeat of the row for 24 hours). length: at least
    max_steps x generation_batch_size / num_generations (indices are never meant to repeat). A new training
    on the same run within 24 hours should use another prefix."""

    def __init__(self, run_id: Optional[str] = None, length: int = 1_000_000, url: Optional[str] = None, token: Optional[str] = None, prefix: str = "trl", split: str = "train"):
        self.run_id = setting("run", run_id)
        if not self.run_id:
            raise ValueError("give run_id (or set RLVE_RUN)")
        self.length = int(length)
        self.prefix = prefix
        self.split = split
        self.url = url
        self.token = token

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, i: int) -> Dict[str, Any]:
        i = int(i)
        if not 0 <= i < self.length:
            raise IndexError(i)
        return _row(default_client(self.url, self.token).claim(self.run_id, f"{self.prefix}-{i}", split=self.split))


class _Claimer:
    """The on-access transform of dataset(): turns a batch of slot numbers into rows (picklable, so that
    datasets can fingerprint it and DataLoader workers can carry it)."""

    def __init__(self, run_id: str, prefix: str, split: str, url: Optional[str], token: Optional[str]):
        self.run_id, self.prefix, self.split, self.url, self.token = run_id, prefix, split, url, token

    def __call__(self, batch: Dict[str, List[Any]]) -> Dict[str, List[Any]]:
        c = default_client(self.url, self.token)
        got = [_row(c.claim(self.run_id, f"{self.prefix}-{int(i)}", split=self.split)) for i in batch["rlve_slot"]]
        return {"prompt": [r["prompt"] for r in got], "rlve_ticket": [r["rlve_ticket"] for r in got]}


def dataset(run_id: Optional[str] = None, length: int = 1_000_000, url: Optional[str] = None, token: Optional[str] = None, prefix: str = "trl", split: str = "train"):
    """The same rows as SlotDataset as a datasets.Dataset (what recent TRL requires of train_dataset): one
    column of slot numbers and an on-access transform (Dataset.set_transform) that claims the slots of
    the rows read. Needs the `datasets` package."""
    from datasets import Dataset  # type: ignore

    run = setting("run", run_id)
    if not run:
        raise ValueError("give run_id (or set RLVE_RUN)")
    ds = Dataset.from_dict({"rlve_slot": list(range(int(length)))})
    ds.set_transform(_Claimer(run, prefix, split, url, token))
    return ds


def rows(run_id: Optional[str] = None, prefix: str = "trl-stream", split: str = "train", url: Optional[str] = None, token: Optional[str] = None, start: int = 0) -> Iterator[Dict[str, Any]]:
    """Endless rows: row n is the problem bound to slot "<prefix>-n", claimed when the row is read."""
    run = setting("run", run_id)
    if not run:
        raise ValueError("give run_id (or set RLVE_RUN)")
    n = int(start)
    while True:
        yield _row(default_client(url, token).claim(run, f"{prefix}-{n}", split=split))
        n += 1


def iterable_dataset(run_id: Optional[str] = None, prefix: str = "trl-stream", split: str = "train", url: Optional[str] = None, token: Optional[str] = None):
    """datasets.IterableDataset over rows() (needs the `datasets` package, TRL >= 1.9.0). Its shuffle()
    returns it unchanged: a shuffle buffer would claim ~1,000 problems ahead of the policy."""
    from datasets import IterableDataset  # type: ignore

    class RlveStream(IterableDataset):  # type: ignore[misc, valid-type]
        def shuffle(self, *args: Any, **kwargs: Any) -> "RlveStream":
            warnings.warn(
                "rlve_trl: not shuffling the rlve stream (its problems are random already; a shuffle buffer would "
                "issue them ahead of the policy). Set shuffle_dataset=False in GRPOConfig to silence this.",
                stacklevel=2,
            )
            return self

    ds = IterableDataset.from_generator(rows, gen_kwargs={"run_id": run_id, "prefix": prefix, "split": split, "url": url, "token": token})
    ds.__class__ = RlveStream
    return ds
