"""The closed-phase solver is exact: it agrees with brute-force minimax on small endgames."""

from __future__ import annotations

import random

import pytest

from trappola_gui.ai.solver import ClosedSolver, best_card
from trappola_gui.engine import DealState, Rules
from trappola_gui.engine.cards import cards_of

from .helpers import closed_endgame


def brute_force(state: DealState) -> int:
    """Side 0's final margin under best play, by trying every line."""
    if state.is_over:
        return state.result().margin
    values = []
    for c in cards_of(state.legal_play_mask()):
        child = state.clone()
        child.play_card(c)
        values.append(brute_force(child))
    return max(values) if state.to_move == 0 else min(values)


RULES = {
    "classic": Rules.variant_preset("classic"),
    "czech": Rules.variant_preset("czech"),
    "no2": Rules.variant_preset("no2"),
    "bind_must_win": Rules.variant_preset("classic").with_options(declarations_bind=True, must_win=True),
}


@pytest.mark.parametrize("name", list(RULES))
@pytest.mark.parametrize("cards_each", [1, 2, 3])
def test_solver_matches_brute_force(name: str, cards_each: int) -> None:
    rules = RULES[name]
    rng = random.Random(cards_each * 31 + len(name))
    for _ in range(25):
        state = closed_endgame(rules, rng, cards_each)
        if rng.random() < 0.5 and state.trick == []:
            state.play_card(cards_of(state.hands[state.to_move])[0])  # start mid-trick
        expect = brute_force(state.clone())
        assert ClosedSolver(state).value(state) == expect
        card, value = best_card(state)
        assert value == expect
        child = state.clone()
        child.play_card(card)
        assert brute_force(child) == expect


def test_solver_counts_schneider_and_schwarz() -> None:
    rng = random.Random(5)
    for k in range(30):
        state = closed_endgame(RULES["classic"], rng, 3)
        loser = k % 2
        # Pretend one side has not won a trick yet (and, half the time, declared nothing).
        state.tricks_won[1 - loser] += state.tricks_won[loser]
        state.tricks_won[loser] = 0
        if k % 4 < 2:
            state.decl_points[loser] = 0
        else:
            state.decl_points[loser] = 3
        assert ClosedSolver(state).value(state) == brute_force(state.clone())


def test_solver_solves_a_whole_closed_phase_within_a_node_budget() -> None:
    # Counted in nodes, not seconds: the same on every machine. Nine cards a hand take some
    # 2,000 to 35,000 nodes on these deals; a search that lost its merging or its table would not fit.
    for seed in range(9, 14):
        state = closed_endgame(RULES["classic"], random.Random(seed), 9)
        solver = ClosedSolver(state, node_limit=100_000)
        values = solver.root_values(state)  # raises SearchLimit past the budget
        card, value = best_card(state)
        assert values[card] == value


def test_solver_window_value_is_exact_inside_and_a_bound_outside() -> None:
    rng = random.Random(17)
    checked = 0
    while checked < 30:
        state = closed_endgame(RULES["classic"], rng, 3)
        expect = brute_force(state.clone())
        solver = ClosedSolver(state)
        assert solver.window_value(state) == expect
        # A window below the value gives a lower bound at or above its top; above, an upper bound.
        assert ClosedSolver(state).window_value(state, expect - 10, expect - 1) >= expect - 1
        assert ClosedSolver(state).window_value(state, expect + 1, expect + 10) <= expect + 1
        checked += 1


def test_solver_shared_table_keeps_values_exact() -> None:
    rng = random.Random(23)
    table: dict = {}
    for _ in range(20):
        state = closed_endgame(RULES["czech"], rng, 3)
        assert ClosedSolver(state, table).window_value(state) == brute_force(state.clone())
