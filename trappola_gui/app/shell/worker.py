"""The thread the computer players, the hints and the reviews think on, off the main thread.

:class:`Worker` is what the game asks of it (the two methods of a one-thread executor);
:class:`AgentWorker` is the game's own, whose thread starts with the first job.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

_T = TypeVar("_T")


class Worker(Protocol):
    """Where the computer players, the hints and the reviews think, off the main thread: the two
    methods of a one-thread executor the game calls (:class:`AgentWorker`; a test may hand a
    ``ThreadPoolExecutor``)."""

    def submit(self, fn: Callable[..., _T], /, *args: Any, **kwargs: Any) -> Future[_T]: ...

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None: ...


class AgentWorker:
    """The thread the computer players (and the hints and reviews) think on, started with the first job.

    A stand-in for a one-thread ``ThreadPoolExecutor``: :mod:`concurrent.futures` loads
    :mod:`logging`, which the menu's first frame has no use for.
    """

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._shut = False

    def submit(self, fn: Callable[..., _T], /, *args: Any, **kwargs: Any) -> Future[_T]:
        if self._pool is None:
            if self._shut:
                raise RuntimeError("cannot schedule new futures after shutdown")
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agent")
        return self._pool.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._shut = True
        if self._pool is not None:
            self._pool.shutdown(wait=wait, cancel_futures=cancel_futures)
