"""A trainer's loop against `rlve serve`, with a stand-in policy where the model goes.

Per step: take problems (one per prompt group), sample group_size answers each, score them (scoring does
not move the difficulty in update_mode on_report), then report the step's outcomes, which is when the
curriculum counts them and may raise an environment's level (the RLVE paper's timing).

    npm start                                   # the service, in another shell
    python3 clients/python/examples/trainer_loop.py --url http://127.0.0.1:8787 --steps 3
"""

from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from rlve_client import RlveClient  # noqa: E402


def policy(prompt: str, rng: random.Random) -> str:
    """Stand-in for the model: a guess between 0 and 9 (right now and then on counting problems)."""
    return f"Let me think.\n<answer>{rng.randint(0, 9)}</answer>"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--url", default=os.environ.get("RLVE_URL", "http://127.0.0.1:8787"))
    ap.add_argument("--run", default="example-loop")
    ap.add_argument("--envs", default="sorting,knapsack,sum-mod")
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--prompts", type=int, default=4, help="prompt groups per step")
    ap.add_argument("--group-size", type=int, default=4)
    args = ap.parse_args()

    rng = random.Random(0)
    client = RlveClient(args.url)
    client.ensure_run(
        args.run, environments=args.envs.split(","), group_size=args.group_size, update_mode="on_report", seed=1
    )
    for step in range(args.steps):
        problems = client.problems(args.run, count=args.prompts)
        samples = [
            {"ticket": p["ticket"], "response": policy(p["prompt"], rng), "sample_key": f"{step}-{i}-{k}"}
            for i, p in enumerate(problems)
            for k in range(args.group_size)
        ]
        scores = client.score_batch(samples)
        rewards = [s["reward"] for s in scores]
        report = client.report_outcomes(
            args.run,
            [
                {"ticket": x["ticket"], "accuracy": s["accuracy"], "reward": s["reward"], "sample_key": x["sample_key"]}
                for x, s in zip(samples, scores)
            ],
            step=step,
        )
        print(
            f"step {step}: {len(problems)} prompts x {args.group_size}, mean reward {sum(rewards) / len(rewards):.3f}, "
            f"counted {report['counted']}, effective prompt ratio {report['effective_prompt_ratio']}, "
            f"levels {report['levels']}"
        )


if __name__ == "__main__":
    main()
