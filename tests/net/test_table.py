"""One table of the server, without sockets: who sits where, who may see what, and its file."""

from __future__ import annotations

import json
import random
import re

import pytest

from trappola_gui.engine import ALL_VARIANTS, Exchange, IllegalAction, Rules, card_str, match_from_json
from trappola_gui.net.codes import CODE_LENGTH, new_code, new_token, normal_code, token_hash, token_matches
from trappola_gui.net.messages import ProtocolError
from trappola_gui.net.table import COMPUTER, OPEN, PERSON, NetTable, TableFull

CARD = re.compile(r'"([AKQJ2T98765][SHDC])"')


def _table(variant: str = "classic", people: int = 2, target: int | None = None) -> tuple[NetTable, list[str]]:
    rules = Rules.variant_preset(variant).to_dict()
    if target:
        rules["target"] = target
    table, host = NetTable.new(new_code(), rules, people, "normal", "Anna")
    tokens = [host]
    for name in ("Bruno", "Carla", "Dario")[: people - 1]:
        tokens.append(table.sit(name)[1])
    table.fill()
    return table, tokens


def _hidden_from(table: NetTable, seat: int) -> set[str]:
    """The cards ``seat`` may not know now: others' hands (less what they showed) and the stock."""
    deal = table.deal
    obs = deal.observation(seat)
    hidden = 0
    for other in range(deal.n):
        if other != seat:
            hidden |= deal.hands[other] & ~obs.known[other]
    for c in deal.stock_cards():
        # The trump indicator lies face up, and a seat knows the cards it laid down in the exchange.
        if not (obs.indicator_in_stock and c == obs.trump_indicator) and c not in obs.laid_down:
            hidden |= 1 << c
    for c in getattr(deal, "reserve_cards", lambda: ())():
        hidden |= 1 << c
    return {card_str(c) for c in range(36) if hidden >> c & 1}


@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_no_view_sent_to_a_seat_names_a_card_hidden_from_it(variant: str) -> None:
    """500 random deals of every variant: after every action, each seat's view is checked."""
    rng = random.Random(variant)
    players = Rules.variant_preset(variant).players
    checked = 0
    for _ in range(500):
        table, _ = _table(variant, people=players)
        deal = table.deal
        while True:
            for seat in range(deal.n):
                text = json.dumps(table.view(seat, 0.0))
                hidden = _hidden_from(table, seat)
                leaked = set(CARD.findall(text)) & hidden
                assert not leaked, f"{variant}: seat {seat} was sent {sorted(leaked)} at move {len(deal.history)}"
                checked += 1
            if deal.is_over:
                break
            action = rng.choice(deal.legal_actions())
            table.apply(deal.to_move, action.to_json(), len(deal.history))
    assert checked > 500 * 20


def test_another_seats_exchange_is_shown_as_a_count_only() -> None:
    table, _ = _table("austrian")
    deal = table.deal
    seat = deal.to_move
    laid = next(a for a in deal.legal_actions() if isinstance(a, Exchange) and len(a.cards) == 2)
    table.apply(seat, laid.to_json(), 0)
    assert table.view(1 - seat, 0.0)["last"] == {"seat": seat, "laid": 2}
    assert table.view(seat, 0.0)["last"] == laid.to_json()


def test_the_engine_refuses_and_a_seat_acts_only_for_itself() -> None:
    table, _ = _table()
    deal = table.deal
    seat = deal.to_move
    other = 1 - seat
    play = deal.legal_actions()[0]
    with pytest.raises(IllegalAction, match="cannot act for"):
        table.apply(other, play.to_json(), 0)
    with pytest.raises(ProtocolError, match="passed"):
        table.apply(seat, play.to_json(), 5)
    with pytest.raises(ProtocolError, match="action"):
        table.apply(seat, {"seat": seat, "play": "ZZ"}, 0)
    table.apply(seat, play.to_json(), 0)
    with pytest.raises(ProtocolError, match="passed"):  # the same message again is refused: nothing twice
        table.apply(seat, play.to_json(), 0)
    assert len(deal.history) == 1


