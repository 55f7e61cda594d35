"""The trainer adapters driven the way each trainer calls them (fakes in fakes.py cite the call sites),
against a real rlve server."""

from __future__ import annotations

import asyncio
import base64
import dataclasses
import functools
import importlib.util
import inspect
import json
import os
import pickle
import sys
import types
import unittest
import warnings

from . import fakes
from .server import CLIENT_DIR, Server

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


def ticket_data(ticket):
    body = ticket.split(".")[1]  # rlve1.<body>.<signature>
    return json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))


def ticket_reference(c, ticket):
    """The reference answer of a ticket's problem (the test peeks into the ticket body)."""
    data = ticket_data(ticket)
    [q] = c.stateless_problems(data["env"], data["level"], data["seed"], answer_format=data["format"], include_reference=True)
    return q["reference"]


def load_by_path(name, module_name, register=False):
    """importlib.util.spec_from_file_location + exec_module, as verl utils/import_utils.py load_module and
    OpenRLHF trainer/ray/vllm_engine.py _load_agent_executor do (they do not register the module)."""
    spec = importlib.util.spec_from_file_location(module_name, os.path.join(CLIENT_DIR, name))
    module = importlib.util.module_from_spec(spec)
    if register:
        sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


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
    def test_reward_loop_and_batch_manager(self):
        import rlve_verl

        c = client()
        self.addCleanup(c.close)
        [p] = c.stateless_problems("sorting", 2, 3, include_reference=True)
        row = {"data_source": "rlve/sorting", "reward_model": {"ground_truth": p["ticket"]}, "extra_info": {"index": 0}}
        # Default reward loop (naive manager): sync function in the executor, and the async one, wrapped
        # as verl/trainer/ppo/reward.py get_custom_reward_fn wraps it (partial over the reward kwargs).
        r = asyncio.run(fakes.verl_reward_loop_call(rlve_verl.compute_score, dict(row, extra_info={}), p["reference"]))
        self.assertEqual(r["score"], 1.0)
        self.assertTrue(all(type(v) is float for v in r.values()), "verl logs every key: floats only")

        async def _call_with_kwargs_async(raw_fn, extra_kwargs, *args, **kwargs):
            return await raw_fn(*args, **{**kwargs, **extra_kwargs})

        wrapped = functools.partial(_call_with_kwargs_async, rlve_verl.compute_score_async, {})
        self.assertTrue(inspect.iscoroutinefunction(wrapped))
        r = asyncio.run(fakes.verl_reward_loop_call(wrapped, dict(row, extra_info={}), "nothing"))
        self.assertEqual(r["score"], -1.0)

        # Legacy batch manager: object arrays for data sources and extra infos (numpy's, when installed).
        for name, make in fakes.object_arrays():
            with self.subTest(arrays=name):
                batch = fakes.verl_repeat(fakes.verl_collate([row], make), 3, make)
                with self.assertRaises(ValueError):
                    bool(batch["extra_info"])  # what `extra_infos or [...]` used to hit
                rs = fakes.verl_batch_manager_call(rlve_verl.compute_score_batch, batch, [p["reference"], "nothing", p["reference"]])
                self.assertEqual([x["score"] for x in rs], [1.0, -1.0, 1.0])
        with self.assertRaises(rlve_client.RlveError):
            rlve_verl.compute_score("x", "y", "forged.ticket")

    def test_train_and_validation_datasets(self):
        import rlve_verl

        c = client()
        self.addCleanup(c.close)
        c.create_run("verl-run", environments=["sorting"], group_size=4)
        # verl/trainer/main_ppo.py builds both sets with one class and one data config
        # (create_rl_dataset(data_paths, data_config, tokenizer, processor, is_train, max_samples)).
        config = {
            "train_files": "~/data/rlhf/gsm8k/train.parquet",  # verl's defaults: the user did not change them
            "val_files": "~/data/rlhf/gsm8k/test.parquet",
            "rlve": {"run_id": "verl-run", "length": 10, "val_size": 3},
        }
        train = rlve_verl.RLVESlotDataset(data_files=config["train_files"], tokenizer=None, processor=None, config=config, max_samples=-1)
        val = rlve_verl.RLVESlotDataset(data_files=config["val_files"], tokenizer=None, processor=None, config=config, max_samples=-1)
        self.assertEqual((len(train), len(val)), (10, 3), "val_batch_size = len(val_dataset) stays small")
        a, b, other = train[3], train[3], train[4]
        self.assertEqual(a["reward_model"]["ground_truth"], b["reward_model"]["ground_truth"])
        self.assertNotEqual(a["reward_model"]["ground_truth"], other["reward_model"]["ground_truth"])
        self.assertEqual(ticket_data(a["reward_model"]["ground_truth"])["split"], "train")
        vals = [val[i] for i in range(len(val))]
        tickets = [v["reward_model"]["ground_truth"] for v in vals]
        self.assertTrue(all(ticket_data(t)["split"] == "eval" for t in tickets), "validation rows are eval problems")
        self.assertNotIn(a["reward_model"]["ground_truth"], tickets, "validation row 3 is not training row 3")
        # Scoring validation never moves the curriculum; scoring training does.
        r = rlve_verl.compute_score(vals[0]["data_source"], ticket_reference(c, tickets[0]), tickets[0], vals[0]["extra_info"])
        self.assertEqual((r["score"], r["rlve_counted"]), (1.0, 0.0))
        ticket = a["reward_model"]["ground_truth"]
        r = rlve_verl.compute_score(a["data_source"], ticket_reference(c, ticket), ticket, a["extra_info"])
        self.assertEqual((r["score"], r["rlve_counted"]), (1.0, 1.0))
        # The documented markers, a list of files, and one path for both (refused: cannot be told apart).
        cfg2 = dict(config, train_files=["rlve://train"], val_files=["rlve://eval"])
        self.assertTrue(rlve_verl.RLVESlotDataset(data_files=["rlve://eval"], config=cfg2).validation)
        self.assertFalse(rlve_verl.RLVESlotDataset(data_files=["rlve://train"], config=cfg2).validation)
        with self.assertRaises(ValueError):
            rlve_verl.RLVESlotDataset(data_files="same", config=dict(config, train_files="same", val_files="same"))
        # verl/experimental/agent_loop/agent_loop.py AgentLoopBase.process_vision_info, with a processor set.
        images, videos = asyncio.run(rlve_verl.RLVESlotDataset.process_vision_info(a["raw_prompt"], image_patch_size=14, config=config))
        self.assertEqual((images, videos), (None, None))


