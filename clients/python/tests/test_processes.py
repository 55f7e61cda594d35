"""Loading and processes: adapters loaded by file path from a process whose sys.path does not hold
clients/python; the client after fork(); several processes serving one GRPO batch; error bodies; several
base URLs."""

from __future__ import annotations

import http.server
import json
import multiprocessing
import os
import re
import subprocess
import sys
import threading
import unittest

from . import fakes
from .server import CLIENT_DIR, Server

import rlve_client  # noqa: E402

server: Server


def setUpModule():
    global server
    server = Server().start()


def tearDownModule():
    server.cleanup()


# verl utils/import_utils.py load_module (module name custom_module_<hash>, not registered) and OpenRLHF
# trainer/ray/vllm_engine.py _load_agent_executor (module name "agent_module"), run with `python -I -S`:
# no PYTHONPATH, no site-packages, no current directory on sys.path.
LOADER = r"""
import importlib.util, json, os, sys
path, name, attr = sys.argv[1], sys.argv[2], sys.argv[3]
assert not any(os.path.abspath(p or ".") == os.path.dirname(path) for p in sys.path), sys.path
spec = importlib.util.spec_from_file_location(name, path)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
obj = getattr(module, attr)
out = {"attr": type(obj).__name__}
if attr == "compute_score":
    import rlve_client
    c = rlve_client.RlveClient(os.environ["RLVE_URL"])
    [p] = c.stateless_problems("sorting", 1, 2, include_reference=True)
    out["score"] = obj(data_source="rlve/sorting", solution_str=p["reference"], ground_truth=p["ticket"], extra_info={})["score"]
print(json.dumps(out))
"""


