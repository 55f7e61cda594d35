"""OpenRLHF agent adapter for rlve (adaptive issuing; one file, no change to the training loop).

    --train.agent_func_path /path/to/clients/python/rlve_openrlhf.py      (v0.9.x: --agent_func_path)
    dataset rows: {"input": "@@RLVE_SLOT:000123@@", "label": "<run id>"}   (--data.input_key input
                  --data.label_key label, with --data.apply_chat_template if wanted)
    RLVE_URL, RLVE_TOKEN, RLVE_GROUP_SIZE (= --n_samples_per_prompt)

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

from _rlve_import import RlveError, default_client, setting

SLOT = re.compile(r"@@RLVE_SLOT:([A-Za-z0-9._:-]{1,200})@@")

try:  # pragma: no cover - depends on the environment
    from openrlhf.utils.agent import AgentInstanceBase as _InstanceBase  # type: ignore
except Exception:
    _InstanceBase = object


class _Scalar(float):
    """A float with .item(), for when torch is absent (OpenRLHF calls .item() on rewards)."""

    def item(self) -> float:
        return float(self)


def _tensor(x: float) -> Any:
    try:
        import torch  # type: ignore

        return torch.tensor(float(x))
    except Exception:
        return _Scalar(x)


def _label(label: Any) -> Dict[str, Any]:
    """label is the run id, or JSON {"run": ..., "group_size": n}."""
    if isinstance(label, dict):
        return label
    if isinstance(label, str) and label.strip().startswith("{"):
        try:
            return json.loads(label)
        except ValueError:
            pass
    return {"run": label}


class AgentInstance(_InstanceBase):  # type: ignore[misc, valid-type]
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
        group = info.get("group_size") or setting("group_size")
        p = await asyncio.to_thread(self.client.claim, run, m.group(1), int(group) if group else None)
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
            "extra_logs": {"rlve_level": _tensor(r["level"]), "rlve_format": _tensor(r["format_score"])},
        }
        if "sampling_params" in states:
            out["sampling_params"] = states["sampling_params"]
        return out


try:  # pragma: no cover - depends on the OpenRLHF version installed
    from openrlhf.utils.agent import MultiTurnAgentExecutor as _Executor  # type: ignore

    class AgentExecutor(_Executor):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any):
            super().__init__(AgentInstance, *args, **kwargs)

except Exception:
    try:  # pragma: no cover
        from openrlhf.utils.agent import AgentExecutorBase as _Base  # type: ignore

        class AgentExecutor(_Base):  # type: ignore[misc, valid-type, no-redef]
            def __init__(self, *args: Any, **kwargs: Any):
                super().__init__(AgentInstance, *args, **kwargs)

    except Exception:
        AgentExecutor = None  # type: ignore[assignment, misc]
