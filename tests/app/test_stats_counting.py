"""What the statistics count from the window: every finished match (Undo or not) and abandoned matches."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.lang.i18n import set_language
from trappola_gui.app.screens.stats import detail_rows, explanation
from trappola_gui.app.tools.driver import player_may_act
from trappola_gui.engine import Rules

from ..storage.helpers import deal_result
from .helpers import (
    leave_a_match_unfinished,
    line_of,
    make_app,
    play_a_card,
    play_deal_to_score,
    play_match_to_end,
    start_quick,
)


def test_a_match_left_for_a_new_one_counts_as_abandoned_once(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app)
        play_a_card(app, ctl, tour)
        start_quick(app, seed=ctl.match.seed + 1)
        line = line_of(app)
        assert line.matches_abandoned == 1 and line.all_matches_played == 0
        # The new match is still going: starting another abandons it too, and only it. (A new match
        # from the menu always has a fresh seed; one seed would be one match, counted once.)
        start_quick(app, seed=ctl.match.seed + 2)
        assert line_of(app).matches_abandoned == 2
    finally:
        app.close()


def test_the_saved_match_of_an_earlier_run_counts_as_abandoned_when_a_new_one_starts(tmp_path):
    leave_a_match_unfinished(tmp_path)
    again = make_app(tmp_path)
    try:
        assert again.ctx.saved_match is not None and line_of(again).matches_abandoned == 0
        start_quick(again)
        assert line_of(again).matches_abandoned == 1
    finally:
        again.close()


def test_a_resumed_match_left_again_counts_once(tmp_path):
    leave_a_match_unfinished(tmp_path)
    again = make_app(tmp_path)
    try:
        again.session.resume_match()
        assert again.controller is not None and again.ctx.saved_match is not None
        start_quick(again)
        assert line_of(again).matches_abandoned == 1
    finally:
        again.close()


def test_a_finished_match_with_undo_counts_as_finished_and_is_marked(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_a_card(app, ctl, tour)
        tour.pump(until=lambda: player_may_act(app), limit=60)
        tour.key(pygame.K_u)  # the table's Undo
        assert ctl.undo_used
        play_match_to_end(app, ctl, tour)
        won = ctl.match.winner == 0
        tour.press("menu")
        line = line_of(app)
        assert (line.all_matches_played, line.all_matches_won) == (1, int(won))
        assert (line.undo_matches_played, line.undo_matches_won) == (1, int(won))
        assert line.matches_abandoned == 0
        set_language("en")
        listed = detail_rows(line)
        rows = {label: value for label, value, _sub in listed}
        assert rows["Matches won / finished"] == f"{int(won)} / 1"
        assert row_after(listed, "Matches won / finished") == ("of which with Undo", f"{int(won)} / 1", True)
        assert "Undo" in explanation() and "Abandoned" in explanation()
    finally:
        app.close()


def test_a_computer_only_match_is_not_the_players_to_abandon(tmp_path):
    app = make_app(tmp_path)
    try:
        app.start_match(Rules.from_dict({"variant": "blind"}), "normal", seed=3, human=None)
        app.controller.step_agents()
        start_quick(app)
        assert line_of(app).matches_abandoned == 0
    finally:
        app.close()


def rows_of(line) -> list[tuple[str, str, bool]]:
    set_language("en")
    return detail_rows(line)


def row_after(rows, label: str) -> tuple[str, str, bool]:
    """The row right under ``label``."""
    i = next(i for i, (text, _value, _sub) in enumerate(rows) if text == label)
    return rows[i + 1]


def test_a_deal_played_after_undo_counts_as_won_drawn_or_lost_and_is_marked(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app)
        play_a_card(app, ctl, tour)
        tour.pump(until=lambda: player_may_act(app), limit=60)
        tour.key(pygame.K_u)  # the table's Undo
        assert ctl.undo_used
        play_deal_to_score(app, ctl, tour)
        result = ctl.deal.result()
        line = line_of(app)
        assert line.all_deals_played == 1 and line.undo_deals_played == 1
        outcome = (int(result.winner == 0), int(result.winner is None), int(result.winner == 1))
        assert (line.all_deals_won, line.all_deals_drawn, line.all_deals_lost) == outcome
        assert (line.undo_deals_won, line.undo_deals_drawn, line.undo_deals_lost) == outcome
        # The margins, bests and whitewashes stay those of the deals without Undo.
        assert (line.deals_played, line.total_margin, line.best_deal_points) == (0, 0, None)
        rows = rows_of(line)
        shown = dict((label, value) for label, value, _sub in rows)
        assert shown["Deals won / drawn / lost"] == " / ".join(map(str, outcome))
        assert row_after(rows, "Deals won / drawn / lost") == ("of which with Undo", " / ".join(map(str, outcome)),
                                                               True)
        assert shown["Average margin per deal (without Undo)"] == "–"
        assert "Deals played after Undo" not in shown
    finally:
        app.close()


def test_deals_with_and_without_undo_add_up_and_each_is_counted_once():
    from trappola_gui.storage import Stats, record_deal

    def result(points, winner):
        return deal_result(points, winner)

    s = Stats()
    s = record_deal(s, "classic", "normal", 0, result((70, 40), 0), False, match_id="a" * 16, deal=0)
    s = record_deal(s, "classic", "normal", 0, result((30, 76), 1), True, match_id="a" * 16, deal=1)
    s = record_deal(s, "classic", "normal", 0, result((30, 76), 1), True, match_id="a" * 16, deal=1)  # again
    s = record_deal(s, "classic", "normal", 1, result((60, 60), None), True, match_id="a" * 16, deal=2)
    s = record_deal(s, "classic", "normal", 1, result((10, 90), 1), True, match_id="a" * 16, deal=3)
    line = s.line("classic", "normal")
    assert (line.all_deals_played, line.all_deals_won, line.all_deals_drawn, line.all_deals_lost) == (4, 2, 1, 1)
    assert (line.undo_deals_played, line.undo_deals_won, line.undo_deals_drawn, line.undo_deals_lost) == (3, 1, 1, 1)
    assert (line.deals_played, line.total_margin, line.average_margin) == (1, 30, 30.0)
    assert s.counted["a" * 16].deals == frozenset({0, 1, 2, 3})
    rows = rows_of(line)
    assert dict((r[0], r[1]) for r in rows)["Deals won / drawn / lost"] == "2 / 1 / 1"
    assert row_after(rows, "Deals won / drawn / lost")[1] == "1 / 1 / 1"


def test_statistics_files_old_and_new_still_load():
    from trappola_gui.storage import StatLine, Stats, record_deal

    result = deal_result((70, 40), 0)
    stats = record_deal(Stats(), "classic", "normal", 0, result, True, match_id="b" * 16, deal=0)
    doc = stats.to_json()
    again, dropped = Stats.from_json(doc)
    assert dropped == 0 and again == stats
    # An older game knows only the older fields: what it reads of a newer file adds up.
    line = dict(doc["lines"][0])
    older = {k: v for k, v in line.items() if k not in ("undo_deals_won", "undo_deals_drawn", "undo_deals_lost")}
    old_line = StatLine.from_json({k: v for k, v in older.items() if k not in ("variant", "level")})
    assert old_line.undo_deals_played == 1 and old_line.deals_played == 0
    # A file written before the deals after Undo had their results kept: those deals are played, of
    # results not known; nothing is invented.
    assert (old_line.all_deals_played, old_line.all_deals_won, old_line.all_deals_lost) == (1, 0, 0)
    # Results after Undo that outnumber the deals after Undo do not add up.
    with pytest.raises(ValueError, match="add up"):
        StatLine.from_json({"undo_deals_played": 1, "undo_deals_won": 1, "undo_deals_lost": 1})
