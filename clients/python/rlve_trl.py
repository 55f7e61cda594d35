"""TRL (GRPOTrainer) adapter for rlve.

    import rlve_trl
    train_dataset = rlve_trl.iterable_dataset(run_id="my-run")      # TRL >= 1.9.0 (IterableDataset)
    # or, for older TRL: rlve_trl.SlotDataset(run_id="my-run", length=steps * batch)
    trainer = GRPOTrainer(model=..., reward_funcs=[rlve_trl.rlve_reward], train_dataset=train_dataset,
                          args=GRPOConfig(max_steps=..., ...))

Rows are {"prompt": [{"role": "user", "content": ...}], "rlve_ticket": ticket}; TRL passes every
dataset column to reward functions, so the reward function reads the tickets and scores the whole local
batch with one POST /v1/score/batch. Settings fall back to RLVE_URL, RLVE_RUN and RLVE_TOKEN.
Nothing here imports trl; `datasets` is only needed for iterable_dataset().
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Iterator, List, Optional

from _rlve_import import RlveError, default_client, setting


def make_reward_func(url: Optional[str] = None, token: Optional[str] = None, reward_key: str = "reward") -> Callable[..., List[Optional[float]]]:
    """A TRL reward function. Unscorable samples get None (TRL ignores them)."""

    def rlve_reward(prompts: Any = None, completions: Any = None, rlve_ticket: Optional[List[str]] = None, **kwargs: Any) -> List[Optional[float]]:
        if rlve_ticket is None:
            raise RlveError(400, "malformed_ticket", "the dataset needs an rlve_ticket column")
        items = [{"ticket": t, "response": c} for t, c in zip(rlve_ticket, completions)]
        results = default_client(url, token).score_batch(items)
        out: List[Optional[float]] = []
        levels: List[float] = []
        for r in results:
            if "error" in r:
                raise RlveError(400, r["error"]["code"], r["error"]["message"])
            if r["status"] == "unscorable":
                out.append(None)
            else:
                out.append(float(r["accuracy"] if reward_key == "accuracy" else r["reward"]))
            levels.append(float(r["level"]))
        log_metric = kwargs.get("log_metric")
        if callable(log_metric) and levels:
            log_metric("rlve/level", sum(levels) / len(levels))
            log_metric("rlve/accuracy", sum(r["accuracy"] for r in results) / len(results))
        return out

    return rlve_reward


rlve_reward = make_reward_func()


def rows(run_id: Optional[str] = None, batch: int = 64, split: str = "train", url: Optional[str] = None, token: Optional[str] = None) -> Iterator[Dict[str, Any]]:
    """Endless rows, fetched from the run just in time (TRL repeats each row for the group itself)."""
    run = setting("run", run_id)
    if not run:
        raise ValueError("give run_id (or set RLVE_RUN)")
    for p in default_client(url, token).stream(run, batch=batch, split=split):
        yield {"prompt": p["messages"], "rlve_ticket": p["ticket"]}


def iterable_dataset(run_id: Optional[str] = None, batch: int = 64, split: str = "train", url: Optional[str] = None, token: Optional[str] = None):
    """datasets.IterableDataset over rows() (needs the `datasets` package, TRL >= 1.9.0)."""
    from datasets import IterableDataset  # type: ignore

    return IterableDataset.from_generator(rows, gen_kwargs={"run_id": run_id, "batch": batch, "split": split, "url": url, "token": token})


try:
    from torch.utils.data import Dataset as _Dataset  # type: ignore
except Exception:  # pragma: no cover
    _Dataset = object


class SlotDataset(_Dataset):  # type: ignore[misc, valid-type]
    """Map-style dataset for TRL < 1.9.0: row i is the problem bound to slot i. TRL's RepeatSampler reads
    each index G times (maybe from several processes); the slot keeps them on one problem."""

    def __init__(self, run_id: Optional[str] = None, length: int = 1_000_000, url: Optional[str] = None, token: Optional[str] = None, prefix: str = "trl"):
        self.run_id = setting("run", run_id)
        if not self.run_id:
            raise ValueError("give run_id (or set RLVE_RUN)")
        self.length = int(length)
        self.prefix = prefix
        self.client = default_client(url, token)

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, i: int) -> Dict[str, Any]:
        p = self.client.claim(self.run_id, f"{self.prefix}-{int(i)}")
        return {"prompt": p["messages"], "rlve_ticket": p["ticket"]}
