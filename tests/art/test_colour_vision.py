"""The suits keep apart in colour for red-green colour-blind players.

Each deck's four suit signs are rendered as the cards draw them, and each
sign's mean colour (over its opaque pixels, averaged in linear RGB) is seen
as by normal vision and through a simulated deuteranopia and protanopia
(Machado, Oliveira and Fernandes 2009, severity 1, applied in linear RGB).
Two suits told apart by colour must then differ by at least ``MIN_DE`` in
CIE76 Delta E; the four-colour French deck, whose whole point is colour,
must also keep every two suits ``MIN_DL`` apart in lightness (CIE L*), so
that red and green, which turn the same olive, still differ.

The corner indices are rendered the same way, their letter and their small
sign apart, as the cards draw them (``card_faces.index_letter`` and
``index_sign``).  Every letter keeps 4.5:1 (WCAG) against its card.  Under
deuteranopia and protanopia every two suits a deck colours differently stay
``MIN_SIGN_DL`` apart in the lightness of their index signs, and
``MIN_LETTER_DL`` in that of their letters.  The letters cannot reach 15:
4.5:1 on these cards leaves them L* 0 to about 47, and a red or a gold moves 5
to 10 L* between the two simulations (darker under protanopia), so that four
colours cannot keep 15 apart in both.  A hill-climbing search over the sRGB
cube, 4.6:1 or more on the card, finds 16.8 with three purples and black, 14.4
with a royal blue, a plum, a bronze and black, and 12.7 with a true red (hue
10 to 40 degrees, chroma 50 or more) and a gold-brown; the inks drawn (navy,
deep red, old gold, the black of bark) keep 11.1 under deuteranopia and 13.4
under protanopia and read as their suits at a glance.  The suit signs beside
the letters (filled shapes in a dark outline, which carries their edge) keep
15.  The four-colour deck's signs are drawn in their letters' ink, so they
keep the letters' distance.
"""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from .helpers import card_art, render_parts  # noqa: E402

SUITS = "SHDC"
NAMES = {"italian": "Swords Cups Coins Batons", "napoletane": "Swords Cups Coins Batons",
         "french": "Spades Hearts Diamonds Clubs", "french4": "Spades Hearts Diamonds Clubs"}
Colours = dict[tuple[str, str], tuple[float, float, float]]
MIN_DE = 20.0
MIN_DL = 8.0
MIN_LETTER_DL = 10.0
MIN_SIGN_DL = {"italian": 15.0, "napoletane": 15.0, "french": 15.0, "french4": 10.0}
MIN_CONTRAST = 4.5

# Machado et al. 2009, severity 1.0, linear RGB to linear RGB.
VISION = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}

