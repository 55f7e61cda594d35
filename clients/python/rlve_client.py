"""A client for the rlve service (standard library only).

    from rlve_client import RlveClient
    c = RlveClient("http://127.0.0.1:8787")          # or RLVE_URL; token from RLVE_TOKEN
    c.create_run("qwen-rlve-1", environments="all", group_size=16)
    for p in c.problems("qwen-rlve-1", count=128):   # one problem per prompt group
        ...  # generate group_size completions for p["prompt"] (or p["messages"])
        r = c.score(p["ticket"], completion, sample_key=f'{p["problem_id"]}/{i}')
        r["reward"], r["accuracy"], r["counted"], r["difficulty"]

Every issued problem carries a signed ``ticket``; scoring needs nothing else. Model output never causes
an error (a bad answer gets the format penalty); a malformed, forged or stale ticket raises RlveError
(HTTP 4xx). Connection errors and 5xx/503 responses are retried with backoff; 4xx never are.
"""

from __future__ import annotations

import http.client
import json
import os
import random
import threading
import time
import urllib.parse
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Union

__all__ = ["RlveClient", "RlveError", "DEFAULT_URL"]

DEFAULT_URL = "http://127.0.0.1:8787"


class RlveError(Exception):
    """An error answered by the service (status >= 400) or a request that could not be completed."""

    def __init__(self, status: int, code: str, message: str):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message