class TrlTest(unittest.TestCase):
    def test_reward_function_as_grpo_calls_it(self):
        import rlve_trl

        c = client()
        self.addCleanup(c.close)
        c.create_run("trl-run", environments=["sorting"], group_size=2)
        ds = rlve_trl.SlotDataset(run_id="trl-run", length=5)
        row = ds[1]
        self.assertEqual(set(row), {"prompt", "rlve_ticket"})
        ref = ticket_reference(c, row["rlve_ticket"])
        metrics = {}
        # trl/trainer/grpo_trainer.py _calculate_rewards: every column but prompt as a list, plus
        # trainer_state, log_extra and log_metric; conversational completions are message lists.
        rewards = rlve_trl.rlve_reward(
            prompts=[row["prompt"]] * 3,
            completions=[[{"role": "assistant", "content": ref}], [{"role": "assistant", "content": "no"}], ref],
            completion_ids=[[1], [2], [3]],
            rlve_ticket=[row["rlve_ticket"]] * 3,
            trainer_state=object(),
            log_extra=lambda *a: None,
            log_metric=lambda k, v: metrics.__setitem__(k, v),
        )
        self.assertEqual(rewards, [1.0, -1.0, 1.0])
        self.assertTrue(all(type(x) is float for x in rewards))
        self.assertIn("rlve/level", metrics)
        self.assertEqual(rlve_trl.make_reward_func(reward_key="accuracy")(completions=["no"], rlve_ticket=[row["rlve_ticket"]]), [0.0])

    def test_slot_dataset_is_just_in_time_under_the_repeat_sampler(self):
        import rlve_trl

        c = client()
        self.addCleanup(c.close)
        c.create_run("trl-jit", environments=["sorting"], group_size=4)
        ds = rlve_trl.SlotDataset(run_id="trl-jit", length=1000)
        # 2 prompts x 4 generations per step; TRL shuffles indices (RepeatSampler), not rows.
        order = fakes.trl_repeat_sampler(len(ds), mini_repeat_count=4, batch_size=2, repeat_count=1, seed=42)
        first_batch = [ds[i] for i in order[:8]]
        self.assertEqual(len({r["rlve_ticket"] for r in first_batch}), 2)
        issued = c.run("trl-jit")["state"]["envs"]["sorting"]["issued"]
        self.assertEqual(issued, 2, "the first batch issued its 2 problems, not a buffer of 1,000")

    def test_datasets_dataset_claims_rows_when_read(self):
        import rlve_trl

        # datasets.Dataset as far as TRL uses it: from_dict, set_transform (the transform gets the batch of
        # rows being read, as a dict of columns, datasets/arrow_dataset.py _getitem with format "custom"),
        # __getitems__ for a DataLoader batch, len.
        class Dataset:
            def __init__(self, cols):
                self.cols, self.transform = cols, None

            @classmethod
            def from_dict(cls, cols):
                return cls(cols)

            def set_transform(self, transform):
                self.transform = transform

            def __len__(self):
                return len(next(iter(self.cols.values())))

            def __getitems__(self, keys):
                batch = self.transform({k: [v[i] for i in keys] for k, v in self.cols.items()})
                return [{k: batch[k][j] for k in batch} for j in range(len(keys))]

            def __getitem__(self, i):
                return self.__getitems__([i])[0]

        sys.modules["datasets"] = types.SimpleNamespace(Dataset=Dataset)
        self.addCleanup(sys.modules.pop, "datasets", None)
        c = client()
        self.addCleanup(c.close)
        c.create_run("trl-ds", environments=["sorting"], group_size=4)
        ds = rlve_trl.dataset(run_id="trl-ds", length=1000)
        self.assertEqual(len(ds), 1000)
        self.assertEqual(c.run("trl-ds")["state"]["envs"]["sorting"]["issued"], 0, "nothing is issued up front")
        order = fakes.trl_repeat_sampler(len(ds), mini_repeat_count=4, batch_size=2, repeat_count=1, seed=42)
        rows = ds.__getitems__(order[:8])
        self.assertEqual([len({r["rlve_ticket"] for r in rows[g : g + 4]}) for g in (0, 4)], [1, 1])
        self.assertEqual(ds[order[0]]["rlve_ticket"], rows[0]["rlve_ticket"], "another process reading the row")
        self.assertEqual(c.run("trl-ds")["state"]["envs"]["sorting"]["issued"], 2)
        pickle.dumps(rlve_trl._Claimer("r", "p", "train", None, None))  # datasets fingerprints the transform

    def test_iterable_dataset_ignores_the_shuffle_buffer(self):
        import rlve_trl

        # datasets.IterableDataset as far as TRL uses it: from_generator and shuffle(seed=...) (TRL
        # grpo_trainer.py get_train_dataloader calls dataset.shuffle(seed=args.seed) when shuffle_dataset).
        class IterableDataset:
            def __init__(self, gen, kwargs):
                self.gen, self.kwargs = gen, kwargs

            @classmethod
            def from_generator(cls, gen, gen_kwargs=None):
                return cls(gen, gen_kwargs or {})

            def shuffle(self, seed=None, buffer_size=1000):
                raise AssertionError("the buffered shuffle must not run")

            def __iter__(self):
                return self.gen(**self.kwargs)

        sys.modules["datasets"] = types.SimpleNamespace(IterableDataset=IterableDataset)
        self.addCleanup(sys.modules.pop, "datasets", None)
        c = client()
        self.addCleanup(c.close)
        c.create_run("trl-stream", environments=["sorting"], group_size=2)
        ds = rlve_trl.iterable_dataset(run_id="trl-stream")
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            shuffled = ds.shuffle(seed=42)
        self.assertIs(shuffled, ds)
        self.assertTrue(any("not shuffling" in str(x.message) for x in w))
        it = iter(shuffled)
        first = [next(it) for _ in range(3)]
        self.assertEqual(c.run("trl-stream")["state"]["envs"]["sorting"]["issued"], 3, "one problem per row read")
        again = iter(rlve_trl.iterable_dataset(run_id="trl-stream"))  # another process reads the same stream
        self.assertEqual([next(again)["rlve_ticket"] for _ in range(3)], [r["rlve_ticket"] for r in first])


