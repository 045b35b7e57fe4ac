"""``--tour``: every screen, reached with scripted input, saved as one PNG each.

The tour walks through the game with the same events a player's mouse and keyboard make
(through ``driver.Tour``), in a fixed order, so that two tours of one build are identical.
"""

from __future__ import annotations

from concurrent.futures import wait
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import Phase, Rules, cards_of

from ..table.coach import CORNERS
from .driver import STEP, Tour, player_may_act, seed_with_declaration, showing

if TYPE_CHECKING:
    from ..app import App


def declarations_with_tip(app: App, tour: Tour, rules: Rules, least: int, name: str, most: int = 99) -> None:
    """A deal whose declarations panel holds ``least`` to ``most`` combinations, beside its tip."""
    app.ctx.update_settings(coach=True)
    app.ctx.coach_seen.discard("declare")
    app.ctx.coach_seen.add(CORNERS)  # the tip of this moment, not the first one's
    ctl = app.start_match(rules, "normal", seed=seed_with_declaration(rules, least=least, most=most))
    tour.pump(until=lambda: showing(app).name == "deal" and ctl.human_to_move and showing(app).decision.choices,
              limit=20)
    tour.pump(0.2)
    tour.shot(name)
    app.ctx.update_settings(coach=False)


def run_tour(app: App, out: Path) -> int:
    tour = Tour(app, out)
    tour.pump(0.1)
    tour.shot("menu")
    tour.press("settings")
    tour.shot("settings")
    tour.key(pygame.K_ESCAPE)
    tour.press("rules")
    tour.shot("rules")
    for _ in range(6):
        tour.key(pygame.K_RIGHT)
    tour.shot("rules-example")
    tour.key(pygame.K_ESCAPE)
    tour.press("new")
    tour.shot("new-match")
    tour.key(pygame.K_ESCAPE)

    rules = Rules.variant_preset("classic")
    app.ctx.update_settings(coach=True)
    ctl = app.start_match(rules, "normal", seed=seed_with_declaration(rules))
    tour.pump(1.9)
    tour.shot("deal")
    tour.pump(until=lambda: showing(app).name == "deal" and ctl.human_to_move and showing(app).decision.choices,
              limit=20)
    tour.pump(0.2)
    if showing(app).coach.showing:
        tour.shot("coach")
        tour.key(pygame.K_ESCAPE)
    app.ctx.update_settings(coach=False)
    tour.shot("declarations")
    tour.press("confirm")
    tour.pump(until=lambda: showing(app).name == "play" and ctl.human_to_move and not showing(app).busy, limit=30)
    tour.shot("play")

    scene = showing(app)
    card = cards_of(ctl.deal.hands[0])[0]
    sprite = scene.layer.sprites[("c", card)]
    start = (int(sprite.x), int(sprite.y))
    mid = (int(scene.geo.center[0]), int(scene.geo.center[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 6):
        p = (start[0] + (mid[0] - start[0]) * k // 6, start[1] + (mid[1] - start[1]) * k // 6)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    tour.pump(STEP * 3)
    tour.shot("drag")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=mid, button=1))
    tour.pump(STEP * 3)

    # Play on, the player's cards chosen by an agent, until a card would be refused.
    helper = app.ctx.agent_factory("normal", 5)

    def refusable() -> bool:
        d = ctl.deal
        return (ctl.human_to_move and d.phase == Phase.PLAY and d.closed and bool(d.trick)
                and bool(d.hands[0] & ~d.legal_play_mask()) and not showing(app).busy)

    while not ctl.deal.is_over and not refusable():
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=30)
        if refusable() or ctl.deal.is_over:
            break
        if player_may_act(app):
            showing(app).turns.try_action(helper.choose(ctl.observation()))
    if refusable():
        scene = showing(app)
        bad = cards_of(ctl.deal.hands[0] & ~ctl.deal.legal_play_mask())[0]
        sprite = scene.layer.sprites[("c", bad)]
        start = (int(sprite.x), int(sprite.y))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=mid, button=1))
        tour.pump(0.5)
        tour.shot("refused")
        tour.key(pygame.K_l)
        tour.shot("last-trick")
        tour.key(pygame.K_l)
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=30)
        if player_may_act(app):
            showing(app).turns.try_action(helper.choose(ctl.observation()))
    tour.pump(until=lambda: showing(app).name == "score", limit=30)
    tour.pump(0.3)
    tour.shot("score")
    # The deal's review: worked out on the worker, in real time, while the tour's frames run ahead.
    tour.key(pygame.K_v)
    review = showing(app)
    if getattr(review, "job", None) is not None:
        wait([review.job.future], timeout=120)
    tour.pump(0.1)
    tour.shot("review")
    tour.key(pygame.K_ESCAPE)

    # Finish the match quickly, then show its end.
    app.ctx.fast = True
    while not ctl.match.is_over:
        top = showing(app)
        if top.name == "score":
            top.on_next()
        tour.pump(until=lambda: ctl.match.is_over or player_may_act(app) or showing(app).name == "score", limit=30)
        if player_may_act(app):
            showing(app).turns.try_action(helper.choose(ctl.observation()))
    tour.pump(until=lambda: showing(app).name == "score", limit=30)
    showing(app).on_result()  # past the deciding deal's own score, to the match's end
    tour.pump(until=lambda: not showing(app).busy, limit=10)  # the moment played out: emblem, headline, score
    tour.shot("match-over")
    app.ctx.fast = False

    ctl = app.start_match(Rules.variant_preset("austrian"), "normal", seed=seed_with_declaration(rules))
    tour.pump(until=lambda: showing(app).name == "deal" and ctl.human_to_move and not showing(app).intro_step, limit=30)
    for c in cards_of(ctl.deal.hands[0])[:2]:
        s = showing(app).layer.sprites[("c", c)]
        tour.click((s.x, s.y))
    tour.pump(0.3)
    tour.shot("exchange")
    tour.key(pygame.K_ESCAPE)

    declarations_with_tip(app, tour, rules, 3, "declarations-three", most=3)
    declarations_with_tip(app, tour, rules, 5, "declarations-five")

    four = Rules.variant_preset("partnership")
    ctl = app.start_match(four, "normal", seed=seed_with_declaration(four))
    tour.pump(1.2)
    tour.shot("partnership-deal")
    tour.pump(until=lambda: player_may_act(app), limit=60)
    if showing(app).name == "deal":
        tour.pump(0.3)
        tour.shot("partnership-declarations")
        tour.press("confirm")
    tour.pump(until=lambda: player_may_act(app) and showing(app).name == "play", limit=60)
    for _ in range(2):
        showing(app).turns.try_action(helper.choose(ctl.observation()))
        tour.pump(until=lambda: player_may_act(app) and showing(app).name == "play", limit=60)
    tour.shot("partnership-play")
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=60)
        if player_may_act(app):
            showing(app).turns.try_action(helper.choose(ctl.observation()))
    tour.pump(until=lambda: showing(app).name == "score", limit=60)
    tour.shot("partnership-score")

    # Trappola 1524: the choice to keep or throw in, the thrown hand face up, its score.
    venetian = Rules.variant_preset("historical")
    ctl = app.start_match(venetian, "normal", seed=3)
    tour.pump(until=lambda: player_may_act(app) and ctl.deal.phase == Phase.EXCHANGE, limit=60)
    tour.shot("1524-exchange")
    tour.key(pygame.K_RETURN)
    tour.pump(until=lambda: player_may_act(app) and showing(app).name == "play", limit=60)
    for _ in range(3):
        showing(app).turns.try_action(helper.choose(ctl.observation()))
        tour.pump(until=lambda: ctl.deal.is_over or (player_may_act(app) and showing(app).name == "play"), limit=60)
    tour.shot("1524-play")
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=60)
        if player_may_act(app):
            showing(app).turns.try_action(helper.choose(ctl.observation()))
    tour.pump(until=lambda: showing(app).name == "score", limit=60)
    tour.shot("1524-score")
    print(f"tour: {tour.count} screens in {out}")
    return 0
