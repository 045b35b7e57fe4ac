import json
from dataclasses import replace
from datetime import date
from functools import partial

import pytest

from trappola_gui.storage import AppPaths, StatLine, Stats, load_stats, record_deal, record_match, save_stats
from trappola_gui.storage.stat_lines import RECENT_DEALS_LIMIT, RecentDeal
from trappola_gui.storage.stats_record import record_abandoned

from .helpers import aside_files, deal_result, finished_deal_match

DAY = date(2026, 3, 14)


def result(points, winner, tricks, declared=(0, 0), **lists):
    return deal_result(points, winner, tricks, declared, **lists)


def scripted_run() -> Stats:
    s = Stats()
    c, n = "classic", "normal"
    deal = partial(record_deal, day=DAY)
    # Match 1, won: a won deal (+30) and a lost one where the player took no trick but had declared (-46).
    s = deal(s, c, n, 0, result((70, 40), 0, (10, 8)), False)
    s = deal(s, c, n, 0, result((30, 76), 1, (0, 18), declared=(10, 0)), False)
    s = record_match(s, c, n, True, False)
    # Match 2, won: a drawn deal, then a whitewash of the opponents (+92).
    s = deal(s, c, n, 0, result((50, 50), None, (9, 9)), False)
    s = deal(s, c, n, 0, result((92, 0), 0, (18, 0)), False)
    s = record_match(s, c, n, True, False)
    # Match 3, won with undo: counted apart, the streak neither grows nor breaks.
    s = deal(s, c, n, 0, result((80, 20), 0, (12, 6)), True)
    s = record_match(s, c, n, True, True)
    # Match 4, lost (-20).
    s = deal(s, c, n, 0, result((40, 60), 1, (5, 13)), False)
    s = record_match(s, c, n, False, False)
    # Match 5, won from side 1, with the schneider lists given explicitly (+60).
    s = deal(s, c, n, 1, result((10, 70), 1, (0, 18), declared=(10, 0),
                                schneider=[True, False], schwarz=[False, False]), False)
    s = record_match(s, c, n, True, False)
    # Another variant and level stays apart.
    s = deal(s, "czech", "hard", 0, result((10, 50), 1, (3, 15)), False)
    s = record_match(s, "czech", "hard", False, False)
    return s


def test_statistics_add_up_over_a_scripted_run():
    line = scripted_run().line("classic", "normal")
    assert (line.matches_played, line.matches_won, line.matches_lost) == (4, 3, 1)
    assert (line.deals_played, line.deals_won, line.deals_drawn, line.deals_lost) == (6, 3, 1, 2)
    assert line.total_margin == 30 - 46 + 0 + 92 - 20 + 60 == 116
    assert line.average_margin == pytest.approx(116 / 6)
    assert (line.best_deal_points, line.best_margin) == (92, 92)
    assert (line.current_streak, line.best_streak) == (1, 2)
    assert (line.schneider_given, line.schneider_taken, line.schwarz_given, line.schwarz_taken) == (1, 1, 1, 0)
    assert (line.undo_matches_played, line.undo_matches_won, line.undo_deals_played) == (1, 1, 1)


def test_lines_are_kept_per_variant_and_level():
    stats = scripted_run()
    czech = stats.line("czech", "hard")
    assert (czech.matches_played, czech.deals_played, czech.total_margin, czech.best_margin) == (1, 1, -40, -40)
    assert stats.line("blind", "easy") == StatLine()
    assert StatLine().average_margin is None


def test_recording_is_pure():
    before = Stats()
    after = record_match(before, "classic", "easy", True, False)
    assert before.line("classic", "easy").matches_played == 0
    assert after.line("classic", "easy").matches_played == 1


def test_a_real_engine_result_is_accepted():
    engine_result = finished_deal_match().deals[0].result()
    stats = record_deal(Stats(), "classic", "normal", 0, engine_result, False)
    line = stats.line("classic", "normal")
    assert line.deals_played == 1 and line.total_margin == engine_result.margin
    assert line.schneider_given == engine_result.schneider[1] and line.schwarz_taken == engine_result.schwarz[0]


@pytest.mark.parametrize("args", [("classic", "expert", 0), ("poker", "easy", 0), ("classic", "easy", 2)])
def test_bad_arguments_are_refused(args):
    variant, level, side = args
    with pytest.raises(ValueError):
        record_deal(Stats(), variant, level, side, result((1, 0), 0, (1, 0)), False)


def test_save_and_load(tmp_path):
    paths = AppPaths.under(tmp_path)
    assert load_stats(paths) == (Stats(), None)
    stats = scripted_run()
    save_stats(paths, stats)
    assert load_stats(paths) == (stats, None)


def test_a_line_that_does_not_add_up_is_dropped_and_the_file_kept(tmp_path):
    paths = AppPaths.under(tmp_path)
    doc = scripted_run().to_json()
    broken = next(line for line in doc["lines"] if line["variant"] == "czech")
    broken["matches_won"] = 9
    raw = json.dumps(doc).encode()
    paths.data_dir.mkdir(parents=True)
    paths.stats_file.write_bytes(raw)
    stats, notice = load_stats(paths)
    assert stats.line("classic", "normal") == scripted_run().line("classic", "normal")
    assert stats.line("czech", "hard") == StatLine()
    [kept] = aside_files(paths.data_dir, "statistics.json")
    assert kept.read_bytes() == raw and kept.name in notice
    assert load_stats(paths) == (stats, None)


