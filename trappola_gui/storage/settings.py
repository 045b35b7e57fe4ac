"""The player's settings: what they are, their defaults, and the settings file.

:class:`Settings` is a frozen value checked on construction. Reading the file is
forgiving per field: a single bad value falls back to its default and the rest
are kept, but the original file is still set aside so that nothing the player
wrote is lost, and the notice names the settings that were reset.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from ..engine.rules import Rules, RulesError
from .atomic import atomic_write_json
from .errors import StorageError
from .formats import DocumentKind, load_document, write_keeping_original
from .lazy_log import Log
from .paths import AppPaths
from .setting_values import CHECKS, FIELD_WORDS

log = Log(__name__)


class SettingsError(ValueError):
    """A setting with a value it cannot have; ``str`` names the setting and why."""


@dataclass(frozen=True)
class Settings:
    """Every setting, with its default. Mapping fields are read-only views."""

    faces: str = "italian"
    four_colour: bool = False
    back: str = "red"
    language: str | None = None  # None follows the system's language
    level: str = "normal"
    variant: str = "classic"
    rule_options: Mapping[str, Any] = field(default_factory=dict)  # overrides of the variant's preset
    target: int = 60
    animation_speed: float = 1.0  # 0 turns animation off
    reduced_motion: bool = False
    large_cards: bool = False
    sound: bool = True
    volume: float = 0.8
    window_size: tuple[int, int] = (1280, 800)
    window_pos: tuple[int, int] | None = None  # the window's top-left on the desktop; None lets the system place it
    fullscreen: bool = False
    allow_undo: bool = True
    coach: bool = False
    partner_levels: Mapping[int, str] = field(default_factory=dict)  # seat -> level; missing seats use level
    # A finished trick stays on the table until the player clicks or presses a key. A file from before
    # it lacks the field and loads quietly with it off (from_json), so the format stays at version 1.
    gather_by_click: bool = False
    player_name: str = ""  # the name others see at a friend's table ("" until the player chooses one)

    def __post_init__(self) -> None:
        for name, check in CHECKS.items():
            try:
                object.__setattr__(self, name, check(getattr(self, name)))
            except ValueError as exc:
                raise SettingsError(f"{name}: {exc}") from None
        try:
            self.rules()
        except RulesError as exc:
            raise SettingsError(f"rule_options: {exc}") from None

    def rules(self) -> Rules:
        """The rules a new match starts with."""
        return Rules.from_dict({**self.rule_options, "variant": self.variant, "target": self.target})

    def level_of(self, seat: int) -> str:
        """The computer's level at ``seat`` (partner_levels first, then level)."""
        return self.partner_levels.get(seat, self.level)

    def replace(self, **changes: Any) -> Settings:
        """A copy with some settings changed; raises :class:`SettingsError`."""
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": SETTINGS.format}
        for f in fields(self):
            out[f.name] = getattr(self, f.name)
        out["rule_options"] = dict(self.rule_options)
        out["window_size"] = list(self.window_size)
        out["window_pos"] = None if self.window_pos is None else list(self.window_pos)
        out["partner_levels"] = {str(seat): level for seat, level in sorted(self.partner_levels.items())}
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from a current-version document, and the fields that were bad.

        A bad or unknown field is reported and its default used; the others are
        kept. Missing fields quietly take their defaults (a file from an older
        build that lacked them is not broken).
        """
        values: dict[str, Any] = {}
        bad: list[str] = []
        for name, value in data.items():
            if name == "format":
                continue
            check = CHECKS.get(name)
            if check is None:
                bad.append(name)
                continue
            try:
                values[name] = check(value)
            except ValueError:
                bad.append(name)
        try:
            settings = cls(**values)
        except SettingsError:
            # Every field passed alone, so the clash is the rule options against the variant.
            values.pop("rule_options", None)
            bad.append("rule_options")
            settings = cls(**values)
        return settings, bad


def _from_v0(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 0: the unversioned dict of the pre-release builds.

    It called the level ``difficulty`` and kept the window size as ``"WxH"``.
    """
    if "difficulty" in doc and "level" not in doc:
        doc["level"] = doc.pop("difficulty")
    window = doc.get("window_size")
    if isinstance(window, str) and re.fullmatch(r"[0-9]{1,5}x[0-9]{1,5}", window):
        width, height = window.split("x")
        doc["window_size"] = [int(width), int(height)]
    return doc


SETTINGS = DocumentKind("settings", "settings file", 1, {0: _from_v0})

_DEFAULTS_USED = "the defaults are used"


def _unknown_words(bad: list[str]) -> list[str]:
    known = [FIELD_WORDS[name] for name in bad if name in FIELD_WORDS]
    unknown = sum(1 for name in bad if name not in FIELD_WORDS)
    if unknown:
        known.append("an unknown setting" if unknown == 1 else f"{unknown} unknown settings")
    return known


def load_settings(paths: AppPaths) -> tuple[Settings, str | None]:
    """The player's settings and at most one notice; never raises for a bad file.

    No file: defaults, no notice. A file that cannot be read at all: set aside,
    defaults. Some bad fields: those reset, the rest kept, the original set
    aside and the repaired settings written back.
    """
    path = paths.settings_file
    doc, notice = load_document(path, SETTINGS, _DEFAULTS_USED)
    if doc is None:
        return Settings(), notice
    settings, bad = Settings.from_json(doc)
    if not bad:
        return settings, None
    words = ", ".join(_unknown_words(bad))
    log.warning("%s: bad settings %s", path, bad)
    try:
        kept = save_settings(paths, settings)
    except StorageError as exc:
        return settings, (
            f"Some settings could not be read ({words}) and are reset to their defaults for this session; "
            f"the file could not be repaired ({exc}) and was left as it was."
        )
    where = f" The original file was kept as {kept.name}." if kept is not None else ""
    return settings, (
        f"Some settings could not be read ({words}) and were reset to their defaults; the rest were kept.{where}"
    )


def _reads_as_is(data: Any) -> bool:
    try:
        return not Settings.from_json(SETTINGS.upgrade(data))[1]
    except StorageError:
        return False


def save_settings(paths: AppPaths, settings: Settings) -> Path | None:
    """Write the settings file; raises :class:`~trappola_gui.storage.errors.WriteError`.

    A file there that this game would not read as it is is kept aside first;
    returns the name it was kept under, if any.
    """
    return write_keeping_original(
        paths.settings_file, "settings", lambda: atomic_write_json(paths.settings_file, settings.to_json()),
        _reads_as_is)
