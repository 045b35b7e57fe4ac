"""Decks laid out by hand, so that a test knows every card's way through a deal."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Iterator

from trappola_gui.engine import DealState, Declare, Exchange, Observation, Play, Rules, parse_card
from trappola_gui.engine.cards import SUIT_MASKS, beats, mask_of
from trappola_gui.engine.playout import random_deal, random_setup_action

HEARTS = ["AH", "KH", "QH", "JH", "2H", "TH", "9H", "8H", "7H"]


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def deck_for(first: list[str], second: list[str], indicator: str, stock: list[str]) -> list[int]:
    """A deck whose deal gives ``first`` to the non-dealer, ``second`` to the dealer.

    ``stock`` is the stock in draw order without the trump indicator.
    """
    deck: list[str] = []
    for packet in range(3):
        deck += first[packet * 3: packet * 3 + 3]
        deck += second[packet * 3: packet * 3 + 3]
    deck.append(indicator)
    deck += stock
    return [parse_card(c) for c in deck]


def scripted_deal(a_play: list[str], b_play: list[str], a_keep: list[str], b_keep: list[str],
                  rules: Rules | None = None) -> DealState:
    """The deal of :func:`scripted_to_closed` at its first lead: seat 1 deals, every
    exchange keeps the hand and every declaration passes.
    """
    rules = rules or Rules.variant_preset("classic")
    stock = []
    for k in range(9):
        stock.append(a_keep[k])
        if k < 8:
            stock.append(b_keep[k])
    state = DealState.new(rules, deck_for(a_play, b_play, b_keep[8], stock), dealer=1)
    while state.phase == "exchange":
        state.apply(Exchange(state.to_move, ()))
    pass_declarations(state)
    return state


def scripted_to_closed(a_play: list[str], b_play: list[str], a_keep: list[str], b_keep: list[str],
                       rules: Rules | None = None) -> DealState:
    """Seat 0 (non-dealer) leads ``a_play`` in order and wins every open trick, as
    seat 1 answers ``b_play`` off-suit; seat 0 draws ``a_keep``, seat 1 ``b_keep``
    (whose last card is the trump indicator). Returns the state at the first closed trick.
    """
    state = scripted_deal(a_play, b_play, a_keep, b_keep, rules)
    for a, b in zip(a_play, b_play, strict=True):
        state.apply(Play(0, parse_card(a)))
        state.apply(Play(1, parse_card(b)))
    assert state.closed and state.to_move == 0
    return state


def pass_declarations(state: DealState) -> None:
    while state.phase == "declare":
        state.apply(Declare(state.to_move, ()))


def play(state: DealState, *card_texts: str) -> None:
    for text in card_texts:
        state.apply(Play(state.to_move, parse_card(text)))


def last_trick_winner(state: DealState) -> int:
    """Who took the last finished trick, as every seat sees it."""
    return state.observation(0).tricks[-1].winner


def tricks_played(state: DealState) -> int:
    return len(state.observation(0).tricks)


def legal_strs(state: DealState) -> set[str]:
    from trappola_gui.engine import card_str

    return {card_str(c) for c in cards_of_mask(state.legal_play_mask())}


def cards_of_mask(mask: int) -> tuple[int, ...]:
    from trappola_gui.engine import cards_of

    return cards_of(mask)


# Scenario used by several closed-phase tests (trump: Spades, 7S the indicator).
A_PLAY = HEARTS
B_PLAY = ["7D", "8D", "9D", "TD", "2D", "7C", "8C", "9C", "TC"]
A_KEEP = ["AS", "KS", "QS", "JS", "AD", "KD", "QD", "JD", "JC"]
B_KEEP = ["2S", "TS", "9S", "8S", "2C", "QC", "KC", "AC", "7S"]


def run_with_closed_stdout(module: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m module args`` with standard output a pipe whose read end is already closed
    (as ``| head`` leaves it), so the command's first write fails."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run([sys.executable, "-m", module, *args], stdout=write_end, stderr=subprocess.PIPE,
                              text=True, timeout=120)
    finally:
        os.close(write_end)


def play_decisions(variant: str, deals: int, seed: int) -> Iterator[DealState]:
    """The state at every decision to play a card, of every seat, over ``deals`` random deals of
    ``variant`` (a seeded ``random.Random``, never the global one); "must win" on in every other deal.
    """
    rng = random.Random(seed)
    base = Rules.variant_preset(variant)
    for i in range(deals):
        state = random_deal(base.with_options(must_win=i % 2 == 1), rng)
        while not state.is_over:
            if state.phase != "play":
                state.apply(random_setup_action(state, rng))
                continue
            yield state
            state.apply(rng.choice(state.legal_actions()))


def check_constraint_means_legal(state: DealState, obs: Observation) -> None:
    """``obs.constraint`` names the rule of docs/rules.md 4 that gives ``obs.legal``.

    The rule is read here from the rule book, not from the engine's code: a lead and an
    answer while the stock lasts are free; else follow suit if able, else trump if able,
    else anything; with "must win", beat the best card so far where an allowed card can.
    """
    rule = obs.constraint
    assert rule is not None
    hand, trump = obs.hand, obs.trump
    legal = mask_of(a.card for a in obs.legal)
    assert rule.allowed == legal
    if not obs.trick:
        assert (rule.kind, rule.led, legal) == ("free", None, hand)
        return
    led = obs.trick[0] // 9
    assert rule.led == led
    if not obs.closed:
        assert (rule.kind, legal) == ("free", hand)
        return
    follow, trumps = hand & SUIT_MASKS[led], hand & SUIT_MASKS[trump]
    if follow:
        base, kind, suit = follow, "follow", led
    elif trumps:
        base, kind, suit = trumps, "trump", trump
    else:
        base, kind, suit = hand, "any", None
    beating = mask_of(c for c in range(36) if base >> c & 1 and beats(c, state.best, trump))
    if state.rules.must_win and beating and beating != base:
        assert (rule.kind, rule.card, rule.suit, legal) == ("beat", state.best, suit, beating)
        assert rule.follows_suit == (suit == led)
    else:
        assert (rule.kind, rule.suit, rule.card, legal) == (kind, suit, None, base)
