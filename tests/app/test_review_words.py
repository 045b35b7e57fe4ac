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


def test_the_better_card_and_the_card_played_instead_differ_in_shape_not_only_in_colour():
    import pygame

    from trappola_gui.app.screens.review_panels import draw_card_mark

    def marked(good: bool) -> set[tuple[int, int]]:
        surface = pygame.Surface((200, 240))
        surface.fill((0, 0, 0))
        draw_card_mark(surface, pygame.Rect(40, 40, 100, 150), good)
        return {(x, y) for x in range(200) for y in range(240) if surface.get_at((x, y))[:3] != (0, 0, 0)}

    good, bad = marked(True), marked(False)
    # Seen without colour: the sets of lit pixels differ (a solid ring and a tick, a dashed ring and a cross).
    assert len(good ^ bad) > 200
    left_edge = [(37, y) for y in range(45, 185)]
    assert all(p in good for p in left_edge)  # the better card's ring is solid...
    assert not all(p in bad for p in left_edge)  # ...the card played instead's is dashed