def test_a_table_waits_for_its_players_and_the_host_can_fill_seats() -> None:
    rules = Rules.variant_preset("partnership").to_dict()
    table, _ = NetTable.new(new_code(), rules, 2, "easy", "Anna")
    assert [s.kind for s in table.seats] == [PERSON, COMPUTER, OPEN, COMPUTER]  # the partner sits opposite
    assert table.computer_to_move() is None and not table.seated
    seat, token = table.sit("Bruno")
    assert seat == 2 and table.seat_of(token) == 2 and table.seated
    with pytest.raises(TableFull):
        table.sit("Carla")


def test_a_token_opens_only_its_own_seat() -> None:
    table, tokens = _table()
    assert [table.seat_of(t) for t in tokens] == [0, 1]
    assert table.seat_of(new_token()) is None and table.seat_of("") is None and table.seat_of(None) is None
    assert table.seat_of(tokens[0].upper()) is None
    assert not token_matches(tokens[1], token_hash(tokens[0]))


def test_codes_carry_forty_bits_and_read_back_however_typed() -> None:
    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000 and all(len(c) == CODE_LENGTH + 1 for c in codes)
    assert 32 ** CODE_LENGTH >= 2 ** 40
    code = next(iter(codes))
    assert normal_code(code.lower().replace("-", " ")) == code
    assert normal_code("../../etc") is None and normal_code("A" * 1000) is None


def test_absence_stand_in_pause_and_return() -> None:
    table, _ = _table()
    away = table.deal.to_move
    table.drop(away, now=100.0)
    assert table.computer_to_move() is None  # the seat is held: the game waits
    assert not table.expire(now=150.0, hold=600.0)
    table.choose_for_absent(away, "computer")
    assert table.computer_to_move() == away
    table.connect(away)
    assert table.computer_to_move() is None and not table.seats[away].stand_in
    table.drop(away, now=200.0)
    assert table.expire(now=800.0, hold=600.0) and table.paused
    with pytest.raises(ProtocolError, match="paused"):
        table.apply(away, table.deal.legal_actions()[0].to_json(), 0)
    table.connect(away)
    assert not table.paused


def test_the_next_deal_starts_when_every_person_has_seen_the_score() -> None:
    table, _ = _table(target=10_000)
    rng = random.Random(3)
    deal = table.deal
    while not deal.is_over:
        table.apply(deal.to_move, rng.choice(deal.legal_actions()).to_json(), len(deal.history))
    assert not table.ready(0, 5)  # not that deal
    assert not table.ready(0, 0)
    assert table.ready(1, 0) and len(table.match.deals) == 2


def test_the_file_gives_back_the_table_with_everyone_away() -> None:
    table, tokens = _table("historical")
    rng = random.Random(4)
    for _ in range(7):
        deal = table.deal
        table.apply(deal.to_move, rng.choice(deal.legal_actions()).to_json(), len(deal.history))
    text = json.dumps(table.to_json())
    assert tokens[0] not in text and tokens[1] not in text  # only the tokens' hashes are kept
    again = NetTable.from_json(json.loads(text))
    assert again.deal.history == table.deal.history and again.code == table.code
    assert [again.seat_of(t) for t in tokens] == [0, 1]
    assert not any(s.connected for s in again.seats)
    assert match_from_json(again.to_json()["match"]).deals[-1].history == table.deal.history


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.update(format="x"), "not a table file"),
    (lambda d: d.update(version=9), "version"),
    (lambda d: d["match"]["deals"][0]["actions"].append({"seat": 0, "play": "ZZ"}), "match"),
    (lambda d: d.update(seats=[]), "seats"),
    (lambda d: d.update(computer="cmd:rm -rf"), "computer level"),
])
def test_a_damaged_table_file_is_refused_with_a_reason(damage, words) -> None:
    table, _ = _table()
    data = json.loads(json.dumps(table.to_json()))
    damage(data)
    with pytest.raises(ValueError, match=words):
        NetTable.from_json(data)
