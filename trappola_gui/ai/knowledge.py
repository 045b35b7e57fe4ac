"""What a seat can infer about hidden cards, and guesses (determinizations) consistent with it.

Everything here is derived from an :class:`Observation` alone: cards seen,
declared cards still held, the trump indicator's holder, the seat's own laid
down cards and their places in the stock, voids shown in closed tricks, and
hand sizes. :func:`possible_cards` gives the cards each seat may still hold (what
a hint may claim rests on it); :func:`sample_state` deals the hidden cards at random within those
constraints and rebuilds a full :class:`DealState` for search.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from trappola_gui.engine import DealState, Observation, Rules
from trappola_gui.engine.cards import SUIT_MASKS, cards_of
from trappola_gui.engine.dealing import deal_order


def open_trick_count(rules: Rules) -> int:
    """How many tricks are played with the stock still there (none with four players)."""
    return rules.stock_size // 2


def _void_from_trick(voids: list[int], leader: int, cards: tuple[int, ...], trump: int, n: int) -> None:
    led = cards[0] // 9
    for i in range(1, len(cards)):
        seat = (leader + i) % n
        suit = cards[i] // 9
        if suit != led:
            voids[seat] |= 1 << led
            if trump >= 0 and suit != trump:  # Trappola 1524 has no trump (-1) to show void in
                voids[seat] |= 1 << trump


def voids(obs: Observation) -> list[int]:
    """Per seat, a 4-bit set of suits that seat has shown it cannot hold (closed tricks only)."""
    n = obs.rules.players
    out = [0] * n
    first_closed = open_trick_count(obs.rules)
    for i, t in enumerate(obs.tricks):
        if i >= first_closed:
            _void_from_trick(out, t.leader, t.cards, obs.trump, n)
    if obs.closed and len(obs.trick) > 1:
        _void_from_trick(out, obs.leader, obs.trick, obs.trump, n)
    return out


def possible_cards(obs: Observation) -> tuple[int, ...]:
    """Per seat, every card that seat may hold now as far as ``obs`` tells (a mask; the seat's own
    hand for ``obs.seat``).

    A card may be in another seat's hand unless it was played, is face up elsewhere (the trump
    indicator under the stock, a hand thrown in in Trappola 1524), is known to be in a third hand
    (declared, or a card this seat laid down and another drew), lies in the stock where this seat
    laid it down, or is of a suit that seat has shown void in. A seat whose every card is known may
    hold nothing else.

    >>> from trappola_gui.engine import DealState, Rules, shuffled_deck
    >>> deal = DealState.new(Rules.variant_preset("historical"), shuffled_deck(3), 0)
    >>> obs = deal.observation(1)
    >>> theirs, mine = possible_cards(obs)  # seat 0, then seat 1
    >>> theirs == obs.unseen, mine == obs.hand
    (True, True)
    """
    n = obs.rules.players
    _, laid_in_stock = stock_slots(obs)
    known_elsewhere = [0] * n
    for s in range(n):
        if s != obs.seat:
            for other in range(n):
                if other not in (s, obs.seat):
                    known_elsewhere[s] |= obs.known[other]
    shown = voids(obs)
    out = []
    for s in range(n):
        if s == obs.seat:
            out.append(obs.hand)
        elif obs.hand_sizes[s] <= obs.known[s].bit_count():
            out.append(obs.known[s])
        else:
            pool = obs.unseen & ~laid_in_stock & ~known_elsewhere[s] & ~void_mask(shown[s])
            out.append(obs.known[s] | pool)
    return tuple(out)


def sure_cards(obs: Observation, possible: tuple[int, ...] | None = None) -> tuple[int, ...]:
    """Per seat, the cards ``obs`` shows that seat holds for certain: the known ones, or every card it
    may hold where it may hold no more cards than it has (two players once the stock is gone).

    ``possible`` is :func:`possible_cards` of ``obs`` (worked out here if not given).
    """
    possible = possible_cards(obs) if possible is None else possible
    return tuple(p if p.bit_count() <= size else known
                 for p, size, known in zip(possible, obs.hand_sizes, obs.known, strict=True))


def void_mask(suits: int) -> int:
    """The cards of a 4-bit suit set."""
    m = 0
    for s in range(4):
        if suits >> s & 1:
            m |= SUIT_MASKS[s]
    return m


def laid_positions(obs: Observation) -> dict[int, int]:
    """Own laid-down cards still in the stock, mapped to their index in the remaining stock."""
    if not obs.laid_down or obs.phase == "exchange":
        return {}
    order = deal_order(obs.rules, obs.dealer)
    total = obs.rules.stock_size
    mine = len(obs.laid_down)
    after = sum(obs.laid_counts[s] for s in order[order.index(obs.seat) + 1:])
    start = total - 1 - after - mine  # absolute index of the first card laid
    drawn = total - obs.stock_size
    out = {}
    for i, card in enumerate(obs.laid_down):
        pos = start + i - drawn
        if pos >= 0:
            out[card] = pos
    return out


def sample_state(obs: Observation, rng: random.Random) -> DealState:
    """A full state consistent with everything ``obs`` shows, hidden cards dealt at random."""
    n = obs.rules.players
    seat = obs.seat
    hands = [0] * n
    hands[seat] = obs.hand
    slots, fixed_mask = stock_slots(obs)
    known_all = 0
    for s in range(n):
        if s != seat:
            hands[s] = obs.known[s]
            known_all |= obs.known[s]
    pool = list(cards_of(obs.unseen & ~known_all & ~fixed_mask))
    rng.shuffle(pool)
    need = [obs.hand_sizes[s] - hands[s].bit_count() if s != seat else 0 for s in range(n)]
    if n == 2:
        other = 1 - seat
        k = need[other]
        for c in pool[:k]:
            hands[other] |= 1 << c
        rest = pool[k:]
    else:
        rest, dealt = _deal_with_voids(pool, need, voids(obs), seat, rng)
        for s, mask in dealt.items():
            hands[s] |= mask
    it = iter(rest)
    stock = [c if c is not None else next(it) for c in slots]
    return DealState.from_observation(obs, hands, stock)


def stock_slots(obs: Observation) -> tuple[list[int | None], int]:
    """The stock as ``obs`` knows it, top first (None where a card is hidden: the trump
    indicator and the seat's own laid-down cards are known), and the mask of those laid-down cards."""
    slots: list[int | None] = [None] * obs.stock_size
    if obs.stock_size and obs.indicator_in_stock:
        slots[-1] = obs.trump_indicator
    fixed_mask = 0
    for c, pos in laid_positions(obs).items():
        slots[pos] = c
        fixed_mask |= 1 << c
    return slots, fixed_mask


def _deal_with_voids(pool: list[int], need: list[int], void_suits: list[int], seat: int,
                     rng: random.Random) -> tuple[list[int], dict[int, int]]:
    """Deal ``pool`` to the other seats (``need`` cards each), respecting voids where possible."""
    n = len(need)
    others = [s for s in range(n) if s != seat and need[s] > 0]
    for attempt in range(30):
        strict = attempt < 25
        room = need[:]
        got = {s: 0 for s in others}
        allowed = {}
        for c in pool:
            suit = c // 9
            allowed[c] = [s for s in others if not (strict and void_suits[s] >> suit & 1)]
        order = sorted(pool, key=lambda c: len(allowed[c]))
        ok = True
        for c in order:
            choices = [s for s in allowed[c] if room[s] > 0]
            if not choices:
                ok = False
                break
            weights = [room[s] for s in choices]
            pick = rng.choices(choices, weights)[0]
            room[pick] -= 1
            got[pick] |= 1 << c
        if ok:
            return [], got
    raise RuntimeError("no deal of the hidden cards fits the observation")


def last_stock_states(obs: Observation) -> list[DealState] | None:
    """Every state ``obs`` allows, each as likely as the others, when at most one stock card is
    hidden (two players, the last open trick); None when there are more to guess.

    The opponent's hand is then the unseen cards less the hidden stock card, so there is one
    state for each card that may lie there (one state if none is hidden).
    """
    if obs.rules.players != 2 or not obs.stock_size:
        return None
    slots, fixed_mask = stock_slots(obs)
    hidden = slots.count(None)
    if hidden > 1:
        return None
    other = 1 - obs.seat
    known = obs.known[other]
    pool = obs.unseen & ~known & ~fixed_mask
    if known.bit_count() + pool.bit_count() != obs.hand_sizes[other] + hidden:
        return None
    hands = [0, 0]
    hands[obs.seat] = obs.hand
    if not hidden:
        hands[other] = known | pool
        return [DealState.from_observation(obs, hands, [c for c in slots if c is not None])]
    out = []
    for x in cards_of(pool):
        hands[other] = known | (pool & ~(1 << x))
        out.append(DealState.from_observation(obs, hands, [x if c is None else c for c in slots]))
    return out


def best_by_sampling(obs: Observation, rng: random.Random, cands: Sequence[int], samples: int,
                     value: Callable[[DealState, int], float],
                     enough: Callable[[int], bool] | None = None) -> int:
    """The candidate card of the best total value over sampled deals (Perfect-Information Monte Carlo).

    Each of up to ``samples`` deals fits the observation (:func:`sample_state`) and comes with a
    random stream; every candidate is played in a copy of it and valued by ``value(state, stream)``.
    ``enough(i)``, asked before the ``i``-th deal, may end the sampling early (a budget of nodes).
    Ties go to the lower card. Hard (its rollouts and its exact last open tricks) and the arena's ``pimc``
    choose this way.
    """
    totals = dict.fromkeys(cands, 0.0)
    for i in range(samples):
        if enough is not None and enough(i):
            break
        det = sample_state(obs, rng)
        stream = rng.getrandbits(64)
        for c in cands:
            s = det.clone()
            s.play_card(c)
            totals[c] += value(s, stream)
    return max(cands, key=lambda c: (totals[c], -c))