class OpenRlhfTest(unittest.TestCase):
    def test_agent_loaded_by_path_runs_a_group(self):
        fakes.install_fake_openrlhf()
        self.addCleanup(fakes.remove_fakes, "openrlhf")
        # vllm_engine.py _load_agent_executor: load the file as "agent_module", check, instantiate.
        agent_module = load_by_path("rlve_openrlhf.py", "agent_module")
        agent_base = sys.modules["openrlhf.utils.agent"].AgentExecutorBase
        self.assertTrue(issubclass(agent_module.AgentExecutor, agent_base))
        executor = agent_module.AgentExecutor()

        c = client()
        self.addCleanup(c.close)
        c.create_run("orl-run", environments=["sorting"], group_size=4)
        prompt = "<|im_start|>user\n@@RLVE_SLOT:000123@@<|im_end|>\n<|im_start|>assistant\n"
        label = '{"run": "orl-run", "group_size": 4}'
        seen = []
        first = c.claim("orl-run", "000123", group_size=4)  # one member of the group, to learn its problem
        ref = ticket_reference(c, first["ticket"])

        class Engine:
            async def generate(self, observation_text):
                seen.append(observation_text)
                return ref if len(seen) % 2 else "wrong"

        async def group():
            # vllm_engine.py generate_responses: n execute() calls of one prompt, concurrently; 3 remain in
            # the slot's group after the claim above.
            return await asyncio.gather(*(executor.execute(prompt, label, types.SimpleNamespace(), 4096, None, Engine()) for _ in range(3)))

        outs = asyncio.run(group())
        self.assertEqual(len({o["observation"].split("<|im_start|>assistant\n")[0] for o in outs}), 1, "one problem per group")
        self.assertTrue(all("@@RLVE_SLOT" not in s for s in seen))
        self.assertEqual(sorted(o["reward"] for o in outs), [-1.0, 1.0, 1.0])
        self.assertTrue(all(type(o["reward"]) is float for o in outs), "rewards are floats (int64 tensors break group norm)")
        self.assertNotEqual(c.claim("orl-run", "000123", group_size=4)["ticket"], first["ticket"], "released after n claims")
        self.assertIn("--rollout.n_samples_per_prompt", agent_module.__doc__)

    def test_eval_dataset_rows_are_issued_and_scored_as_eval(self):
        """OpenRLHF runs --eval.dataset through the same agent as training (trainer/ppo_utils/
        samples_generator.py SamplesGenerator.generate_eval_samples -> _generate_vllm ->
        _dispatch_prompts_to_vllm -> vllm_engine generate_responses -> MultiTurnAgentExecutor.execute(prompt,
        label, sampling_params, ...)); nothing but the row's label marks an eval row."""
        fakes.install_fake_openrlhf()
        self.addCleanup(fakes.remove_fakes, "openrlhf")
        executor = load_by_path("rlve_openrlhf.py", "agent_module").AgentExecutor()
        c = client()
        self.addCleanup(c.close)
        # One correct group of 2 at h would raise h (min_prompts_before_check 1): eval must not.
        c.create_run("orl-eval", environments=["sorting"], group_size=2, min_prompts_before_check=1)
        prompt = "@@RLVE_SLOT:000007@@"  # numbered like a train row on purpose
        label = '{"run": "orl-eval", "split": "eval"}'
        eval_claim = c.claim("orl-eval", "000007", split="eval")
        ref = ticket_reference(c, eval_claim["ticket"])
        seen = []

        class Engine:
            async def generate(self, observation_text):
                seen.append(observation_text)
                return ref

        self.assertEqual(ticket_data(eval_claim["ticket"])["split"], "eval")
        train_claim = c.claim("orl-eval", "000007", group_size=2)
        self.assertEqual(ticket_data(train_claim["ticket"])["split"], "train", "eval and train slots are apart")
        self.assertNotEqual(train_claim["ticket"], eval_claim["ticket"])

        async def evaluate():
            # eval.n_samples_per_prompt (default 4) executions of the row, all correct.
            return await asyncio.gather(*(executor.execute(prompt, label, types.SimpleNamespace(), 4096, None, Engine()) for _ in range(4)))

        outs = asyncio.run(evaluate())
        self.assertEqual([o["reward"] for o in outs], [1.0] * 4)
        self.assertEqual(set(seen), {eval_claim["prompt"]}, "the eval slot keeps its problem")
        self.assertTrue(all(o["extra_logs"]["rlve_counted"].item() == 0.0 for o in outs))
        env = c.run("orl-eval")["state"]["envs"]["sorting"]
        self.assertEqual((env["difficulty"], env["eval_scored"], env["scored"], env["counted"]), (0, 4, 0, 0))
        self.assertEqual((env["issued"], env["eval_issued"]), (1, 1), "the eval row is one eval problem")
        with self.assertRaises(rlve_client.RlveError):
            asyncio.run(executor.execute(prompt, '{"run": "orl-eval", "split": "test"}', types.SimpleNamespace(), 4096, None, Engine()))

    def test_compat_rewards_parse_as_python_floats(self):
        c = client()
        self.addCleanup(c.close)
        [p] = c.stateless_problems("sorting", 3, 5, include_reference=True)
        # OpenRLHF single-turn executor reads the JSON and later builds torch.tensor([reward])
        # (openrlhf/utils/agent.py _fetch_rewards_via_http, trainer/ppo_utils/samples_generator.py).
        body = c.request("POST", "/compat/openrlhf", {"query": [p["prompt"] + p["reference"], "x"], "prompts": [p["prompt"], ""], "labels": [p["ticket"]] * 2})
        self.assertEqual(body["rewards"], [1.0, -1.0])
        for key in ("rewards", "scores"):
            self.assertTrue(all(type(x) is float for x in body[key]), key)
        self.assertTrue(all(type(x) is float for v in body["extra_logs"].values() for x in v))
        s = c.request("POST", "/compat/slime", {"prompt": p["prompt"], "response": p["reference"], "label": p["ticket"]})
        self.assertEqual((type(s["reward"]), type(s["accuracy"])), (float, float))
        self.assertIs(type(c.request("POST", "/compat/slime", {"prompt": "", "response": "?", "label": p["ticket"]}, query={"scalar": "1"})), float)


