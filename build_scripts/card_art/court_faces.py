"""Which face each Italian court wears (see :mod:`head_features`), by card
(rank then suit: K the Re, Q the Cavallo, J the Fante).

Each rank's four differ in the shape of the face, the nose, the brow, the
eye and the mouth.  The Re are bearded, old (Swords and Batons, their brows
lined) or grown men; the Cavalli grown men but for the young rider of Cups;
the Fanti young and unlined.
"""

from __future__ import annotations

from .head_features import Face

PIACENTINE = {
    # the old grey king: a long face, a hooked nose, heavy brows, lids low, a stern mouth
    "KS": Face("long", "aquiline", "heavy", "lidded", "stern"),
    # the jovial one: round, a snub nose, wide eyes, smiling into his beard
    "KH": Face("round", "snub", "arched", "round", "smile"),
    # the proud one: an oval face, a straight nose, brows raised
    "KD": Face("oval", "straight", "raised", "almond", "calm"),
    # the grim one: a square jaw, a long nose, a frown over narrow eyes
    "KC": Face("square", "long", "knit", "narrow", "stern"),
    # the knight in his helmet, shouting: square-jawed, frowning
    "QS": Face("square", "straight", "knit", "narrow", "open"),
    # the young rider: round, snub-nosed, wide-eyed, smiling
    "QH": Face("round", "snub", "raised", "round", "smile"),
    # long-faced and aquiline, calm
    "QD": Face("long", "aquiline", "arched", "almond", "calm"),
    # bearded, heavy-browed and heavy-lidded, the long nose
    "QC": Face("oval", "long", "heavy", "lidded", "stern"),
    # the Fanti: a narrow young chin and a straight nose
    "JS": Face("pointed", "straight", "arched", "almond", "full"),
    # round-faced and eager, his mouth open
    "JH": Face("round", "snub", "raised", "round", "open"),
    # long-faced and dreamy under low lids
    "JD": Face("long", "long", "arched", "lidded", "calm"),
    # square-jawed with a sly smile and narrowed eyes
    "JC": Face("square", "aquiline", "knit", "narrow", "smile"),
}

NAPOLETANE = {
    "KS": Face("square", "aquiline", "knit", "narrow", "stern"),
    "KH": Face("oval", "long", "heavy", "lidded", "calm"),
    "KD": Face("round", "snub", "arched", "round", "smile"),
    "KC": Face("long", "straight", "raised", "almond", "stern"),
    "QS": Face("square", "straight", "heavy", "narrow", "stern"),
    "QH": Face("oval", "snub", "raised", "round", "smile"),
    "QD": Face("long", "aquiline", "arched", "almond", "calm"),
    "QC": Face("round", "long", "knit", "lidded", "open"),
    # the Fanti are young women: small chins and noses, full or smiling lips
    "JS": Face("pointed", "aquiline", "arched", "almond", "calm"),
    "JH": Face("round", "snub", "raised", "round", "smile"),
    "JD": Face("long", "straight", "arched", "lidded", "full"),
    "JC": Face("oval", "snub", "raised", "almond", "smile"),
}
