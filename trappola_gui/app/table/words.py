"""What the table says: pure functions from an observation to words.

Nothing here draws or keeps state, so every sentence the player reads can be
unit-tested without a window. Rules are never worked out here: the rule in force
and what it allows come from the engine (``obs.constraint``, ``obs.legal``), who
is winning the trick from ``obs.winning_play``; the words only describe them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

from trappola_gui.engine import (
    Constraint,
    ConstraintKind,
    Declare,
    Exchange,
    IllegalAction,
    Keep,
    MustBeat,
    MustFollowSuit,
    MustTrump,
    NotYourTurn,
    Observation,
    Phase,
    Rules,
    ThrowIn,
    cards_of,
)
from trappola_gui.engine.breakdown import combination_value, is_set
from trappola_gui.engine.cards import suit_of
from trappola_gui.engine.running_score import last_deuce_trick

from ..lang.i18n import N_, _, ngettext
from ..lang.names import card_name, level_name, rank_name, suit_name

SIDES_4 = ("bottom", "left", "top", "right")


def side(seat: int, me: int, players: int) -> str:
    """Where a seat sits on screen: the player at the bottom, the partner or opponent across."""
    rel = (seat - me) % players
    return ("bottom", "top")[rel] if players == 2 else SIDES_4[rel]


# The seats' names when nobody sits at the table (computer against computer).
COMPASS_2 = (N_("South"), N_("North"))
COMPASS_4 = (N_("South"), N_("West"), N_("North"), N_("East"))
WATCHING = -1  # ``me`` when the window only watches


def seat_name(seat: int, me: int, players: int, names: Mapping[int, str] | None = None) -> str:
    """Who sits at ``seat`` as the player at ``me`` says it; ``names``: the names friends chose, by seat."""
    if names and seat != me and names.get(seat):
        return names[seat]
    if me == WATCHING:
        return _((COMPASS_2 if players == 2 else COMPASS_4)[seat])
    if seat == me:
        return _("You")
    if players == 2:
        return _("Opponent")
    return {"top": _("Partner"), "left": _("Left opponent"), "right": _("Right opponent")}[side(seat, me, players)]


def friend_name(me: int | None, players: int, names: Mapping[int, str]) -> str | None:
    """The name the other player chose, at a two-player friend's table (None anywhere else)."""
    if players != 2 or me is None or me == WATCHING:
        return None
    return names.get(1 - me) or None


def side_names(players: int, me: int | None = None, names: Mapping[int, str] | None = None) -> tuple[str, str]:
    """The two sides' names, the player's first (at a friend's table, the friend's chosen name)."""
    if players == 2:
        return _("You"), friend_name(me, players, names or {}) or _("Opponent")
    return _("Your team"), _("Opponents")


def plate_label(seat: int, me: int, players: int, level: str | None, names: Mapping[int, str] | None = None) -> str:
    """A seat's name plate: who sits there (a friend's chosen name) and, for the computer, its level."""
    name = seat_name(seat, me, players, names)
    if (seat == me and me != WATCHING) or not level:
        return name
    return _("{who} · {level}").format(who=name, level=level_name(level))


def rule_sentence(rule: Constraint, faces: str, trump: int | None) -> str:
    """The engine's rule for the player's card, in the player's words (one sentence per kind);
    ``trump`` the trump suit, None in the game of 1524, which has none."""
    if rule.led is None:  # a lead: the engine leaves every card free
        return _("Your lead: drag or click a card (or the arrow keys and Enter).")
    if rule.kind == ConstraintKind.FREE:
        return _("Your turn: any card may be played while the stock lasts.")
    led = suit_name(rule.led, faces)
    if rule.kind == ConstraintKind.FOLLOW:
        return _("Your turn: follow suit ({suit}).").format(suit=led)
    if rule.kind == ConstraintKind.TRUMP and rule.suit is not None:
        return _("No {suit} in your hand: you must play a trump ({trump}).").format(
            suit=led, trump=suit_name(rule.suit, faces))
    if rule.kind == ConstraintKind.BEAT and rule.card is not None:
        if rule.follows_suit:
            return _("Your turn: follow {suit} with a card that beats {card}.").format(
                suit=led, card=card_name(rule.card, faces))
        return _("No {suit} in your hand: you must play a trump that beats {card}.").format(
            suit=led, card=card_name(rule.card, faces))
    if trump is None:
        return _("No {suit} in your hand: any card may be played.").format(suit=led)
    if rule.led == trump:  # trumps were led and the player has none
        return _("No trump ({suit}) in your hand: any card may be played.").format(suit=led)
    return _("No {suit} in your hand and no trump: any card may be played.").format(suit=led)


