"""Loggers that load :mod:`logging` with their first line, so the window's first frame waits for none.

The modules on the way to the first frame log through ``log = Log(__name__)`` instead of
``logging.getLogger(__name__)``: the same logger, made when a line is first logged. The running
log's file (:func:`trappola_gui.storage.running_log.setup_logging`) waits with it: the start guard
hands its set-up to :func:`when_logging`, and it runs before the first line logged through a
:class:`Log`, or at :func:`start` right after the first frame (or as soon as something else has
loaded :mod:`logging`), whichever comes first. So every line reaches the file as before, and the
modules loaded later, which use :mod:`logging` directly, find the file set up.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import logging

_waiting: list[Callable[[], object]] = []


def when_logging(setup: Callable[[], object]) -> None:
    """Run ``setup`` before the first line is logged, or at :func:`start`, whichever comes first."""
    _waiting.append(setup)


def start() -> None:
    """Run what waits for logging now (after the first frame): the file is ready for every module."""
    while _waiting:
        _waiting.pop(0)()


def start_if_loaded() -> None:
    """:func:`start`, if a module has loaded :mod:`logging` itself (its lines then reach the file)."""
    if "logging" in sys.modules:
        start()


class Log:
    """``logging.getLogger(name)``, got at the first line logged."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def logger(self) -> logging.Logger:
        import logging

        start()
        # logging.getLogger(name) for a module's name, which each ``Log(__name__)`` is made with.
        return logging.Logger.manager.getLogger(self.name)

    # stacklevel=2: a line says where it was logged from, not this class.
    def debug(self, msg: object, *args: object, **kwargs: Any) -> None:
        self.logger().debug(msg, *args, stacklevel=2, **kwargs)

    def info(self, msg: object, *args: object, **kwargs: Any) -> None:
        self.logger().info(msg, *args, stacklevel=2, **kwargs)

    def warning(self, msg: object, *args: object, **kwargs: Any) -> None:
        self.logger().warning(msg, *args, stacklevel=2, **kwargs)

    def error(self, msg: object, *args: object, **kwargs: Any) -> None:
        self.logger().error(msg, *args, stacklevel=2, **kwargs)

    def exception(self, msg: object, *args: object, **kwargs: Any) -> None:
        self.logger().exception(msg, *args, stacklevel=2, **kwargs)
