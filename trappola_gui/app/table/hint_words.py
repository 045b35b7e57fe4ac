"""What a hint says: the claim ``ai.hint_claims`` found true of the hinted card, in the player's words.

Nothing is worked out here: which claim holds (a card that wins the trick for sure, how few cards
may beat it, what it risks) comes from what the player can know, in ``hint_claims``; this only
says it.
"""

from __future__ import annotations

from trappola_gui.ai import hint_claims as hc
from trappola_gui.engine import Observation

from ..lang.i18n import _, ngettext
from ..lang.names import card_name


def hint_reason(obs: Observation, card: int) -> str:
    """Why the hint's card, in a few words that are true of what the player can know."""
    claim = hc.claim(obs, card)
    kind, points, cards = claim.kind, claim.points, claim.cards
    if kind == hc.ONLY:
        return _("the only card you may play")
    if kind == hc.WINS:
        if not obs.trick:
            return _("a sure winner: no card still out can beat it")
        if points:
            return ngettext("wins the trick and its {points} point", "wins the trick and its {points} points",
                            points).format(points=points)
        return _("wins the trick and the lead")
    if kind == hc.WINS_CHEAPLY:
        return _("wins the trick cheaply")
    if kind == hc.DEUCE_WINS:
        return _("a sure deuce trick: no card still out can follow it")
    if kind == hc.DEUCE_MAY:
        return _("a deuce led scores 10 if it is not followed")
    if kind == hc.DRAWS_TRUMPS:
        return _("a trump lead draws the other trumps")
    if kind == hc.FEW_BEATERS:
        return ngettext("only {n} card still out can beat it", "only {n} cards still out can beat it",
                        cards).format(n=cards)
    if kind == hc.TRUMPS_ONLY:
        return _("only a trump can beat it")
    if kind == hc.LOW_LEAD:
        return _("a low lead risks few points")
    if kind == hc.SAFEST_LEAD:
        return _("of your leads, the fewest cards can beat it")
    if kind == hc.PARTNER_WINS:
        if points:
            return ngettext("adds {points} point to your partner's sure trick",
                            "adds {points} points to your partner's sure trick", points).format(points=points)
        return _("your partner's card takes the trick")
    if kind == hc.PARTNER_AHEAD:
        return _("leaves the trick to your partner's card")
    if kind == hc.KEEPS_TRUMPS:
        return _("keeps your trumps for later")
    if kind == hc.NO_POINTS:
        return _("gives away no points")
    if kind == hc.FEWEST_POINTS:
        return _("gives away the fewest points")
    return _("the best play the computer finds")


def hint_sentence(obs: Observation, card: int, faces: str) -> str:
    """The prompt line of a hint: the card and why."""
    return _("Hint: {card}, {why}.").format(card=card_name(card, faces), why=hint_reason(obs, card))
