"""The table's words and figures at one moment, as a model, and their drawing.

``HudModel`` is what the table shows beside the cards (the score panel, the name
plates, the stock and trump, the rule of play, the piles, the prompt line and the
banner); the scene builds one from its state each frame and ``draw`` paints it,
changing nothing. Every figure and word in it comes from the observation and the
source: nothing here works out a rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import Observation, Phase, Trick, card_str, running_score, score_match

from ..kit import ui
from ..lang.i18n import _, ngettext
from ..lang.names import level_name
from . import hud, words
from .layout import Geometry, ViewFlags

if TYPE_CHECKING:
    from collections.abc import Callable

    from trappola_gui.art import CardArt

    from ..shell.source import TableSource


@dataclass(frozen=True)
class HudModel:
    """What the table shows beside the cards at one moment."""

    score: hud.ScoreRows
    plates: list[hud.Plate]
    stock: str  # "Stock: 12"; empty when there is none
    trump: str  # "Trump: Coins"; empty until it is turned
    phase: str  # the rule of play now; empty before play
    piles: tuple[str, str]  # the words under the player's side's pile and the other side's
    prompt: str
    alert: bool  # the prompt line is a refusal
    partnership: bool
    tip_left: int = 0  # the left edge of a tip beside the table (the prompt keeps clear of it); 0: none


def phase_words(obs: Observation) -> str:
    """The rule of play in a few words, over the stock (or under the score panel with four players)."""
    if obs.phase in (Phase.EXCHANGE, Phase.DECLARE) or obs.rules.historical:
        return ""  # play has not begun; in the game of 1524 the rule never changes (the prompt names it)
    if obs.rules.players == 4:
        return _("Follow suit")
    if obs.closed:
        return _("Closed phase: follow suit")
    return _("Open phase: draw after each trick")


def stock_words(count: int, reserve: bool = False) -> str:
    """The count under the stock (``table.stock_shown``: the draws still held back are on it yet), or
    under the reserve of the game of 1524."""
    if not count:
        return ""
    return _("Reserve: {n}").format(n=count) if reserve else _("Stock: {n}").format(n=count)


def pile_words(obs: Observation, holding: bool) -> tuple[str, str]:
    """The tricks on each side's pile; a trick still held on the table is not on its pile yet."""
    mine = obs.team(obs.seat)
    held = obs.team(obs.tricks[-1].winner) if holding and obs.tricks else None
    out = []
    for side in (mine, 1 - mine):
        won = obs.tricks_won[side] - (1 if side == held else 0)
        if not won:
            out.append("")
        elif obs.rules.players == 4:  # the piles lie in corners between seats: each says whose it is
            out.append(ngettext("Your team: {n} trick", "Your team: {n} tricks", won).format(n=won) if side == mine
                       else ngettext("Opponents: {n} trick", "Opponents: {n} tricks", won).format(n=won))
        else:
            out.append(ngettext("{n} trick", "{n} tricks", won).format(n=won))
    return out[0], out[1]


def scored_on_screen(obs: Observation, flags: ViewFlags) -> bool:
    """The deal is over and its last trick no longer held on the table: its result counts on screen."""
    return obs.phase == Phase.OVER and not flags.hold_trick


def match_points(obs: Observation, source: TableSource, scored: bool) -> tuple[int, int]:
    """The match's points by side as the table may show them: as they stood before the deal shown
    until that deal is ``scored`` on screen, then with it (issue 36: the last trick, still on the
    table, must not give the result away)."""
    match = source.match
    deals = match.deals
    # The match's last deal is the one shown only when their tricks agree (a friend's table gets a
    # finished deal's record a moment after its last view; until then the match lacks it anyway).
    if scored or obs.phase != Phase.OVER or not deals or not deals[-1].is_over \
            or deals[-1].trick_history() != obs.tricks:
        return match.match_points
    return score_match(match.rules, [d.result() for d in deals[:-1] if d.is_over]).match_points


