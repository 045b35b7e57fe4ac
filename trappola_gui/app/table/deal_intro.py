"""The deal's opening animation: shuffle, cut, the packets of three, the trump turned.

Pure functions of the observation (the window never reads the deck): the steps
with their words and durations, and where every card lies at each step.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import replace

from trappola_gui.engine import Observation, cards_of
from trappola_gui.engine.dealing import deal_packets

from ..kit.card_layer import Key, Place
from ..lang.i18n import _
from ..lang.names import suit_name
from .layout import Geometry

Step = tuple[float, str, str]  # (seconds, step name, what the prompt line says)


def intro_steps(obs: Observation, scale: float, resumed: bool, seat_name: Callable[[int], str],
                faces: str, me: int | None = None) -> deque[Step]:
    """The steps of the opening; only "done" when there is no animation or the deal was resumed.

    ``me`` is the player's seat: "You shuffle…", not "You shuffles…" (the verb agrees in every language).
    """
    steps: deque[Step] = deque()
    if scale > 0 and not resumed:
        dealer, cutter = obs.dealer, obs.rules.cutter(obs.dealer)
        shuffle = _("You shuffle…") if dealer == me else _("{who} shuffles…").format(who=seat_name(dealer))
        cut = _("You cut.") if cutter == me else _("{who} cuts.").format(who=seat_name(cutter))
        steps.append((0.9 * scale, "shuffle", shuffle))
        steps.append((0.6 * scale, "cut", cut))
        packets = deal_packets(obs.rules, dealer)
        # TRANSLATORS: while the cards of Trappola 1524 are dealt: four to each player, then five.
        dealing = _("Dealing four, then five…") if obs.rules.historical else _("Dealing in threes…")
        for p in range(1, len(packets) + 1):
            steps.append((0.22 * scale, f"deal{p}", dealing))
        if obs.trump >= 0:  # the game of 1524 has no trump to turn
            steps.append((0.7 * scale, "turn", _("Trump: {suit}.").format(suit=suit_name(obs.trump, faces))))
    steps.append((0.35 * scale, "done", ""))
    return steps


def trump_turned(step: str) -> bool:
    """The trump card has been turned by ``step`` (none or "done": the opening is over): it may be named.

    >>> [trump_turned(s) for s in ("shuffle", "cut", "deal1", "deal6", "turn", "done", "")]
    [False, False, False, False, True, True, True]
    """
    return step in ("", "turn", "done")


def intro_places(obs: Observation, geo: Geometry, step: str, own_in_order: list[int],
                 places: Mapping[Key, Place]) -> dict[Key, Place]:
    """Where the cards lie during ``step``: only the packets dealt so far, the rest in the pack."""
    if not step or step == "done":
        return dict(places)
    n = obs.rules.players
    packets = deal_packets(obs.rules, obs.dealer)
    dealt_packets = int(step[4:]) if step.startswith("deal") else (len(packets) if step == "turn" else 0)
    dealt_to = {s: sum(size for seat, size in packets[:dealt_packets] if seat == s) for s in range(n)}
    mine = set(own_in_order[: dealt_to[obs.seat]])
    # Until the trump is turned the hand lies in an order that does not give it away (a hand
    # sorted trumps last would name the trump): the fan's places taken in ``own_in_order``.
    fan_x = sorted(places[("c", c)].x for c in cards_of(obs.hand) if ("c", c) in places)
    neutral = {c: x for c, x in zip(own_in_order, fan_x, strict=False)} if not trump_turned(step) else {}
    out: dict[Key, Place] = {}
    remaining = obs.rules.deck - sum(dealt_to.values())
    sx, sy = geo.stock
    for key, place in places.items():
        if key[0] == "c" and obs.hand >> key[1] & 1:
            if key[1] in mine:
                out[key] = replace(place, x=neutral[key[1]]) if key[1] in neutral else place
        elif key[0] == "b":
            if key[2] < dealt_to[key[1]]:
                out[key] = place
        elif key[0] == "c" and key[1] == obs.trump_indicator and n == 2 and step == "turn":
            cx, cy = geo.center
            out[key] = replace(place, x=cx, y=cy, rotated=False, z=300)
    # The pack: everything not yet dealt, in one pile (shuffled and cut on the spot).
    wobble = geo.card_w * 0.3 if step == "shuffle" else 0.0
    for i in range(remaining if step != "turn" else obs.stock_size):
        dx = (wobble if i % 2 else -wobble) if step == "shuffle" else 0
        if step == "cut" and i < remaining // 2:
            dx = geo.card_w * 1.2
        out[("s", i)] = Place(sx + dx - i * 0.3, sy - i * 0.3, geo.card_h, None, 10 + i)
    return out
