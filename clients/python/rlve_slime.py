"""slime adapter for rlve: a data source that issues problems from a run's curriculum (checked against
slime 624b824; docs/trainers/slime.md).

    pip install /path/to/clients/python                     (slime imports rlve_slime by module name)
    --data-source-path rlve_slime.RLVEDataSource
    --rm-type remote_rm --rm-url http://HOST:8787/compat/slime --reward-key reward
    RLVE_URL, RLVE_RUN, RLVE_TOKEN in the environment (the run is created from RLVE_RUN_CONFIG, a JSON
    object, when it does not exist yet)
For the paper's exact end-of-step update create the run with update_mode "on_report" and add
    --rollout-all-samples-process-path rlve_slime.report_all_samples

get_samples(k) issues k problems (POST /v1/runs/{run}/problems) and returns k groups of
n_samples_per_prompt copies, the ticket in Sample.label (what slime's remote RM forwards). Prompts are
chat-templated here, as RLVE's own manager does, when a tokenizer is available (args.hf_checkpoint and
transformers installed) and the run's prompt style is "plain". save()/load() map to run snapshots
("rollout-<id>"). report_all_samples sends the rollout id as the report's step. Imports without slime
installed (a stand-in Sample is used).
"""

import copy
import json
import os
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

try:
    from rlve_client import RlveError, default_client, setting
except ImportError:  # loaded by file path without the package installed
    import sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from rlve_client import RlveError, default_client, setting

try:  # pragma: no cover - depends on the environment
    from slime.utils.types import Sample  # type: ignore
except Exception:

    @dataclass
    class Sample:  # type: ignore[no-redef]
        """Stand-in with the fields slime's data sources use."""

        prompt: Any = ""
        label: Optional[str] = None
        metadata: Dict[str, Any] = field(default_factory=dict)
        index: Optional[int] = None
        group_index: Optional[int] = None
        reward: Any = None
        response: str = ""


class RLVEDataSource:
    def __init__(self, args: Any):
        self.args = args
        self.run_id = setting("run", getattr(args, "rlve_run", None))
        if not self.run_id:
            raise ValueError("set RLVE_RUN (the run id)")
        self.client = default_client(getattr(args, "rlve_url", None), None)
        self.n = int(getattr(args, "n_samples_per_prompt", 1) or 1)
        cfg = os.environ.get("RLVE_RUN_CONFIG")
        if cfg:
            self.client.ensure_run(self.run_id, **json.loads(cfg))
        run = self.client.run(self.run_id)
        self.prompt_style = run["config"]["prompt_style"]
        self.buffer: List[List[Sample]] = []
        self.sample_index = 0
        self.group_index = 0
        self.rollouts = 0
        self._tokenizer = None
        if self.prompt_style == "plain" and getattr(args, "hf_checkpoint", None):
            try:
                from transformers import AutoTokenizer  # type: ignore

                self._tokenizer = AutoTokenizer.from_pretrained(args.hf_checkpoint, trust_remote_code=True)
            except Exception:
                self._tokenizer = None

    def _prompt(self, p: Dict[str, Any]) -> Any:
        if self._tokenizer is not None:
            return self._tokenizer.apply_chat_template(p["messages"], tokenize=False, add_generation_prompt=True)
        return p["prompt"]

    def get_samples(self, num_samples: int) -> List[List[Sample]]:
        groups: List[List[Sample]] = []
        while self.buffer and len(groups) < num_samples:
            groups.append(self.buffer.pop(0))
        need = num_samples - len(groups)
        if need > 0:
            for p in self.client.problems(self.run_id, count=need):
                group = []
                for g in range(self.n):
                    s = Sample(
                        prompt=self._prompt(p),
                        label=p["ticket"],
                        metadata={
                            "rlve_env": p["env_id"],
                            "rlve_level": p["level"],
                            "rlve_problem_id": p["problem_id"],
                            "rlve_sample_key": f"{p['problem_id']}/{g}",
                        },
                    )
                    s.index = self.sample_index
                    s.group_index = self.group_index
                    self.sample_index += 1
                    group.append(s)
                self.group_index += 1
                groups.append(group)
        return groups

    def add_samples(self, samples: List[List[Sample]]) -> None:
        """Groups handed back (aborted partial rollouts) are issued again first."""
        for group in samples:
            self.buffer.append([copy.copy(s) for s in group])

    def save(self, rollout_id: int) -> None:
        self.client.snapshot(self.run_id, label=f"rollout-{int(rollout_id)}", step=int(rollout_id))
        self.rollouts = int(rollout_id) + 1

    def load(self, rollout_id: Optional[int] = None) -> None:
        """slime calls load(args.start_rollout_id - 1) at start (slime/ray/placement_group.py): -1 on a fresh
        start, where there is nothing to restore."""
        if rollout_id is None or int(rollout_id) < 0:
            return
        try:
            self.client.restore(self.run_id, snapshot_id=f"rollout-{int(rollout_id)}")
            self.rollouts = int(rollout_id) + 1
        except RlveError as err:
            if err.status != 404:
                raise

    def __len__(self) -> int:
        return 1 << 40


