"""Why the engine refuses an action: one exception per reason, each with the words a window needs."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules refuse in this state; ``str`` is the reason.

    Each reason has its subclass (:class:`MustFollowSuit`, :class:`MustTrump`,
    :class:`MustBeat`, :class:`NotYourTurn`, :class:`NotInHand`,
    :class:`WrongPhase`, :class:`BadDeclaration`, :class:`BadExchange`), and
    ``kind`` names it for a window to explain in its own words: ``follow`` and
    ``trump`` (``suit`` set), ``beat`` (``card`` set, the card to beat),
    ``not_held``, ``not_your_turn``, ``phase``, ``declaration``, ``exchange``.
    """

    kind = "other"

    def __init__(self, message: str, kind: str | None = None, suit: int | None = None,
                 card: int | None = None) -> None:
        super().__init__(message)
        self.kind = kind or type(self).kind
        self.suit, self.card = suit, card


class MustFollowSuit(IllegalAction):
    """A card of another suit while the led suit (``suit``) is held, where following is required."""

    kind = "follow"


class MustTrump(IllegalAction):
    """Another card while a trump (``suit``) is held and the led suit is not."""

    kind = "trump"


class MustBeat(IllegalAction):
    """With "must win": a card that does not beat ``card`` while an allowed card would."""

    kind = "beat"


class NotYourTurn(IllegalAction):
    kind = "not_your_turn"


class NotInHand(IllegalAction):
    kind = "not_held"


class WrongPhase(IllegalAction):
    """An action of another part of the deal (a play during the declarations, anything once over)."""

    kind = "phase"


class BadDeclaration(IllegalAction):
    kind = "declaration"


class BadExchange(IllegalAction):
    kind = "exchange"


_BY_KIND: dict[str, type[IllegalAction]] = {
    cls.kind: cls for cls in (MustFollowSuit, MustTrump, MustBeat, NotYourTurn, NotInHand, WrongPhase,
                              BadDeclaration, BadExchange)}


def refusal_of(kind: str, message: str, suit: int | None = None, card: int | None = None) -> IllegalAction:
    """The refusal named ``kind`` (as a table server sends it), as the engine's own exception.

    >>> type(refusal_of("follow", "7C is not legal", suit=2)).__name__
    'MustFollowSuit'
    """
    return _BY_KIND.get(kind, IllegalAction)(message, kind=kind, suit=suit, card=card)


class DeckError(ValueError):
    """A deck that is not the rules' pack in some order."""
