"""In the window: when the rules restrict the player's choice, the legal cards are raised and the
others dimmed from the first frame of the player's turn, whether the player touches nothing, a
key or the mouse (not only after a refused card or a resumed match)."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.tools.driver import Tour, player_may_act
from trappola_gui.engine import Phase, Play, Rules, cards_of
from trappola_gui.engine.cards import mask_of

from .helpers import make_app, seed_reaching

HELPER_SEED = 3  # the Normal player that chooses the player's cards


def restricted(obs) -> bool:
    """The player answers a trick and the rules allow fewer cards than the hand holds."""
    legal = mask_of(a.card for a in obs.legal if isinstance(a, Play))
    return obs.phase == Phase.PLAY and obs.to_move == obs.seat and bool(obs.trick) and legal != obs.hand


def seed_reaching_a_restricted_turn(rules: Rules) -> int:
    return seed_reaching(rules, HELPER_SEED, restricted, "a restricted choice")


RULES = {
    "two players, closed phase": Rules.variant_preset("blind"),
    "partnership": Rules.from_dict({"variant": "partnership", "declarations": False}),
}


@pytest.mark.parametrize("how", ["no input", "keyboard", "mouse"])
@pytest.mark.parametrize("game", list(RULES))
def test_the_legal_cards_are_raised_and_the_rest_dimmed_from_the_first_frame(tmp_path, game, how):
    rules = RULES[game]
    app = make_app(tmp_path)
    try:
        app.ctx.update_settings(coach=False)  # the coach has tests of its own
        ctl = app.start_match(rules, "normal", seed=seed_reaching_a_restricted_turn(rules))
        tour = Tour(app, app.paths.data_dir / "shots")
        helper = app.ctx.agent_factory("normal", HELPER_SEED)
        while True:
            # Frame by frame to the one in which the player's turn begins.
            tour.pump(until=lambda: ctl.deal.is_over or ctl.human_to_move, limit=60)
            assert not ctl.deal.is_over, "the window plays the deal the seed was chosen by"
            obs = ctl.observation()
            if restricted(obs):
                break
            tour.pump(until=lambda: player_may_act(app), limit=60)
            app.stack.top.turns.try_action(helper.choose(ctl.observation()))
        scene = app.stack.top
        assert scene.name == "play" and scene.shown == obs
        legal = mask_of(a.card for a in obs.legal if isinstance(a, Play))
        hand = cards_of(obs.hand)
        line = scene.geo.hand_y

        def sprites():
            return {c: scene.layer.sprites[("c", c)] for c in hand}

        # The first frame: the others are dimmed and the legal ones on their way up, even while
        # the last card played still glides to the table.
        app.stack.draw(app.screen)
        for card, sprite in sprites().items():
            assert sprite.dim == (not legal >> card & 1), card
            assert (sprite.ty < line) == bool(legal >> card & 1), card
        if how == "keyboard":
            tour.key(pygame.K_RIGHT)
            assert legal >> scene.hand.focused_card() & 1
        elif how == "mouse":
            tour.click((5, app.screen.get_height() // 2))  # on the felt, clear of every card and button
        else:
            tour.pump(until=lambda: player_may_act(app), limit=10)
        assert ctl.human_to_move and ctl.observation() == obs, "nothing was played"
        for card, sprite in sprites().items():
            assert sprite.dim == (not legal >> card & 1), card
            assert (sprite.y < line) == bool(legal >> card & 1), card
    finally:
        app.close()