def _accuracy(reward: Any) -> float:
    if isinstance(reward, dict):
        return float(reward.get("accuracy", 0.0))
    return 1.0 if reward is not None and float(reward) >= 1.0 - 1e-6 else 0.0


def _current_rollout_id() -> Optional[int]:
    """The rollout id slime's RolloutManager.generate records (slime/ray/rollout.py calls
    slime.rollout.sample_hooks.set_current_rollout_id before running the rollout function)."""
    try:  # pragma: no cover - depends on the environment
        from slime.rollout import sample_hooks  # type: ignore
    except Exception:
        return None
    rid = getattr(sample_hooks, "_current_rollout_id", None)
    return int(rid) if isinstance(rid, int) and rid >= 0 else None


def report_all_samples(args: Any, all_samples: Any, data_source: Any = None) -> Dict[str, Any]:
    """--rollout-all-samples-process-path: report every sample of the rollout (including groups the
    dynamic filter dropped) to /outcomes: the paper's end-of-step update (run update_mode on_report).

    slime calls process_func(args, all_samples, data_source) at the end of generate_rollout_async
    (slime/rollout/sglang_rollout.py), where data_source is the bound method data_source.get_samples:
    the RLVEDataSource is its __self__. The step sent is slime's rollout id (else a count of reports)."""
    source = getattr(data_source, "__self__", data_source)
    flat: List[Any] = []
    for x in all_samples or []:
        flat.extend(x if isinstance(x, (list, tuple)) else [x])
    run = getattr(source, "run_id", None) or setting("run")
    if not run:
        raise RlveError(400, "no_run", "report_all_samples: no run id (use RLVEDataSource or set RLVE_RUN)")
    step = _current_rollout_id()
    if step is None:
        step = getattr(source, "rollouts", None)
    items = []
    for s in flat:
        if not isinstance(getattr(s, "label", None), str):
            continue
        reward = getattr(s, "reward", None)
        item: Dict[str, Any] = {"ticket": s.label, "accuracy": _accuracy(reward)}
        if isinstance(reward, dict):
            if isinstance(reward.get("reward"), (int, float)):
                item["reward"] = max(-1.0, min(1.0, float(reward["reward"])))
            if reward.get("status") == "unscorable":
                item["status"] = "unscorable"
        elif isinstance(reward, (int, float)):
            item["reward"] = max(-1.0, min(1.0, float(reward)))
        key = (getattr(s, "metadata", None) or {}).get("rlve_sample_key")
        if key is not None:
            item["sample_key"] = str(key)
        items.append(item)
    client = getattr(source, "client", None) or default_client()
    result = client.report_outcomes(run, items, step=step)
    if isinstance(source, RLVEDataSource):
        source.rollouts = (step if step is not None else 0) + 1
    return result
