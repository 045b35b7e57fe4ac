"""Every number on the table comes from the engine (issue 36, points 2 and 15).

Random deals of every variant, played in matches, are walked action by action: the corner's
Points and Match (``table_hud.score_rows``), the status line and the banner of a finished trick
(``words.trick_taken``, ``words.deuce_trick_banner``) and the replay's final position
(``replay.replay_rows``) are compared with the engine's result and breakdown of the deal. No
window: those functions take an observation and a source. One window test plays a deal's last
trick and looks at the corner while the trick is still on the table.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from types import SimpleNamespace

import pygame
import pytest

from trappola_gui.app.table import table_hud, words
from trappola_gui.app.table.replay import ReplaySource, replay_rows
from trappola_gui.engine import ALL_VARIANTS, DealState, Match, Observation, Play, Rules, score_match
from trappola_gui.engine.breakdown import deal_breakdown
from trappola_gui.engine.cards import CARD_POINTS, cards_of, full_deck
from trappola_gui.engine.playout import random_setup_action

from .helpers import make_app, seed_where_player_leads, start

DEALS = 500  # per variant
STEP = 1 / 60


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def mine_first(pair: tuple[int, ...], side: int) -> tuple[int, int]:
    return pair[side], pair[1 - side]


def play_deal(deal: DealState, rng: random.Random) -> None:
    """One random action of the seat to move."""
    if deal.phase != "play":
        deal.apply(random_setup_action(deal, rng))
    else:
        deal.apply(rng.choice(deal.legal_actions()))


def taken_by_trick(deal: DealState) -> list[tuple[int, int]]:
    """Each side's card points after 0, 1, 2... tricks of the finished ``deal``."""
    points = CARD_POINTS[deal.rules.points]
    taken = [(0, 0)]
    for t in deal.trick_history():
        side = deal.team(t.winner)
        add = sum(points[c] for c in t.cards)
        last = taken[-1]
        taken.append((last[0] + add, last[1]) if side == 0 else (last[0], last[1] + add))
    return taken


def expected_points(obs: Observation, taken: list[tuple[int, int]], deuce_tricks: list[set[int]], result,
                    scored: bool) -> tuple[int, ...]:
    """What the engine counts for the tricks ``obs`` shows, from the finished deal's tricks and
    breakdown: the cards taken and the declarations, 10 for each deuce trick while the deal is played;
    once it is over, its deuce tricks and deuce ending as the result has them, once scored its whole result."""
    if obs.phase == "over":
        if scored:
            return result.deal_points
        return tuple(result.card_points[s] + result.declaration_points[s] + result.deuce_trick_bonus[s]
                     + result.deuce_ending_bonus[s] for s in (0, 1))
    n = len(obs.tricks)
    return tuple(taken[n][side] + obs.declaration_points[side] + 10 * sum(1 for i in deuce_tricks[side] if i < n)
                 for side in (0, 1))


def check_trick_words(obs: Observation, me: int, status: str, banner: str, jump: int, result,
                      deuce_tricks: list[set[int]]) -> str:
    """The words said of the trick just finished, against the engine; returns the kind of trick."""
    i = len(obs.tricks) - 1
    trick = obs.tricks[i]
    side = obs.team(trick.winner)
    cards = sum(CARD_POINTS[obs.rules.points][c] for c in trick.cards)
    if i not in deuce_tricks[side]:
        assert banner == "" and numbers(status) == [], status
        assert jump == cards
        return "plain"
    assert status == banner, (status, banner)  # the status line and the banner say the same
    assert status.startswith("You" if side == obs.team(me) else ("Deuce ending for", "Opponent"))
    run = result.deuce_ending[side]
    if obs.phase == "over" and run:
        # The deuce ending: its tricks and their points, the engine's (26 a trick), and the Points
        # column moved by the same (the run's earlier tricks, shown at 10, are 26 now).
        assert i == run[-1]
        assert numbers(status) == [len(run), result.deuce_ending_bonus[side]] == [len(run), 26 * len(run)]
        assert jump == cards + result.deuce_ending_bonus[side] - 10 * (len(run) - 1)
        return f"ending of {len(run)}"
    assert numbers(status) == [10] and jump == cards + 10
    assert i in result.deuce_tricks[side] or i in run  # a deuce trick, or one of a deuce ending still to come
    return "deuce trick"