class SlimeTest(unittest.TestCase):
    def test_data_source_and_end_of_step_report_as_slime_calls_them(self):
        import rlve_slime

        c = client()
        self.addCleanup(c.close)
        c.create_run("slime-run", environments=["sorting"], group_size=2, min_prompts_before_check=1, update_mode="on_report")
        os.environ["RLVE_RUN"] = "slime-run"
        self.addCleanup(os.environ.pop, "RLVE_RUN", None)
        args = types.SimpleNamespace(n_samples_per_prompt=2, hf_checkpoint=None, over_sampling_batch_size=2)
        ds = rlve_slime.RLVEDataSource(args)
        ds.load(-1)  # slime/ray/placement_group.py: rollout_manager.load(args.start_rollout_id - 1) on a fresh start
        ds.save(6)
        fakes.install_fake_slime_hooks(7)  # RolloutManager.generate(7) -> set_current_rollout_id(7)
        self.addCleanup(fakes.remove_fakes, "slime")
        # slime/rollout/sglang_rollout.py generate_rollout -> generate_rollout_async(args, rollout_id,
        # data_source.get_samples): the rollout function receives the bound method.
        data_source = ds.get_samples
        groups = data_source(args.over_sampling_batch_size)
        self.assertEqual([len(g) for g in groups], [2, 2])
        for g in groups:
            self.assertEqual(len({s.label for s in g}), 1)
            ref = ticket_reference(c, g[0].label)
            for s in g:  # slime's remote RM stores the /compat/slime answer in sample.reward
                s.reward = c.request("POST", "/compat/slime", {"prompt": s.prompt, "response": ref, "label": s.label})
        result = rlve_slime.report_all_samples(args, groups, data_source)  # process_func(args, all_samples, data_source)
        self.assertEqual(result["counted"], 4)
        run = c.run("slime-run")
        self.assertEqual(c.levels("slime-run"), {"sorting": 1})
        self.assertEqual(run["state"]["envs"]["sorting"]["history"][-1]["step"], 7, "the rollout id is the step")
        again = rlve_slime.report_all_samples(args, groups, data_source)
        self.assertEqual(again["duplicates"], 4, "a repeated report does not double count")
        ds.load(6)
        self.assertEqual(c.levels("slime-run"), {"sorting": 0}, "load() restores the rollout's snapshot")
        fakes.remove_fakes("slime")
        ds.get_samples(1)
        report = rlve_slime.report_all_samples(args, [], ds.get_samples)
        self.assertEqual(report["counted"], 0, "without slime's rollout id the data source's own count is used")
        self.assertEqual(ds.rollouts, 8)


