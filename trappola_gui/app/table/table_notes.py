"""Lasting words beside the cards, where the table would otherwise leave a player guessing:

- in Trappola 1524 (docs/historical.md 3), whose thrown-in hand lies by the reserve, and that a
  seat kept its hand once the throw-ins are over;
- why cards of the opponent's hand lie face up: the player knows them (a card laid down in the
  Austrian exchange and drawn back by the other side, or a hand known once both threw in).

Pure geometry and words (``notes``); ``draw_notes`` only draws them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from trappola_gui.engine import Observation, Phase

from ..kit import ui
from ..lang.i18n import _
from .layout import Geometry, side_of, thrown_row


@dataclass(frozen=True)
class Note:
    text: str
    pos: tuple[int, int]
    anchor: str  # the text's point at ``pos`` (``midtop``, ``bottomleft``...)


def notes(obs: Observation, geo: Geometry, name: Callable[[int], str]) -> list[Note]:
    """The notes for what ``obs.seat`` sees (``name``: who sits at a seat, as the table says it)."""
    out: list[Note] = []
    me = obs.seat
    if obs.rules.historical and obs.thrown:
        out += _thrown_notes(obs, geo, name)
    for seat in range(obs.rules.players):
        if seat != me and obs.known[seat] and side_of(seat, me, obs.rules.players) == "top":
            # Under the hand across the table, over the felt above the trick.
            y = int(geo.opp_y + geo.small_h / 2) + max(2, geo.margin // 4)
            out.append(Note(_("Face up: cards you know are in this hand"), (int(geo.center[0]), y), "midtop"))
    return out


def _thrown_notes(obs: Observation, geo: Geometry, name: Callable[[int], str]) -> list[Note]:
    """A caption over each hand thrown in by the reserve (``layout.reserve_places``), and over the
    place of a hand kept once every seat has chosen."""
    decided = obs.phase != Phase.EXCHANGE
    out = []
    for seat, mask in enumerate(obs.thrown):
        top, bottom, _h = thrown_row(geo, seat == obs.seat)
        if seat == obs.seat:
            if mask:
                text = _("Your hand, thrown in")
            elif decided:
                text = _("You kept your hand")
            else:
                continue
            # Under the player's fan (its count lies above it).
            out.append(Note(text, (geo.margin, int(bottom + 2)), "topleft"))
        else:
            if mask:
                text = _("Thrown in by {who}").format(who=name(seat))
            elif decided:
                text = _("{who} kept the hand").format(who=name(seat))
            else:
                continue
            out.append(Note(text, (geo.margin, int(top - 2)), "bottomleft"))
    return out


def draw_notes(surface: pygame.Surface, fonts: ui.Fonts, notes_: list[Note], scale: float) -> None:
    for note in notes_:
        ui.draw_styled(surface, fonts, note.text, ui.TYPE.small, scale, note.pos, ui.MUTED, anchor=note.anchor,
                       max_width=int(surface.get_width() * 0.3) if note.anchor != "midtop" else None)