def walk(variant: str, deals: int) -> Counter[str]:
    rules = Rules.variant_preset(variant)
    rng = random.Random(f"figures {variant}")
    met: Counter[str] = Counter()
    match = Match(rules, 0)
    for k in range(deals):
        if match.is_over:
            match = Match(rules, k % rules.players)
        before = match.match_points
        deck = list(full_deck(rules.deck))
        rng.shuffle(deck)
        deal = match.start_deal(deck)
        me = k % rules.players
        source = SimpleNamespace(match=match, names={}, level="", rules=rules)
        shown: list[tuple[Observation, tuple[int, int], tuple[int, int], str, str]] = []
        while not deal.is_over:
            tricks = len(deal.tricks)
            play_deal(deal, rng)
            obs = deal.observation(me)
            rows = table_hud.score_rows(obs, source, scored=False)
            status = banner = ""
            if len(obs.tricks) > tricks:
                status = words.trick_taken(obs.tricks[-1].winner, obs, me)
                banner = words.deuce_trick_banner(obs, me) if words.won_with_deuce(obs) else ""
            shown.append((obs, rows.deal, rows.match, status, banner))
        result, breakdown = deal.result(), deal_breakdown(deal)
        after = match.match_points
        assert after == score_match(rules, [d.result() for d in match.deals]).match_points
        deuce_tricks = [{i for i, _card in breakdown.deuce_wins[side]} for side in (0, 1)]
        taken = taken_by_trick(deal)
        side = deal.team(me)
        previous = (0, 0)
        for obs, deal_row, match_row, status, banner in shown:
            # Match: the match before this deal while it is played and while its last trick is on the table.
            assert match_row == mine_first(before, side)
            assert deal_row == mine_first(expected_points(obs, taken, deuce_tricks, result, scored=False), side)
            if status:
                winner = obs.team(obs.tricks[-1].winner)
                jump = deal_row[0 if winner == side else 1] - previous[0 if winner == side else 1]
                met[check_trick_words(obs, me, status, banner, jump, result, deuce_tricks)] += 1
            previous = deal_row
        # The deal scored on screen: its whole result (the breakdown's cards add up to it), the match with it.
        final = shown[-1][0]
        scored = table_hud.score_rows(final, source, scored=True)
        whole = tuple(sum(CARD_POINTS[rules.points][c] for c in breakdown.point_cards[s])
                      + sum(p for _m, p in breakdown.combinations[s]) + result.last_trick_bonus[s]
                      + result.no_trick_bonus[s] + result.deuce_trick_bonus[s] + result.deuce_ending_bonus[s]
                      for s in (0, 1))
        assert whole == result.deal_points
        assert scored.deal == mine_first(result.deal_points, side) and scored.match == mine_first(after, side)
        # The replay's final position: the last trick on the table, then gathered.
        replay = ReplaySource(deal, match)
        replay.step = replay.steps
        robs = replay.observation()
        rside = robs.team(robs.seat)
        held, gathered = replay_rows(replay, robs, scored=False), replay_rows(replay, robs, scored=True)
        assert held.deal == mine_first(expected_points(robs, taken, deuce_tricks, result, scored=False), rside)
        assert held.match == mine_first(before, rside)
        assert gathered.deal == mine_first(result.deal_points, rside) and gathered.match == mine_first(after, rside)
    return met


@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_every_figure_and_word_of_random_deals_is_the_engines(variant):
    met = walk(variant, DEALS)
    assert met["plain"] > 0
    if variant == "historical":
        assert met["deuce trick"] > 0
        endings = sum(n for kind, n in met.items() if kind.startswith("ending"))
        assert endings >= 10, met  # about one deal in eleven ends with a run of deuce tricks
        assert met["ending of 2"] > 0, met
    else:
        assert set(met) == {"plain"}


def test_the_last_trick_on_the_table_leaves_the_match_where_it_was(tmp_path):
    """Issue 36, point 2: while the deal's last trick lies on the table the match has not moved;
    once it is gathered the deal is scored and the match moves with it."""
    app = make_app(tmp_path, "1280x800", "--fast")
    try:
        app.ctx.update_settings(gather_by_click=True)
        ctl, tour = start(app, "classic", seed=seed_where_player_leads())
        while True:
            tour.pump(until=lambda: ctl.human_to_move and not app.stack.busy and app.stack.top.name == "play",
                      limit=30)
            scene = app.stack.top
            obs = ctl.observation()
            assert ctl.human_to_move and scene.name == "play", "the player's turn never came"
            if obs.hand.bit_count() == 1:
                break
            scene.turns.try_action(Play(0, min(cards_of(obs.playable))))
        app.ctx.fast = False  # the last trick is shown as a player sees it: held until a click
        scene.turns.try_action(Play(0, cards_of(ctl.observation().playable)[0]))
        tour.pump(until=lambda: scene.timeline.waiting, limit=30)
        assert ctl.deal.is_over and scene.timeline.flags.hold_trick
        rows = scene.facts.score_rows()
        obs = ctl.observation()
        assert ctl.match.match_points != (0, 0)  # the engine has scored the deal...
        assert rows.match == (0, 0)  # ...the corner has not: the trick is still on the table
        result = ctl.deal.result()
        assert rows.deal == (obs.card_points[0] + obs.declaration_points[0],
                             obs.card_points[1] + obs.declaration_points[1])
        tour.shot("last-trick-held")
        tour.key(pygame.K_SPACE)  # gathers the trick
        tour.pump(until=lambda: not scene.timeline, limit=30)
        rows = scene.facts.score_rows()
        assert rows.match == ctl.match.match_points and rows.deal == result.deal_points
    finally:
        app.close()
