"""Tables on the local network, announced and found by mDNS/DNS-SD (the ``zeroconf`` package).

A host's game announces its table as a ``_trappola._tcp`` service: the host's chosen name, the
table code, and the protocol version; a joining game lists what it finds. What a peer announces
is hostile input like any message: every field is checked, and the list is bounded. Where
multicast does not work (``LanFinder.working`` is False), Join by address still works and the
screen says so.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from zeroconf import InterfaceChoice, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .codes import normal_code
from .messages import PROTOCOL_VERSION, clean_name

SERVICE = "_trappola._tcp.local."
MOST_TABLES = 50  # tables a finder lists at most
Interfaces = Sequence[str] | InterfaceChoice


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the local network."""

    name: str  # the host's chosen name
    address: str  # where to connect (an IPv4 or IPv6 address)
    port: int
    code: str
    version: int  # the host's protocol version

    @property
    def url(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"ws://{host}:{self.port}"


def _text(props: dict[bytes, bytes | None], key: bytes, most: int) -> str | None:
    value = props.get(key)
    if value is None or len(value) > most:
        return None
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        return None


def read_announcement(info: ServiceInfo) -> FoundTable | None:
    """A found service as a table, or None if any part of it is not what a Trappola host announces."""
    props = info.properties or {}
    code = normal_code(_text(props, b"code", 16) or "")
    name = _text(props, b"name", 96)
    version = _text(props, b"v", 6)
    port = info.port
    if code is None or name is None or version is None or not version.isdigit() or not port or port > 65535:
        return None
    for address in info.parsed_addresses():
        try:
            ipaddress.ip_address(address)
        except ValueError:
            continue
        return FoundTable(clean_name(name), address, int(port), code, int(version))
    return None


class LanAnnouncer:
    """Announces one table while it is open; ``close`` withdraws it."""

    def __init__(self, name: str, code: str, port: int, addresses: Sequence[str],
                 interfaces: Interfaces = InterfaceChoice.All) -> None:
        self.zc = Zeroconf(interfaces=interfaces)
        label = f"{clean_name(name)[:24]} {code}"
        self.info = ServiceInfo(SERVICE, f"{label}.{SERVICE}", port=port,
                                addresses=[socket.inet_pton(socket.AF_INET6 if ":" in a else socket.AF_INET, a)
                                           for a in addresses],
                                properties={"v": str(PROTOCOL_VERSION), "code": code, "name": clean_name(name)},
                                server=f"trappola-{code.lower()}.local.")
        self.zc.register_service(self.info)

    def close(self) -> None:
        self.zc.unregister_service(self.info)
        self.zc.close()


class LanFinder:
    """Lists the tables announced on the local network, as they come and go."""

    def __init__(self, interfaces: Interfaces = InterfaceChoice.All) -> None:
        self.found: dict[str, FoundTable] = {}
        self.lock = threading.Lock()
        self.zc: Zeroconf | None = None
        self.problem = ""
        try:
            self.zc = Zeroconf(interfaces=interfaces)
            self.browser = ServiceBrowser(self.zc, SERVICE, handlers=[self._changed])
        except OSError as exc:  # no multicast here (a firewall, no network): Join by address still works
            self.problem = str(exc)
            self.zc = None

    @property
    def working(self) -> bool:
        return self.zc is not None

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange,
                 **_: Any) -> None:
        if state_change is ServiceStateChange.Removed:
            with self.lock:
                self.found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=2000)
        table = read_announcement(info) if info is not None else None
        with self.lock:
            if table is None:
                self.found.pop(name, None)
            elif name in self.found or len(self.found) < MOST_TABLES:
                self.found[name] = table

    def tables(self) -> list[FoundTable]:
        with self.lock:
            return sorted(self.found.values(), key=lambda t: (t.name.lower(), t.code))

    def close(self) -> None:
        if self.zc is not None:
            self.zc.close()
            self.zc = None