class RlveClient:
    """Thread-safe: each thread keeps its own keep-alive connection."""

    def __init__(
        self,
        url: Optional[str] = None,
        token: Optional[str] = None,
        timeout: float = 120.0,
        retries: int = 5,
        backoff: float = 0.5,
    ):
        self.url = (url or os.environ.get("RLVE_URL") or DEFAULT_URL).rstrip("/")
        parsed = urllib.parse.urlsplit(self.url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise ValueError(f"not an http(s) URL: {self.url!r}")
        self._scheme = parsed.scheme
        self._host = parsed.hostname
        self._port = parsed.port
        self._prefix = parsed.path.rstrip("/")
        self.token = token if token is not None else os.environ.get("RLVE_TOKEN") or None
        self.timeout = timeout
        self.retries = retries
        self.backoff = backoff
        self._local = threading.local()
        self._all: List[http.client.HTTPConnection] = []
        self._lock = threading.Lock()

    # ---- transport ----

    def _conn(self) -> http.client.HTTPConnection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            cls = http.client.HTTPSConnection if self._scheme == "https" else http.client.HTTPConnection
            conn = cls(self._host, self._port, timeout=self.timeout)
            self._local.conn = conn
            with self._lock:
                self._all.append(conn)
        return conn

    def _drop(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            try:
                conn.close()
            finally:
                self._local.conn = None
                with self._lock:
                    if conn in self._all:
                        self._all.remove(conn)

    def request(self, method: str, path: str, body: Any = None, query: Optional[Dict[str, str]] = None) -> Any:
        """Send a request; returns the decoded JSON. Raises RlveError."""
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = {"accept": "application/json"}
        if data is not None:
            headers["content-type"] = "application/json"
        if self.token:
            headers["authorization"] = f"Bearer {self.token}"
        target = self._prefix + path
        if query:
            target += "?" + urllib.parse.urlencode(query)
        last: Optional[BaseException] = None
        for attempt in range(self.retries + 1):
            if attempt > 0:
                time.sleep(min(self.backoff * (2 ** (attempt - 1)), 10.0) * (0.5 + random.random()))
            try:
                conn = self._conn()
                conn.request(method, target, body=data, headers=headers)
                res = conn.getresponse()
                raw = res.read()
                status = res.status
            except (OSError, http.client.HTTPException) as err:
                self._drop()
                last = err
                continue
            if status >= 500 or status == 429:
                last = RlveError(status, "server_error", raw[:500].decode("utf-8", "replace"))
                continue
            try:
                payload = json.loads(raw) if raw else None
            except ValueError:
                raise RlveError(status, "bad_response", raw[:500].decode("utf-8", "replace"))
            if status >= 400:
                err = payload.get("error", {}) if isinstance(payload, dict) else {}
                raise RlveError(status, err.get("code", "error"), err.get("message", str(payload)))
            return payload
        if isinstance(last, RlveError):
            raise last
        raise RlveError(0, "unreachable", f"{method} {self.url}{path} failed after {self.retries + 1} attempts: {last}")

    def close(self) -> None:
        """Close every connection this client opened (in any thread)."""
        with self._lock:
            conns, self._all = self._all, []
        for conn in conns:
            conn.close()
        self._local = threading.local()

    def __enter__(self) -> "RlveClient":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # ---- service ----

    def health(self) -> Dict[str, Any]:
        return self.request("GET", "/healthz")

    def envs(self) -> List[Dict[str, Any]]:
        return self.request("GET", "/v1/envs")

    # ---- runs ----

    def create_run(self, run_id: Optional[str] = None, **config: Any) -> Dict[str, Any]:
        """Create a run. config: environments, env_weights, initial_difficulty, window_size,
        accuracy_threshold, min_prompts_before_check, group_size, update_mode, answer_format,
        prompt_style, reward_key, seed, schedule (snake_case, as in the HTTP API)."""
        body = dict(config)
        if run_id is not None:
            body["run_id"] = run_id
        return self.request("POST", "/v1/runs", body)

    def ensure_run(self, run_id: str, **config: Any) -> Dict[str, Any]:
        """Create the run unless it exists (then its stored configuration is kept)."""
        try:
            return self.create_run(run_id, **config)
        except RlveError as err:
            if err.code != "run_exists":
                raise
            return self.run(run_id)

    def run(self, run_id: str) -> Dict[str, Any]:
        return self.request("GET", f"/v1/runs/{_q(run_id)}")

    def levels(self, run_id: str) -> Dict[str, int]:
        """Current top level h per environment."""
        envs = self.run(run_id)["state"]["envs"]
        return {e: s["difficulty"] for e, s in envs.items()}

    def snapshot(self, run_id: str, label: Optional[str] = None, step: Optional[int] = None) -> Dict[str, Any]:
        body: Dict[str, Any] = {}
        if label is not None:
            body["label"] = label
        if step is not None:
            body["step"] = int(step)
        return self.request("POST", f"/v1/runs/{_q(run_id)}/snapshots", body)

    def restore(self, run_id: str, snapshot_id: Optional[str] = None, state: Any = None) -> Dict[str, Any]:
        if (snapshot_id is None) == (state is None):
            raise ValueError("give exactly one of snapshot_id and state")
        body = {"snapshot_id": snapshot_id} if snapshot_id is not None else {"state": state}
        return self.request("POST", f"/v1/runs/{_q(run_id)}/restore", body)

    # ---- issuing ----

    def problems(
        self,
        run_id: str,
        count: int = 1,
        split: str = "train",
        env_ids: Optional[Sequence[str]] = None,
        levels: Optional[Sequence[int]] = None,
        include_reference: bool = False,
    ) -> List[Dict[str, Any]]:
        """Issue `count` problems (one per prompt group; repeat each group_size times yourself)."""
        body: Dict[str, Any] = {"count": int(count), "split": split}
        if env_ids is not None:
            body["env_ids"] = list(env_ids)
        if levels is not None:
            body["levels"] = [int(x) for x in levels]
        if include_reference:
            body["include_reference"] = True
        return self.request("POST", f"/v1/runs/{_q(run_id)}/problems", body)["problems"]

    def stream(self, run_id: str, batch: int = 64, split: str = "train") -> Iterator[Dict[str, Any]]:
        """An endless stream of problems, fetched `batch` at a time (just in time, at the current levels)."""
        while True:
            for p in self.problems(run_id, count=batch, split=split):
                yield p

    def claim(self, run_id: str, slot: Union[str, int], group_size: Optional[int] = None, split: str = "train") -> Dict[str, Any]:
        """The problem bound to `slot`: the same slot gets the same problem (per-sample trainers keep a
        GRPO group on one instance). With group_size the slot is released after that many claims."""
        body: Dict[str, Any] = {"slot": str(slot), "split": split}
        if group_size is not None:
            body["group_size"] = int(group_size)
        return self.request("POST", f"/v1/runs/{_q(run_id)}/claims", body)

    def stateless_problems(
        self,
        env_id: str,
        level: int,
        seed: int = 0,
        count: int = 1,
        answer_format: str = "tags",
        split: str = "eval",
        include_reference: bool = False,
    ) -> List[Dict[str, Any]]:
        """Problems at a fixed environment, level and seed; their tickets name no run (never counted)."""
        body = {
            "env_id": env_id,
            "level": int(level),
            "seed": int(seed),
            "count": int(count),
            "answer_format": answer_format,
            "split": split,
            "include_reference": include_reference,
        }
        return self.request("POST", "/v1/problems", body)["problems"]

    # ---- scoring ----

    def score(
        self,
        ticket: str,
        response: Any,
        prompt: Optional[str] = None,
        sample_key: Optional[str] = None,
        update: bool = True,
    ) -> Dict[str, Any]:
        """Score one output: {reward, accuracy, format_score, score, status, level, counted, difficulty, ...}."""
        return self.request("POST", "/v1/score", _item(ticket, response, prompt, sample_key, update))

    def score_batch(self, items: Iterable[Dict[str, Any]], chunk: int = 1024) -> List[Dict[str, Any]]:
        """Score many outputs, in order. items: dicts with ticket, response and optional prompt,
        sample_key, update. A refused ticket yields {"error": {...}} in its place."""
        items = list(items)
        out: List[Dict[str, Any]] = []
        for i in range(0, len(items), chunk):
            out.extend(self.request("POST", "/v1/score/batch", {"items": items[i : i + chunk]})["results"])
        return out

    def report_outcomes(self, run_id: str, items: Iterable[Dict[str, Any]], step: Optional[int] = None) -> Dict[str, Any]:
        """End-of-step report (update_mode on_report): items with ticket, accuracy and optional reward,
        status, sample_key."""
        body: Dict[str, Any] = {"items": list(items)}
        if step is not None:
            body["step"] = int(step)
        return self.request("POST", f"/v1/runs/{_q(run_id)}/outcomes", body)


def _q(s: str) -> str:
    return urllib.parse.quote(str(s), safe="")


def _item(ticket: str, response: Any, prompt: Optional[str], sample_key: Optional[str], update: bool) -> Dict[str, Any]:
    item: Dict[str, Any] = {"ticket": ticket, "response": response}
    if prompt is not None:
        item["prompt"] = prompt
    if sample_key is not None:
        item["sample_key"] = str(sample_key)
    if not update:
        item["update"] = False
    return item


def reward_of(result: Dict[str, Any], reward_key: str = "reward") -> float:
    """The training reward of a score result (unscorable samples get 0 and should be dropped)."""
    if "error" in result:
        raise RlveError(400, result["error"].get("code", "error"), result["error"].get("message", ""))
    return float(result["accuracy"] if reward_key == "accuracy" else result["reward"])