class TinkerTest(unittest.TestCase):
    def _builder_module(self, with_chz):
        if not with_chz:
            import rlve_tinker

            return rlve_tinker
        sys.modules["chz"] = fakes.fake_chz_module()
        try:
            return load_by_path("rlve_tinker.py", "rlve_tinker_with_chz", register=True)
        finally:
            del sys.modules["chz"]

    def test_builder_is_a_frozen_config_class(self):
        for with_chz in (True, False):
            with self.subTest(chz=with_chz):
                m = self._builder_module(with_chz)
                b = m.RLVEDatasetBuilder(run_id="tinker-frozen", batch_size=2, group_size=3, renderer_name="qwen3", model_name_for_tokenizer="m")
                self.assertEqual((b.run_id, b.batch_size, b.group_size), ("tinker-frozen", 2, 3))
                with self.assertRaises(dataclasses.FrozenInstanceError):
                    b.run_id = "other"
                with self.assertRaises(TypeError):
                    m.RLVEDatasetBuilder("positional")
                if not with_chz:  # (the fake chz class lives in a module loaded by path: not picklable by name)
                    self.assertEqual(pickle.loads(pickle.dumps(b)), b)

    def test_thinking_answers_and_resume(self):
        m = self._builder_module(True)
        c = client()
        self.addCleanup(c.close)
        builder = m.RLVEDatasetBuilder(
            run_id="tinker-run",
            batch_size=1,
            group_size=4,
            run_config={"environments": ["sorting"], "group_size": 4, "min_prompts_before_check": 1, "window_size": 1},
            renderer_factory=functools.partial(fakes.ThinkingRenderer, None),
        )
        train, test = asyncio.run(builder())
        self.assertIsNone(test)
        levels = []
        for i in range(2):  # rl/train.py: for i_batch in range(start_batch, end_batch): dataset.get_batch(i_batch)
            [group] = train.get_batch(i)
            pickle.loads(pickle.dumps(group))  # builders travel to rollout workers
            envs = asyncio.run(group.make_envs())
            self.assertEqual(len({e.problem["ticket"] for e in envs}), 1, "one problem per group")
            ref = ticket_reference(c, envs[0].problem["ticket"])
            for e in envs:  # a thinking model: the answer is in the text part, after a thinking part
                res = asyncio.run(e.step(("let me think <answer>0</answer>", ref)))
                self.assertEqual((res.reward, res.episode_done, res.metrics["correct"]), (1.0, True, 1.0))
            levels.append(c.levels("tinker-run")["sorting"])
        self.assertEqual(levels, [1, 2])
        # Resume from the checkpoint of batch 1: a new process builds the dataset and asks for batch 1.
        resumed, _ = asyncio.run(builder())
        resumed.get_batch(1)
        self.assertEqual(c.levels("tinker-run"), {"sorting": 1}, "back to the curriculum as batch 1 was issued")
        self.assertEqual(m.message_text({"content": [{"type": "thinking", "thinking": "x"}, {"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}), "ab")

    def test_resume_snapshots_are_pruned_to_the_last_k(self):
        m = self._builder_module(True)
        c = client()
        self.addCleanup(c.close)
        c.create_run("tinker-prune", environments=["sorting"], group_size=2)
        c.snapshot("tinker-prune", label="mine")  # not the dataset's: never pruned
        builder = m.RLVEDatasetBuilder(run_id="tinker-prune", batch_size=1, group_size=2, keep_snapshots=3, renderer_factory=functools.partial(fakes.ThinkingRenderer, None))
        train, _ = asyncio.run(builder())
        # rl/train.py: for i_batch in range(start_batch, end_batch): dataset.get_batch(i_batch)
        labels = lambda: [s["snapshot_id"] for s in c.snapshots("tinker-prune")]  # noqa: E731
        for i in range(6):
            train.get_batch(i)
        self.assertEqual(labels(), ["mine", "tinker-batch-000003", "tinker-batch-000004", "tinker-batch-000005"])
        # A resumed training (checkpoint at batch 4, within the last 3) restores batch 4's snapshot and prunes on.
        resumed, _ = asyncio.run(builder())
        resumed.get_batch(4)
        self.assertEqual(labels(), ["mine", "tinker-batch-000003", "tinker-batch-000005", "tinker-batch-000004"], "4 taken again")
        resumed.get_batch(5)
        resumed.get_batch(6)
        self.assertEqual(labels(), ["mine", "tinker-batch-000004", "tinker-batch-000005", "tinker-batch-000006"])
        # keep_snapshots=0 keeps every snapshot; a negative count is refused.
        keep_all, _ = asyncio.run(m.RLVEDatasetBuilder(run_id="tinker-prune", batch_size=1, group_size=2, keep_snapshots=0, renderer_factory=functools.partial(fakes.ThinkingRenderer, None))())
        for i in range(7, 12):
            keep_all.get_batch(i)
        self.assertEqual(len(labels()), 4 + 5)
        with self.assertRaises(ValueError):
            asyncio.run(m.RLVEDatasetBuilder(run_id="tinker-prune", keep_snapshots=-1, renderer_factory=functools.partial(fakes.ThinkingRenderer, None))())


if __name__ == "__main__":
    unittest.main()
