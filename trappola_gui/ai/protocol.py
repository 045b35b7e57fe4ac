"""External bots: an agent that asks a program over stdin/stdout (the JSON it reads: ``bot_messages``).

The protocol is documented in ``docs/bot-protocol.md``: one JSON line per
decision, ``{"type": "decide", "observation": {...}, "legal": [...]}``, and
one JSON line back, an action in deal-record form.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import queue
import random
import shlex
import signal
import subprocess
from typing import Any

from trappola_gui.engine import Action, Declare, Observation, action_from_json

from .base import Agent
from .bot_io import LineReader, bot_log_dir, open_log
from .bot_messages import PROTOCOL_VERSION, observation_to_json
from .reaper import end_family, end_orphans, family_of, process_table

# How long a bot may think over one decision, and how long one answer may be.
DEFAULT_MOVE_TIMEOUT = 10.0  # seconds
MAX_ANSWER_BYTES = 1 << 20
# What an error message quotes of a bot's answer.
_QUOTE = 80


class BotError(RuntimeError):
    """An external bot that died, hung, said something unreadable, or chose an illegal action.

    ``str`` is one line naming the bot, its seat and the reason.
    """

    def __init__(self, command: str, seat: int | None, reason: str) -> None:
        self.command, self.seat, self.reason = command, seat, reason
        where = f" at seat {seat}" if seat is not None else ""
        super().__init__(f"bot {_quote(command, 60)}{where}: {reason}")

    def __reduce__(self) -> tuple[Any, ...]:
        # Raised in an arena worker and re-raised in the parent: rebuild from the parts.
        return (BotError, (self.command, self.seat, self.reason))


def _quote(text: str, limit: int = _QUOTE) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= limit else text[:limit] + "…")


# Every bot process still running, so that any way out of the arena (an error, SIGTERM,
# SIGINT, the end) can stop each one with its children.
_LIVE: set[CommandAgent] = set()


def live_bot_pids() -> set[int]:
    return {agent.proc.pid for agent in _LIVE if agent.proc is not None}


def stop_all_bots() -> None:
    """Kill every bot this process started, with everything they started."""
    for agent in list(_LIVE):
        agent.kill()
    end_orphans(live_bot_pids())


atexit.register(stop_all_bots)


class CommandAgent(Agent):
    """An agent played by an external program speaking the JSON-lines protocol.

    The program runs in a session (Windows: a process group) of its own, so that
    stopping it stops whatever it started too. Its standard error goes to
    ``log_name.log`` in ``log_dir`` (None: :func:`bot_log_dir`'s fresh folder).
    Each decision has ``move_timeout`` seconds and an answer at most
    ``MAX_ANSWER_BYTES``; every failure is a :class:`BotError`.
    """

    name = "cmd"

    def __init__(self, command: str, seed: int = 0, move_timeout: float = DEFAULT_MOVE_TIMEOUT) -> None:
        super().__init__(seed)
        self.command = command
        self.move_timeout = move_timeout
        self.proc: subprocess.Popen[bytes] | None = None
        self.reader: LineReader | None = None
        self.log_dir: str | None = None
        self.log_name = "bot"
        self.log_path: str | None = None
        # The bot's processes seen while it ran (pid: start): once the bot has exited, its
        # children no longer point back to it.
        self._family: dict[int, str] = {}

    def _fail(self, seat: int | None, reason: str) -> BotError:
        self.kill()
        if self.log_path is not None:
            reason += f" (its standard error: {self.log_path})"
        return BotError(self.command, seat, reason)

    def _start(self, seat: int) -> subprocess.Popen[bytes]:
        if self.proc is not None and self.proc.poll() is None:
            return self.proc
        if self.proc is not None:
            raise self._fail(seat, f"ended (exit status {self.proc.returncode})")
        try:
            argv = shlex.split(self.command)
        except ValueError as exc:
            raise BotError(self.command, seat, f"not a command line: {exc}") from None
        if not argv:
            raise BotError(self.command, seat, "no program named")
        group: dict[str, Any] = (
            {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP} if os.name == "nt"  # type: ignore[attr-defined]
            else {"start_new_session": True})
        try:
            log, self.log_path = open_log(bot_log_dir(self.log_dir), self.log_name)
        except OSError as exc:
            raise BotError(self.command, seat, f"could not open its log: {exc.strerror or exc}") from None
        # Never the arena's own standard error: a helper the bot leaves running would hold it open.
        with log:
            try:
                self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                                             bufsize=0, **group)
            except OSError as exc:
                with contextlib.suppress(OSError):
                    os.remove(self.log_path)
                self.log_path = None
                raise BotError(self.command, seat, f"could not start: {exc.strerror or exc}") from None
        assert self.proc.stdout is not None
        self.reader = LineReader(self.proc.stdout, MAX_ANSWER_BYTES)
        _LIVE.add(self)
        return self.proc

    def choose(self, obs: Observation) -> Action:
        # Every decision goes to the bot, even a forced one: it may want to follow the deal.
        if not obs.legal:
            raise ValueError(f"seat {obs.seat} has nothing to decide")
        return self.decide(obs, random.Random(0))

    def decide(self, obs: Observation, rng: random.Random) -> Action:
        seat = obs.seat
        proc = self._start(seat)
        assert proc.stdin is not None and self.reader is not None
        message = {"type": "decide", "version": PROTOCOL_VERSION,
                   "observation": observation_to_json(obs),
                   "legal": [a.to_json() for a in obs.legal]}
        self.reader.ask()
        try:
            proc.stdin.write((json.dumps(message) + "\n").encode("utf-8"))
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._fail(seat, "closed its input") from None
        try:
            line = self.reader.next(self.move_timeout)
        except queue.Empty:
            raise self._fail(seat, f"gave no answer within {self.move_timeout:g} s") from None
        if line is None:
            status = proc.poll()
            ended = f"ended without answering (exit status {status})" if status is not None else "closed its output"
            raise self._fail(seat, ended)
        if line == "too-long":
            raise self._fail(seat, f"answered more than {MAX_ANSWER_BYTES} bytes on one line")
        if line == "two-lines":
            raise self._fail(seat, "broke the protocol: wrote more than one line for one request")
        assert isinstance(line, bytes)
        text = line.decode("utf-8", errors="replace")
        try:
            action = action_from_json(json.loads(text))
        except RecursionError:
            raise self._fail(seat, "answered JSON nested too deeply") from None
        except (ValueError, TypeError) as exc:
            raise self._fail(seat, f"answered {_quote(text)}: {str(exc)[:_QUOTE]}") from None
        if action.seat != seat:
            raise self._fail(seat, f"answered for seat {action.seat}")
        if action in obs.legal:
            return action
        for legal in obs.legal:
            # Declarations may come in another order; compare as sets.
            if (isinstance(action, Declare) and isinstance(legal, Declare)
                    and set(action.combinations) == set(legal.combinations)):
                return legal
        raise self._fail(seat, f"chose an illegal action: {_quote(text)}")

    def _remember_family(self) -> None:
        proc = self.proc
        if proc is None or os.name == "nt" or proc.poll() is not None:
            return
        table = process_table()
        if table is not None:
            family = family_of(table, {proc.pid}, proc.pid)
            self._family.update({pid: table[pid].start for pid in family if pid != proc.pid})

    def kill(self) -> None:
        """Stop the bot and every process it started, at once."""
        proc = self.proc
        _LIVE.discard(self)
        if proc is None:
            return
        if os.name != "nt":
            roots: dict[int, str | None] = dict(self._family)
            if proc.returncode is None:
                roots[proc.pid] = None  # not reaped yet (only proc reaps it), so its id is still its own
            end_family(roots, proc.pid, {proc.pid})
            # Where no process table is to be had, the bot's group is all that can be reached.
            _kill_group(proc)
        elif proc.poll() is None:
            _kill_group(proc)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=5)
        for stream in (proc.stdin, proc.stdout):
            with contextlib.suppress(OSError, ValueError):
                if stream is not None:
                    stream.close()
        self._family.clear()
        end_orphans(live_bot_pids())

    def close(self) -> None:
        """Say quit, give the bot a moment to leave, then stop all it started anyway."""
        proc = self.proc
        if proc is None:
            return
        self._remember_family()
        if proc.poll() is None and proc.stdin is not None:
            with contextlib.suppress(OSError, ValueError):
                proc.stdin.write(b'{"type": "quit"}\n')
                proc.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=2)
        self.kill()
        self.proc = None


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    if os.name == "nt":
        # taskkill /T stops the bot's children too; it is the system's own tool, named here, never by data.
        with contextlib.suppress(OSError):
            subprocess.run(["taskkill", "/F", "/T", "/PID", str(proc.pid)], capture_output=True, timeout=10)
        with contextlib.suppress(OSError):
            proc.kill()
        return
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        # The leader is gone; its group may still hold children, but no longer under its id.
        with contextlib.suppress(OSError):
            proc.kill()
