"""The Italian courts: Re (King), Cavallo (Cavalier) and Fante (Jack),
twelve drawings of their own, each holding the sign of the suit.

The figures live in ``italian_kings``, ``italian_cavalli`` and
``italian_fanti``; the pieces they share in ``italian_court_parts``.  Here
each figure is set in its suit's coloured panel.
"""

from __future__ import annotations

from .italian_cavalli import cavallo_figure
from .italian_court_parts import court_frame
from .italian_fanti import fante_figure
from .italian_kings import king_figure
from .palette import ITALIAN_COL

FIGURES = {"K": king_figure, "Q": cavallo_figure, "J": fante_figure}


def court_figure(rank: str, suit: str) -> list[str]:
    """The court ``rank`` (K, Q or J) of ``suit`` without its panel."""
    return FIGURES[rank](suit)


def italian_court(rank: str, suit: str) -> list[str]:
    """The court ``rank`` of ``suit`` standing in its suit's panel."""
    c = ITALIAN_COL[suit]
    return [*court_frame(c["light"], c["dark"]), *court_figure(rank, suit)]


def italian_king(suit: str) -> list[str]:
    """The Re of ``suit`` in his panel."""
    return italian_court("K", suit)


def italian_cavalier(suit: str) -> list[str]:
    """The Cavallo of ``suit`` in his panel."""
    return italian_court("Q", suit)


def italian_jack(suit: str) -> list[str]:
    """The Fante of ``suit`` in his panel."""
    return italian_court("J", suit)
