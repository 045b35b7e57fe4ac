"""How much a peer may ask: messages a second per connection, and code tries a minute per address.

Both take the time as an argument (the server's monotonic clock), so tests need no waiting.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field


@dataclass
class ServerLimits:
    """The server's bounds; every one is a count or a time, never unbounded."""

    rate: float = 20.0  # messages a second a connection may keep up
    burst: float = 40.0  # messages it may send at once
    errors: int = 20  # protocol errors before the connection is closed
    tries: int = 10  # failed codes or tokens an address may try in ``try_window`` seconds
    try_window: float = 60.0
    hosts: int = 20  # tables an address may open in ``try_window`` seconds
    hello_timeout: float = 10.0  # seconds to say hello after the handshake
    hold: float = 600.0  # seconds a dropped person's seat is held before the table pauses
    retire: float = 3600.0  # seconds a finished match stays, once nobody is at it, before it is let go
    max_tables: int = 10_000
    max_connections: int = 5_000
    ping_interval: float | None = 20.0  # keepalive: a half-open connection is noticed within interval + timeout
    ping_timeout: float | None = 20.0
    addresses_kept: int = 100_000  # addresses the try counters remember at most


class Bucket:
    """A token bucket: ``take`` is False once a connection sends faster than ``rate`` for long."""

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate, self.burst, self.level, self.time = rate, burst, burst, now

    def take(self, now: float) -> bool:
        self.level = min(self.burst, self.level + (now - self.time) * self.rate)
        self.time = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


@dataclass
class Tries:
    """Failed tries by address within a window: a code (40 bits) cannot be guessed at this pace."""

    most: int
    window: float
    kept: int
    seen: dict[str, deque[float]] = field(default_factory=dict)

    def blocked(self, address: str, now: float) -> bool:
        times = self.seen.get(address)
        if times is None:
            return False
        while times and now - times[0] > self.window:
            times.popleft()
        if not times:
            del self.seen[address]
            return False
        return len(times) >= self.most

    def failed(self, address: str, now: float) -> None:
        if address not in self.seen and len(self.seen) >= self.kept:
            # Forget the address first seen: the table of addresses stays bounded.
            del self.seen[next(iter(self.seen))]
        self.seen.setdefault(address, deque(maxlen=self.most)).append(now)
