"""The Italian courts: Re (King), Cavallo (Cavalier) and Fante (Jack),
twelve drawings of their own, each holding the sign of the suit.

The figures live in ``italian_kings``, ``italian_cavalli`` and
``italian_fanti``; the pieces they share in ``italian_court_parts``.  As on
Piacentine packs each figure stands on the white card itself.
"""

from __future__ import annotations

from .italian_cavalli import cavallo_figure
from .italian_fanti import fante_figure
from .italian_kings import king_figure
from .svg import group

# How much larger a standing figure is drawn, and the height it grows from.
STAND = (1.1, 190)
FIGURES = {"K": king_figure, "Q": cavallo_figure, "J": fante_figure}


def court_figure(rank: str, suit: str) -> list[str]:
    """The court ``rank`` (K, Q or J) of ``suit`` alone.  A standing King or
    Fante is drawn a tenth larger about his waist, to fill the card as the
    printed courts do."""
    parts = FIGURES[rank](suit)
    return parts if rank == "Q" else [group(parts, f"translate(120 {STAND[1]}) scale({STAND[0]}) "
                                                   f"translate(-120 -{STAND[1]})")]


def italian_court(rank: str, suit: str) -> list[str]:
    """The court ``rank`` of ``suit`` standing on the card."""
    return court_figure(rank, suit)


def italian_king(suit: str) -> list[str]:
    """The Re of ``suit`` on the card."""
    return italian_court("K", suit)


def italian_cavalier(suit: str) -> list[str]:
    """The Cavallo of ``suit`` on the card."""
    return italian_court("Q", suit)


def italian_jack(suit: str) -> list[str]:
    """The Fante of ``suit`` on the card."""
    return italian_court("J", suit)
