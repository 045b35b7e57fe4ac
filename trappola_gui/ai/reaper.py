"""Ending whatever a bot leaves behind: its processes found, stopped, killed and reaped.

A bot may start helpers, and a helper may leave the bot's session (``setsid``) or
outlive its parent. On Linux a program that runs bots makes itself their
*subreaper* (:func:`adopt_orphans`), so such orphans become its children instead
of init's; closing a bot then walks the process table for everything the bot
started, stops it all before killing any of it (a killed parent's children would
lose their link to it), and reaps what it adopted. Other POSIX systems get the
same walk from ``ps`` without the adoption; Windows relies on ``taskkill /T``
(``protocol._kill_group``). docs/bot-protocol.md says what each system guarantees.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass


@dataclass(frozen=True)
class ProcessInfo:
    """One process as the system lists it."""

    ppid: int
    pgid: int
    sid: int | None  # None where the system does not say (ps)
    start: str  # when it started: a later process given the same id differs here
    zombie: bool


# How long the arena waits for the processes it killed to be gone, and at most how many
# times it looks again for processes started while it was stopping the others.
_END_WAIT = 5.0  # seconds
_FREEZE_ROUNDS = 20
_ADOPTING = False


def adopt_orphans() -> bool:
    """Make this process the reaper of whatever its bots leave behind (Linux only); True if it is.

    A process of a bot whose parent exits, such as a daemon started with ``setsid``, then
    becomes a child of this process instead of init's, so that closing a bot can find it,
    end it and reap it. Only a program that runs bots itself should call this: it changes
    the whole process, not one bot.
    """
    global _ADOPTING
    if not sys.platform.startswith("linux"):
        return False
    pr_set_child_subreaper = 36
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        ok: bool = libc.prctl(pr_set_child_subreaper, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        ok = False
    _ADOPTING = _ADOPTING or ok
    return ok


def adopting_orphans() -> bool:
    """Whether :func:`adopt_orphans` succeeded in this process (or in the process it was forked from)."""
    return _ADOPTING


def _proc_stat(pid: int) -> ProcessInfo | None:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            text = f.read().decode("ascii", "replace")
    except OSError:
        return None
    # The name (field 2) may hold spaces and parentheses: the fields start after its last ")".
    fields = text.rpartition(")")[2].split()
    try:
        return ProcessInfo(ppid=int(fields[1]), pgid=int(fields[2]), sid=int(fields[3]), start=fields[19],
                           zombie=fields[0] in ("Z", "X"))
    except (IndexError, ValueError):
        return None


def process_table_from_ps() -> dict[int, ProcessInfo] | None:
    """Every process, from POSIX ``ps`` (no session ids); None if ps cannot tell."""
    argv = ["ps", "-A", "-o", "pid=", "-o", "ppid=", "-o", "pgid=", "-o", "stat=", "-o", "lstart="]
    try:
        out = subprocess.run(argv, capture_output=True, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    if out.returncode != 0:
        return None
    table: dict[int, ProcessInfo] = {}
    for line in out.stdout.decode("ascii", "replace").splitlines():
        parts = line.split(None, 4)
        try:
            pid, ppid, pgid = int(parts[0]), int(parts[1]), int(parts[2])
        except (IndexError, ValueError):
            continue
        start = parts[4].strip() if len(parts) > 4 else ""
        table[pid] = ProcessInfo(ppid, pgid, None, start, parts[3].startswith("Z"))
    return table


def process_table() -> dict[int, ProcessInfo] | None:
    """Every process of the system: from /proc on Linux, from ps on other POSIX systems; None on Windows."""
    if sys.platform.startswith("linux") and os.path.isdir("/proc/self"):
        table: dict[int, ProcessInfo] = {}
        for name in os.listdir("/proc"):
            if name.isdigit():
                info = _proc_stat(int(name))
                if info is not None:
                    table[int(name)] = info
        return table
    if os.name == "posix":
        return process_table_from_ps()
    return None


def family_of(table: dict[int, ProcessInfo], roots: set[int], session: int | None) -> set[int]:
    """``roots`` and every process they started (by parent links), with the members of ``session``
    (the process group of that number where sessions are unknown)."""
    children: dict[int, list[int]] = {}
    for pid, info in table.items():
        children.setdefault(info.ppid, []).append(pid)
    todo = [pid for pid in roots if pid in table]
    if session is not None:
        todo += [pid for pid, info in table.items() if (info.pgid if info.sid is None else info.sid) == session]
    found: set[int] = set()
    me = os.getpid()
    while todo:
        pid = todo.pop()
        if pid in found or pid == me:
            continue
        found.add(pid)
        todo += children.get(pid, [])
    return found


def _signal(pid: int, start: str, sig: int) -> None:
    """Send ``sig`` to ``pid`` only if it is still the process that started at ``start``."""
    if pid == os.getpid():
        return
    if sys.platform == "linux":
        try:
            fd = os.pidfd_open(pid)
        except ProcessLookupError:
            return
        except OSError:
            fd = -1  # a kernel before 5.3: check, then kill(), with a tiny window for reuse of the id
        try:
            # A pidfd holds on to its process: once it is the right one, the signal cannot reach another.
            info = _proc_stat(pid)
            if info is None or info.start != start:
                return
            with contextlib.suppress(OSError):
                if fd >= 0:
                    signal.pidfd_send_signal(fd, sig)
                else:
                    os.kill(pid, sig)
        finally:
            if fd >= 0:
                os.close(fd)
        return
    with contextlib.suppress(OSError):
        os.kill(pid, sig)


def end_family(roots: dict[int, str | None], session: int | None, spare: set[int]) -> None:
    """Stop, then kill, ``roots`` (pid: start, None for a child not yet reaped), all they started and
    ``session``; wait until they are gone and reap those this process adopted (not ``spare``).

    Everyone is stopped (SIGSTOP) before anyone is killed: a killed parent's children would lose
    their link to it, and a stopped process starts no other.
    """
    held: dict[int, str] = {}
    table: dict[int, ProcessInfo] | None = None
    for _ in range(_FREEZE_ROUNDS):
        table = process_table()
        if table is None:
            return
        live = {pid for pid, start in roots.items() if pid in table and start in (None, table[pid].start)}
        new = {pid: table[pid].start for pid in family_of(table, live | set(held), session) if pid not in held}
        if not new:
            break
        for pid, start in new.items():
            _signal(pid, start, signal.SIGSTOP)
        held.update(new)
    for pid, start in held.items():
        _signal(pid, start, signal.SIGKILL)
    me = os.getpid()
    deadline = time.monotonic() + _END_WAIT
    while held and table is not None:
        for pid, start in list(held.items()):
            info = table.get(pid)
            if info is not None and info.zombie and info.ppid == me and pid not in spare:
                with contextlib.suppress(ChildProcessError):
                    os.waitpid(pid, os.WNOHANG)
            elif info is None or info.start != start or info.zombie:
                del held[pid]  # gone, or a zombie its own parent (or init) will reap
        if not held or time.monotonic() > deadline:
            break
        time.sleep(0.01)
        table = process_table()


def end_orphans(bots: set[int]) -> None:
    """End and reap every process this process adopted that no running bot (``bots``: their pids)
    accounts for."""
    if not _ADOPTING:
        return
    me, session = os.getpid(), os.getsid(0)
    deadline = time.monotonic() + _END_WAIT
    while time.monotonic() < deadline:
        table = process_table()
        if table is None:
            return
        # Children in this process's own session are its workers or its own tools; a bot and all
        # it starts are in the bot's session or a newer one.
        adopted = {pid: info for pid, info in table.items()
                   if info.ppid == me and info.sid is not None and info.sid != session
                   and pid not in bots and info.sid not in bots}
        if not adopted:
            return
        for pid, info in adopted.items():
            if info.zombie:
                with contextlib.suppress(ChildProcessError):
                    os.waitpid(pid, os.WNOHANG)
        running: dict[int, str | None] = {pid: info.start for pid, info in adopted.items() if not info.zombie}
        if running:
            end_family(running, None, bots)
