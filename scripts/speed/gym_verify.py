"""RLVE-Gym's side of scripts/speed/verify-vs-gym.ts: times RLVE-Gym's own verifier, one cell per request.

Reads JSON lines on stdin, {"gymId": str, "level": int, "ms": float, "instances": int}, and answers each with one
JSON line on stdout: per-call verification times (microseconds) of `env.verifier("<answer>" + reference +
"</answer>")` over a few generated instances, round-robin, for `ms` milliseconds (at least 3 calls), or an
"error"/"skip" reason. Level L is RLVE-Gym's parameter controller after L updates (scripts/fidelity/gym.py);
instance i is `generator(i + 1, parameters[i % len(parameters)])` with torch stubbed, as gym.py does.

The reference text is RLVE-Gym's `reference_answer` (or `gold_answer`) parameter, written the way its
prompts ask for a list (space-separated; rows on lines); an instance whose own verifier does not give that
text accuracy 1 is left out, and a cell left with no instance is reported as "skip", not compared.
Generation is cut at 5 s per instance by SIGALRM (RLVE-Gym's own timeout runs _generate in a thread it
cannot stop, which would keep running beside the measurement). When no instance of its own qualifies and the
family has a fidelity bridge (scripts/fidelity/bridges), the request's "rows" (rlve's params, instance and
reference text) are set up on RLVE-Gym's environment as scripts/fidelity/rewards.py does, and timed on rlve's
reference text (source "bridge").
"""

import copy
import importlib.util
import inspect
import json
import os
import signal
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fidelity"))
import gym  # noqa: E402

environments, controllers = gym.load()
from Gym.environment import manual_seed  # noqa: E402  (after gym.load: torch is stubbed)


class Alarm(Exception):
    pass


def _alarm(signum, frame):
    raise Alarm()


signal.signal(signal.SIGALRM, _alarm)
_ladders = {}


def parameters(gym_id, level):
    key = (gym_id, level)
    if key not in _ladders:
        controller = controllers[gym_id]()
        for _ in range(level):
            controller.update()
        _ladders[key] = [dict(p) for p in controller.get_parameter_list()]
    return _ladders[key]


def reference_text(parameter):
    for key in ("reference_answer", "gold_answer"):
        if key in parameter:
            ref = parameter[key]
            if isinstance(ref, (list, tuple)):
                if ref and all(isinstance(r, (list, tuple)) for r in ref):
                    return "\n".join(" ".join(map(str, r)) for r in ref)
                return " ".join(map(str, ref))
            return str(ref)
    return None


def generate(env_class, seed, parameter):
    env = env_class()
    env.seed = seed
    env.parameter = copy.deepcopy(parameter)
    manual_seed(seed)
    signal.setitimer(signal.ITIMER_REAL, 5.0)
    try:
        env._generate()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return env


BRIDGES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fidelity", "bridges")
sys.path.insert(0, BRIDGES)
_bridges = {}


def bridge(env_id):
    if env_id not in _bridges:
        path = os.path.join(BRIDGES, env_id.replace("-", "_") + ".py")
        module = None
        if os.path.exists(path):
            spec = importlib.util.spec_from_file_location("bridge_" + env_id.replace("-", "_"), path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
        _bridges[env_id] = module
    return _bridges[env_id]


def bridged(env_class, b, rows):
    """RLVE-Gym environments set up on rlve's instances (as scripts/fidelity/rewards.py does), with their texts."""
    out = []
    for row in rows:
        args = [row["params"], row["instance"], row["reference"]]
        parameter = b.to_gym(*args[: len(inspect.signature(b.to_gym).parameters)])
        env = env_class()
        for name, value in (b.attributes(row["params"], row["instance"]) if hasattr(b, "attributes") else {}).items():
            setattr(env, name, value)
        env.seed = 0
        env.parameter = parameter
        output = "<answer>" + row["reference"] + "</answer>"
        if env.verifier(output)["accuracy"] == 1:
            out.append((env, output))
    return out


def cell(req):
    gym_id, level = req["gymId"], req["level"]
    if gym_id not in environments:
        return {"skip": "not an RLVE-Gym identifier"}
    envs, source, why = own(gym_id, level, req)
    if not envs and req.get("rows") and bridge(req["env"]) is not None:
        envs, source = bridged(environments[gym_id], bridge(req["env"]), req["rows"]), "bridge"
        if not envs:
            why += "; nor rlve's reference on the bridged instance"
    if not envs:
        return {"skip": why}
    budget = req["ms"] / 1000.0
    for env, output in envs:  # warm-up
        env.verifier(output)
    times = []
    cpu0 = time.process_time()
    start = time.perf_counter()
    k = 0
    while (time.perf_counter() - start < budget or len(times) < 3) and len(times) < 20000:
        env, output = envs[k % len(envs)]
        t0 = time.perf_counter_ns()
        env.verifier(output)
        times.append((time.perf_counter_ns() - t0) / 1000.0)
        k += 1
    cpu = time.process_time() - cpu0
    return {"instances": len(envs), "source": source, "times": times, "cpuUs": cpu * 1e6}


def own(gym_id, level, req):
    """RLVE-Gym's own instances of the level, each with its reference text, when its verifier accepts it."""
    plist = parameters(gym_id, level)
    envs = []
    why = "no reference answer parameter"
    gen_start = time.perf_counter()
    for i in range(req.get("instances", 8)):
        if i > 0 and time.perf_counter() - gen_start > 1.0:
            break
        try:
            env = generate(environments[gym_id], i + 1, plist[i % len(plist)])
        except Alarm:
            why = "generation over 5 s"
            break
        except Exception as err:  # noqa: BLE001
            why = f"generation raised {type(err).__name__}"
            continue
        if env.parameter is None:
            continue
        text = reference_text(env.parameter)
        if text is None:
            continue
        output = "<answer>" + text + "</answer>"
        if env.verifier(output)["accuracy"] != 1:
            why = "its verifier does not accept the reference text"
            continue
        envs.append((env, output))
    return envs, "own", why


print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    line = line.strip()
    if not line:
        continue
    try:
        out = cell(json.loads(line))
    except Exception as err:  # noqa: BLE001
        out = {"error": f"{type(err).__name__}: {err}"[:300]}
    print(json.dumps(out), flush=True)
