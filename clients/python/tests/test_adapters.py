"""The trainer adapters, driven with fakes of the trainers' objects against a real rlve server.

None of the trainers is installed here: the adapters must import without them and fall back to
stand-in base classes. The calls below follow each trainer's documented hook signatures."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import pickle
import sys
import types
import unittest

from .server import Server

import rlve_client  # noqa: E402

server: Server


def setUpModule():
    global server
    server = Server().start()
    os.environ["RLVE_URL"] = server.url


def tearDownModule():
    os.environ.pop("RLVE_URL", None)
    os.environ.pop("RLVE_RUN", None)
    server.cleanup()


def client():
    return rlve_client.RlveClient(server.url)


def reference(c, p):
    [q] = c.stateless_problems(p["env_id"], p["level"], p["seed"], answer_format=p["answer_format"], include_reference=True)
    return q["reference"]


def ticket_reference(c, ticket):
    """The reference answer of a ticket's problem (the test peeks into the ticket body)."""
    body = ticket.split(".")[1]  # rlve1.<body>.<signature>
    data = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    [q] = c.stateless_problems(data["env"], data["level"], data["seed"], answer_format=data["format"], include_reference=True)
    return q["reference"]


class ImportTest(unittest.TestCase):
    def test_adapters_import_without_trainers(self):
        import rlve_openrlhf
        import rlve_slime
        import rlve_tinker
        import rlve_trl
        import rlve_verl  # noqa: F401

        for trainer in ("verl", "trl", "openrlhf", "slime", "tinker", "tinker_cookbook"):
            self.assertNotIn(trainer, sys.modules)
        self.assertIsNone(rlve_openrlhf.AgentExecutor, "no executor without OpenRLHF")


class VerlTest(unittest.TestCase):
    def test_compute_score_and_batch(self):
        import rlve_verl

        c = client()
        self.addCleanup(c.close)
        [p] = c.stateless_problems("sorting", 2, 3, include_reference=True)
        r = rlve_verl.compute_score("rlve/sorting", p["reference"], p["ticket"], {"index": 0})
        self.assertEqual(r["score"], 1.0)
        self.assertTrue(all(isinstance(v, float) for v in r.values()), "verl logs every key: numeric only")
        rs = rlve_verl.compute_score_batch(["rlve/sorting"] * 2, [p["reference"], "nothing"], [p["ticket"]] * 2, [{}, {}])
        self.assertEqual([x["score"] for x in rs], [1.0, -1.0])
        self.assertEqual(asyncio.run(rlve_verl.compute_score_async("rlve/sorting", p["reference"], p["ticket"]))["acc"], 1.0)
        with self.assertRaises(rlve_client.RlveError):
            rlve_verl.compute_score("x", "y", "forged.ticket")

    def test_slot_dataset(self):
        import rlve_verl

        c = client()
        self.addCleanup(c.close)
        c.create_run("verl-run", environments=["sorting"], group_size=4)
        ds = rlve_verl.RLVESlotDataset(data_files=None, tokenizer=None, processor=None, config={"rlve": {"run_id": "verl-run", "length": 10}})
        self.assertEqual(len(ds), 10)
        a, b, other = ds[3], ds[3], ds[4]
        self.assertEqual(a["reward_model"]["ground_truth"], b["reward_model"]["ground_truth"])
        self.assertNotEqual(a["reward_model"]["ground_truth"], other["reward_model"]["ground_truth"])
        self.assertEqual(a["data_source"], "rlve/sorting")
        self.assertEqual(a["prompt"][0]["role"], "user")
        ticket = a["reward_model"]["ground_truth"]
        [p] = [x for x in [c.claim("verl-run", "verl-3")] if x["ticket"] == ticket]
        r = rlve_verl.compute_score(a["data_source"], reference(c, p), ticket, a["extra_info"])
        self.assertEqual((r["score"], r["rlve_counted"]), (1.0, 1.0))


class TrlTest(unittest.TestCase):
    def test_reward_function_and_datasets(self):
        import rlve_trl

        c = client()
        self.addCleanup(c.close)
        c.create_run("trl-run", environments=["sorting"], group_size=2)
        gen = rlve_trl.rows(run_id="trl-run", batch=2)
        row1, row2 = next(gen), next(gen)
        self.assertEqual(set(row1), {"prompt", "rlve_ticket"})
        self.assertNotEqual(row1["rlve_ticket"], row2["rlve_ticket"])
        [p] = [x for x in c.problems("trl-run", count=1)]
        ref = reference(c, p)
        metrics = {}
        rewards = rlve_trl.rlve_reward(
            prompts=[p["messages"]] * 3,
            completions=[[{"role": "assistant", "content": ref}], ref, "no"],
            rlve_ticket=[p["ticket"]] * 3,
            log_metric=lambda k, v: metrics.__setitem__(k, v),
        )
        self.assertEqual(rewards, [1.0, 1.0, -1.0])
        self.assertIn("rlve/level", metrics)
        self.assertEqual(rlve_trl.make_reward_func(reward_key="accuracy")(completions=["no"], rlve_ticket=[p["ticket"]]), [0.0])
        ds = rlve_trl.SlotDataset(run_id="trl-run", length=5)
        self.assertEqual(ds[1]["rlve_ticket"], ds[1]["rlve_ticket"])


