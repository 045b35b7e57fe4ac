"""The rules of one match as a frozen value: a variant preset plus options.

Option names and meanings are fixed by the deal record (docs/deal-record.md); a
variant is only a preset of them (docs/rules.md section 7).

>>> r = Rules.from_dict({"variant": "czech", "target": 100})
>>> (r.points, r.mandatory_declarations, r.target)
('czech', True, 100)
>>> r.to_dict()
{'variant': 'czech', 'target': 100}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from .quote import short_repr

if TYPE_CHECKING:
    from .game import Game

# The variants of docs/rules.md section 7 (the ones the window's New match offers today).
VARIANTS = ("classic", "blind", "no2", "czech", "austrian", "partnership")
# Trappola 1524, the Venetian game of docs/historical.md: the same engine, its own rules.
HISTORICAL = "historical"
# Every variant a record or the command line may name.
ALL_VARIANTS = VARIANTS + (HISTORICAL,)

_DEFAULTS: dict[str, Any] = {
    "deck": 36,
    "points": "classic",
    "exchange": False,
    "mandatory_declarations": False,
    "players": 2,
    "declarations": True,
    "must_win": False,
    "declarations_bind": False,
    "match_scoring": "margin",
    "fixed_points": 1,
    "target": 60,
    "historical": False,
}

_PRESETS: dict[str, dict[str, Any]] = {
    "classic": {},
    "blind": {"declarations": False},
    "no2": {"deck": 32},
    "czech": {"points": "czech", "mandatory_declarations": True},
    "austrian": {"exchange": True},
    "partnership": {"players": 4},
    HISTORICAL: {"historical": True, "points": "historical", "target": 100},
}

_CHOICES: dict[str, tuple[Any, ...]] = {
    "deck": (36, 32),
    "points": ("classic", "czech", "historical"),
    "players": (2, 4),
    "match_scoring": ("margin", "fixed", "cumulative"),
    "fixed_points": (1, 2),
}
_BOOLEANS = ("exchange", "mandatory_declarations", "declarations", "must_win", "declarations_bind", "historical")
OPTION_NAMES = tuple(_DEFAULTS)
# Any positive whole number is a target (docs/deal-record.md 1.1), up to a bound that keeps numbers
# in a record small: no match reaches a billion points.
MAX_TARGET = 1_000_000_000


class RulesError(ValueError):
    """Unknown variant or option, a bad value, or options that cannot combine."""


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule option of docs/rules.md; build with :meth:`from_dict` or :meth:`variant_preset`."""

    variant: str = "classic"
    deck: int = 36
    points: str = "classic"
    exchange: bool = False
    mandatory_declarations: bool = False
    players: int = 2
    declarations: bool = True
    must_win: bool = False
    declarations_bind: bool = False
    match_scoring: str = "margin"
    fixed_points: int = 1
    target: int = 60
    historical: bool = False  # Trappola 1524 (docs/historical.md): its own deal, exchange, play and scoring

    def __post_init__(self) -> None:
        _check(self)

    @classmethod
    def variant_preset(cls, variant: str = "classic") -> "Rules":
        if variant not in _PRESETS:
            raise RulesError(f"unknown variant {variant!r} (known: {', '.join(ALL_VARIANTS)})")
        return cls(variant=variant, **{**_DEFAULTS, **_PRESETS[variant]})

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Rules":
        """Rules from the ``rules`` object of a record; raises :class:`RulesError`."""
        if not isinstance(data, Mapping):
            raise RulesError("rules must be an object")
        variant = data.get("variant", "classic")
        if not isinstance(variant, str):
            raise RulesError("variant must be a string")
        if variant not in _PRESETS:
            raise RulesError(f"unknown variant {short_repr(variant)} (known: {', '.join(ALL_VARIANTS)})")
        base = cls.variant_preset(variant)
        overrides = {k: v for k, v in data.items() if k != "variant"}
        for key in overrides:
            if key not in _DEFAULTS:
                raise RulesError(f"unknown rule option {short_repr(key)}")
        return replace(base, **overrides)

    def with_options(self, **options: Any) -> "Rules":
        for key in options:
            if key not in _DEFAULTS:
                raise RulesError(f"unknown rule option {key!r}")
        return replace(self, **options)

    def same_game(self, other: "Rules") -> bool:
        """True when both play the same game, whatever preset each was written from.

        >>> blind = Rules.from_dict({"variant": "blind", "declarations": True})
        >>> blind == Rules.variant_preset("classic"), blind.same_game(Rules.variant_preset("classic"))
        (False, True)
        """
        return all(getattr(self, name) == getattr(other, name) for name in OPTION_NAMES)

    def to_dict(self) -> dict[str, Any]:
        """The variant and only the options that differ from its preset."""
        preset = {**_DEFAULTS, **_PRESETS[self.variant]}
        out: dict[str, Any] = {"variant": self.variant}
        for f in fields(self):  # every option is a plain value: no deep copy needed (asdict makes one)
            value = getattr(self, f.name)
            if f.name != "variant" and preset[f.name] != value:
                out[f.name] = value
        return out

    def cutter(self, dealer: int) -> int:
        """The seat that cuts the pack: the non-dealer with two players, the dealer's right with four.

        >>> Rules.variant_preset("classic").cutter(0), Rules.variant_preset("partnership").cutter(0)
        (1, 3)
        """
        return (dealer + 1) % 2 if self.players == 2 else (dealer - 1) % 4

    @property
    def game(self) -> Game:
        """The rule authority of these rules (``engine.game``): card order, tricks, sides, points, legality."""
        from .game import game_of  # the rule options alone (the settings) need none of the play

        return game_of(self)

    @property
    def deck_points(self) -> int:
        if self.points == "historical":
            return 72  # A 6, K 5, Q 4, J 3: 18 a suit (docs/historical.md 1)
        per_suit = 20 if self.points == "classic" else 15
        if self.deck == 32:
            per_suit -= 2 if self.points == "classic" else 1
        return 4 * per_suit

    @property
    def stock_size(self) -> int:
        """Cards in the stock after the deal, trump indicator included."""
        return 0 if self.players == 4 or self.historical else self.deck - 18

    @property
    def tricks_per_deal(self) -> int:
        return 9 if self.players == 4 or self.historical else self.deck // 2

    @property
    def declarations_chosen(self) -> bool:
        """True where players choose what to declare (a declare action each)."""
        return self.declarations and not self.mandatory_declarations


