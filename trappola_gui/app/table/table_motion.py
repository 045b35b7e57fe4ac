"""How the table's cards move: each move of the game played as steps on a timeline, and the
sprites gliding to where the state puts them.

The steps and their seconds come from ``trick_pace`` (one named table, by the speed
setting); ``Timeline`` plays them; where each card lies at each step comes from the
table's ``places`` (``table.placements``). A card that was not on the table before
comes from where it was: the hand that played or showed it, else the stock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from trappola_gui.engine import Observation

from ..kit.card_layer import CardLayer, Key, Place
from . import trick_pace
from .layout import Geometry, side_of
from .timeline import Timeline

if TYPE_CHECKING:
    from ..shell.context import Context

MODIFIER_KEYS = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                           pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE, pygame.K_CAPSLOCK))


class Table(Protocol):
    """What the motion needs from the table it moves."""

    ctx: Context
    layer: CardLayer
    geo: Geometry
    shown: Observation

    def places(self) -> dict[Key, Place]: ...


def spawn_points(obs: Observation, geo: Geometry, places: dict[Key, Place],
                 on_table: set[Key]) -> dict[Key, tuple[float, float]]:
    """Where each card of ``places`` not yet ``on_table`` comes from: the hand of the seat that played
    or showed it (a declared card, the turned trump), else the stock."""
    plays = obs.trick_plays + (obs.tricks[-1].plays(obs.rules.players) if obs.tricks else ())
    played_by = {p.card: p.seat for p in plays}
    spawn: dict[Key, tuple[float, float]] = {}
    for key in places:
        if key in on_table:
            continue
        origin = geo.stock
        if key[0] == "c":
            card = key[1]
            seat = played_by.get(card)
            if seat is None:
                seat = next((i for i, k in enumerate(obs.known) if k >> card & 1 and i != obs.seat), None)
            if seat is not None and seat != obs.seat:
                origin = hand_center(geo, side_of(seat, obs.seat, obs.rules.players))
        spawn[key] = origin
    return spawn


def hand_center(geo: Geometry, side: str) -> tuple[float, float]:
    """The middle of the hand on one side of the table."""
    if side == "top":
        return (geo.center[0], geo.opp_y)
    if side == "bottom":
        return (geo.center[0], geo.hand_y)
    return (geo.side_x[side], geo.size[1] * 0.45)


class TableMotion:
    """The timeline of the move being shown and the glide of every sprite."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.timeline = Timeline()

    @property
    def animating(self) -> bool:
        return bool(self.timeline) or self.table.layer.moving

    def sync(self, duration: float) -> None:
        """Every card glides, over ``duration`` seconds, to where the state puts it now."""
        table = self.table
        places = table.places()
        table.layer.sync(places, duration, spawn_points(table.shown, table.geo, places, set(table.layer.sprites)))

    def present(self, before: Observation, after: Observation, until_input: bool) -> None:
        """The steps from ``before`` to ``after``: a card, a trick held and gathered, the draws."""
        # A move shown before the last one ended (the replay's Next) is over: its steps do not queue up.
        self.timeline.finish()
        ctx = self.table.ctx
        for step in trick_pace.move_steps(before, after, trick_pace.pace_for(ctx), until_input):
            self.timeline.add(*step)
        ctx.play_sound("trick" if trick_pace.finishes_trick(before, after) else "card")
        self.next_stage()

    def next_stage(self) -> None:
        seconds = self.timeline.begin_next()
        self.sync(seconds or 0.0)

    def tick(self, dt: float) -> bool:
        """Time passes; True when a step ended and the next began."""
        if self.timeline.tick(dt):
            self.next_stage()
            return True
        return False

    def finish(self) -> None:
        """Show the end of every move now (a click or a key during an animation is never lost)."""
        self.timeline.finish()
        self.sync(0.0)
        self.table.layer.snap()

    def gather_on_input(self, event: pygame.event.Event) -> bool:
        """A click or key while the trick waits for one gathers it, and is spent: it plays no card.

        One that comes while the trick's last card is still landing lands it at once, and the trick
        stays for the next. Escape still opens the menu.
        """
        if not self.timeline.holds_for_input:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        if event.type == pygame.KEYDOWN and event.key in MODIFIER_KEYS:
            return True  # a modifier alone (the Alt of Alt+Tab) is no key press: the trick stays
        if self.timeline.waiting:
            self.timeline.release()
            self.next_stage()
        else:
            self.timeline.to_input()
            self.sync(0.0)
            self.table.layer.snap()
        return True
