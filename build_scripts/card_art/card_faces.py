"""A whole card face: the blank, the corner indices and the face of the pack."""

from __future__ import annotations

from .french_faces import french_ace, french_court, french_number, french_pip
from .index_font import glyph_text
from .italian_courts import italian_cavalier, italian_jack, italian_king
from .italian_numbers import italian_ace, italian_number
from .italian_signs import ITALIAN_SIGN
from .napoletane_aces import NAPOLETANE_ACES
from .napoletane_courts import napoletane_court
from .napoletane_numbers import napoletane_number
from .palette import CREAM, ITALIAN_PALETTES, suit_ink
from .svg import group, place, rect, svg_doc

# Index letters follow each deck's own court names (Re/Cavallo/Fante).
INDEX_LETTERS = {
    "italian": {"A": "A", "K": "R", "Q": "C", "J": "F", "2": "2", "T": "10",
                "9": "9", "8": "8", "7": "7"},
    "french": {"A": "A", "K": "K", "Q": "Q", "J": "J", "2": "2", "T": "10",
               "9": "9", "8": "8", "7": "7"},
}


def sign(deck: str, suit: str, simple: bool = False) -> list[str]:
    """The suit sign of ``deck``, in a box of about -50..50 around the origin."""
    if deck in ITALIAN_PALETTES:
        return ITALIAN_SIGN[suit](simple)
    return french_pip(suit, suit_ink(deck, suit))


def card_base() -> list[str]:
    """The blank card: cream with a thin grey-brown edge and round corners."""
    return [rect(1, 1, 238, 358, CREAM, "#6b6257", 2, 14)]


def index_letter(deck: str, rank: str, suit: str) -> list[str]:
    """The rank letter of the top-left corner index, in the suit's ink."""
    letters = INDEX_LETTERS["italian" if deck in ITALIAN_PALETTES else "french"]
    # Taller than wide so the index stays legible on 60 px cards; its ink
    # keeps INDEX_MARGIN from the card's edges, on the left as at the top.
    return [group([glyph_text(letters[rank], suit_ink(deck, suit), 8.5)], "translate(12 13.5) scale(1.04 1.16)")]


def index_sign(deck: str, suit: str) -> list[str]:
    """The small suit sign under the letter of the top-left corner index."""
    return [place(sign(deck, suit, simple=True), 27, 100, 0.36)]


def indices(deck: str, rank: str, suit: str) -> list[str]:
    """Corner index: rank letter + small suit sign, top-left and rotated."""
    one = [*index_letter(deck, rank, suit), *index_sign(deck, suit)]
    return [group(one), group(one, "rotate(180 120 180)")]


def napoletane_face(rank: str, suit: str) -> list[str]:
    """What a Napoletane card shows between its indices: its own aces, courts,
    swords and batons; its cups and coins as on the Piacentine cards."""
    if rank == "A":
        return NAPOLETANE_ACES[suit]()
    if rank in "KQJ":
        return napoletane_court(rank, suit)
    return napoletane_number(rank, suit) or italian_face(rank, suit)


def italian_face(rank: str, suit: str, deck: str = "italian") -> list[str]:
    """What an Italian card (Piacentine, or Napoletane when ``deck`` says so)
    shows between its indices."""
    if deck == "napoletane":
        return napoletane_face(rank, suit)
    courts = {"K": italian_king, "Q": italian_cavalier, "J": italian_jack}
    if rank == "A":
        return italian_ace(suit)
    if rank in courts:
        return courts[rank](suit)
    return italian_number(rank, suit)


def french_face(deck: str, rank: str, suit: str) -> list[str]:
    """What a French card (two- or four-colour) shows between its indices."""
    if rank == "A":
        return french_ace(deck, suit)
    if rank in "KQJ":
        return french_court(deck, rank, suit)
    return french_number(deck, rank, suit)


def card_svg(deck: str, card: str) -> str:
    """The SVG of ``card`` (rank then suit, as ``QH``) in ``deck``."""
    rank, suit = card[0], card[1]
    if deck in ITALIAN_PALETTES:
        face = italian_face(rank, suit, deck)
        return ITALIAN_PALETTES[deck].apply(svg_doc([*card_base(), *face, *indices(deck, rank, suit)]))
    face = french_face(deck, rank, suit)
    return svg_doc([*card_base(), *face, *indices(deck, rank, suit)])
