"""Drive a running `rlve serve` with OpenEnv's own Python client (GenericEnvClient).

    PYTHONPATH=/path/to/OpenEnv/src python3 scripts/openenv-client-check.py --url http://127.0.0.1:8787

Needs OpenEnv's source or package (`openenv.core.generic_client`) and its imports (pydantic,
websockets, fastapi, fastmcp, ...). It is not part of CI: the package does not install from the
local wheelhouse. Checks, with the client's real calls:
  - async GenericEnvClient: reset(run_id=...) -> observation, step({"response": ...}) -> reward and
    done, state(); reset(env_id, level, seed) scored right against the reference of the same problem
    from POST /v1/problems;
  - a GRPO group of 8 clients resetting one slot get one problem;
  - the sync wrapper (`.sync()`, as TRL's environment_factory classes use it);
  - a server error surfaces as the client's RuntimeError ("Server error: ... (code: ...)");
  - GET /schema as verifiers v1's OpenEnvEnv reads it (action title and required field).
Prints one line per check and exits non-zero on the first failure.
"""

import argparse
import asyncio
import json
import urllib.request

from openenv.core.generic_client import GenericEnvClient


def http_json(method, url, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method, headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as res:
        return json.loads(res.read())


def check(cond, what):
    if not cond:
        raise SystemExit(f"FAIL: {what}")
    print(f"ok: {what}")


async def main(url: str, run: str) -> None:
    try:
        http_json("POST", f"{url}/v1/runs", {"run_id": run, "environments": ["sorting"]})
    except urllib.error.HTTPError as e:
        if e.code != 409:
            raise

    async with GenericEnvClient(base_url=url) as env:
        r = await env.reset(run_id=run)
        obs = r.observation
        check(r.done is False and r.reward is None, "reset: not done, no reward")
        check(obs["run_id"] == run and obs["ticket"] and obs["prompt"], "reset: prompt, ticket, run")
        s = await env.step({"response": "no idea"})
        check(s.done is True and s.reward is not None and s.reward < 1, f"step: done, reward {s.reward}")
        st = await env.state()
        check(st["step_count"] == 1 and st["episode_id"] == obs["episode_id"], "state: one step in the episode")

        r = await env.reset(env_id="sorting", level=3, seed=11)
        ref = http_json("POST", f"{url}/v1/problems", {"env_id": "sorting", "level": 3, "seed": 11, "include_reference": True})
        s = await env.step({"response": ref["problems"][0]["reference"]})
        check(s.reward == 1.0, "stateless reset, right answer: reward 1")

        try:
            await env.reset(run_id=run, bogus=1)
            check(False, "an unknown reset argument is refused")
        except RuntimeError as e:
            check("VALIDATION_ERROR" in str(e), f"server error surfaces as RuntimeError: {e}")

    clients = [GenericEnvClient(base_url=url) for _ in range(8)]
    for c in clients:
        await c.connect()
    resets = await asyncio.gather(*(c.reset(run_id=run, slot="py-group", group_size=8) for c in clients))
    check(len({x.observation["ticket"] for x in resets}) == 1, "8 clients on one slot: one problem")
    steps = await asyncio.gather(*(c.step({"response": "x"}) for c in clients))
    check(all(x.done for x in steps), "8 steps done")
    for c in clients:
        await c.close()

    with GenericEnvClient(base_url=url).sync() as env:
        r = env.reset(run_id=run)
        s = env.step({"response": "still no idea"})
        check(s.done and r.observation["ticket"] == s.observation["ticket"], "sync client: reset and step")

    schema = http_json("GET", f"{url}/schema")
    action = schema["action"]
    check(action.get("title") not in {"Action", "CallToolAction", "ListToolsAction"}, "schema: not an MCP action")
    check(action.get("required") == ["response"], "schema: one required field (a raw reply fills it)")


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--url", default="http://127.0.0.1:8787")
    p.add_argument("--run", default="openenv-client-check")
    a = p.parse_args()
    asyncio.run(main(a.url.rstrip("/"), a.run))
    print("all checks passed")
