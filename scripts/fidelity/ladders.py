"""Writes test/fidelity/ladders.json: RLVE-Gym's knobs per family for levels 0..40.

Usage: python3 scripts/fidelity/ladders.py   (RLVE_GYM=/path/to/RLVE if the checkout is elsewhere)

Level L is RLVE-Gym's parameter controller after L calls of update(). A level's get_parameter_list() is a
list of dicts, one drawn uniformly per problem (random.choice in RLVE-Gym's data sources). Each level is
stored compactly:
  const   keys with one value across the list;
  drawn   keys whose value is drawn: their values as a multiset reduced by the gcd of the counts, in
          order of first appearance (the list is the product of the keys' choices: checked);
  choices the whole list, reduced the same way, when it is not such a product (Countdown, KPartition).
"""

import collections
import itertools
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gym  # noqa: E402


def reduce(values):
    """Multiset of JSON values -> list with each count divided by the gcd of the counts."""
    counts = collections.Counter(json.dumps(v, sort_keys=True) for v in values)
    g = 0
    for c in counts.values():
        g = math.gcd(g, c)
    out = []
    for key in dict.fromkeys(json.dumps(v, sort_keys=True) for v in values):
        out += [json.loads(key)] * (counts[key] // g)
    return out


def compact(plist):
    keys = list(plist[0])
    assert all(list(p) == keys for p in plist), "a level's dicts have different keys"
    const = {k: plist[0][k] for k in keys if all(p[k] == plist[0][k] for p in plist)}
    vary = [k for k in keys if k not in const]
    if not vary:
        return {"const": const}
    n = len(plist)
    joint = collections.Counter(tuple(json.dumps(p[k]) for k in vary) for p in plist)
    marg = [collections.Counter(json.dumps(p[k]) for p in plist) for k in vary]
    product = all(
        abs(joint.get(t, 0) / n - math.prod(marg[i][t[i]] / n for i in range(len(vary)))) < 1e-12
        for t in itertools.product(*[list(m) for m in marg])
    )
    if product:
        return {"const": const, "drawn": {k: reduce([p[k] for p in plist]) for k in vary}}
    return {"const": const, "choices": reduce([{k: p[k] for k in vary} for p in plist])}


def main():
    _, controllers = gym.load()
    out = {}
    for identifier in sorted(controllers):
        out[identifier] = [compact(level) for level in gym.ladder(controllers[identifier])]
    path = os.path.join(gym.REPO, "test", "fidelity", "ladders.json")
    with open(path, "w") as f:
        f.write('{\n')
        rows = [f'  {json.dumps(k)}: {json.dumps(v, separators=(",", ":"))}' for k, v in out.items()]
        f.write(",\n".join(rows))
        f.write("\n}\n")
    print(f"{len(out)} families, levels 0..{gym.LEVELS - 1} -> {os.path.relpath(path, gym.REPO)}")


if __name__ == "__main__":
    main()