class OpenRlhfTest(unittest.TestCase):
    def test_agent_groups_claim_one_problem(self):
        import rlve_openrlhf

        c = client()
        self.addCleanup(c.close)
        c.create_run("orl-run", environments=["sorting"], group_size=4)
        template = "<|im_start|>user\n@@RLVE_SLOT:000123@@<|im_end|>\n<|im_start|>assistant\n"
        states = {"observation": template, "label": '{"run": "orl-run", "group_size": 4}'}

        async def group():
            agents = [rlve_openrlhf.AgentInstance() for _ in range(4)]
            obs = await asyncio.gather(*(a.reset(dict(states)) for a in agents))
            return agents, obs

        agents, obs = asyncio.run(group())
        self.assertEqual(len({o["observation"] for o in obs}), 1, "n resets of one prompt get one problem")
        self.assertTrue(obs[0]["observation"].startswith("<|im_start|>user\n"))
        self.assertNotIn("@@RLVE_SLOT", obs[0]["observation"])
        ticket = agents[0].ticket
        fifth = c.claim("orl-run", "000123", group_size=4)
        self.assertNotEqual(fifth["ticket"], ticket, "the slot is released after group_size claims")
        ref = ticket_reference(c, ticket)
        out = asyncio.run(agents[0].step({"observation_text": "", "action_text": ref, "label": states["label"], "sampling_params": None}))
        self.assertTrue(out["done"])
        self.assertEqual(out["rewards"].item(), 1.0)
        self.assertEqual(out["scores"].item(), 1.0)
        again = asyncio.run(agents[0].step({"observation_text": "", "action_text": ref, "label": states["label"]}))
        self.assertEqual(again["rewards"].item(), 1.0)
        self.assertEqual(c.run("orl-run")["state"]["envs"]["sorting"]["scored"], 1, "a retried step is not counted twice")


class SlimeTest(unittest.TestCase):
    def test_data_source_and_end_of_step_report(self):
        import rlve_slime

        c = client()
        self.addCleanup(c.close)
        c.create_run("slime-run", environments=["sorting"], group_size=2, min_prompts_before_check=1, update_mode="on_report")
        os.environ["RLVE_RUN"] = "slime-run"
        try:
            ds = rlve_slime.RLVEDataSource(types.SimpleNamespace(n_samples_per_prompt=2, hf_checkpoint=None))
            groups = ds.get_samples(3)
            self.assertEqual([len(g) for g in groups], [2, 2, 2])
            self.assertTrue(all(len({s.label for s in g}) == 1 for g in groups))
            ds.add_samples([groups[2]])
            self.assertEqual(ds.get_samples(1)[0][0].label, groups[2][0].label, "handed-back groups come first")
            ds.save(0)
            # Score through the compat endpoint as slime's remote RM would, then report the step.
            g = groups[0]
            ref = ticket_reference(c, g[0].label)
            for s in g:
                # What slime's remote RM stores in sample.reward: the /compat/slime answer.
                s.reward = c.request("POST", "/compat/slime", {"prompt": s.prompt, "response": ref, "label": s.label})
                self.assertEqual(s.reward["accuracy"], 1)
            result = rlve_slime.report_all_samples(None, [g], ds)
            self.assertEqual(result["counted"], 2)
            self.assertEqual(c.levels("slime-run"), {"sorting": 1})
            again = rlve_slime.report_all_samples(None, [g], ds)
            self.assertEqual(again["duplicates"], 2, "a repeated report does not double count")
            ds.load(0)
            self.assertEqual(c.levels("slime-run"), {"sorting": 0}, "load() restores the rollout's snapshot")
        finally:
            os.environ.pop("RLVE_RUN", None)


class FakeRenderer:
    def build_generation_prompt(self, messages):
        return "".join(m["content"] for m in messages)

    def get_stop_sequences(self):
        return ["</s>"]

    def parse_response(self, action):
        return {"role": "assistant", "content": action}, True


def fake_renderer():
    return FakeRenderer()


class TinkerTest(unittest.TestCase):
    def test_builder_groups_and_steps(self):
        import rlve_tinker

        c = client()
        self.addCleanup(c.close)
        builder = rlve_tinker.RLVEDatasetBuilder(
            run_id="tinker-run",
            batch_size=2,
            group_size=3,
            run_config={"environments": ["sorting"], "group_size": 3},
            renderer_factory=fake_renderer,
        )
        train, test = asyncio.run(builder())
        self.assertIsNone(test)
        train.save_state("/tmp/logs", "000010")
        pickle.dumps(builder)  # builders travel to rollout workers
        batch = train.get_batch(0)
        self.assertEqual(len(batch), 2)
        envs = asyncio.run(batch[0].make_envs())
        self.assertEqual(len(envs), 3)
        self.assertEqual(len({e.problem["ticket"] for e in envs}), 1, "one problem per group")
        obs, stop = asyncio.run(envs[0].initial_observation())
        self.assertIn("Sort", obs)
        ref = reference(c, envs[0].problem)
        res = asyncio.run(envs[0].step(ref))
        self.assertEqual((res.reward, res.episode_done, res.metrics["correct"]), (1.0, True, 1.0))
        res2 = asyncio.run(envs[1].step("nonsense"))
        self.assertEqual(res2.reward, -1.0)
        self.assertEqual(c.run("tinker-run")["state"]["envs"]["sorting"]["scored"], 2)
        train.load_state("/tmp/logs/000010")
        self.assertEqual(c.run("tinker-run")["state"]["envs"]["sorting"]["scored"], 0, "restored to the snapshot")


if __name__ == "__main__":
    unittest.main()
