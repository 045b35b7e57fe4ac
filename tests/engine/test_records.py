"""Deal and match records: hand-made records replayed through the command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from trappola_gui.engine import (
    Match,
    RecordError,
    Rules,
    card_str,
    deal_from_json,
    deal_to_json,
    match_from_json,
    match_to_json,
    record_from_text,
    shuffled_deck,
)
from trappola_gui.engine.playout import play_out

from .helpers import A_KEEP, A_PLAY, B_KEEP, B_PLAY, HEARTS, deck_for, run_with_closed_stdout

SCENARIO_CLOSED = ["AD", "7S", "AC", "JC", "KC", "JS", "AS", "8S", "KS", "9S", "QS", "TS",
                   "KD", "2S", "QC", "QD", "2C", "JD"]


def run_cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trappola_gui.engine", *args], input=stdin,
                          capture_output=True, text=True, timeout=120)


def replay(record: dict) -> dict:
    out = run_cli("replay", "-", stdin=json.dumps(record))
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def build(a_keep, b_keep, a_play, b_play, closed, declare0=(), declare1=()):
    stock = []
    for k in range(9):
        stock.append(a_keep[k])
        if k < 8:
            stock.append(b_keep[k])
    deck = [card_str(c) for c in deck_for(a_play, b_play, b_keep[8], stock)]
    record = {"format": "trappola-deal/1", "rules": {"variant": "classic"}, "dealer": 1, "deck": deck,
              "actions": [{"seat": 0, "declare": [c.split() for c in declare0]},
                          {"seat": 1, "declare": [c.split() for c in declare1]}]}
    for a, b in zip(a_play, b_play, strict=True):
        record["actions"] += [{"seat": 0, "play": a}, {"seat": 1, "play": b}]
    for card in closed:
        seat = deal_from_json(record).to_move
        record["actions"].append({"seat": seat, "play": card})
    return record


def test_replay_hand_scored_deal_with_declaration_deuce_and_last_trick():
    # Worked out by hand: seat 0 takes the nine open tricks (hearts 20 + 2D 2 = 22), then
    # the closed tricks as listed; cards 45-35, seat 1 the last trick, seat 0 declared A-K-Q-J.
    record = build(A_KEEP, B_KEEP, A_PLAY, B_PLAY, SCENARIO_CLOSED, declare0=["AH KH QH JH"])
    out = replay(record)
    assert out["complete"] is True
    assert len(out["tricks"]) == 18
    assert out["tricks"][0] == {"leader": 0, "cards": ["AH", "7D"], "winner": 0}
    assert out["tricks"][9] == {"leader": 0, "cards": ["AD", "7S"], "winner": 1}
    assert out["card_points"] == [45, 35]
    assert out["declaration_points"] == [6, 0]
    assert out["last_trick_bonus"] == [0, 6]
    assert out["no_trick_bonus"] == [0, 0]
    assert out["deal_points"] == [51, 41]
    assert out["tricks_won"] == [13, 5]
    assert out["winner"] == 0


def _shutout(b_declares: bool) -> dict:
    a_keep = ["AS", "KS", "QS", "JS", "2S", "TS", "9S", "8S", "AD"]
    b_keep = ["KD", "QD", "JD", "2D", "TD", "9D", "8D", "7D", "7S"]
    b_play = ["KC", "QC", "JC", "AC", "2C", "TC", "9C", "8C", "7C"]
    closed = ["AS", "7S", "KS", "KD", "QS", "QD", "JS", "JD", "2S", "2D", "TS", "TD", "9S", "9D",
              "8S", "8D", "AD", "7D"]
    return build(a_keep, b_keep, HEARTS, b_play, closed, declare1=["KC QC JC"] if b_declares else [])


def test_replay_schneider_versus_schwarz():
    schneider = replay(_shutout(True))
    assert schneider["tricks_won"] == [18, 0]
    assert schneider["no_trick_bonus"] == [6, 0]
    assert schneider["deal_points"] == [92, 3]
    schwarz = replay(_shutout(False))
    assert schwarz["no_trick_bonus"] == [12, 0]
    assert schwarz["deal_points"] == [98, 0]


def test_replay_unfinished_deal_lists_to_move_phase_and_legal_actions():
    record = build(A_KEEP, B_KEEP, A_PLAY, B_PLAY, ["JC"])
    out = replay(record)
    assert out == {"complete": False, "to_move": 1, "phase": "closed",
                   "legal": [{"seat": 1, "play": c} for c in ("2C", "QC", "KC", "AC")]}
    record["actions"] = record["actions"][:1]
    out = replay(record)
    assert out["phase"] == "declare" and out["to_move"] == 1
    assert {"seat": 1, "declare": []} in out["legal"]


def test_replay_partnership_trump_is_dealers_last_card():
    deck = [card_str(c) for c in shuffled_deck(4)]
    record = {"format": "trappola-deal/1", "rules": {"variant": "partnership", "declarations": False},
              "dealer": 3, "deck": deck, "actions": []}
    out = replay(record)
    assert out["to_move"] == 0 and out["phase"] == "closed"
    state = deal_from_json(record)
    assert card_str(state.indicator) == deck[35]
    assert state.hands[3] >> state.indicator & 1


def test_illegal_play_is_one_line_naming_the_action_and_reason():
    record = build(A_KEEP, B_KEEP, A_PLAY, B_PLAY, ["JC"])
    record["actions"].append({"seat": 1, "play": "7S"})
    out = run_cli("replay", "-", stdin=json.dumps(record))
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr == "action 21: 7S is not legal: must follow suit (C)\n"


@pytest.mark.parametrize(
    "mutate,message",
    [
        (lambda r: r["rules"].update(colour=1), "rules: unknown rule option 'colour'"),
        (lambda r: r["rules"].update(variant="skat"), "rules: unknown variant 'skat'"),
        (lambda r: r.update(format="trappola-deal/9"), "format: expected"),
        (lambda r: r["deck"].__setitem__(5, r["deck"][4]), "deck: "),
        (lambda r: r["deck"].pop(), "deck: deck must hold 36 cards"),
        (lambda r: r.update(dealer=2), "dealer: "),
        (lambda r: r["actions"].__setitem__(3, {"seat": 1, "play": "XX"}), "action 3: not a card"),
        (lambda r: r["actions"].__setitem__(0, {"seat": 1, "declare": []}), "action 0: seat 0 is to move"),
        (lambda r: r["actions"].__setitem__(2, {"seat": 0, "play": "7S"}), "action 2: 7S is not in seat 0's hand"),
    ],
)
def test_malformed_records_exit_2_with_one_line(mutate, message):
    record = build(A_KEEP, B_KEEP, A_PLAY, B_PLAY, [])
    mutate(record)
    out = run_cli("replay", "-", stdin=json.dumps(record))
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and out.stderr.startswith(message), out.stderr


def test_a_closed_output_pipe_ends_the_command_quietly():
    # `... | head` closes the pipe early: status 1 and no traceback.
    out = run_with_closed_stdout("trappola_gui.engine", "new", "--seed", "5")
    assert out.returncode == 1
    assert "Traceback" not in out.stderr and "BrokenPipe" not in out.stderr


def test_truncated_file_and_missing_file(tmp_path):
    record = json.dumps(build(A_KEEP, B_KEEP, A_PLAY, B_PLAY, SCENARIO_CLOSED))
    path = tmp_path / "deal.json"
    path.write_text(record[: len(record) // 2])
    out = run_cli("replay", str(path))
    assert out.returncode == 2 and out.stderr.startswith("not valid JSON") and out.stdout == ""
    out = run_cli("replay", str(tmp_path / "nope.json"))
    assert out.returncode == 2 and out.stderr.startswith("cannot read")
    assert "Traceback" not in out.stderr


def _random_match(seed: int, rules: Rules, deals: int) -> Match:
    import random

    rng = random.Random(seed)
    match = Match(rules, first_dealer=seed % rules.players, seed=seed)
    for i in range(deals):
        if match.is_over:
            break
        deal = match.start_deal(shuffled_deck(seed * 100 + i, rules.deck))
        play_out(deal, rng)
    return match


def test_match_record_replays_with_points_and_winner():
    rules = Rules.from_dict({"variant": "classic", "target": 30})
    match = _random_match(5, rules, 40)
    assert match.is_over
    out = replay(match_to_json(match))
    assert out["complete"] is True and out["winner"] == match.winner
    assert out["match_points"] == list(match.match_points)
    assert max(out["match_points"]) >= 30
    margins = [abs(d["deal_points"][0] - d["deal_points"][1]) for d in out["deals"]]
    assert sum(margins) == sum(out["match_points"])


def test_match_record_refuses_a_deal_after_the_match_is_decided_and_wrong_dealer():
    rules = Rules.from_dict({"variant": "classic", "target": 30})
    data = match_to_json(_random_match(5, rules, 40))
    extra = json.loads(json.dumps(data["deals"][-2]))
    data["deals"].append(extra)
    with pytest.raises(RecordError, match="already"):
        match_from_json(data)
    data = match_to_json(_random_match(5, rules, 2))
    data["deals"][1]["dealer"] = data["deals"][0]["dealer"]
    with pytest.raises(RecordError, match="deal 1: the dealer must be seat"):
        match_from_json(data)
    data = match_to_json(_random_match(5, rules, 2))
    data["deals"][1]["rules"] = {"variant": "blind", "target": 30}
    with pytest.raises(RecordError, match="deal 1: rules: differ"):
        match_from_json(data)


def test_unfinished_last_deal_of_a_match_is_a_saved_match():
    rules = Rules.variant_preset("classic")
    match = _random_match(6, rules, 1)
    deal = match.start_deal(shuffled_deck(99))
    deal.apply(deal.legal_actions()[0])
    loaded = record_from_text(json.dumps(match_to_json(match)))
    assert isinstance(loaded, Match)
    assert loaded.current is not None and loaded.current.history == deal.history
    out = replay(match_to_json(match))
    assert out["complete"] is False and out["deals"][-1]["complete"] is False


def test_saved_and_loaded_deal_records_are_equal():
    rules = Rules.variant_preset("austrian")
    match = _random_match(8, rules, 1)
    data = deal_to_json(match.deals[0])
    again = deal_to_json(deal_from_json(json.loads(json.dumps(data))))
    assert again == data
