"""A real TRL GRPOTrainer against a real `rlve serve`: a manual check, not run in CI (it needs torch,
transformers, accelerate, trl and datasets). A tiny random Llama and a character tokenizer stand in for a
model, so completions are noise and rewards are -1; what is checked is the data path: rows claimed just
in time, every GRPO group on one ticket, also when a group is spread over processes.

    python3 clients/python/checks/trl_grpo.py                          # 1 process, rlve_trl.dataset()
    python3 clients/python/checks/trl_grpo.py --procs 2 --per-device 2 --workers 2
    python3 clients/python/checks/trl_grpo.py --procs 2 --per-device 2 --iterable

Exits 1 if a group holds two tickets.
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))


def trainer(a):
    import torch
    from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast
    from trl import GRPOConfig, GRPOTrainer

    import rlve_trl

    if a.random_fingerprints:  # datasets 5.0.1 + dill 0.4.1 cannot hash pyarrow 25 tables; fingerprints are cache keys
        import uuid

        import datasets.fingerprint

        datasets.fingerprint.Hasher.hash = classmethod(lambda cls, value: uuid.uuid4().hex)
    vocab = {t: i for i, t in enumerate(["<unk>", "<pad>", "<eos>"] + [chr(i) for i in range(32, 127)] + ["\n", "\t"])}
    tok = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Split(Regex("."), behavior="isolated")
    tok.decoder = decoders.Fuse()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="<unk>", pad_token="<pad>", eos_token="<eos>")
    tokenizer.chat_template = "{% for m in messages %}{{ m['role'] }}: {{ m['content'] }}\n{% endfor %}{% if add_generation_prompt %}assistant: {% endif %}"
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=len(vocab), hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=8192, pad_token_id=1, eos_token_id=2, bos_token_id=2)
    calls = []

    def rlve_reward(**kw):
        out = rlve_trl.rlve_reward(**kw)
        calls.append(list(kw["rlve_ticket"]))
        return out

    ds = rlve_trl.iterable_dataset(run_id=a.run_id, prefix=a.prefix) if a.iterable else rlve_trl.dataset(run_id=a.run_id, length=100_000, prefix=a.prefix)
    args = GRPOConfig(output_dir=tempfile.mkdtemp(), per_device_train_batch_size=a.per_device, num_generations=4, max_completion_length=8, max_steps=a.steps, report_to=[], use_cpu=True, save_strategy="no", dataloader_num_workers=0 if a.iterable else a.workers, logging_steps=1)
    GRPOTrainer(model=LlamaForCausalLM(config), processing_class=tokenizer, reward_funcs=[rlve_reward], train_dataset=ds, args=args).train()
    with open(os.path.join(a.out, f"rank{os.environ.get('RANK', '0')}.json"), "w") as f:
        json.dump(calls, f)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--procs", type=int, default=1)
    p.add_argument("--per-device", type=int, default=8)
    p.add_argument("--workers", type=int, default=0)
    p.add_argument("--steps", type=int, default=2)
    p.add_argument("--iterable", action="store_true")
    p.add_argument("--random-fingerprints", action="store_true")
    p.add_argument("--trainer", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--run-id", default="trl-check")
    p.add_argument("--prefix", default="trl-check")
    p.add_argument("--out", default="")
    a = p.parse_args()
    if a.trainer:
        return trainer(a)
    from tests.server import Server

    import rlve_client

    server = Server().start()
    try:
        c = rlve_client.RlveClient(server.url)
        c.create_run(a.run_id, environments=["sorting", "knapsack"], group_size=4)
        out = tempfile.mkdtemp()
        cmd = [os.path.abspath(__file__), "--trainer", "--out", out, "--run-id", a.run_id, "--prefix", a.prefix, "--per-device", str(a.per_device), "--workers", str(a.workers), "--steps", str(a.steps)]
        cmd += ["--iterable"] * a.iterable + ["--random-fingerprints"] * a.random_fingerprints
        launch = [sys.executable] if a.procs == 1 else [sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", str(a.procs), "--master_port", "29531"]
        subprocess.run(launch + cmd, env=dict(os.environ, RLVE_URL=server.url), check=True, timeout=1800)
        ranks = [json.load(open(f)) for f in sorted(glob.glob(os.path.join(out, "rank*.json")))]
        envs = c.run(a.run_id)["state"]["envs"]
        print("issued", sum(e["issued"] for e in envs.values()), "scored", sum(e["scored"] for e in envs.values()))
        bad = 0
        for step in range(a.steps):
            merged = [t for r in ranks for t in r[step]]  # ranks hold consecutive slices of the generation batch
            groups = [merged[i : i + 4] for i in range(0, len(merged), 4)]
            bad += sum(len(set(g)) != 1 for g in groups)
            print("step", step, "per rank", [[t[-6:] for t in r[step]] for r in ranks])
        print("groups with more than one ticket:", bad)
        return 1 if bad else 0
    finally:
        server.cleanup()


if __name__ == "__main__":
    sys.exit(main())
