"""The README's trainer loop example (examples/trainer_loop.py) runs as documented against a real rlve serve."""

import os
import re
import subprocess
import sys
import unittest

from tests.server import CLIENT_DIR, Server

EXAMPLE = os.path.join(CLIENT_DIR, "examples", "trainer_loop.py")


class TrainerLoopExampleTest(unittest.TestCase):
    def test_runs_and_reports_each_step(self):
        server = Server().start()
        try:
            out = subprocess.run(
                [sys.executable, EXAMPLE, "--url", server.url, "--steps", "2"],
                capture_output=True,
                text=True,
                timeout=300,
            )
        finally:
            server.cleanup()
        self.assertEqual(out.returncode, 0, out.stderr)
        steps = re.findall(r"^step (\d+): 4 prompts x 4, mean reward -?[\d.]+, counted 16, ", out.stdout, re.M)
        self.assertEqual(steps, ["0", "1"], out.stdout)


if __name__ == "__main__":
    unittest.main()
