"""A deal code typed into New match deals the player the hand they had (issue 36, point 3): the same
hands to the same seats, from the same dealer, whatever seed the new match draws."""

from __future__ import annotations

import random

import pygame
import pytest

from trappola_gui.app.shell import controller as controller_module
from trappola_gui.app.shell.controller import MatchController
from trappola_gui.app.tools.driver import Tour
from trappola_gui.engine import Rules, parse_deal_code
from trappola_gui.engine.seeding import first_dealer

VARIANTS = ["classic", "partnership", "austrian", "historical"]


def played_match(rules: Rules, seed: int, deals: int) -> MatchController:
    """A match of the computer's seats only, its first ``deals - 1`` deals played out at random."""
    levels = {s: "easy" for s in range(1, rules.players)}
    ctl = MatchController.new_match(rules, seed, levels, lambda level, s: None, human_seat=0)
    rng = random.Random(seed)
    for _ in range(deals - 1):
        while not ctl.deal.is_over:
            ctl.deal.apply(rng.choice(ctl.deal.legal_actions()))
        ctl.start_next_deal()
    return ctl


def other_dealer_seed(rules: Rules, dealer: int) -> int:
    """A match seed whose own first dealer is not ``dealer``: the new match must not deal from it."""
    return next(s for s in range(1, 100) if first_dealer(s, rules.players) != dealer)


def type_code(app, tour: Tour, variant: str, code: str) -> None:
    """New match as a player fills it: the variant stepped to, the code typed, Start."""
    tour.press("new")
    form = app.stack.top
    variant_row = next(row for row in form.selectors if row.name == "variant")
    while form.choice["variant"] != variant:
        variant_row.step(1)
    tour.click(form.code_field.rect.center)
    assert form.code_field.focused
    for ch in code.lower():
        key = pygame.K_MINUS if ch == "-" else getattr(pygame, f"K_{ch}")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0))
    tour.pump(0.05)
    assert form.code_field.value == code
    tour.press("start")


@pytest.mark.parametrize("deal_number", [1, 2])
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_typed_code_deals_each_seat_the_hand_it_had(app, monkeypatch, variant, deal_number):
    rules = Rules.variant_preset(variant)
    before = played_match(rules, seed=11 + deal_number, deals=deal_number)
    code = before.deal_code()
    assert code is not None
    had = before.deal
    # The new match draws a seed of its own; one whose first dealer is another seat than the code's.
    monkeypatch.setattr(controller_module, "new_seed", lambda rng=None: other_dealer_seed(rules, had.dealer))
    app.ctx.update_settings(coach=False)
    tour = Tour(app, app.paths.data_dir / "shots")
    type_code(app, tour, variant, code)
    ctl = app.controller
    assert ctl is not before and ctl.rules.variant == variant
    assert ctl.deal.deck == had.deck
    assert ctl.deal.dealer == had.dealer
    assert ctl.deal.hands[0] == had.hands[0], "the player gets the hand they had"
    assert list(ctl.deal.hands) == list(had.hands), "and every other seat its own"
    assert ctl.deal_code() == code, "the score screen shows the code that was typed"


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_deal_of_a_match_begun_from_a_code_has_a_code_that_deals_it_again(variant):
    rules = Rules.variant_preset(variant)
    for seed in range(1, 9):
        first = parse_deal_code(played_match(rules, seed, 1).deal_code() or "")
        ctl = MatchController.new_match(rules, seed + 500, {s: "easy" for s in range(1, rules.players)},
                                        lambda level, s: None, human_seat=0, first_deal_seed=first)
        for _ in range(rules.players + 1):  # the deal passes round every seat
            code = ctl.deal_code()
            assert code is not None, (seed, len(ctl.match.deals))
            again = MatchController.new_match(rules, seed, {s: "easy" for s in range(1, rules.players)},
                                              lambda level, s: None, human_seat=0,
                                              first_deal_seed=parse_deal_code(code))
            assert (again.deal.dealer, again.deal.hands) == (ctl.deal.dealer, ctl.deal.hands)
            rng = random.Random(seed)
            while not ctl.deal.is_over:
                ctl.deal.apply(rng.choice(ctl.deal.legal_actions()))
            if ctl.match.is_over:
                break
            ctl.start_next_deal()