def score_rows(obs: Observation, source: TableSource, scored: bool) -> hud.ScoreRows:
    """The corner panel's figures, the engine's at every moment (``running_score``): Points, what the
    tricks shown have made (a deuce ending at 26 a trick once the last trick decides it) and, once
    the deal is ``scored``, its whole result; Match, the match before this deal until then."""
    my_side = obs.team(obs.seat)
    points = running_score.deal_points(obs, scored)
    match = match_points(obs, source, scored)
    names = words.side_names(obs.rules.players, obs.seat, source.names)
    footer = ""
    if source.level:  # a replay has no opponents' level
        footer = _("To {target} · {level}").format(target=source.rules.target, level=level_name(source.level))
    return hud.ScoreRows(names, (points[my_side], points[1 - my_side]), (match[my_side], match[1 - my_side]),
                         source.rules.target, footer)


def prompt_center(geo: Geometry, px: Callable[[float], int]) -> tuple[int, int]:
    """Where the prompt line sits: in its own band (``Geometry.prompt_y``), under the trick's frame and
    above the hand with its raised and hinted cards, so no lifted card covers it."""
    return (geo.size[0] // 2, geo.prompt_y)


def prompt_width(model: HudModel, geo: Geometry, fonts: ui.Fonts, px: Callable[[float], int]) -> int:
    """The prompt's text width: half the window, and clear of the stock's words on either side."""
    w = geo.size[0]
    width = int(w * 0.5)
    if not model.partnership:
        trump, stock = ui.TYPE.strong, ui.TYPE.body
        half = max(fonts.font(px(trump.size), weight=trump.weight).size(model.trump)[0],
                   fonts.font(px(stock.size), weight=stock.weight).size(model.stock)[0]) / 2
        clear = w - 2 * (geo.stock[0] + half + px(12)) - px(30)  # the plate's own padding
        width = min(width, int(clear))
    if model.tip_left:
        width = min(width, 2 * (model.tip_left - px(12) - w // 2) - px(30))
    return max(width, int(w * 0.3))


def draw(surface: pygame.Surface, fonts: ui.Fonts, geo: Geometry, model: HudModel,
         px: Callable[[float], int]) -> None:
    """The score panel, the plates, the stock's words, the piles and the prompt line."""
    s = ui.ui_scale(geo.size)
    panel = hud.score_panel_rect(geo, geo.size, s)
    hud.draw_score_panel(surface, fonts, panel, model.score, (_("Points"), _("Match")), s)
    hud.draw_plates(surface, fonts, model.plates, ui.TYPE.label.px(s))
    m = geo.margin
    sx, sy = geo.stock
    below = sy + geo.card_h * 0.62
    if model.stock:
        ui.draw_styled(surface, fonts, model.stock, ui.TYPE.body, s, (int(sx), int(below)), ui.CREAM,
                       anchor="midtop", max_width=int(sx * 2 - m))
    if model.partnership:
        # No stock: trump and the rule of play under the score panel, clear of the side hand.
        if model.trump:
            ui.draw_styled(surface, fonts, model.trump, ui.TYPE.strong, s, (panel.x + px(4), panel.bottom + px(6)),
                           ui.ALERT, max_width=panel.width)
        if model.phase:
            ui.draw_styled(surface, fonts, model.phase, ui.TYPE.small, s, (panel.x + px(4), panel.bottom + px(32)),
                           ui.MUTED, max_width=panel.width)
    else:
        if model.trump:
            ui.draw_styled(surface, fonts, model.trump, ui.TYPE.strong, s, (int(sx), int(below + px(26))), ui.ALERT,
                           anchor="midtop", max_width=int(sx * 2 - m))
        if model.phase:  # above the stock, clear of the prompt line over the hand
            ui.draw_styled(surface, fonts, model.phase, ui.TYPE.small, s, (int(sx), int(sy - geo.card_h * 0.55)),
                           ui.MUTED, anchor="midbottom", max_width=int(sx * 2 - m))
    for label, (x, y) in zip(model.piles, (geo.pile_me, geo.pile_opp), strict=True):
        if label:
            ui.draw_styled(surface, fonts, label, ui.TYPE.small, s, (int(x), int(y + geo.small_h * 0.45)), ui.MUTED,
                           anchor="midtop")
    if model.prompt:
        style = ui.TYPE.strong if model.alert else ui.TYPE.body
        size, lines = ui.fit_lines(fonts, model.prompt, style.px(s), prompt_width(model, geo, fonts, px), 2,
                                   weight=style.weight)
        ui.draw_lines(surface, fonts, lines, size, ui.ALERT if model.alert else ui.CREAM, False,
                      prompt_center(geo, px), (0, 0, 0, 120), None, px, weight=style.weight)


def draw_banner(surface: pygame.Surface, fonts: ui.Fonts, geo: Geometry, text: str,
                px: Callable[[float], int], tip_left: int = 0) -> None:
    """A passing announcement (an exchange, a declaration) under the opponent's hand; clear of a
    tip beside the table (``tip_left``: its left edge, 0 for none)."""
    w = geo.size[0]
    style = ui.TYPE.heading
    width = int(w * 0.7)
    if tip_left:
        width = min(width, 2 * (tip_left - px(12) - w // 2) - px(40))
    size, lines = ui.fit_lines(fonts, text, px(style.size), width, 3 if tip_left else 2, weight=style.weight)
    center = (w // 2, int(geo.opp_y + geo.small_h * 0.75))
    ui.draw_lines(surface, fonts, lines, size, ui.INK, False, center, ui.CREAM + (240,), ui.BRASS, px,
                  weight=style.weight)


def play_room(geo: Geometry, players: int) -> int:
    """How wide a panel over the middle of the table may be and leave the stock and the trump (two
    players) or the side hands (four) uncovered."""
    cx, m = geo.center[0], geo.margin
    if players == 2:
        left = geo.stock[0] + geo.card_w * 0.45 + geo.card_h / 2
        right = geo.pile_me[0] - geo.small_h / 2
    else:
        left = geo.side_x["left"] + geo.small_h / 2
        right = geo.side_x["right"] - geo.small_h / 2
    return int(2 * (min(cx - left, right - cx) - m))


def last_trick_layout(fonts: ui.Fonts, geo: Geometry, title: str, cards: int, players: int,
                      px: Callable[[float], int]) -> tuple[pygame.Rect, int, list[str]]:
    """The last trick's panel in the frame's place (the frame is not drawn while it is open): its box,
    and its title's size and lines, on two lines where one would cover the stock."""
    cw, heading = geo.card_w, ui.TYPE.heading
    cards_w = cards * (cw + 10) - 10 + px(40)
    title_w = fonts.font(px(heading.size), weight=heading.weight).size(title)[0] + px(40)
    width = min(geo.size[0] - 2 * geo.margin, max(cards_w, min(title_w, play_room(geo, players))))
    size, lines = ui.fit_lines(fonts, title, px(heading.size), width - px(24), 2, weight=heading.weight)
    line_h = fonts.font(size, weight=heading.weight).get_linesize()
    box = pygame.Rect(0, 0, width, int(geo.card_h + px(36) + line_h * len(lines)))
    box.center = geo.frame.center
    return box, size, lines


def draw_last_trick(surface: pygame.Surface, fonts: ui.Fonts, art: CardArt, geo: Geometry, title: str,
                    trick: Trick, px: Callable[[float], int], players: int = 2) -> None:
    """The last trick, face up on a panel over the table (L)."""
    ch, cw = geo.card_h, geo.card_w
    weight = ui.TYPE.heading.weight
    box, size, lines = last_trick_layout(fonts, geo, title, len(trick.cards), players, px)
    ui.draw_panel(surface, box, ui.SHEET + (255,))  # opaque: the cards under it do not ghost through
    y = box.y + px(10)
    for line in lines:
        ui.draw_text(surface, fonts, line, size, (box.centerx, y), ui.CREAM, anchor="midtop", weight=weight)
        y += fonts.font(size, weight=weight).get_linesize()
    x0 = box.centerx - (len(trick.cards) * (cw + 10) - 10) // 2
    for i, c in enumerate(trick.cards):
        surface.blit(art.face(card_str(c), ch), (x0 + i * (cw + 10), box.bottom - px(14) - ch))
