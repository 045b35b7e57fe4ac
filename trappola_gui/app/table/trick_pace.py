"""How a move is paced on the table: the steps a card and a finished trick are shown in, and their seconds.

A card that leaves the trick open glides to the table. The card that finishes
a trick glides in ("land"), then the trick lies still with every card face up
("hold") long enough to read them all, or, with "Gather tricks with a click",
until the player clicks or presses a key; then it glides to the winner's pile
("gather") and the draw from the stock follows ("draw").

Every second of it comes from one table, ``TRICK_PACES``, by the named speed of
the settings (``storage.settings.SPEEDS``). Reduced motion stills the glides but
keeps the hold: a trick that is never shown still cannot be read. The scene
only plays the steps (``Timeline``); nothing here draws.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from trappola_gui.engine import Observation, cards_of

from .layout import ViewFlags

Step = tuple[float | None, ViewFlags, str]  # seconds (None: until the player's input), what lags, name


@dataclass(frozen=True)
class TrickPace:
    """Seconds of each step of a move on the table, at one speed."""

    play: float  # a card that leaves the trick open glides to the table
    land: float  # the card that finishes a trick glides to the table
    hold: float  # the finished trick lies still, every card face up, to be read
    gather: float  # the trick glides to the winner's pile
    draw: float  # the cards drawn from the stock glide to the hands

    def still(self) -> TrickPace:
        """The same pace with no glide (reduced motion): the cards jump, the trick is still held."""
        return replace(self, play=0.0, land=0.0, gather=0.0, draw=0.0)


# The named speeds of the settings. The glides are about Normal's divided by the speed's animation_speed,
# as every other animation of the table; the hold is the time to read the trick: at least 1.2 s at
# Normal (issue 26: 0.75 s was too short to see the computer's answer), none at Instant.
TRICK_PACES: dict[str, TrickPace] = {
    "relaxed": TrickPace(play=0.5, land=0.4, hold=2.0, gather=0.65, draw=0.6),
    "normal": TrickPace(play=0.3, land=0.25, hold=1.4, gather=0.4, draw=0.35),
    "fast": TrickPace(play=0.15, land=0.15, hold=0.8, gather=0.2, draw=0.2),
    "instant": TrickPace(play=0.0, land=0.0, hold=0.0, gather=0.0, draw=0.0),
}


def pace_for(ctx: Any) -> TrickPace:
    """The pace the context's settings ask for (``Context``: ``fast``, ``speed``, ``animation_scale``).

    The ``--fast`` flag of tours and tests waits for nothing.
    """
    if ctx.fast:
        return TRICK_PACES["instant"]
    pace = TRICK_PACES[ctx.speed]
    return pace.still() if ctx.animation_scale <= 0 else pace


def finishes_trick(before: Observation, after: Observation) -> bool:
    """The move from ``before`` to ``after`` completed a trick."""
    return len(after.tricks) > len(before.tricks)


def move_steps(before: Observation, after: Observation, pace: TrickPace, until_input: bool = False) -> list[Step]:
    """The steps that show the move from ``before`` to ``after``.

    ``until_input``: a finished trick is held until the player's input ("Gather tricks with a click")
    instead of for ``pace.hold``.
    """
    if not finishes_trick(before, after):
        return [(pace.play, ViewFlags(), "play")]
    drew = after.stock_size < before.stock_size
    hidden = None
    if drew:
        new = after.hand & ~before.hand
        hidden = cards_of(new)[0] if new else None
    opp_drew = 1 if drew else 0
    # Until the trick is gathered the draw is held back too: the stock keeps its cards, the hands wait.
    holding = ViewFlags(hold_trick=True, hidden_draw=hidden, hidden_opp_draws=opp_drew)
    collect = ViewFlags(hidden_draw=hidden, hidden_opp_draws=opp_drew)
    steps: list[Step] = [
        (pace.land, holding, "land"),
        (None if until_input else pace.hold, holding, "hold"),
        (pace.gather, collect, "gather"),
    ]
    if drew:
        steps.append((pace.draw, ViewFlags(), "draw"))
    return steps
