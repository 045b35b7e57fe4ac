"""What the table says: pure functions from an observation to words.

Nothing here draws or keeps state, so every sentence the player reads can be
unit-tested without a window. Rules are never worked out here: what may be
played comes from ``obs.legal``; the words only describe it.
"""

from __future__ import annotations

from trappola_gui.engine import (
    IllegalAction,
    MustBeat,
    MustFollowSuit,
    MustTrump,
    NotYourTurn,
    Observation,
    Phase,
    Play,
    cards_of,
)
from trappola_gui.engine.cards import CARD_POINTS, SUIT_MASKS, beats, strength_of, suit_of

from .i18n import N_, _
from .names import card_name, level_name, suit_name

SIDES_4 = ("bottom", "left", "top", "right")


def side(seat: int, me: int, players: int) -> str:
    """Where a seat sits on screen: the player at the bottom, the partner or opponent across."""
    rel = (seat - me) % players
    return ("bottom", "top")[rel] if players == 2 else SIDES_4[rel]


# The seats' names when nobody sits at the table (computer against computer).
COMPASS_2 = (N_("South"), N_("North"))
COMPASS_4 = (N_("South"), N_("West"), N_("North"), N_("East"))
WATCHING = -1  # ``me`` when the window only watches


def seat_name(seat: int, me: int, players: int) -> str:
    if me == WATCHING:
        return _((COMPASS_2 if players == 2 else COMPASS_4)[seat])
    if seat == me:
        return _("You")
    if players == 2:
        return _("Opponent")
    return {"top": _("Partner"), "left": _("Left opponent"), "right": _("Right opponent")}[side(seat, me, players)]


def plate_label(seat: int, me: int, players: int, level: str | None) -> str:
    """A seat's name plate: who sits there and, for the computer, its level."""
    name = seat_name(seat, me, players)
    if (seat == me and me != WATCHING) or not level:
        return name
    return _("{who} · {level}").format(who=name, level=level_name(level))


def legal_plays(obs: Observation) -> list[int]:
    return [a.card for a in obs.legal if isinstance(a, Play)]


def _points(obs: Observation, card: int) -> int:
    return CARD_POINTS[obs.rules.points][card]


def turn_prompt(obs: Observation, faces: str) -> str:
    """The prompt when the player is to play a card."""
    if not obs.trick:
        return _("Your lead: drag or click a card (or the arrow keys and Enter).")
    legal = legal_plays(obs)
    led = suit_of(obs.trick[0])
    suit = suit_name(led, faces)
    if len(legal) == 1:
        return _("Your turn: {card} is the only card you may play.").format(card=card_name(legal[0], faces))
    has_led = bool(obs.hand & SUIT_MASKS[led])
    everything = len(legal) == bin(obs.hand).count("1")
    if has_led:
        if everything:
            return _("Your turn: any card may be played while the stock lasts.")
        if all(suit_of(c) == led for c in legal) and len(legal) < bin(obs.hand & SUIT_MASKS[led]).count("1"):
            return _("Your turn: follow {suit} with a card that wins the trick.").format(suit=suit)
        return _("Your turn: follow suit ({suit}).").format(suit=suit)
    trumps = obs.hand & SUIT_MASKS[obs.trump]
    if everything:
        return _("No {suit} in your hand: trump or discard.").format(suit=suit)
    if trumps and all(suit_of(c) == obs.trump for c in legal):
        return _("No {suit} in your hand: you must play a trump ({trump}).").format(
            suit=suit, trump=suit_name(obs.trump, faces))
    return _("Your turn: choose one of the raised cards.")


