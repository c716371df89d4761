"""Process helpers shared by the tests: process inspection and pytest run in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def process_alive(pid: int) -> bool:
    """True while ``pid`` exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ")[1][0] != "Z"
    except FileNotFoundError:
        return False


def pytest_run(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    """``python -m pytest ARGS`` in ``cwd`` as a user runs it: the environment without this
    run's ``PYTEST_*`` variables, output captured, at most 300 s."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    return subprocess.run(
        # hypothesis's plugin only slows these runs down
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:hypothesispytest",
         *args],
        cwd=cwd, capture_output=True, text=True, env=env, timeout=300,
    )


class PromptSession:
    """A child process driven through its stdin one command at a time: ``send(line)`` writes
    a line and returns what the child printed until its next ``prompt`` (pdb's ``(Pdb) ``),
    within ``timeout`` seconds; ``finish()`` closes stdin and returns the rest."""

    def __init__(self, argv: list[str], prompt: str = "(Pdb) ", timeout: float = 120.0,
                 **popen) -> None:
        self.prompt = prompt
        self.timeout = timeout
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, **popen)
        self.transcript = ""
        self.first = self._until_prompt()

    def _until_prompt(self) -> str:
        import select
        import time

        out = b""
        deadline = time.monotonic() + self.timeout
        fd = self.proc.stdout.fileno()
        while not out.endswith(self.prompt.encode()):
            left = deadline - time.monotonic()
            if left <= 0:
                self.proc.kill()
                raise TimeoutError(f"no {self.prompt!r} prompt within {self.timeout} s; "
                                   f"so far: {(self.transcript + out.decode())[-2000:]}")
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 65536)
                if not chunk:
                    raise EOFError(f"the child ended: {(self.transcript + out.decode())[-2000:]}")
                out += chunk
        text = out.decode()
        self.transcript += text
        return text[: -len(self.prompt)]

    def send(self, line: str) -> str:
        """Write ``line`` and return the output until the next prompt."""
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()
        self.transcript += line + "\n"
        return self._until_prompt()

    def finish(self, line: str) -> tuple[int, str]:
        """Write ``line`` (the last command), close stdin and wait: ``(returncode, rest)``."""
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.close()
        rest = self.proc.stdout.read().decode()
        self.transcript += line + "\n" + rest
        return self.proc.wait(timeout=self.timeout), rest
