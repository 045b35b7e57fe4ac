"""A deal's points as its observation shows them, trick by trick: the figures the table shows.

``trick_points`` is what the tricks played so far have made: the cards taken, the declarations,
and (Trappola 1524) the deuce tricks at their value as far as the deal has gone: 10 each while it
is played, and once the last trick is won with a deuce, 26 for each trick of the deuce ending
(docs/historical.md 6). The deal's own bonuses (the last trick's 6, a trick-less side's) come with
``deal_result``, the finished deal's result, read from its observation exactly as the deal's
``result`` scores it. ``last_deuce_trick`` is what the last trick scored for being won with a
deuce, so the words said of it and the figures beside it are the same.

>>> import random
>>> from trappola_gui.engine import Rules
>>> from trappola_gui.engine.playout import play_out, random_deal
>>> state = play_out(random_deal(Rules.variant_preset("historical"), random.Random(3)), random.Random(3))
>>> deal_result(state.observation(0)) == state.result()
True
"""

from __future__ import annotations

from dataclasses import dataclass

from . import historical
from .illegal import WrongPhase
from .observation import OVER, Observation
from .scoring import DealResult, score_deal


def deal_result(obs: Observation) -> DealResult:
    """The result of the finished deal ``obs`` shows (``DealState.result``); raises ``WrongPhase`` before the end."""
    if obs.phase != OVER or not obs.tricks:
        raise WrongPhase("the deal is not over")
    if obs.rules.historical:
        return historical.score_deal(obs.card_points, obs.declaration_points,
                                     [(t.leader, t.cards, t.winner) for t in obs.tricks])
    return score_deal(obs.card_points, obs.declaration_points, obs.tricks_won, obs.team(obs.tricks[-1].winner))


def trick_points(obs: Observation) -> tuple[int, int]:
    """Each side's points for the tricks played so far, the deal's own bonuses apart.

    While the deal is played this is ``obs.score_so_far`` (1524's deuce tricks at 10); once it is
    over, the result without the last trick's bonus and a trick-less side's: the tricks of a deuce
    ending at 26 each, which only the last trick decides.
    """
    if obs.phase != OVER or not obs.tricks:
        return obs.score_so_far
    result = deal_result(obs)
    return (result.deal_points[0] - result.last_trick_bonus[0] - result.no_trick_bonus[0],
            result.deal_points[1] - result.last_trick_bonus[1] - result.no_trick_bonus[1])


def deal_points(obs: Observation, scored: bool) -> tuple[int, int]:
    """The deal's points to show: the whole result once the deal is ``scored``, else ``trick_points``."""
    if scored and obs.phase == OVER and obs.tricks:
        deal = deal_result(obs).deal_points
        return deal[0], deal[1]
    return trick_points(obs)


@dataclass(frozen=True, slots=True)
class DeuceTrick:
    """What the last trick scored for being won with a deuce (Trappola 1524).

    ``tricks`` is 1 for a deuce trick; for the deuce ending, the tricks of its run, each at 26:
    ``points`` is their sum (10 for a deuce trick that ends nothing).
    """

    side: int
    ending: bool
    tricks: int
    points: int


def last_deuce_trick(obs: Observation) -> DeuceTrick | None:
    """The last finished trick's deuce score as far as the deal shows it, None when no deuce won it.

    >>> from trappola_gui.engine import Rules
    >>> from trappola_gui.engine.cards import parse_card as p
    >>> from trappola_gui.engine.observation import Trick
    >>> from dataclasses import replace
    >>> import random
    >>> from trappola_gui.engine.playout import random_deal
    >>> obs = random_deal(Rules.variant_preset("historical"), random.Random(1)).observation(0)
    >>> deuce = Trick(1, (p("2C"), p("9H")), 1)
    >>> last_deuce_trick(replace(obs, tricks=(deuce,)))
    DeuceTrick(side=1, ending=False, tricks=1, points=10)
    >>> over = replace(obs, phase=OVER, tricks=(Trick(0, (p("AS"), p("7S")), 0),) * 7 + (deuce, deuce))
    >>> last_deuce_trick(over)
    DeuceTrick(side=1, ending=True, tricks=2, points=52)
    """
    if not obs.rules.historical or not obs.tricks:
        return None
    last = obs.tricks[-1]
    if not historical.is_deuce(historical.winning_card((last.leader, last.cards, last.winner))):
        return None
    side = obs.team(last.winner)
    if obs.phase == OVER:
        result = deal_result(obs)
        run = result.deuce_ending[side]
        return DeuceTrick(side, True, len(run), result.deuce_ending_bonus[side])
    return DeuceTrick(side, False, 1, historical.DEUCE_TRICK_BONUS)