def _check(rules: Rules) -> None:
    if rules.variant not in _PRESETS:
        raise RulesError(f"unknown variant {rules.variant!r} (known: {', '.join(ALL_VARIANTS)})")
    for f in fields(rules):
        name, value = f.name, getattr(rules, f.name)
        if name in _BOOLEANS and not isinstance(value, bool):
            raise RulesError(f"option {name!r} must be true or false, not {short_repr(value)}")
        # 36.0 equals 36 but is not what the record format allows: the type must match too.
        if name in _CHOICES and (type(value) is not type(_CHOICES[name][0]) or value not in _CHOICES[name]):
            allowed = ", ".join(repr(c) for c in _CHOICES[name])
            raise RulesError(f"option {name!r} must be one of {allowed}, not {short_repr(value)}")
    if type(rules.target) is not int or not 0 < rules.target <= MAX_TARGET:
        raise RulesError(
            f"option 'target' must be a positive whole number up to {MAX_TARGET}, not {short_repr(rules.target)}")
    if rules.mandatory_declarations and not rules.declarations:
        raise RulesError("declarations cannot be mandatory when declarations are off")
    if rules.players == 4 and rules.deck != 36:
        raise RulesError("the partnership game needs the 36-card pack (9 cards each)")
    if rules.players == 4 and rules.exchange:
        raise RulesError("the Austrian exchange needs a stock; the partnership game has none")
    if rules.historical or rules.points == "historical":
        _check_historical(rules)


def _check_historical(rules: Rules) -> None:
    """The options Trappola 1524 (docs/historical.md) can take: declarations on or off, mandatory or
    not, and the match options; everything else is a rule of the later game."""
    if not rules.historical:
        raise RulesError("the card points 'historical' belong to Trappola 1524 (option 'historical')")
    if rules.points != "historical":
        raise RulesError("Trappola 1524 counts its own card points (points 'historical')")
    if rules.deck != 36:
        raise RulesError("Trappola 1524 needs the 36-card pack")
    if rules.players != 2:
        raise RulesError("Trappola 1524 is a game for two players")
    if rules.exchange:
        raise RulesError("Trappola 1524 has its own exchange (the whole hand), not the Austrian one")
    if rules.must_win:
        raise RulesError("Trappola 1524 has no 'must win' rule")
