"""The seat at a friend's table, kept in the player's data folder (``friend-table.json``).

What lets the player come back to the table after a drop, a crash or a restart (the table's
address and code, the seat and its secret token, whether this game hosts it and on which port),
and the records of its finished deals, which hide nothing: the match sheet, the replay and the
review read them. One table is kept, the last one sat at; a new one replaces it. The token is a
secret: the file is written like every other, in the player's own folder.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from trappola_gui.engine import RecordError, Rules, RulesError
from trappola_gui.engine.record import deal_from_json

from .atomic import atomic_write_json
from .errors import CorruptFileError
from .formats import DocumentKind, load_document, reject
from .paths import AppPaths

FRIEND = DocumentKind("friend", "friend's table", 1)
MOST_DEALS = 1_000  # a match to 100 is over long before
_CODE = re.compile(r"[0-9A-Z]{4}-[0-9A-Z]{4}")
_TOKEN = re.compile(r"[0-9a-f]{32,64}")
_URL = re.compile(r"wss?://[0-9A-Za-z.\-\[\]:]{1,200}")


@dataclass
class FriendTable:
    url: str  # ws://HOST:PORT or wss://HOST:PORT
    code: str
    seat: int
    token: str
    rules: Rules
    host_port: int | None = None  # this game hosts the table: the port its server listened on
    over: bool = False
    records: dict[int, dict[str, Any]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"format": FRIEND.format, "url": self.url, "code": self.code, "seat": self.seat, "token": self.token,
                "rules": self.rules.to_dict(), "host_port": self.host_port, "over": self.over,
                "records": [self.records[i] for i in sorted(self.records)]}

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> FriendTable:
        """Checked field by field; raises :class:`CorruptFileError`."""
        def need(name: str, ok: bool) -> None:
            if not ok:
                raise CorruptFileError(f"{name}: missing or not what it should be")

        url, code, seat, token = doc.get("url"), doc.get("code"), doc.get("seat"), doc.get("token")
        need("url", isinstance(url, str) and _URL.fullmatch(url) is not None)
        need("code", isinstance(code, str) and _CODE.fullmatch(code) is not None)
        need("seat", isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat <= 3)
        need("token", isinstance(token, str) and _TOKEN.fullmatch(token) is not None)
        port = doc.get("host_port")
        need("host_port", port is None or (isinstance(port, int) and not isinstance(port, bool) and 0 < port < 65536))
        need("over", isinstance(doc.get("over", False), bool))
        try:
            rules = Rules.from_dict(doc.get("rules"))  # type: ignore[arg-type]
        except (RulesError, TypeError, AttributeError) as exc:
            raise CorruptFileError(f"rules: {exc}") from None
        records = doc.get("records", [])
        need("records", isinstance(records, list) and len(records) <= MOST_DEALS)
        for i, record in enumerate(records):
            try:
                deal = deal_from_json(record, rules)
            except RecordError as exc:
                raise CorruptFileError(f"records[{i}]: {exc}") from None
            need(f"records[{i}]", deal.is_over)
        assert isinstance(url, str) and isinstance(code, str) and isinstance(seat, int) and isinstance(token, str)
        return cls(url, code, seat, token, rules, port, bool(doc.get("over", False)), dict(enumerate(records)))


def save_friend_table(paths: AppPaths, table: FriendTable) -> None:
    """Write the seat and the records (atomic; raises WriteError)."""
    atomic_write_json(paths.friend_table_file, table.to_json())


_FORGOTTEN = "the friend's table cannot be resumed from this game"


def load_friend_table(paths: AppPaths) -> tuple[FriendTable | None, str | None]:
    """The seat last sat at, and at most one notice; a bad file is set aside, never overwritten."""
    path = paths.friend_table_file
    doc, notice = load_document(path, FRIEND, _FORGOTTEN)
    if doc is None:
        return None, notice
    try:
        return FriendTable.from_json(doc), None
    except CorruptFileError as exc:
        return None, reject(path, FRIEND.label, _FORGOTTEN, str(exc))
