"""The card table: where every card lies for a given observation, and the sprites
that glide there.

The layout is declarative: ``placements(view)`` says where each card should be
for what the player may see; sprites keep their on-screen position and tween to
their target, so dealing, playing, collecting a trick and drawing all animate
with no special code per move. Nothing here knows a rule: which cards are
raised comes from the engine's rule in force (``raised_cards``), which seat
played a card of the trick from the engine's ``trick_plays``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import Observation, Rules, cards_of
from trappola_gui.engine.cards import suit_of

from ..kit.card_layer import Key, Place
from ..kit.card_shadow import PICKED, RAISED, REST

if TYPE_CHECKING:
    from trappola_gui.engine import Game

@dataclass
class ViewFlags:
    """How far the screen lags the engine while a move is shown step by step."""

    hold_trick: bool = False  # the finished trick still lies in the middle
    hidden_draw: int | None = None  # the card the player drew, not yet shown
    hidden_opp_draws: int = 0  # backs the opponents drew, not yet shown


@dataclass
class Geometry:
    size: tuple[int, int]
    card_h: int
    card_w: int
    small_h: int
    margin: int
    hand_y: float
    opp_y: float
    center: tuple[float, float]
    stock: tuple[float, float]
    pile_me: tuple[float, float]
    pile_opp: tuple[float, float]
    hand_spread: float
    frame: pygame.Rect = field(default_factory=pygame.Rect)  # the trick's frame, where a card is dropped
    prompt_y: int = 0  # the middle of the prompt's band, under the frame and over the lifted cards
    trick_offsets: dict[str, tuple[float, float]] = field(default_factory=dict)
    side_x: dict[str, float] = field(default_factory=dict)

    @classmethod
    def for_size(cls, size: tuple[int, int], large_cards: bool = False, players: int = 2) -> Geometry:
        w, h = size
        card_h = int(min(h * 0.235, w * 0.2))
        if large_cards:
            card_h = int(card_h * 1.15)
        if players == 4:
            card_h = int(card_h * 0.82)
        card_w = card_h * 2 // 3
        margin = max(8, int(h * 0.02))
        small_h = int(card_h * (0.72 if players == 2 else 0.6))
        hand_y = h - margin - card_h / 2
        opp_y = margin + small_h / 2
        unit = max(0.75, min(w / 1280, h / 800, 3.0))  # ui.ui_scale: the prompt's band is in text units
        # The prompt has a band of its own between the trick's frame and the hand's raised and
        # hinted cards: room for two lines, so neither the frame's lines nor a lifted card cross it.
        prompt_y = int(hand_y - card_h * 0.76 - 24 * unit)
        reach = card_h * (0.16 if players == 2 else 0.3)  # the trick's cards above and below the centre
        frame_h = max((1.5 if players == 2 else 1.7) * card_h, 2 * reach + 1.2 * card_h)
        frame_w = card_w * (2.5 if players == 2 else 3.2)
        cy = min(h * 0.47, prompt_y - 36 * unit - frame_h / 2)
        center = (w * 0.5, cy)
        frame = pygame.Rect(0, 0, int(frame_w), int(frame_h))
        frame.center = (int(center[0]), int(cy))
        # The stock with the trump turned across under it left of the frame, clear of its line; the
        # piles mirror them on the right, so the play area stands in the middle of the table.
        gap = max(margin, card_w * 0.2)
        sx = max(margin + card_w * 0.6, frame.left - gap - card_w * 0.45 - card_h / 2)
        stock = (sx, h * 0.47)  # as low as the frame's middle may be: room above it for 1524's thrown hand
        group = (sx - card_w / 2 + sx + card_w * 0.45 + card_h / 2) / 2  # the stock and trump's middle
        pile_me = (w - group, cy + card_h * 0.3)
        pile_opp = (w - group, cy - card_h * 0.42)
        if players == 4:
            # No stock; the side hands take the edges, so the team piles go to the corners.
            pile_me = (margin + card_w * 0.9, h - margin - small_h * 0.5 - card_h * 0.15)
            pile_opp = (w - margin - card_w * 0.9, margin + small_h * 0.45)
            stock = (margin + small_h + card_w * 1.2, cy)
        geo = cls(size, card_h, card_w, small_h, margin, hand_y, opp_y, center, stock, pile_me, pile_opp,
                  hand_spread=min(card_w * 0.8, (w * 0.62 - card_w) / 8), frame=frame, prompt_y=prompt_y)
        dy = card_h * (0.16 if players == 2 else 0.3)
        dx = card_w * (0.62 if players == 2 else 0.95)
        geo.trick_offsets = {"bottom": (0, dy), "top": (0, -dy), "left": (-dx, 0), "right": (dx, 0)}
        geo.side_x = {"left": margin + small_h / 2, "right": w - margin - small_h / 2}
        return geo


# The opponent's hand across the table spans at most this share of the width, centred.
OPP_HAND_SHARE = 0.38


def coach_room(geo: Geometry, buttons_top: int) -> pygame.Rect:
    """Where a tip can lie in the two-player game without hiding a hand or its name plate: right of
    the opponent's hand (at its widest) and under it, down to the column of buttons."""
    w, _h = geo.size
    left = int(w * (0.5 + OPP_HAND_SHARE / 2)) + geo.margin
    top = int(geo.opp_y + geo.small_h / 2) + geo.margin // 2
    return pygame.Rect(left, top, w - geo.margin - left, buttons_top - geo.margin // 2 - top)


def side_of(seat: int, me: int, players: int) -> str:
    """Where a seat sits on screen: the player at the bottom, partner/opponent across."""
    rel = (seat - me) % players
    if players == 2:
        return "bottom" if rel == 0 else "top"
    return ("bottom", "left", "top", "right")[rel]


def fan(n: int, center_x: float, spread: float) -> list[float]:
    start = center_x - spread * (n - 1) / 2
    return [start + spread * i for i in range(n)]


NO_TRUMP = -1  # ``hand_order``'s trump for a hand sorted before the trump is known


def hand_keys(obs: Observation) -> set[Key]:
    """The sprites' keys of the seat's own hand."""
    return {("c", c) for c in cards_of(obs.hand)}


def hand_order(mask: int, trump: int, game: Game | None = None) -> list[int]:
    """The player's hand sorted as a player would: by suit (trumps last), high to low in the card
    order of ``game`` (the later game's when None; in 1524 the deuce is lowest)."""
    rank = (game if game is not None else Rules.variant_preset("classic").game).order

    def key(c: int) -> tuple[int, int, int]:
        s = suit_of(c)
        return (1 if s == trump else 0, s, -rank[c])
    return sorted(cards_of(mask), key=key)


def raised_cards(obs: Observation) -> int | None:
    """The cards of the player's hand to raise, the rest to dim, as a mask; None to show the hand plain.

    Whenever the seat is to play a card and the engine's rule in force allows fewer cards than
    the hand holds, the legal ones are raised, whatever the table is animating.
    """
    allowed = obs.playable
    if not allowed or allowed == obs.hand:
        return None
    return allowed


def thrown_row(geo: Geometry, mine: bool) -> tuple[float, float, int]:
    """Trappola 1524: the top and bottom of the row where a thrown-in hand lies face up, and its cards'
    height: the opponent's above the reserve, the player's below its count."""
    th = int(geo.small_h * 0.7)
    gap = geo.margin * 0.5
    _sx, sy = geo.stock
    top = sy + geo.card_h * 0.62 + geo.small_h * 0.2 + gap if mine else sy - geo.card_h / 2 - gap - th
    return top, top + th, th


def reserve_places(obs: Observation, geo: Geometry) -> dict[Key, Place]:
    """Trappola 1524 (docs/historical.md 2, 3): the reserve face down where the stock lies in the later
    game, and each hand thrown in face up beside it for the rest of the deal: the opponent's above
    the reserve, the player's below its count, fanned tight from the left edge, clear of the hands."""
    out: dict[Key, Place] = {}
    sx, sy = geo.stock
    for i in range(obs.reserve_size):
        out[("s", i)] = Place(sx - i * 0.35, sy - i * 0.35, geo.card_h, None, 10 + i)
    for seat, mask in enumerate(obs.thrown):
        top, _bottom, th = thrown_row(geo, seat == obs.seat)
        y, tw = top + th / 2, th * 2 // 3
        for i, c in enumerate(hand_order(mask, -1, obs.game)):
            out[("c", c)] = Place(geo.margin + tw / 2 + i * tw * 0.22, y, th, c, 30 + i)
    return out


def stock_shown(obs: Observation, flags: ViewFlags) -> int:
    """The cards on the stock as the table shows it: the draws still held back lie there yet."""
    return obs.stock_size + (1 if flags.hidden_draw is not None else 0) + flags.hidden_opp_draws


def placements(obs: Observation, geo: Geometry, flags: ViewFlags, legal_mask: int | None,
               lifted: frozenset[int] = frozenset(), front: int | None = None) -> dict[Key, Place]:
    """Where every card sprite goes for what ``obs.seat`` may see; ``front`` (the hinted card) lies
    over its neighbours in the hand, so the whole card shows."""
    me, n = obs.seat, obs.rules.players
    out: dict[Key, Place] = {}
    w, h = geo.size
    cx, cy = geo.center
    ch, small = geo.card_h, geo.small_h

    # My hand, fanned at the bottom; legal cards raised, the others dimmed.
    hand = obs.hand
    if flags.hidden_draw is not None:
        hand &= ~(1 << flags.hidden_draw)
    cards = hand_order(hand, obs.trump, obs.game)
    for i, (c, x) in enumerate(zip(cards, fan(len(cards), cx, geo.hand_spread), strict=True)):
        y = geo.hand_y
        dim = False
        lift = REST
        if legal_mask is not None:
            if legal_mask >> c & 1:
                y -= ch * 0.08
                lift = RAISED
            else:
                dim = True
        if c in lifted:
            y -= ch * 0.18
            lift = PICKED
        out[("c", c)] = Place(x, y, ch, c, 100 + (len(cards) if c == front else i), dim=dim, lift=lift)

    # The other hands: known cards face up, the rest face down.
    for seat in range(n):
        if seat == me:
            continue
        side = side_of(seat, me, n)
        count = obs.hand_sizes[seat]
        if side == "top" and flags.hidden_opp_draws:
            count -= flags.hidden_opp_draws
        known = hand_order(obs.known[seat], obs.trump, obs.game)
        backs = max(0, count - len(known))
        keys: list[tuple[Key, int | None]] = [(("c", c), c) for c in known]
        keys += [(("b", seat, i), None) for i in range(backs)]
        if side in ("top", "bottom"):
            # Narrow enough to leave the score box (top left, up to 28% of the width) and the piles clear.
            spread = min(geo.hand_spread * 0.75, small * 0.42,
                         (w * OPP_HAND_SHARE - small * 2 / 3) / max(1, len(keys) - 1))
            for i, ((key, card), x) in enumerate(zip(keys, fan(len(keys), cx, spread), strict=True)):
                out[key] = Place(x, geo.opp_y, small, card, 50 + i)
        else:
            spread = min(small * 0.3, (h * 0.5) / max(1, len(keys)))
            x = geo.side_x[side]
            for i, ((key, card), y) in enumerate(zip(keys, fan(len(keys), h * 0.45, spread), strict=True)):
                out[key] = Place(x, y, small, card, 50 + i, rotated=True)

    if obs.rules.historical:
        out.update(reserve_places(obs, geo))
    # The stock, with the trump indicator turned across under it (none in the game of 1524).
    stock_count = stock_shown(obs, flags)
    sx, sy = geo.stock
    # While the last draws are held back, the indicator they took still lies there.
    hiding = flags.hidden_draw is not None or flags.hidden_opp_draws > 0
    indicator_in_stock = obs.indicator_in_stock or (hiding and obs.stock_size == 0)
    backs = stock_count - (1 if indicator_in_stock else 0)
    if indicator_in_stock:
        out[("c", obs.trump_indicator)] = Place(sx + geo.card_w * 0.45, sy, ch, obs.trump_indicator, 1,
                                                rotated=True)
    for i in range(max(0, backs)):
        out[("s", i)] = Place(sx - i * 0.35, sy - i * 0.35, ch, None, 10 + i)

    # The trick in the middle, each card in front of its player.
    plays = obs.tricks[-1].plays(n) if flags.hold_trick and obs.tricks else obs.trick_plays
    for i, play in enumerate(plays):
        ox, oy = geo.trick_offsets[side_of(play.seat, me, n)]
        out[("c", play.card)] = Place(cx + ox + i * 4, cy + oy, ch, play.card, 200 + i)

    # Captured tricks, face down, on each side's pile.
    tricks = obs.tricks[:-1] if flags.hold_trick else obs.tricks
    piles: dict[int, int] = {0: 0, 1: 0}
    for t in tricks:
        team = obs.team(t.winner)
        px, py = geo.pile_me if team == obs.team(me) else geo.pile_opp
        for c in t.cards:
            k = piles[team]
            out[("c", c)] = Place(px + (k // 2) * 0.3, py - (k // 2) * 0.3, small, None, 20 + k, rotated=True)
            piles[team] += 1
    return out
