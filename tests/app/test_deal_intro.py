"""The opening's words: the verb agrees with the seat that shuffles and cuts."""

from __future__ import annotations

from trappola_gui.app.lang import i18n
from trappola_gui.app.table.deal_intro import intro_steps
from trappola_gui.app.table.words import seat_name
from trappola_gui.engine import DealState, Rules, shuffled_deck


def opening_words(dealer: int, me: int) -> dict[str, str]:
    rules = Rules.variant_preset("classic")
    obs = DealState.new(rules, shuffled_deck(5), dealer).observation(me)
    steps = intro_steps(obs, 1.0, False, lambda s: seat_name(s, me, rules.players), "italian", me)
    return {name: words for _seconds, name, words in steps}


def test_the_player_shuffles_and_the_opponent_cuts_in_their_own_words():
    i18n.set_language("en")
    mine = opening_words(dealer=0, me=0)
    assert mine["shuffle"] == "You shuffle…"
    assert mine["cut"] == "Opponent cuts."
    theirs = opening_words(dealer=1, me=0)
    assert theirs["shuffle"] == "Opponent shuffles…"
    assert theirs["cut"] == "You cut."


def test_before_the_trump_is_turned_neither_the_hand_nor_the_order_its_cards_arrive_in_gives_it_away():
    from trappola_gui.app.table.deal_intro import intro_places
    from trappola_gui.app.table.layout import NO_TRUMP, Geometry, ViewFlags, hand_order, placements
    from trappola_gui.engine.cards import suit_of

    rules = Rules.variant_preset("classic")
    geo = Geometry.for_size((1280, 800))
    checked = 0
    for seed in range(40):
        obs = DealState.new(rules, shuffled_deck(seed), 1).observation(0)
        own = hand_order(obs.hand, NO_TRUMP)
        places = placements(obs, geo, ViewFlags(), None)
        trumps_last = hand_order(obs.hand, obs.trump)
        for step in ("deal2", "deal6"):
            shown = intro_places(obs, geo, step, own, places)
            mine = sorted((p.x, c) for (kind, c, *_r), p in shown.items() if kind == "c" and obs.hand >> c & 1)
            order = [c for _x, c in mine]
            assert order == own[: len(order)], "the hand lies in the order that does not know the trump"
            if step == "deal6" and order != trumps_last and any(suit_of(c) == obs.trump for c in order):
                checked += 1
        turned = intro_places(obs, geo, "turn", own, places)
        after = [c for _x, c in sorted((p.x, c) for (kind, c, *_r), p in turned.items()
                                       if kind == "c" and obs.hand >> c & 1)]
        assert after == trumps_last, "once the trump is turned the hand is sorted with its trumps last"
    assert checked > 10, "deals where sorting by trump would have shown a different order"