def waiting_prompt(obs: Observation, thinking: bool, me: int | None = None) -> str:
    """The prompt while another seat is to act (``me``: the player's seat, or WATCHING)."""
    if obs.to_move is None:
        return ""
    who = seat_name(obs.to_move, obs.seat if me is None else me, obs.rules.players)
    if obs.phase == Phase.EXCHANGE:
        return _("{who} is choosing cards to exchange…").format(who=who)
    if obs.phase == Phase.DECLARE:
        return _("{who} is deciding what to declare…").format(who=who)
    if not obs.trick:
        return _("{who} leads…").format(who=who) if thinking else _("{who} to lead.").format(who=who)
    return _("{who} is thinking…").format(who=who) if thinking else _("{who} to play.").format(who=who)


def declare_prompt(obs: Observation) -> str:
    if obs.rules.players == 2:
        return _("Choose what to declare. Declared cards are shown to your opponent.")
    return _("Choose what to declare. Declared cards are shown to the other players.")


def trick_taken(winner: int, obs: Observation, me: int | None = None) -> str:
    me = obs.seat if me is None else me
    if winner == me:
        return _("You take the trick.")
    return _("{who} takes the trick.").format(who=seat_name(winner, me, obs.rules.players))


def last_trick_title(obs: Observation, me: int | None = None) -> str:
    me = obs.seat if me is None else me
    if not obs.tricks:
        return _("No trick has been played yet.")
    winner = obs.tricks[-1].winner
    if winner == me:
        return _("Last trick: you won it.")
    if obs.rules.players == 4 and me != WATCHING and winner == (me + 2) % 4:
        return _("Last trick: your partner won it.")
    return _("Last trick: {who} won it.").format(who=seat_name(winner, me, obs.rules.players))


def explain(exc: IllegalAction, faces: str) -> str:
    """Why the engine refused a card, in the player's words (one sentence per reason the engine names)."""
    if isinstance(exc, MustFollowSuit) and exc.suit is not None:
        return _("You must follow suit: {suit}.").format(suit=suit_name(exc.suit, faces))
    if isinstance(exc, MustTrump) and exc.suit is not None:
        return _("You cannot follow suit, so you must play a trump: {suit}.").format(suit=suit_name(exc.suit, faces))
    if isinstance(exc, MustBeat) and exc.card is not None:
        return _("You must beat this card: {card}.").format(card=card_name(exc.card, faces))
    if isinstance(exc, NotYourTurn):
        return _("Wait for your turn.")
    return _("That is not allowed now.")


def _winner_so_far(obs: Observation) -> int:
    best = obs.trick[0]
    for c in obs.trick[1:]:
        if beats(c, best, obs.trump):
            best = c
    return best


def hint_reason(obs: Observation, card: int) -> str:
    """Why the hint's card is a good one, in a few words (never a rule the engine did not say)."""
    legal = legal_plays(obs)
    if len(legal) <= 1:
        return _("the only card you may play")
    trump = obs.trump
    if not obs.trick:
        if suit_of(card) == trump:
            return _("a trump lead draws the other trumps")
        if _points(obs, card) == 0:
            return _("a low lead risks few points")
        return _("a strong lead that should hold")
    best = _winner_so_far(obs)
    wins = beats(card, best, trump)
    winners = [c for c in legal if beats(c, best, trump)]
    at_stake = sum(_points(obs, c) for c in obs.trick)
    if wins:
        cheapest = min(winners, key=lambda c: (_points(obs, c), suit_of(c) == trump, strength_of(c)))
        if card == cheapest:
            return _("wins the trick cheaply")
        return _("wins the trick and its {points} points").format(points=at_stake) if at_stake else \
            _("wins the trick and the lead")
    if winners and suit_of(card) != trump and any(suit_of(c) == trump for c in winners):
        return _("keeps your trumps for later")
    if _points(obs, card) == 0:
        return _("gives away no points")
    return _("gives away the fewest points")


def void_in(obs: Observation, suit: int) -> bool:
    return not obs.hand & SUIT_MASKS[suit]


def cards_named(mask: int, faces: str) -> str:
    return ", ".join(card_name(c, faces) for c in cards_of(mask))