class LoadingTest(unittest.TestCase):
    def run_loader(self, file, name, attr):
        env = {"RLVE_URL": server.url, "PATH": os.environ.get("PATH", "")}
        res = subprocess.run(
            [sys.executable, "-I", "-S", "-c", LOADER, os.path.join(CLIENT_DIR, file), name, attr],
            cwd="/",
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        self.assertEqual(res.returncode, 0, res.stderr)
        return json.loads(res.stdout)

    def test_adapters_load_by_file_path_with_a_clean_sys_path(self):
        out = self.run_loader("rlve_verl.py", "custom_module_12345", "compute_score")
        self.assertEqual(out["score"], 1.0)
        self.assertEqual(self.run_loader("rlve_verl.py", "custom_module_1", "RLVESlotDataset")["attr"], "type")
        self.assertEqual(self.run_loader("rlve_openrlhf.py", "agent_module", "AgentInstance")["attr"], "type")
        for file, attr in (("rlve_trl.py", "rlve_reward"), ("rlve_slime.py", "report_all_samples"), ("rlve_tinker.py", "message_text")):
            self.assertEqual(self.run_loader(file, "by_path", attr)["attr"], "function")

    def test_package_lists_every_module(self):
        with open(os.path.join(CLIENT_DIR, "pyproject.toml")) as f:
            text = f.read()
        listed = set(re.findall(r'"(rlve_\w+)"', text.split("py-modules", 1)[1].split("]", 1)[0]))
        present = {f[:-3] for f in os.listdir(CLIENT_DIR) if f.startswith("rlve_") and f.endswith(".py")}
        self.assertEqual(listed, present)
        self.assertIn("dependencies = []", text)


def _claim_stateless(url, seeds, conn):
    """A forked child using the client its parent created: every answer must be the one it asked for."""
    try:
        c = _shared[0]
        bad = 0
        for seed in seeds:
            [p] = c.stateless_problems("sorting", 1, seed)
            bad += p["seed"] != seed
        conn.send(("ok", bad))
    except BaseException as err:  # report, never hang the parent
        conn.send(("error", repr(err)))


_shared = []


def _grpo_worker(url, run, indices_by_batch, conn):
    """One trainer process (TRL with accelerate: each process reads its share of the sampler's batches and
    calls dataset[i] for each index; or a verl DataLoader worker reading dataset rows), forked after the
    parent used the client."""
    try:
        import rlve_trl

        ds = _shared[1]
        got = []
        for batch in indices_by_batch:
            rows = [ds[i] for i in batch]
            got.extend((i, r["rlve_ticket"]) for i, r in zip(batch, rows))
        conn.send(("ok", got))
    except BaseException as err:
        conn.send(("error", repr(err)))


class ProcessTest(unittest.TestCase):
    def test_forked_children_never_read_each_others_responses(self):
        c = rlve_client.RlveClient(server.url)
        self.addCleanup(c.close)
        c.stateless_problems("sorting", 1, 0)  # the parent's keep-alive connection is open now
        _shared[:] = [c]
        ctx = multiprocessing.get_context("fork")
        pipes, procs = [], []
        for k in range(3):
            parent, child = ctx.Pipe()
            proc = ctx.Process(target=_claim_stateless, args=(server.url, range(100 * k, 100 * k + 15), child))
            proc.start()
            pipes.append(parent)
            procs.append(proc)
        bad_parent = sum(c.stateless_problems("sorting", 1, s)[0]["seed"] != s for s in range(900, 915))
        results = [p.recv() for p in pipes]
        for proc in procs:
            proc.join(30)
        self.assertEqual(results, [("ok", 0)] * 3)
        self.assertEqual(bad_parent, 0)

    def test_grpo_groups_hold_one_ticket_across_processes(self):
        import rlve_trl
        import rlve_verl

        c = rlve_client.RlveClient(server.url)
        self.addCleanup(c.close)
        c.create_run("mp-run", environments=["sorting", "knapsack"], group_size=4)
        for name, ds in (
            ("trl", rlve_trl.SlotDataset(run_id="mp-run", length=10_000, url=server.url, prefix="mp-trl")),
            ("verl", _VerlRows(rlve_verl.RLVESlotDataset(data_files="rlve://train", config={"train_files": "rlve://train", "val_files": "rlve://eval", "rlve": {"run_id": "mp-run", "url": server.url, "slot_prefix": "mp-verl"}}))),
        ):
            with self.subTest(dataset=name):
                ds[0]  # the parent uses the client before forking its workers
                _shared[:] = [c, ds]
                # TRL: 3 processes, 4 generations per prompt, per-process batches of 2 taken in turn
                # (accelerate BatchSamplerShard), 6 prompts per generation batch: a group spans processes.
                order = fakes.trl_repeat_sampler(len(ds), mini_repeat_count=4, batch_size=6, repeat_count=1, seed=7)[: 3 * 24]
                batches = [order[i : i + 2] for i in range(0, len(order), 2)]
                ctx = multiprocessing.get_context("fork")
                pipes, procs = [], []
                for rank in range(3):
                    parent, child = ctx.Pipe()
                    proc = ctx.Process(target=_grpo_worker, args=(server.url, "mp-run", batches[rank::3], child))
                    proc.start()
                    pipes.append(parent)
                    procs.append(proc)
                results = [p.recv() for p in pipes]
                for proc in procs:
                    proc.join(30)
                self.assertTrue(all(r[0] == "ok" for r in results), results)
                by_index = {}
                for _, got in results:
                    for i, t in got:
                        by_index.setdefault(i, set()).add(t)
                self.assertEqual(len(by_index), 18)
                self.assertTrue(all(len(ts) == 1 for ts in by_index.values()), "every GRPO group holds one ticket")
                tickets = [next(iter(ts)) for ts in by_index.values()]
                self.assertEqual(len(set(tickets)), len(tickets), "no problem is served to two slots")
                spans = [len({r for r, (_, got) in enumerate(results) if any(j == i for j, _ in got)}) for i in by_index]
                self.assertGreater(max(spans), 1, "the test does spread groups over processes")


class _VerlRows:
    """verl rows seen like TRL's: the ticket under rlve_ticket (same slots, same claims)."""

    def __init__(self, ds):
        self.ds = ds

    def __len__(self):
        return len(self.ds)

    def __getitem__(self, i):
        return {"rlve_ticket": self.ds[i]["reward_model"]["ground_truth"]}


class _Stub(http.server.BaseHTTPRequestHandler):
    """Answers every request with the status and body queued by the test."""

    answers = []
    hits = []

    def _answer(self):
        n = int(self.headers.get("content-length") or 0)
        self.rfile.read(n)
        type(self).hits.append(self.server.server_address[1])
        status, body, ctype = type(self).answers.pop(0) if type(self).answers else (200, b'{"status": "ok"}', "application/json")
        self.send_response(status)
        self.send_header("content-type", ctype)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = _answer

    def log_message(self, *args):
        pass


class ErrorsAndUrlsTest(unittest.TestCase):
    def setUp(self):
        self.stubs = []
        for _ in range(2):
            s = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Stub)
            threading.Thread(target=s.serve_forever, daemon=True).start()
            self.stubs.append(s)
        _Stub.answers, _Stub.hits = [], []

    def tearDown(self):
        for s in self.stubs:
            s.shutdown()
            s.server_close()

    def url(self, k):
        return f"http://127.0.0.1:{self.stubs[k].server_address[1]}"

    def test_every_error_body_becomes_an_rlve_error(self):
        c = rlve_client.RlveClient(self.url(0), retries=0)
        self.addCleanup(c.close)
        cases = [
            ((409, b'{"error": {"code": "stale_env_version", "message": "env v2"}}', "application/json"), "stale_env_version", "env v2"),
            ((400, b'"a JSON string"', "application/json"), "http_error", "a JSON string"),
            ((400, b'{"error": "flat"}', "application/json"), "http_error", "flat"),
            ((400, b"<html><body>Bad Gateway</body></html>", "text/html"), "http_error", "<html><body>Bad Gateway"),
            ((400, b"", "text/plain"), "http_error", "empty body"),
            ((400, b"\xff\xfe\x00garbled", "application/json"), "http_error", "garbled"),
            ((502, b"<html>proxy</html>", "text/html"), "server_error", "proxy"),
        ]
        for answer, code, text in cases:
            with self.subTest(body=answer[1]):
                _Stub.answers = [answer]
                with self.assertRaises(rlve_client.RlveError) as cm:
                    c.health()
                self.assertEqual((cm.exception.status, cm.exception.code), (answer[0], code))
                self.assertIn(text, cm.exception.message)
        _Stub.answers = [(200, b"not json", "text/plain")]
        with self.assertRaises(rlve_client.RlveError):
            c.health()

    def test_several_base_urls_round_robin_and_failover(self):
        c = rlve_client.RlveClient(base_urls=[self.url(0), self.url(1)], retries=3, backoff=0.01)
        self.addCleanup(c.close)
        for _ in range(6):
            self.assertEqual(c.health(), {"status": "ok"})
        ports = [s.server_address[1] for s in self.stubs]
        self.assertEqual(sorted(_Stub.hits.count(p) for p in ports), [3, 3], "round robin")
        self.stubs[1].shutdown()
        self.stubs[1].server_close()
        self.stubs.pop()
        for _ in range(4):
            self.assertEqual(c.health(), {"status": "ok"}, "fails over to the live URL")
        before = os.environ.get("RLVE_URL")
        os.environ["RLVE_URL"] = f"{self.url(0)}, http://127.0.0.1:9"
        try:
            self.assertEqual(rlve_client.RlveClient().urls, [self.url(0), "http://127.0.0.1:9"])
        finally:
            if before is None:
                del os.environ["RLVE_URL"]
            else:
                os.environ["RLVE_URL"] = before


if __name__ == "__main__":
    unittest.main()
