"""The Python client against a real rlve server: issue, claim, score, batch, compat, restart."""

from __future__ import annotations

import json
import signal
import unittest
import urllib.request
from concurrent.futures import ThreadPoolExecutor

from .server import Server

from rlve_client import RlveClient, RlveError  # noqa: E402  (path set by .server)

server: Server


def setUpModule():
    global server
    server = Server().start()


def tearDownModule():
    server.cleanup()


def post(path, body):
    req = urllib.request.Request(server.url + path, data=json.dumps(body).encode(), headers={"content-type": "application/json"})
    try:
        with urllib.request.urlopen(req) as res:
            return res.status, json.loads(res.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def reference(c, p):
    """The reference answer of an issued problem: the stateless endpoint regenerates the same instance."""
    [q] = c.stateless_problems(p["env_id"], p["level"], p["seed"], answer_format=p["answer_format"], include_reference=True)
    assert q["prompt"] == p["prompt"]
    return q["reference"]


class ClientTest(unittest.TestCase):
    def setUp(self):
        self.c = RlveClient(server.url)

    def tearDown(self):
        self.c.close()

    def test_health_and_envs(self):
        self.assertEqual(self.c.health()["status"], "ok")
        ids = [e["env_id"] for e in self.c.envs()]
        self.assertIn("sorting", ids)

    def test_issue_score_and_curriculum(self):
        self.c.create_run("py-adapt", environments=["sorting"], group_size=2, min_prompts_before_check=2)
        problems = self.c.problems("py-adapt", count=2)
        self.assertEqual(len(problems), 2)
        self.assertTrue(all(p["level"] == 0 and p["split"] == "train" for p in problems))
        items = []
        for p in problems:
            ref = reference(self.c, p)
            items += [{"ticket": p["ticket"], "response": "thinking... " + ref, "sample_key": f"{p['problem_id']}/{g}"} for g in range(2)]
        one = self.c.score(**items[0])
        self.assertEqual(one["accuracy"], 1)
        self.assertTrue(one["counted"])
        self.assertTrue(self.c.score(**items[0])["duplicate"], "a retry is not counted twice")
        results = self.c.score_batch(items)
        self.assertEqual([r["accuracy"] for r in results], [1, 1, 1, 1])
        self.assertEqual(results[-1]["difficulty"], 1)
        self.assertEqual(self.c.levels("py-adapt"), {"sorting": 1})
        bad = self.c.score(problems[0]["ticket"], "no answer here")
        self.assertEqual(bad["status"], "wrong_format")
        self.assertEqual(bad["reward"], -1)

    def test_eval_traffic_does_not_move_the_curriculum(self):
        self.c.create_run("py-eval", environments=["sorting"], group_size=1, min_prompts_before_check=1)
        for p in self.c.problems("py-eval", count=4, split="eval", levels=[0, 1]):
            r = self.c.score(p["ticket"], reference(self.c, p))
            self.assertEqual((r["accuracy"], r["counted"], r["count_reason"]), (1, False, "eval"))
        self.assertEqual(self.c.levels("py-eval"), {"sorting": 0})

    def test_claims_are_idempotent(self):
        self.c.create_run("py-claims", environments=["sorting", "knapsack"], group_size=4)
        with ThreadPoolExecutor(4) as ex:
            got = list(ex.map(lambda _: self.c.claim("py-claims", "slot-7", group_size=4), range(4)))
        self.assertEqual(len({g["ticket"] for g in got}), 1)
        self.assertEqual(sorted(g["group_index"] for g in got), [0, 1, 2, 3])
        self.assertNotEqual(self.c.claim("py-claims", "slot-7", group_size=4)["ticket"], got[0]["ticket"])

    def test_refused_tickets_raise(self):
        [p] = self.c.stateless_problems("sorting", 2, 1)
        prefix, body, sig = p["ticket"].split(".")
        with self.assertRaises(RlveError) as cm:
            self.c.score(prefix + "." + body + "." + sig[:-2] + ("AA" if not sig.endswith("AA") else "BB"), "x")
        self.assertEqual(cm.exception.status, 403)
        with self.assertRaises(RlveError) as cm:
            self.c.score("not-a-ticket", "x")
        self.assertEqual(cm.exception.status, 400)
        with self.assertRaises(RlveError) as cm:
            self.c.run("no-such-run")
        self.assertEqual(cm.exception.status, 404)
        results = self.c.score_batch([{"ticket": "bad", "response": ""}, {"ticket": p["ticket"], "response": ""}])
        self.assertIn("error", results[0])
        self.assertEqual(results[1]["status"], "wrong_format")

    def test_outcomes_snapshot_restore(self):
        self.c.create_run("py-report", environments=["sorting"], group_size=2, min_prompts_before_check=1, update_mode="on_report")
        snap = self.c.snapshot("py-report", step=0)
        self.assertEqual(snap["snapshot_id"], "step-0")
        [p] = self.c.problems("py-report", count=1)
        rep = self.c.report_outcomes("py-report", [{"ticket": p["ticket"], "accuracy": 1, "sample_key": f"s{g}"} for g in range(2)], step=1)
        self.assertEqual(rep["counted"], 2)
        self.assertEqual(rep["levels"], {"sorting": 1})
        restored = self.c.restore("py-report", snapshot_id="step-0")
        self.assertEqual(restored["run"]["state"]["envs"]["sorting"]["difficulty"], 0)

    def test_compat_endpoints(self):
        [p] = self.c.stateless_problems("sorting", 3, 5, include_reference=True)
        status, body = post("/compat/openrlhf", {"query": [p["prompt"] + p["reference"]], "prompts": [p["prompt"]], "labels": [p["ticket"]]})
        self.assertEqual((status, body["rewards"], body["scores"]), (200, [1], [1]))
        status, body = post("/compat/openrlhf", {"query": [], "prompts": [], "labels": []})
        self.assertEqual(body["rewards"], [])
        status, body = post("/compat/slime", {"prompt": p["prompt"], "response": p["reference"], "label": p["ticket"]})
        self.assertEqual((status, body["reward"], body["accuracy"]), (200, 1, 1))
        status, body = post("/compat/slime?scalar=1", {"prompt": p["prompt"], "response": "?", "label": p["ticket"]})
        self.assertEqual(body, -1)
        row = {
            "responses_create_params": {"input": [{"role": "user", "content": p["prompt"]}]},
            "response": {"output": [{"type": "message", "content": [{"type": "output_text", "text": p["reference"]}]}]},
            "rlve_ticket": p["ticket"],
        }
        status, body = post("/compat/nemo-gym/verify", row)
        self.assertEqual((status, body["reward"], body["rlve_ticket"]), (200, 1, p["ticket"]))
        status, body = post("/compat/slime", {"prompt": "", "response": "", "label": "forged"})
        self.assertEqual(status, 400)


class RestartTest(unittest.TestCase):
    def test_state_tickets_and_slots_survive_a_restart(self):
        global server
        c = RlveClient(server.url)
        self.addCleanup(c.close)
        c.create_run("py-restart", environments=["sorting"], group_size=2, min_prompts_before_check=1)
        [p] = c.problems("py-restart", count=1)
        ref = reference(c, p)
        c.score(p["ticket"], ref, sample_key="a")
        claim = c.claim("py-restart", "slot-1", group_size=3)
        before = c.run("py-restart")
        self.assertEqual(server.stop(signal.SIGKILL), -signal.SIGKILL)
        server = Server(server.data_dir).start()
        server.owns_dir = True
        c = RlveClient(server.url)
        self.addCleanup(c.close)
        after = c.run("py-restart")
        self.assertEqual(after["raw_state"], before["raw_state"])
        self.assertTrue(c.score(p["ticket"], ref, sample_key="a")["duplicate"], "the old ticket still scores; the key is remembered")
        r = c.score(p["ticket"], ref, sample_key="b")
        self.assertTrue(r["counted"])
        self.assertEqual(r["difficulty"], 1)
        again = c.claim("py-restart", "slot-1", group_size=3)
        self.assertEqual((again["ticket"], again["group_index"]), (claim["ticket"], 1))


if __name__ == "__main__":
    unittest.main()