def turn_prompt(obs: Observation, faces: str) -> str:
    """The prompt when the player is to play a card: the rule the engine says is in force."""
    rule = obs.constraint
    if rule is None:
        return ""
    text = rule_sentence(rule, faces, None if obs.rules.historical else obs.trump)
    if rule.allowed != obs.hand and rule.allowed.bit_count() == 1:
        return _("{rule} {card} is the only card you may play.").format(
            rule=text, card=card_name(cards_of(rule.allowed)[0], faces))
    return text


def waiting_prompt(obs: Observation, thinking: bool, me: int | None = None,
                   names: Mapping[int, str] | None = None) -> str:
    """The prompt while another seat is to act (``me``: the player's seat, or WATCHING)."""
    if obs.to_move is None:
        return ""
    who = seat_name(obs.to_move, obs.seat if me is None else me, obs.rules.players, names)
    if obs.phase == Phase.EXCHANGE and obs.rules.historical:  # the game of 1524: the whole hand or nothing
        return _("{who} is deciding whether to throw in the hand…").format(who=who)
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


def exchange_limit(obs: Observation) -> int:
    """How many cards may be laid down: the engine's legal exchanges say it."""
    return max((len(a.cards) for a in obs.legal if isinstance(a, Exchange)), default=0)


def my_turn_prompt(obs: Observation, faces: str) -> str:
    """The prompt when the player is to act: the exchange's or declarations' choice, or the rule of play."""
    if obs.phase == Phase.EXCHANGE and obs.rules.historical:
        return _("Keep your hand (P), or throw it in face up and take nine from the reserve (Enter).")
    if obs.phase == Phase.EXCHANGE:
        most = exchange_limit(obs)
        return ngettext(
            "Austrian exchange: pick up to {n} card, then Exchange (Enter) or Keep hand (P).",
            "Austrian exchange: pick up to {n} cards, then Exchange (Enter) or Keep hand (P).",
            most).format(n=most)
    if obs.phase == Phase.DECLARE:
        return declare_prompt(obs)
    return turn_prompt(obs, faces) if obs.phase == Phase.PLAY else ""


def won_with_deuce(obs: Observation) -> bool:
    """The last trick of the game of 1524 was won with a deuce (docs/historical.md 6)."""
    return last_deuce_trick(obs) is not None


def deuce_trick_banner(obs: Observation, me: int | None = None, names: Mapping[int, str] | None = None) -> str:
    """The announcement of the last trick won with a deuce, with the points the engine gives it
    (``running_score.last_deuce_trick``): 10, or once the deal is over the deuce ending's run at 26
    a trick; "" when no deuce won it. The status line and the banner both say this."""
    deuce = last_deuce_trick(obs)
    if deuce is None:
        return ""
    me = obs.seat if me is None else me
    who = seat_name(obs.tricks[-1].winner, me, obs.rules.players, names)
    if deuce.ending:
        if deuce.side == me:  # two players: a side is a seat
            return ngettext("Your deuce ending: {n} trick won with a deuce at the end, {points} points.",
                            "Your deuce ending: {n} tricks won with deuces at the end, {points} points.",
                            deuce.tricks).format(n=deuce.tricks, points=deuce.points)
        return ngettext("Deuce ending for {who}: {n} trick won with a deuce at the end, {points} points.",
                        "Deuce ending for {who}: {n} tricks won with deuces at the end, {points} points.",
                        deuce.tricks).format(who=who, n=deuce.tricks, points=deuce.points)
    if deuce.side == me:
        return _("You win the trick with a deuce: {points} points.").format(points=deuce.points)
    return _("{who} wins the trick with a deuce: {points} points.").format(who=who, points=deuce.points)