# The two-colour French deck tells Spades from Clubs (and Hearts from
# Diamonds) by shape alone; only its red-black pairs are meant to differ in colour.
COLOUR_PAIRS = {deck: list(itertools.combinations(SUITS, 2)) for deck in NAMES}
COLOUR_PAIRS["french"] = [("S", "H"), ("S", "D"), ("H", "C"), ("D", "C")]


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of a linear-RGB colour."""
    r, g, b = (min(1.0, max(0.0, v)) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(rgb: tuple[float, float, float], vision: str) -> tuple[float, float, float]:
    m = VISION[vision]
    lin = tuple(sum(m[i][j] * rgb[j] for j in range(3)) for i in range(3))
    return _lab((lin[0], lin[1], lin[2]))


@pytest.fixture(scope="module")
def pip_colours(tmp_path_factory: pytest.TempPathFactory) -> Colours:
    """Each deck's and suit's mean sign colour in linear RGB, rendered at 120x120."""
    faces = card_art("card_faces")
    palette = card_art("palette")
    svg = card_art("svg")
    pygame.init()
    folder = tmp_path_factory.mktemp("pips")
    out: Colours = {}
    for deck in NAMES:
        for suit in SUITS:
            doc = svg.svg_doc([svg.place(faces.sign(deck, suit), 50, 50, 0.9)], 100, 100)
            if deck in palette.ITALIAN_PALETTES:
                doc = palette.ITALIAN_PALETTES[deck].apply(doc)
            file = folder / f"{deck}-{suit}.svg"
            file.write_text(doc, encoding="utf-8")
            surf = pygame.image.load_sized_svg(str(file), (120, 120))
            acc, n = [0.0, 0.0, 0.0], 0
            for y in range(surf.get_height()):
                for x in range(surf.get_width()):
                    c = surf.get_at((x, y))
                    if c.a >= 250:
                        acc[0] += _linear(c.r)
                        acc[1] += _linear(c.g)
                        acc[2] += _linear(c.b)
                        n += 1
            assert n > 500, (deck, suit)
            out[deck, suit] = (acc[0] / n, acc[1] / n, acc[2] / n)
    return out


def _cases() -> list[object]:
    cases: list[object] = []
    for deck, pairs in COLOUR_PAIRS.items():
        for a, b in pairs:
            cases.append(pytest.param(deck, a, b, id=f"{deck}-{a}{b}"))
    return cases


@pytest.mark.parametrize(("deck", "a", "b"), _cases())
def test_suits_differ_in_colour_for_every_vision(pip_colours: Colours, deck: str, a: str, b: str) -> None:
    names = dict(zip(SUITS, NAMES[deck].split(), strict=True))
    for vision in VISION:
        la, lb = _seen(pip_colours[deck, a], vision), _seen(pip_colours[deck, b], vision)
        de = sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5
        assert de >= MIN_DE, f"{deck}: {names[a]} and {names[b]} only {de:.1f} apart (Delta E) under {vision}"


@pytest.mark.parametrize("vision", VISION)
def test_four_colour_suits_differ_in_lightness(pip_colours: Colours, vision: str) -> None:
    names = dict(zip(SUITS, NAMES["french4"].split(), strict=True))
    lightness = {s: _seen(pip_colours["french4", s], vision)[0] for s in SUITS}
    for a, b in itertools.combinations(SUITS, 2):
        dl = abs(lightness[a] - lightness[b])
        assert dl >= MIN_DL, f"french4: {names[a]} and {names[b]} only {dl:.1f} apart in L* under {vision}"


# ---------------------------------------------------------------- indices
# The top-left index, in card units: the letter at (11, 12), the sign at (27, 100).
INDEX_VIEW = (60, 124)
Index = dict[tuple[str, str, str], tuple[float, float, float]]


def _mean_opaque(surf: pygame.Surface) -> tuple[float, float, float]:
    """The mean colour, in linear RGB, of the fully opaque pixels of ``surf``."""
    data = pygame.image.tobytes(surf, "RGBA")
    acc, n = [0.0, 0.0, 0.0], 0
    for i in range(0, len(data), 4):
        if data[i + 3] >= 250:
            acc[0] += _linear(data[i])
            acc[1] += _linear(data[i + 1])
            acc[2] += _linear(data[i + 2])
            n += 1
    assert n > 200
    return acc[0] / n, acc[1] / n, acc[2] / n


@pytest.fixture(scope="module")
def index_colours(tmp_path_factory: pytest.TempPathFactory) -> Index:
    """Per deck and suit the mean colour of the index's ``letter`` and ``sign``, and the ``card``'s."""
    faces = card_art("card_faces")
    pygame.init()
    folder = tmp_path_factory.mktemp("indices")
    out: Index = {}
    for deck in NAMES:
        card = render_parts(faces.card_base(), deck, folder / f"{deck}-card.svg")
        c = card.get_at((120, 180))
        out[deck, "", "card"] = (_linear(c.r), _linear(c.g), _linear(c.b))
        for suit in SUITS:
            for part, parts in (("letter", faces.index_letter(deck, "A", suit)),
                                ("sign", faces.index_sign(deck, suit))):
                surf = render_parts(parts, deck, folder / f"{deck}-{suit}-{part}.svg", INDEX_VIEW, 4)
                out[deck, suit, part] = _mean_opaque(surf)
    return out


def _luminance(rgb: tuple[float, float, float]) -> float:
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


@pytest.mark.parametrize("deck", NAMES)
def test_index_letters_keep_contrast_with_the_card(index_colours: Index, deck: str) -> None:
    card = _luminance(index_colours[deck, "", "card"])
    for suit, name in zip(SUITS, NAMES[deck].split(), strict=True):
        ink = _luminance(index_colours[deck, suit, "letter"])
        ratio = (max(card, ink) + 0.05) / (min(card, ink) + 0.05)
        assert ratio >= MIN_CONTRAST, f"{deck}: the {name} index letter is only {ratio:.2f}:1 against the card"


@pytest.mark.parametrize(("deck", "a", "b"), _cases())
@pytest.mark.parametrize("part", ["letter", "sign"])
def test_indices_differ_in_lightness_for_colour_blind_players(index_colours: Index, part: str, deck: str,
                                                              a: str, b: str) -> None:
    names = dict(zip(SUITS, NAMES[deck].split(), strict=True))
    least = MIN_LETTER_DL if part == "letter" else MIN_SIGN_DL[deck]
    for vision in ("deuteranopia", "protanopia"):
        la = _seen(index_colours[deck, a, part], vision)[0]
        lb = _seen(index_colours[deck, b, part], vision)[0]
        assert abs(la - lb) >= least, (f"{deck}: the {names[a]} and {names[b]} index {part}s are L* {la:.1f} "
                                       f"and {lb:.1f} under {vision}, under {least:.0f} apart")


def test_four_colour_diamonds_stand_apart_from_spades(index_colours: Index) -> None:
    # A navy beside a black is hard to tell at index size: the Diamonds' blue is
    # far lighter than the Spades' black, and far from it in hue.
    spades, diamonds = (_seen(index_colours["french4", s, "letter"], "normal") for s in "SD")
    assert diamonds[0] - spades[0] >= 20, (spades, diamonds)
    assert ((diamonds[1] - spades[1]) ** 2 + (diamonds[2] - spades[2]) ** 2) ** 0.5 >= 40, (spades, diamonds)
