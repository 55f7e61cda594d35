"""A client for the rlve service (standard library only).

    from rlve_client import RlveClient
    c = RlveClient("http://127.0.0.1:8787")          # or RLVE_URL; token from RLVE_TOKEN
    c = RlveClient(base_urls=["http://a:8787", "http://b:8787"])   # or RLVE_URL="http://a:8787,http://b:8787"
    c.create_run("qwen-rlve-1", environments="all", group_size=16)
    for p in c.problems("qwen-rlve-1", count=128):   # one problem per prompt group
        ...  # generate group_size completions for p["prompt"] (or p["messages"])
        r = c.score(p["ticket"], completion, sample_key=f'{p["problem_id"]}/{i}')
        r["reward"], r["accuracy"], r["counted"], r["difficulty"]

Every issued problem carries a signed ``ticket``; scoring needs nothing else. Model output never causes
an error (a bad answer gets the format penalty); a malformed, forged or stale ticket raises RlveError
(HTTP 4xx). Connection errors and 5xx/429 responses are retried with backoff; 4xx never are.

Several base URLs (replicas of one service sharing its store): requests go to them in turn (round robin)
and a request that meets a connection error, a 5xx or a 429 is retried on the next one. Every error the
service answers is an RlveError carrying its message, whatever the body (JSON, text, HTML, empty).

Processes: one client may be shared by threads (one keep-alive connection per thread and URL) and
survives fork(): a forked child (DataLoader workers, multiprocessing) drops the parent's connections and
opens its own, so two processes never read each other's responses.
"""

from __future__ import annotations

import http.client
import itertools
import json
import os
import random
import threading
import time
import urllib.parse
import weakref
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

__all__ = ["RlveClient", "RlveError", "DEFAULT_URL", "reward_of", "setting", "default_client"]

DEFAULT_URL = "http://127.0.0.1:8787"


class RlveError(Exception):
    """An error answered by the service (status >= 400) or a request that could not be completed."""

    def __init__(self, status: int, code: str, message: str):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message


class RlveClient:
    """Thread-safe and fork-safe. url: one base URL, or several separated by commas; base_urls: a list
    (requests are spread over them in turn, with failover on connection errors and 5xx)."""

    def __init__(
        self,
        url: Optional[str] = None,
        token: Optional[str] = None,
        timeout: float = 120.0,
        retries: int = 5,
        backoff: float = 0.5,
        base_urls: Optional[Sequence[str]] = None,
    ):
        given: Any = base_urls if base_urls is not None else (url or os.environ.get("RLVE_URL") or DEFAULT_URL)
        urls = [u.strip().rstrip("/") for u in (given.split(",") if isinstance(given, str) else given) if u and u.strip()]
        if not urls:
            raise ValueError("no base URL given")
        self._targets: List[Tuple[str, str, Optional[int], str]] = []
        for u in urls:
            parsed = urllib.parse.urlsplit(u)
            if parsed.scheme not in ("http", "https") or not parsed.hostname:
                raise ValueError(f"not an http(s) URL: {u!r}")
            self._targets.append((parsed.scheme, parsed.hostname, parsed.port, parsed.path.rstrip("/")))
        self.urls = urls
        self.url = urls[0]
        self.token = token if token is not None else os.environ.get("RLVE_TOKEN") or None
        self.timeout = timeout
        self.retries = retries
        self.backoff = backoff
        self._reset()
        _live.add(self)

    # ---- transport ----

    def _reset(self) -> None:
        """Forget every connection (also the state a forked child inherited from its parent)."""
        self._pid = os.getpid()
        self._local = threading.local()
        self._all: List[http.client.HTTPConnection] = []
        self._lock = threading.Lock()
        self._turn = itertools.count(random.randrange(len(self._targets)))

    def _conn(self, i: int) -> http.client.HTTPConnection:
        if self._pid != os.getpid():  # forked by a path that skipped the at-fork hook
            self._reset()
        conns = getattr(self._local, "conns", None)
        if conns is None:
            conns = self._local.conns = {}
        conn = conns.get(i)
        if conn is None:
            scheme, host, port, _ = self._targets[i]
            cls = http.client.HTTPSConnection if scheme == "https" else http.client.HTTPConnection
            conn = conns[i] = cls(host, port, timeout=self.timeout)
            with self._lock:
                self._all.append(conn)
        return conn

    def _drop(self, i: int) -> None:
        conns = getattr(self._local, "conns", None) or {}
        conn = conns.pop(i, None)
        if conn is not None:
            try:
                conn.close()
            finally:
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
        suffix = path + ("?" + urllib.parse.urlencode(query) if query else "")
        n = len(self._targets)
        first = next(self._turn) % n
        last: Optional[BaseException] = None
        for attempt in range(self.retries + 1):
            # Fail over to the next URL at once; sleep only when every URL has failed this round.
            if attempt > 0 and attempt % n == 0:
                rounds = attempt // n
                time.sleep(min(self.backoff * (2 ** (rounds - 1)), 10.0) * (0.5 + random.random()))
            i = (first + attempt) % n
            try:
                conn = self._conn(i)
                conn.request(method, self._targets[i][3] + suffix, body=data, headers=headers)
                res = conn.getresponse()
                raw = res.read()
                status = res.status
            except (OSError, http.client.HTTPException) as err:
                self._drop(i)
                last = err
                continue
            if status >= 500 or status == 429:
                last = _error(status, raw)
                continue
            if status >= 400:
                raise _error(status, raw)
            try:
                return json.loads(raw) if raw else None
            except ValueError:
                raise RlveError(status, "bad_response", "the service answered with a body that is not JSON: " + _snippet(raw))
        if isinstance(last, RlveError):
            raise last
        raise RlveError(0, "unreachable", f"{method} {path} on {', '.join(self.urls)} failed after {self.retries + 1} attempts: {last}")

    def close(self) -> None:
        """Close every connection this client opened (in any thread of this process)."""
        if self._pid != os.getpid():
            self._reset()
            return
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

    def snapshots(self, run_id: str) -> List[Dict[str, Any]]:
        """The run's snapshots, oldest first: snapshot_id, step, created_at."""
        return self.request("GET", f"/v1/runs/{_q(run_id)}/snapshots")["snapshots"]

    def delete_snapshot(self, run_id: str, snapshot_id: str) -> Dict[str, Any]:
        """Delete a snapshot (404 RlveError if there is none); the run's state is untouched."""
        return self.request("DELETE", f"/v1/runs/{_q(run_id)}/snapshots/{_q(snapshot_id)}")

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
        raise item_error(result)
    return float(result["accuracy"] if reward_key == "accuracy" else result["reward"])


