"""Start a real `node bin/rlve.mjs serve` on a free port with a temporary data directory."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
CLIENT_DIR = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(CLIENT_DIR))
if CLIENT_DIR not in sys.path:
    sys.path.insert(0, CLIENT_DIR)


class Server:
    def __init__(self, data_dir=None, extra_env=None):
        self.owns_dir = data_dir is None
        self.data_dir = data_dir or tempfile.mkdtemp(prefix="rlve-py-")
        self.extra_env = extra_env or {}
        self.proc = None
        self.url = None

    def start(self, timeout=120.0):
        env = dict(os.environ)
        env.pop("RLVE_TOKEN", None)
        env["RLVE_TICKET_SECRET"] = ""
        env.update(self.extra_env)
        self.proc = subprocess.Popen(
            ["node", os.path.join(ROOT, "bin", "rlve.mjs"), "serve", "--port", "0", "--data-dir", self.data_dir, "--workers", "1"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        found = {}

        def read():
            for line in self.proc.stdout:
                m = re.search(r"listening on (http://\S+)", line)
                if m:
                    found["url"] = m.group(1)
                    return

        t = threading.Thread(target=read, daemon=True)
        t.start()
        t.join(timeout)
        if "url" not in found:
            self.proc.kill()
            raise RuntimeError("rlve serve did not start: " + (self.proc.stderr.read() or ""))
        self.url = found["url"]
        return self

    def stop(self, sig=signal.SIGTERM):
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        code = self.proc.returncode if self.proc is not None else None
        for stream in (self.proc.stdout, self.proc.stderr) if self.proc is not None else ():
            stream.close()
        return code

    def cleanup(self):
        self.stop(signal.SIGKILL)
        if self.owns_dir:
            shutil.rmtree(self.data_dir, ignore_errors=True)