def test_an_unreadable_statistics_file_starts_afresh_and_is_kept(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.stats_file.write_text('{"format": "trappola-stats/1", "lines": 3}')
    stats, notice = load_stats(paths)
    assert stats == Stats() and "start afresh" in notice
    assert len(aside_files(paths.data_dir, "statistics.json")) == 1


def test_every_finished_match_counts_and_those_with_undo_are_told_apart():
    line = scripted_run().line("classic", "normal")
    # Four matches without undo and one with: five finished, four won in all.
    assert (line.all_matches_played, line.all_matches_won) == (5, 4)
    assert (line.undo_matches_played, line.undo_matches_won) == (1, 1)
    only_undo = record_match(Stats(), "classic", "hard", True, True).line("classic", "hard")
    assert (only_undo.all_matches_played, only_undo.all_matches_won) == (1, 1)
    assert (only_undo.matches_played, only_undo.current_streak) == (0, 0)


def test_an_abandoned_match_is_counted_as_abandoned_and_nothing_else():
    stats = record_abandoned(scripted_run(), "classic", "normal")
    stats = record_abandoned(stats, "classic", "normal")
    before, after = scripted_run().line("classic", "normal"), stats.line("classic", "normal")
    assert (before.matches_abandoned, after.matches_abandoned) == (0, 2)
    assert after == replace(before, matches_abandoned=2)
    with pytest.raises(ValueError):
        record_abandoned(Stats(), "classic", "expert")


# A statistics file exactly as the game wrote it before matches_abandoned existed.
TODAYS_FILE = """{
  "format": "trappola-stats/1",
  "lines": [
    {"variant": "classic", "level": "normal", "matches_played": 0, "matches_won": 0, "deals_played": 3,
     "deals_won": 2, "deals_drawn": 0, "total_margin": 41, "best_deal_points": 70, "best_margin": 52,
     "current_streak": 0, "best_streak": 0, "schneider_given": 1, "schneider_taken": 0, "schwarz_given": 0,
     "schwarz_taken": 0, "undo_matches_played": 1, "undo_matches_won": 1, "undo_deals_played": 2}
  ]
}"""


def test_a_file_written_before_the_new_fields_loads_unchanged_and_reads_right(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.stats_file.write_text(TODAYS_FILE)
    stats, notice = load_stats(paths)
    assert notice is None and aside_files(paths.data_dir, "statistics.json") == []
    line = stats.line("classic", "normal")
    assert line.matches_abandoned == 0 and line.deals_played == 3
    # The match won with undo is a finished, won match: the screen counts it.
    assert (line.all_matches_played, line.all_matches_won) == (1, 1)
    # Written back, the file keeps every old field's meaning and gains the new one.
    save_stats(paths, record_abandoned(stats, "classic", "normal"))
    written = json.loads(paths.stats_file.read_text())["lines"][0]
    old = json.loads(TODAYS_FILE)["lines"][0]
    assert {k: written[k] for k in old} == old and written["matches_abandoned"] == 1
    assert load_stats(paths)[0].line("classic", "normal").matches_abandoned == 1


def test_a_negative_abandoned_count_is_refused():
    with pytest.raises(ValueError, match="matches_abandoned"):
        StatLine.from_json({"matches_abandoned": -1})


def test_each_deal_joins_its_lines_recent_deals_in_order_with_its_outcome_and_margin():
    stats = scripted_run()
    recent = stats.line("classic", "normal").recent_deals
    assert [(d.outcome, d.margin, d.undo) for d in recent] == [
        ("won", 30, False), ("lost", -46, False), ("drawn", 0, False), ("won", 92, False),
        ("won", 60, True),  # after Undo: charted, marked, and outside the margins
        ("lost", -20, False), ("won", 60, False)]
    assert {d.day for d in recent} == {"2026-03-14"}
    assert [(d.outcome, d.margin) for d in stats.line("czech", "hard").recent_deals] == [("lost", -40)]
    # A match's end adds no deal; a deal counted already adds none either.
    again = record_match(stats, "classic", "normal", True, False)
    assert again.line("classic", "normal").recent_deals == recent
    once = record_deal(Stats(), "classic", "easy", 0, result((70, 40), 0, (10, 8)), False, match_id="c" * 16, deal=0)
    twice = record_deal(once, "classic", "easy", 0, result((70, 40), 0, (10, 8)), False, match_id="c" * 16, deal=0)
    assert len(twice.line("classic", "easy").recent_deals) == 1


def test_a_deal_without_a_day_is_dated_today():
    before = date.today()
    [recent] = record_deal(Stats(), "classic", "easy", 0, result((10, 40), 1, (4, 14)), False).line(
        "classic", "easy").recent_deals
    assert before <= date.fromisoformat(recent.day) <= date.today()


def test_the_recent_deals_are_bounded_keeping_the_newest():
    stats = Stats()
    for i in range(RECENT_DEALS_LIMIT + 12):
        stats = record_deal(stats, "no2", "hard", 0, result((i, 0), 0, (9, 9)), False, day=DAY)
    line = stats.line("no2", "hard")
    assert len(line.recent_deals) == RECENT_DEALS_LIMIT
    assert [d.margin for d in line.recent_deals] == list(range(12, RECENT_DEALS_LIMIT + 12))
    assert line.deals_played == RECENT_DEALS_LIMIT + 12
    # A longer list in a file (a later game may keep more) loads as its newest deals.
    doc = stats.to_json()
    doc["lines"][0]["recent_deals"] = [RecentDeal("2026-03-01", "won", i).to_json() for i in range(500)]
    loaded, dropped = Stats.from_json(doc)
    assert dropped == 0
    assert [d.margin for d in loaded.line("no2", "hard").recent_deals] == list(range(500 - RECENT_DEALS_LIMIT, 500))


def test_the_recent_deals_round_trip_through_the_file(tmp_path):
    paths = AppPaths.under(tmp_path)
    stats = scripted_run()
    save_stats(paths, stats)
    written = json.loads(paths.stats_file.read_text())
    classic = next(line for line in written["lines"] if line["variant"] == "classic")
    assert classic["recent_deals"][1] == {"day": "2026-03-14", "outcome": "lost", "margin": -46, "undo": False}
    loaded, notice = load_stats(paths)
    assert notice is None and loaded == stats
    assert loaded.line("classic", "normal").recent_deals == stats.line("classic", "normal").recent_deals


def test_a_file_from_before_the_recent_deals_loads_with_none_and_gains_them(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.stats_file.write_text(TODAYS_FILE)
    stats, notice = load_stats(paths)
    assert notice is None and aside_files(paths.data_dir, "statistics.json") == []
    assert stats.line("classic", "normal").recent_deals == ()
    stats = record_deal(stats, "classic", "normal", 0, result((70, 40), 0, (10, 8)), False, day=DAY)
    save_stats(paths, stats)
    assert [d.margin for d in load_stats(paths)[0].line("classic", "normal").recent_deals] == [30]


def test_an_older_game_reads_a_line_with_recent_deals_by_its_known_fields():
    doc = scripted_run().to_json()
    line = next(item for item in doc["lines"] if item["variant"] == "classic")
    known = {k: v for k, v in line.items() if k not in ("variant", "level")}
    # What a game before the recent deals did: every known field by name, the rest ignored.
    older = StatLine.from_json({k: v for k, v in known.items() if k != "recent_deals"})
    assert older == replace(scripted_run().line("classic", "normal"), recent_deals=())


@pytest.mark.parametrize("damage", [
    "not a list", [{"day": "14 March", "outcome": "won", "margin": 3, "undo": False}],
    [{"day": "2026-03-14", "outcome": "victory", "margin": 3, "undo": False}],
    [{"day": "2026-03-14", "outcome": "won", "margin": 3.5, "undo": False}],
    [{"day": "2026-03-14", "outcome": "won", "margin": 10 ** 9, "undo": False}],
    [{"day": "2026-03-14", "outcome": "won", "margin": 3, "undo": "no"}], [7],
])
def test_damaged_recent_deals_are_dropped_alone_with_one_notice_and_the_file_kept(tmp_path, damage):
    paths = AppPaths.under(tmp_path)
    doc = scripted_run().to_json()
    broken = next(line for line in doc["lines"] if line["variant"] == "classic")
    broken["recent_deals"] = damage
    raw = json.dumps(doc).encode()
    paths.data_dir.mkdir(parents=True)
    paths.stats_file.write_bytes(raw)
    stats, notice = load_stats(paths)
    # The line's counts are kept, only its chart starts afresh; the other line keeps its recent deals.
    assert stats.line("classic", "normal") == replace(scripted_run().line("classic", "normal"), recent_deals=())
    assert stats.line("czech", "hard") == scripted_run().line("czech", "hard")
    [kept] = aside_files(paths.data_dir, "statistics.json")
    assert kept.read_bytes() == raw and kept.name in notice and "were kept" in notice
    assert load_stats(paths) == (stats, None)


def test_the_best_deal_is_one_deal_its_points_and_margin_together():
    deal = partial(record_deal, day=DAY)
    s = deal(Stats(), "classic", "normal", 0, result((34, 55), 1, (6, 12)), False)  # lost by 21
    assert (s.line("classic", "normal").best_deal_points, s.line("classic", "normal").best_margin) == (34, -21)
    s = deal(s, "classic", "normal", 0, result((50, 40), 0, (10, 8)), False)  # won by 10, fewer points than 55
    s = deal(s, "classic", "normal", 0, result((62, 60), 0, (9, 9)), False)  # more points, a narrower win
    line = s.line("classic", "normal")
    assert (line.best_deal_points, line.best_margin) == (50, 10)  # not 62 / +10 from two deals