def item_error(result: Dict[str, Any], status: int = 400) -> "RlveError":
    """The RlveError of a refused item of a batch ({"error": {...}} in place of a result)."""
    e = result.get("error")
    if isinstance(e, dict):
        return RlveError(status, str(e.get("code", "error")), str(e.get("message", e)))
    return RlveError(status, "error", str(e))


def _snippet(raw: bytes) -> str:
    text = raw[:500].decode("utf-8", "replace").strip()
    return text if text else "(empty body)"


def _error(status: int, raw: bytes) -> RlveError:
    """An RlveError from any error body: {"error": {"code", "message"}} (the service's own), another JSON
    object or value, HTML from a proxy, plain text, bytes that are not UTF-8, or nothing at all."""
    try:
        payload = json.loads(raw.decode("utf-8")) if raw.strip() else None
    except ValueError:
        payload = raw
    code, message = "http_error", ""
    if isinstance(payload, dict):
        e = payload.get("error")
        if isinstance(e, dict):
            code = str(e.get("code") or code)
            message = str(e.get("message") or "")
        elif isinstance(e, str):
            message = e
        if not message:
            m = payload.get("message") or payload.get("detail")
            message = str(m) if m is not None else json.dumps(payload)[:500]
    elif isinstance(payload, str):
        message = payload[:500]
    elif isinstance(payload, bytes):
        message = _snippet(payload)
    elif payload is not None:
        message = json.dumps(payload)[:500]
    if status == 429 and code == "http_error":
        code = "too_many_requests"
    elif status >= 500 and code == "http_error":
        code = "server_error"
    return RlveError(status, code, message or f"HTTP {status} with an empty body")


# Every live client, so that a forked child can drop the connections it inherited (os.fork() copies the
# parent's sockets and thread-local state: parent and child would otherwise share one connection and read
# each other's responses).
_live: "weakref.WeakSet[RlveClient]" = weakref.WeakSet()


def _after_fork_in_child() -> None:
    global _shared_lock
    _shared_lock = threading.Lock()  # another thread may have held it at the fork
    for c in list(_live):
        for conn in getattr(c, "_all", []):
            try:  # closes this process's copy of the socket only: the parent's connection stays open
                conn.close()
            except Exception:
                pass
        c._reset()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


# ---- settings shared by the trainer adapters ----


def setting(name: str, given: Any = None, default: Any = None) -> Any:
    """An adapter setting: the explicit value, else the RLVE_<NAME> environment variable, else default."""
    if given is not None:
        return given
    v = os.environ.get("RLVE_" + name.upper())
    return v if v not in (None, "") else default


_shared: Dict[Tuple[Any, Any], RlveClient] = {}
_shared_lock = threading.Lock()


def default_client(url: Optional[str] = None, token: Optional[str] = None) -> RlveClient:
    """One shared client per (url, token) in this process (url may list several base URLs)."""
    key = (setting("url", url), setting("token", token))
    with _shared_lock:
        c = _shared.get(key)
        if c is None:
            c = _shared[key] = RlveClient(key[0], key[1])
    return c
