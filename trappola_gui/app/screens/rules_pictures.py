"""What the rules pages show: a picture of the game's own cards on every page.

The numbers and the card words a page quotes are ``rules_numbers.py``'s, built from the
engine, so a page cannot drift from the rules (tests/app/test_rules_pages.py ties them together). Every page
has a picture of the game's own cards in the player's chosen faces; where a
picture shows a rule at work (the deal, a trick's winner, the draw, the legal
cards of the closed phase, a combination's value, a deal's and a match's
points) the engine works it out and the picture only lays it out.

A picture is a list of :class:`Shape` values (a card, a text, a line, a frame)
laid out inside a rectangle at the window's size; ``draw_picture`` draws them.
Being plain values, they let the tests check that nothing overlaps and nothing
leaves its rectangle, at any size and in every language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import (
    DealResult,
    DealState,
    Declare,
    Phase,
    Play,
    Rules,
    card_str,
    parse_card,
    play_constraint,
    shuffled_deck,
    trick_plays,
    trick_winner,
)
from trappola_gui.engine.cards import (
    RANKS_HIGH_TO_LOW,
    full_deck,
)
from trappola_gui.engine.declarations import combination_points
from trappola_gui.engine.scoring import LAST_TRICK_BONUS

from ..kit import ui
from ..kit.picture import MAX_CARD_H, MIN_CARD_H, Group, Shape, Slot, label_px, line_height, row_picture, text_shape
from ..lang.i18n import _
from ..lang.names import suit_name
from ..table.layout import hand_order
from . import rules_1524
from .rules_numbers import (
    CLOSED_HAND,
    CLOSED_LEAD,
    CLOSED_TRUMP,
    EXAMPLE_SET,
    card_points,
    example_results,
    mask_of_codes,
)

if TYPE_CHECKING:
    pass

# --------------------------------------------------------------------------- the pages' pictures
Picture = Callable[[pygame.Rect, ui.Fonts, float, str], list[Shape]]

# The deal shown on "The deal": a seeded shuffle, dealt by the engine, the opponent dealing.
DEAL_SEED = 3


def deck_with(first: str, second: str, indicator: str, stock_top: str = "") -> list[int]:
    """A 36-card deck dealing ``first`` to the non-dealer, ``second`` to the dealer (nine cards each,
    docs/rules.md 2), ``indicator`` turned for trump and ``stock_top`` drawn first."""
    a, b = [parse_card(c) for c in first.split()], [parse_card(c) for c in second.split()]
    top = [parse_card(c) for c in stock_top.split()]
    used = set(a + b + top + [parse_card(indicator)])
    rest = [c for c in full_deck(36) if c not in used]
    deck = []
    for packet in range(3):
        deck += a[packet * 3: packet * 3 + 3] + b[packet * 3: packet * 3 + 3]
    return deck + [parse_card(indicator)] + top + rest


def ranks_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    slots = [Slot(r + "C", label=str(card_points("classic", r))) for r in RANKS_HIGH_TO_LOW]
    return row_picture([Group(slots)], rect, fonts, scale)


def deal_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    state = DealState.new(Rules.variant_preset("classic"), shuffled_deck(DEAL_SEED), dealer=1)
    obs = state.observation(0)
    stock = _("Stock: {n}").format(n=obs.stock_size) + "\n" + _("Trump: {suit}").format(
        suit=suit_name(obs.trump, faces))
    return row_picture([
        Group([Slot(None)] * obs.hand_sizes[1], _("Opponent"), spread=0.2),
        Group([Slot(card_str(obs.trump_indicator))], stock, stock=True),
        Group([Slot(card_str(c)) for c in hand_order(obs.hand, obs.trump)], _("You"), spread=0.3),
    ], rect, fonts, scale)


def open_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    # You deal; the opponent leads the King of Batons/Clubs, you trump it with the Seven of Cups/Hearts.
    deck = deck_with("KC 9S TD 8C JS 2D QS 7D 9C", "7H AS 8D TS 9D JD QD 2C TC", "JH", "AC 8H")
    state = DealState.new(Rules.variant_preset("classic"), deck, dealer=0)
    while state.phase == Phase.DECLARE:
        state.apply(Declare(state.to_move, ()))  # both pass
    state.apply(Play(1, parse_card("KC")))
    state.apply(Play(0, parse_card("7H")))
    trick = state.trick_history()[-1]
    (first, drawn), (second, _drawn) = state.draw_log()[-2:]
    names = {0: _("You"), 1: _("Opponent")}
    groups = [Group([Slot(card_str(p.card), win=p.seat == trick.winner)], names[p.seat])
              for p in trick.plays(state.rules.players)]
    groups.append(Group([Slot(card_str(state.indicator))], _("Stock: {n}").format(n=state.stock_size),
                        stock=True, apart=True))
    groups.append(Group([Slot(card_str(drawn) if first == 0 else None)], f"1. {names[first]}"))
    groups.append(Group([Slot(None)], f"2. {names[second]}"))
    return row_picture(groups, rect, fonts, scale)


def closed_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    hand = mask_of_codes(CLOSED_HAND)
    # The opponent (seat 1) has led; the engine's rule in force for your answer, with "must win".
    legal = play_constraint(hand, (parse_card(CLOSED_LEAD),), leader=1, trump=CLOSED_TRUMP, closed=True,
                            must_win=True, players=2).allowed
    slots = [Slot(card_str(c), raised=bool(legal >> c & 1), dim=not legal >> c & 1)
             for c in hand_order(hand, CLOSED_TRUMP)]
    return row_picture([
        Group([], _("Trump: {suit}").format(suit=suit_name(CLOSED_TRUMP, faces)), caption_color=ui.MUTED),
        Group([Slot(CLOSED_LEAD)], _("Opponent")),
        Group(slots, _("You")),
    ], rect, fonts, scale)


def declarations_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    groups = []
    for combo in (EXAMPLE_SET, "AC KC QC JC"):
        value = combination_points(mask_of_codes(combo))
        groups.append(Group([Slot(c) for c in combo.split()], f"+{value}", spread=0.45, caption_color=ui.ALERT))
    return row_picture(groups, rect, fonts, scale)


def scoring_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    taken = "AS KH 2C 7D"
    points = [card_points("classic", c[0]) for c in taken.split()]
    return row_picture([
        Group([Slot(c, label=str(p)) for c, p in zip(taken.split(), points, strict=True)],
              f"{_('Card points')}: {sum(points)}"),
        Group([Slot("9D"), Slot("TD")], f"{_('Last trick')}: +{LAST_TRICK_BONUS}"),
    ], rect, fonts, scale)


def variants_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    slots = [Slot(r + "D", label=str(card_points("classic", r)), label2=str(card_points("czech", r)))
             for r in RANKS_HIGH_TO_LOW]
    return row_picture([Group(slots)], rect, fonts, scale, row_titles=(_("Classic"), _("Czech Trappola")))


def example_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    deal, _modes = example_results()
    rows = [(_("Card points"), deal.card_points), (_("Declarations"), deal.declaration_points),
            (_("Last trick"), deal.last_trick_bonus), (_("No-trick bonus"), deal.no_trick_bonus)]
    heads = (_("You"), _("Opponent"))
    for h in range(min(int(MAX_CARD_H * scale), rect.height), MIN_CARD_H - 1, -2):
        shapes = _example_at(h, rect, fonts, scale, rows, heads, deal)
        if shapes is not None:
            return shapes
    return _example_at(MIN_CARD_H, rect, fonts, scale, rows, heads, deal, force=True) or []


def _example_at(h: int, rect: pygame.Rect, fonts: ui.Fonts, scale: float, rows: list[tuple[str, tuple[int, ...]]],
                heads: tuple[str, str], deal: DealResult, force: bool = False) -> list[Shape] | None:
    w = h * 2 // 3
    px = label_px(h, scale)
    font, bold = fonts.font(px), fonts.font(px, True)
    line = line_height(fonts, px, True) + 2
    kings = EXAMPLE_SET.split()
    fan_w = w + int(w * 0.45) * (len(kings) - 1)
    plus = f"+{deal.declaration_points[0]}"
    left_h = h + line // 3 + line
    label_w = max(font.size(label)[0] for label, _v in rows + [(_("Deal total"), 0)])
    col_w = max([bold.size(t)[0] for t in heads] + [bold.size("000")[0]]) + px
    sheet_w = label_w + px + 2 * col_w
    sheet_h = line * (len(rows) + 2) + 6
    gap = max(int(w * 0.6), int(20 * scale))
    total_w = fan_w + gap + sheet_w
    total_h = max(left_h, sheet_h)
    if not force and (total_w > rect.width or total_h > rect.height):
        return None
    x = rect.centerx - total_w // 2
    top = rect.y + (rect.height - total_h) // 2
    shapes = []
    y0 = top + (total_h - left_h) // 2
    for i, code in enumerate(kings):
        shapes.append(Shape("card", pygame.Rect(x + int(w * 0.45) * i, y0, w, h), code=code))
    shapes.append(text_shape(fonts, plus, px, ui.ALERT, bold=True, midtop=(x + fan_w // 2, y0 + h + line // 3)))
    sx = x + fan_w + gap
    y = top + (total_h - sheet_h) // 2
    cols = [sx + label_w + px + col_w // 2, sx + label_w + px + col_w + col_w // 2]
    for c, head in zip(cols, heads, strict=True):
        shapes.append(text_shape(fonts, head, px, ui.CREAM, bold=True, midtop=(c, y)))
    y += line
    for label, values in rows:
        shapes.append(text_shape(fonts, label, px, ui.MUTED, topleft=(sx, y)))
        for c, v in zip(cols, values, strict=True):
            shapes.append(text_shape(fonts, str(v), px, ui.CREAM, midtop=(c, y)))
        y += line
    shapes.append(Shape("line", pygame.Rect(sx, y + 1, sheet_w, 2), color=ui.BRASS))
    y += 6
    shapes.append(text_shape(fonts, _("Deal total"), px, ui.CREAM, bold=True, topleft=(sx, y)))
    for c, v in zip(cols, deal.deal_points, strict=True):
        shapes.append(text_shape(fonts, str(v), px, ui.ALERT, bold=True, midtop=(c, y)))
    return shapes


def partnership_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    # You deal; the player on your left leads, and the trump (Swords/Spades) of the player on your
    # right takes the trick. The engine says who played each card and who wins.
    trump, leader = 0, 1
    cards = [parse_card(code) for code in ("9C", "KC", "7S", "AC")]
    plays = [(p.seat, card_str(p.card)) for p in trick_plays(leader, cards, 4)]
    winning = trick_winner(leader, cards, trump, 4)
    assert winning is not None  # a trick of four cards has a winner
    best_seat = winning.seat
    names = {0: _("You"), 1: _("Opponent"), 2: _("Partner"), 3: _("Opponent")}
    trump_text = _("Trump: {suit}").format(suit=suit_name(trump, faces))
    for h in range(min(int(MAX_CARD_H * scale), rect.height), MIN_CARD_H - 1, -2):
        shapes = _cross_at(h, rect, fonts, scale, plays, best_seat, names, trump_text)
        if shapes is not None:
            return shapes
    return _cross_at(MIN_CARD_H, rect, fonts, scale, plays, best_seat, names, trump_text, force=True) or []


def _cross_at(h: int, rect: pygame.Rect, fonts: ui.Fonts, scale: float, plays: list[tuple[int, str]],
              best_seat: int, names: dict[int, str], trump_text: str, force: bool = False) -> list[Shape] | None:
    w = h * 2 // 3
    px = label_px(h, scale)
    font = fonts.font(px)
    line = line_height(fonts, px)
    gap = max(px // 2, 6)
    side_w = max(font.size(names[1])[0], font.size(names[3])[0])
    trump_w = font.size(trump_text)[0]
    # Seats as on the table (table.side_of): you at the bottom, then clockwise left, top, right. The side
    # seats' names go under their cards, far enough out to clear your card.
    dy = int(h * 0.62)
    dx = max(int(w * 1.2), w // 2 + side_w // 2 + gap)
    cross_w = 2 * dx + max(w, side_w)
    total_w = trump_w + 3 * gap + cross_w
    total_h = 2 * dy + h + 2 * (line + gap)
    if not force and (total_w > rect.width or total_h > rect.height):
        return None
    left = rect.centerx - total_w // 2
    cx, cy = left + trump_w + 3 * gap + cross_w // 2, rect.y + rect.height // 2
    offsets = {0: (0, dy), 1: (-dx, 0), 2: (0, -dy), 3: (dx, 0)}
    shapes = [text_shape(fonts, trump_text, px, ui.MUTED, midleft=(left, cy))]
    for seat, code in plays:
        ox, oy = offsets[seat]
        r = pygame.Rect(0, 0, w, h)
        r.center = (cx + ox, cy + oy)
        shapes.append(Shape("card", r, code=code))
        if seat == best_seat:
            shapes.append(Shape("frame", r.inflate(6, 6), color=ui.ALERT))
        if seat == 2:
            shapes.append(text_shape(fonts, names[seat], px, ui.CREAM, midbottom=(r.centerx, r.top - gap)))
        else:
            shapes.append(text_shape(fonts, names[seat], px, ui.CREAM, midtop=(r.centerx, r.bottom + gap)))
    return shapes


# The picture of each page, by the page's heading (its English msgid in screens/rules.RULES_TEXT).
PICTURES: dict[str, Picture] = {
    "The cards": ranks_picture,
    "The deal": deal_picture,
    "The open phase": open_picture,
    "The closed phase": closed_picture,
    "Declarations": declarations_picture,
    "Scoring": scoring_picture,
    "An example": example_picture,
    "Variants": variants_picture,
    "Partnership": partnership_picture,
}


def picture(heading: str, rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    """The shapes of the picture of the page headed ``heading``, laid out in ``rect``."""
    return (PICTURES.get(heading) or rules_1524.PICTURES[heading])(rect, fonts, scale, faces)
