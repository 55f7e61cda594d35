"""Writes test/fidelity/rewards.json: rlve's reward and RLVE-Gym's for the same answer texts.

Usage: python3 scripts/fidelity/rewards.py [env-id...]   (default: every family with a bridge)

Runs scripts/fidelity/dump.ts for rlve's side (instances, answer texts, rlve's rewards), then per row builds
RLVE-Gym's environment with its default rewards, sets `parameter` to what its `_generate` would have left
for rlve's instance (scripts/fidelity/bridges/<env_id>.py, `to_gym(params, instance) -> dict`, or `to_gym(params, instance, reference)` for a scorer that reads only
RLVE-Gym's reference answer, taken from rlve's reference text; an optional `attributes(params, instance)`
sets attributes of the environment object, such as a MOD that rlve draws per problem), and scores
the answer wrapped in <answer>...</answer> with its `verifier` (processor, answer-tag extraction and
scorer, an exception scoring -1 as in RLVE-Gym). A row whose RLVE-Gym scorer raised keeps the error's text,
so that a bridge bug is not mistaken for a reward difference. With env ids, only their rows are replaced.
Outside CI: test/fidelity/rewards.test.ts replays the committed fixture.
"""

import importlib.util
import inspect
import json
import os
import subprocess
import sys
import traceback

import gym

FIXTURE = os.path.join(gym.REPO, "test", "fidelity", "rewards.json")
BRIDGES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bridges")
sys.path.insert(0, BRIDGES)  # bridges share helpers (bridges/_reference.py)


def bridge(env_id: str):
    path = os.path.join(BRIDGES, env_id.replace("-", "_") + ".py")
    spec = importlib.util.spec_from_file_location("bridge_" + env_id.replace("-", "_"), path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def gym_reward(env_class, parameter, attributes, text):
    env = env_class()
    for name, value in attributes.items():
        setattr(env, name, value)
    env.seed = 0
    env.parameter = parameter
    output = "<answer>" + text + "</answer>"
    try:
        return env.scorer(output), None
    except Exception as err:  # RLVE-Gym's verifier scores any exception -1.0
        return -1.0, "".join(traceback.format_exception_only(type(err), err)).strip()[:300]


def commit() -> str:
    """The checkout's commit; RLVE_GYM_GIT names its git directory when the checkout has none."""
    where = os.environ.get("RLVE_GYM_GIT", gym.GYM)
    out = subprocess.run(["git", "-C", where, "log", "-1", "--format=%H"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"no git history at {where}: set RLVE_GYM_GIT to the checkout's git directory")
    return out.stdout.strip()


def main() -> None:
    ids = sys.argv[1:]
    dump = subprocess.run(
        ["npx", "tsx", "scripts/fidelity/dump.ts", *ids], cwd=gym.REPO, capture_output=True, text=True
    )
    if dump.returncode != 0:
        sys.exit(dump.stderr)
    rows = json.loads(dump.stdout)
    environments, _ = gym.load()
    bridges = {}
    for row in rows:
        b = bridges.setdefault(row["env"], bridge(row["env"]))
        env_class = environments[row["rlveId"]]
        for answer in row["answers"]:
            # A fresh parameter per answer: some scorers write into it.
            args = [row["params"], row["instance"], row["answers"][0]["text"]]
            parameter = b.to_gym(*args[: len(inspect.signature(b.to_gym).parameters)])
            attributes = b.attributes(row["params"], row["instance"]) if hasattr(b, "attributes") else {}
            reward, error = gym_reward(env_class, parameter, attributes, answer["text"])
            answer["gym"] = reward
            if error:
                answer["gymError"] = error
    old = {}
    if ids and os.path.exists(FIXTURE):
        with open(FIXTURE) as f:
            old = json.load(f)
    kept = [r for r in old.get("rows", []) if r["env"] not in set(ids)]
    fixture = {"rlveGymCommit": commit(), "rows": sorted(kept + rows, key=lambda r: (r["env"], r["level"], r["seed"]))}
    with open(FIXTURE, "w") as f:
        # One row a line, so that a regenerated family shows as a few changed lines.
        f.write('{"rlveGymCommit":%s,"rows":[\n' % json.dumps(fixture["rlveGymCommit"]))
        f.write(",\n".join(json.dumps(r, separators=(",", ":")) for r in fixture["rows"]))
        f.write("\n]}\n")
    differ = [(r["env"], a["kind"], a["rlve"], a["gym"], a.get("gymError", "")) for r in rows for a in r["answers"] if abs(a["rlve"] - a["gym"]) > 1e-9]
    print(f"{len(fixture['rows'])} rows; {len(rows)} written, {len(differ)} answers differ")
    for d in differ:
        print("  ", *d)


if __name__ == "__main__":
    main()
