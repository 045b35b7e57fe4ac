"""The review's words: an option, a card in a list, a part of the deal, a margin with its sign.

Pure functions from the review's values to the player's language; the review screen
(``review.py``) and its drawing (``review_view.py``) use them.
"""

from __future__ import annotations

from trappola_gui.ai.review import Decision
from trappola_gui.engine import Action, Declare, Exchange, Keep, Play, ThrowIn
from trappola_gui.engine.cards import cards_of, strength_of, suit_of

from ..lang.i18n import _, pgettext
from ..lang.names import CARD_FORMS, rank_name, tradition

_NUMBERS = {0: "7", 1: "8", 2: "9", 3: "10", 4: "2"}


def short_card(card: int, faces: str) -> str:
    """A card as the review names every card, alone or in a list: the deck's own "{rank} of {suit}"
    (``names.CARD_FORMS``) with figures for the numbers: "7 of Cups", "Ace of Cups", "King of Swords"."""
    rank = _NUMBERS.get(strength_of(card)) or rank_name(card, faces)
    return pgettext(*CARD_FORMS[tradition(faces)][suit_of(card)]).format(rank=rank)


def option_text(action: Action, faces: str) -> str:
    """An option in the player's words: a card, the cards laid down or the hand kept or thrown in, the
    combinations declared. Cards are named one way in the whole review (``short_card``), in a list
    as in a panel, so "Ace of Cups" never stands beside "Nine of Batons"."""
    if isinstance(action, Play):
        return short_card(action.card, faces)
    if isinstance(action, Exchange):
        if not action.cards:
            return _("Keep hand")
        return ", ".join(short_card(c, faces) for c in action.cards)
    if isinstance(action, (Keep, ThrowIn)):  # Trappola 1524's exchange of the whole hand
        return _("Throw in the hand") if isinstance(action, ThrowIn) else _("Keep hand")
    assert isinstance(action, Declare)
    if not action.combinations:
        return _("Pass")
    return " + ".join(", ".join(short_card(c, faces) for c in cards_of(m)) for m in action.combinations)


def option_cards(action: Action) -> frozenset[int]:
    if isinstance(action, Play):
        return frozenset((action.card,))
    if isinstance(action, Exchange):
        return frozenset(action.cards)
    if not isinstance(action, Declare):
        return frozenset()  # keeping or throwing in the whole hand lifts no card
    out: set[int] = set()
    for m in action.combinations:
        out.update(cards_of(m))
    return frozenset(out)


def phase_words(phase: str) -> str:
    # A context of their own: the table's "Exchange" is a button (a verb), these name a part of the deal.
    words = {"exchange": pgettext("part of a deal", "Exchange"),
             "declare": pgettext("part of a deal", "Declarations"),
             "open": pgettext("part of a deal", "Open phase"),
             "closed": pgettext("part of a deal", "Closed phase")}
    return words.get(phase) or pgettext("part of a deal", "Play of the cards")


def moment_words(d: Decision, with_phase: bool = True) -> str:
    """Where in the deal a decision was: "Trick 3 · Closed phase" ("Trick 3" without ``with_phase``);
    before the first trick, the part of the deal alone ("Exchange", "Declarations")."""
    if d.phase in ("exchange", "declare"):
        return phase_words(d.phase)
    if with_phase:
        return _("Trick {trick} · {phase}").format(trick=d.trick + 1, phase=phase_words(d.phase))
    return _("Trick {trick}").format(trick=d.trick + 1)


def how_words(d: Decision) -> str:
    if d.kind == "exact":
        return _("exact: every card known")
    return _("from {n} deals that fit what you saw").format(n=d.samples)


def signed(v: float) -> str:
    """A margin with its sign, one decimal unless whole (a minus sign, not a hyphen)."""
    if abs(v) < 0.05:
        return "0"
    text = f"{v:+.1f}" if abs(v - round(v)) > 0.05 else f"{round(v):+d}"
    return text.replace("-", "−")
