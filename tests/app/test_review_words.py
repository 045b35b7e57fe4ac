"""The review says where a decision was in the deal: a trick and its phase, or, before the first
trick, the exchange or the declarations alone (never "Trick 1 · Exchange")."""

from __future__ import annotations

from trappola_gui.ai.review_model import Decision
from trappola_gui.app.screens.review_words import moment_words
from trappola_gui.engine import Exchange, Play


def decision(phase: str, trick: int) -> Decision:
    action = Exchange(0, ()) if phase == "exchange" else Play(0, 3)
    return Decision(index=0, seat=0, trick=trick, phase=phase, kind="exact", samples=0, chosen=action, options=())


def test_the_exchange_and_the_declarations_are_not_called_a_trick():
    assert moment_words(decision("exchange", 0)) == "Exchange"
    assert moment_words(decision("declare", 0), with_phase=False) == "Declarations"
    assert moment_words(decision("closed", 11)) == "Trick 12 · Closed phase"
    assert moment_words(decision("open", 2), with_phase=False) == "Trick 3"
