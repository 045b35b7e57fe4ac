"""What each setting may hold: the choices, the bounds, and the check that turns a stored value into
a setting's value or says why it cannot be one (``settings.py`` applies them, field by field).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from ..engine.rules import ALL_VARIANTS

FACES = ("italian", "napoletane", "french")
# Face values older versions wrote, and the faces they are now: the Napoletane deck was once a
# recolour of the Italian one, stored as "italian_deep".
OLD_FACES = MappingProxyType({"italian_deep": "napoletane"})
BACKS = ("red", "blue")
LEVELS = ("easy", "normal", "hard")
TARGET_PRESETS = (30, 60, 100)
MAX_TARGET = 10_000
MIN_WINDOW = (800, 600)
MAX_WINDOW_SIDE = 16_384
MAX_ANIMATION_SPEED = 3.0
# The speed setting's named steps and the animation_speed each writes; "instant" turns animation off.
SPEEDS = {"relaxed": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
SEATS = range(4)
# Set in the match's rules by their own fields, never through rule_options.
_RESERVED_RULE_OPTIONS = ("variant", "target")

_LANGUAGE = re.compile(r"[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{1,8}){0,3}")


def _choice(options: tuple[str, ...]) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if not isinstance(value, str) or value not in options:
            raise ValueError(f"must be one of {', '.join(options)}")
        return value

    return check


def _faces(value: Any) -> str:
    """A card-faces choice; a value an older version wrote is read as the faces it became."""
    return _choice(FACES)(OLD_FACES.get(value, value) if isinstance(value, str) else value)


def _boolean(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def _number(low: float, high: float) -> Callable[[Any], float]:
    def check(value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError("must be a number")
        number = float(value)
        if not math.isfinite(number) or not low <= number <= high:
            raise ValueError(f"must be from {low:g} to {high:g}")
        return number

    return check


def _language(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not _LANGUAGE.fullmatch(value):
        raise ValueError("must be a language code such as 'it' or 'pt_BR', or null to follow the system")
    return value


def _target(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MAX_TARGET:
        raise ValueError(f"must be a whole number from 1 to {MAX_TARGET}")
    return value


def _window_size(value: Any) -> tuple[int, int]:
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise ValueError("must be [width, height]")
    width, height = value
    for side, least in ((width, MIN_WINDOW[0]), (height, MIN_WINDOW[1])):
        if isinstance(side, bool) or not isinstance(side, int) or not least <= side <= MAX_WINDOW_SIDE:
            raise ValueError(f"must be at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]}")
    return (width, height)


def _window_pos(value: Any) -> tuple[int, int] | None:
    # Negative places are real: a screen left of or above the main one. The window clamps to the desktop at start.
    if value is None:
        return None
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise ValueError("must be [x, y], or null to let the system place the window")
    for v in value:
        if isinstance(v, bool) or not isinstance(v, int) or not -MAX_WINDOW_SIDE <= v <= MAX_WINDOW_SIDE:
            raise ValueError(f"must be whole numbers from {-MAX_WINDOW_SIDE} to {MAX_WINDOW_SIDE}")
    return (value[0], value[1])


def speed_name(animation_speed: float) -> str:
    """The named speed nearest ``animation_speed`` (a file from an older build may hold any number).

    Speeds are multipliers, so nearness is measured by ratio; only 0 is "instant".

    >>> [speed_name(v) for v in (0.0, 0.25, 0.5, 0.8, 1.5, 3.0)]
    ['instant', 'relaxed', 'relaxed', 'normal', 'fast', 'fast']
    """
    if animation_speed <= 0:
        return "instant"
    moving = [name for name, speed in SPEEDS.items() if speed > 0]
    return min(moving, key=lambda name: abs(math.log(animation_speed / SPEEDS[name])))


def _rule_options(value: Any) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ValueError("must be an object of rule options")
    for key in value:
        if not isinstance(key, str):
            raise ValueError("option names must be text")
        if key in _RESERVED_RULE_OPTIONS:
            raise ValueError(f"{key!r} is a setting of its own, not a rule option")
    # Values are checked against the variant by Rules in Settings.__post_init__.
    return MappingProxyType(dict(value))


def _partner_levels(value: Any) -> Mapping[int, str]:
    if not isinstance(value, Mapping):
        raise ValueError("must be an object from seat to level")
    out: dict[int, str] = {}
    for key, level in value.items():
        # JSON object keys are strings; the window uses seat numbers.
        seat = int(key) if isinstance(key, str) and key in ("0", "1", "2", "3") else key
        if isinstance(seat, bool) or seat not in SEATS:
            raise ValueError("seats must be 0 to 3")
        out[seat] = _choice(LEVELS)(level)
    return MappingProxyType(out)


NAME_LENGTH = 24  # the longest name a player may show at a friend's table (the protocol's limit)


def _player_name(value: Any) -> str:
    """The name the other players see at a friend's table: printable, at most 24 characters."""
    if not isinstance(value, str) or len(value) > NAME_LENGTH or not all(ch.isprintable() for ch in value):
        raise ValueError(f"must be a printable name of at most {NAME_LENGTH} characters")
    return value.strip()


CHECKS: dict[str, Callable[[Any], Any]] = {
    "faces": _faces,
    "four_colour": _boolean,
    "back": _choice(BACKS),
    "language": _language,
    "level": _choice(LEVELS),
    "variant": _choice(ALL_VARIANTS),
    "rule_options": _rule_options,
    "target": _target,
    "animation_speed": _number(0.0, MAX_ANIMATION_SPEED),
    "reduced_motion": _boolean,
    "large_cards": _boolean,
    "sound": _boolean,
    "volume": _number(0.0, 1.0),
    "window_size": _window_size,
    "window_pos": _window_pos,
    "fullscreen": _boolean,
    "allow_undo": _boolean,
    "coach": _boolean,
    "partner_levels": _partner_levels,
    "gather_by_click": _boolean,
    "player_name": _player_name,
}

# How a notice names each setting.
FIELD_WORDS = {
    "faces": "card faces", "four_colour": "four-colour suits", "back": "card back",
    "language": "language", "level": "level", "variant": "variant", "rule_options": "rule options",
    "target": "target score", "animation_speed": "animation speed", "reduced_motion": "reduced motion",
    "large_cards": "large cards", "sound": "sound", "volume": "volume", "window_size": "window size",
    "window_pos": "window position",
    "fullscreen": "full screen", "allow_undo": "undo", "coach": "coach", "partner_levels": "partner levels",
    "gather_by_click": "gather tricks with a click",
    "player_name": "your name",
}
