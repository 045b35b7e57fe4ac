import json

import pytest

from trappola_gui.storage import AppPaths, StatLine, Stats, load_stats, record_deal, record_match, save_stats
from trappola_gui.storage.stats import record_abandoned

from .helpers import aside_files, finished_deal_match


def result(points, winner, tricks, declared=(0, 0), **extra):
    return {"card_points": list(points), "declaration_points": list(declared), "last_trick_bonus": [0, 0],
            "no_trick_bonus": [0, 0], "deal_points": list(points), "tricks_won": list(tricks),
            "winner": winner, **extra}


def scripted_run() -> Stats:
    s = Stats()
    c, n = "classic", "normal"
    # Match 1, won: a won deal (+30) and a lost one where the player took no trick but had declared (-46).
    s = record_deal(s, c, n, 0, result((70, 40), 0, (10, 8)), False)
    s = record_deal(s, c, n, 0, result((30, 76), 1, (0, 18), declared=(10, 0)), False)
    s = record_match(s, c, n, True, False)
    # Match 2, won: a drawn deal, then a whitewash of the opponents (+92).
    s = record_deal(s, c, n, 0, result((50, 50), None, (9, 9)), False)
    s = record_deal(s, c, n, 0, result((92, 0), 0, (18, 0)), False)
    s = record_match(s, c, n, True, False)
    # Match 3, won with undo: counted apart, the streak neither grows nor breaks.
    s = record_deal(s, c, n, 0, result((80, 20), 0, (12, 6)), True)
    s = record_match(s, c, n, True, True)
    # Match 4, lost (-20).
    s = record_deal(s, c, n, 0, result((40, 60), 1, (5, 13)), False)
    s = record_match(s, c, n, False, False)
    # Match 5, won from side 1, with the schneider lists given explicitly (+60).
    s = record_deal(s, c, n, 1, result((10, 70), 1, (0, 18), declared=(10, 0),
                                       schneider=[True, False], schwarz=[False, False]), False)
    s = record_match(s, c, n, True, False)
    # Another variant and level stays apart.
    s = record_deal(s, "czech", "hard", 0, result((10, 50), 1, (3, 15)), False)
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
    deal_result = finished_deal_match().deals[0].result()
    stats = record_deal(Stats(), "classic", "normal", 0, deal_result.to_json(), False)
    line = stats.line("classic", "normal")
    assert line.deals_played == 1 and line.total_margin == deal_result.margin
    assert line.schneider_given == deal_result.schneider[1] and line.schwarz_taken == deal_result.schwarz[0]


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
    assert after == StatLine(**{**before.to_json(), "matches_abandoned": 2})
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
