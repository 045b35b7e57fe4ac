"""The opening's words: the verb agrees with the seat that shuffles and cuts."""

from __future__ import annotations

from trappola_gui.app import i18n
from trappola_gui.app.deal_intro import intro_steps
from trappola_gui.app.words import seat_name
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