def trick_taken(winner: int, obs: Observation, me: int | None = None, names: Mapping[int, str] | None = None) -> str:
    me = obs.seat if me is None else me
    if won_with_deuce(obs):
        return deuce_trick_banner(obs, me, names)
    if winner == me:
        return _("You take the trick.")
    return _("{who} takes the trick.").format(who=seat_name(winner, me, obs.rules.players, names))


def last_trick_title(obs: Observation, me: int | None = None, names: Mapping[int, str] | None = None) -> str:
    me = obs.seat if me is None else me
    if not obs.tricks:
        return _("No trick has been played yet.")
    winner = obs.tricks[-1].winner
    if winner == me:
        return _("Last trick: you won it.")
    if me != WATCHING and winner == obs.game.partner(me):
        return _("Last trick: your partner won it.")
    return _("Last trick: {who} won it.").format(who=seat_name(winner, me, obs.rules.players, names))


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


def cards_named(mask: int, faces: str) -> str:
    return ", ".join(card_name(c, faces) for c in cards_of(mask))


# ------------------------------------------------------------------ announcements
def combination_words(mask: int, faces: str, rules: Rules) -> str:
    """A declared combination and its points under ``rules``: "3 × Ace (6)", "Coins run (3)";
    in Trappola 1524 "3 × Ace (12)", "3 × 2 (10)"."""
    cards = cards_of(mask)
    if is_set(rules, mask):  # the engine's word for it: a set of one rank, else a run in one suit
        what = _("{n} × {rank}").format(n=len(cards), rank=rank_name(cards[0], faces))
    else:
        what = _("{suit} run").format(suit=suit_name(suit_of(cards[0]), faces))
    return _("{what} ({points})").format(what=what, points=combination_value(rules, mask))


def choice_labels(choices: Collection[int], faces: str, rules: Rules) -> dict[int, str]:
    """Each combination as the declarations panel lists it: its words, and where other choices read
    the same (three Kings of four, or two runs of three in one suit) what this one leaves out of
    them all: "3 × King (5), without Coins"."""
    plain = {m: combination_words(m, faces, rules) for m in choices}
    alike: dict[str, int] = {}  # the words, and every card of the choices that read so
    for m, what in plain.items():
        alike[what] = alike.get(what, 0) | m
    out: dict[int, str] = {}
    for m, what in plain.items():
        missing = cards_of(alike[what] & ~m)
        # Sets alike are of one rank, told apart by their suits; runs alike of one suit, by their ranks.
        names = [suit_name(suit_of(c), faces) if is_set(rules, m) else rank_name(c, faces) for c in missing]
        out[m] = _("{what}, without {missing}").format(what=what, missing=", ".join(names)) if names else what
    return out


def exchange_banner(action: Exchange | Keep | ThrowIn, who: str) -> str:
    """What the table announces when another seat exchanges (or keeps its hand)."""
    if isinstance(action, ThrowIn):
        return _("{who} throws in the hand and takes nine from the reserve.").format(who=who)
    n = len(action.cards) if isinstance(action, Exchange) else 0
    if not n:
        return _("{who} keeps the hand.").format(who=who)
    return ngettext("{who} lays down {n} card and draws {n}.",
                    "{who} lays down {n} cards and draws {n}.", n).format(who=who, n=n)


def declaration_banner(action: Declare, who: str, faces: str, rules: Rules) -> str:
    if not action.combinations:
        return _("{who}: no declaration.").format(who=who)
    what = ", ".join(combination_words(m, faces, rules) for m in action.combinations)
    return _("{who} declares {what}.").format(who=who, what=what)


def declared_banner(obs: Observation, name: Callable[[int], str], faces: str) -> str:
    """Every seat's declarations at once (the mandatory-declarations variant, before the first lead)."""
    parts = [_("{who}: {what}").format(who=name(seat),
                                       what=", ".join(combination_words(m, faces, obs.rules) for m in combos))
             for seat, combos in enumerate(obs.declarations) if combos]
    return _("Declared: {what}").format(what="; ".join(parts)) if parts else ""
