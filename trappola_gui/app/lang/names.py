"""Words for cards, suits, variants and levels, in the player's language and tradition.

The English words are the msgids. Each rank, suit and card name carries the
context of its tradition ("italian deck" or "french deck"): English says
"Jack" for both the Fante and the Valet, "King" for both kings, but another
language may not, so each tradition is translated on its own.
"""

from __future__ import annotations

from trappola_gui.engine.cards import RANKS_LOW_TO_HIGH, strength_of, suit_of

from .i18n import N_, NC_, _, pgettext

SUIT_WORDS = {
    "italian": (NC_("italian deck", "Swords"), NC_("italian deck", "Cups"), NC_("italian deck", "Coins"),
                NC_("italian deck", "Batons")),
    "french": (NC_("french deck", "Spades"), NC_("french deck", "Hearts"), NC_("french deck", "Diamonds"),
               NC_("french deck", "Clubs")),
}
RANK_WORDS = {
    "italian": {"A": NC_("italian deck", "Ace"), "K": NC_("italian deck", "King"),
                "Q": NC_("italian deck", "Cavalier"), "J": NC_("italian deck", "Jack"),
                "2": NC_("italian deck", "Deuce"), "T": NC_("italian deck", "Ten"),
                "9": NC_("italian deck", "Nine"), "8": NC_("italian deck", "Eight"),
                "7": NC_("italian deck", "Seven")},
    "french": {"A": NC_("french deck", "Ace"), "K": NC_("french deck", "King"),
               "Q": NC_("french deck", "Queen"), "J": NC_("french deck", "Jack"),
               "2": NC_("french deck", "Deuce"), "T": NC_("french deck", "Ten"),
               "9": NC_("french deck", "Nine"), "8": NC_("french deck", "Eight"),
               "7": NC_("french deck", "Seven")},
}
# A card's name by suit, so a language can inflect or elide ("Roi d'Épées", "Pik-König").
CARD_FORMS = {
    "italian": (NC_("italian deck", "{rank} of Swords"), NC_("italian deck", "{rank} of Cups"),
                NC_("italian deck", "{rank} of Coins"), NC_("italian deck", "{rank} of Batons")),
    "french": (NC_("french deck", "{rank} of Spades"), NC_("french deck", "{rank} of Hearts"),
               NC_("french deck", "{rank} of Diamonds"), NC_("french deck", "{rank} of Clubs")),
}
VARIANT_WORDS = {
    "classic": N_("Classic"),
    "blind": N_("Blind Trappola"),
    "no2": N_("No-2 Trappola"),
    "czech": N_("Czech Trappola"),
    "austrian": N_("Austrian (exchange)"),
    "partnership": N_("Partnership (4 players)"),
    # TRANSLATORS: the older Venetian game (docs/historical.md), named for the year of its first record.
    "historical": N_("Trappola 1524 (Venetian)"),
}
VARIANT_BLURBS = {
    "classic": N_("The game as described: 36 cards, declarations, 6 for the last trick."),
    "blind": N_("No declarations: only card points and the last trick count."),
    "no2": N_("The four deuces are removed: 32 cards, 16 tricks."),
    # TRANSLATORS: {ace}, {king}, {queen}, {jack}, {deuce} are the rank names of the player's faces
    # (Cavalier with Italian cards, Queen with French ones).
    "czech": N_("{ace} 5, {king} 4, {queen} 3, {jack} 2, {deuce} 1 (the rest 0); every combination is "
                "declared automatically."),
    "austrian": N_("Before declaring, each player may lay down up to 3 cards and draw as many."),
    "partnership": N_("Four players in two teams; follow suit from the first trick."),
    # A run of four deuce tricks cannot happen with two players (docs/historical.md 6): promise none.
    "historical": N_("The Venetian game: no trumps, the {deuce} lowest; throw in a poor hand for the reserve; "
                     "a trick won with a {deuce} scores 10, each trick of a {deuce} ending 26."),
}
# The card faces a player can choose; both Italian patterns share the Italian words.
FACE_WORDS = {
    "italian": N_("Italian"),
    # TRANSLATORS: a card-face choice: the Italian cards of the Neapolitan pattern, the name they
    # are sold under in Italy ("carte napoletane"); keep "Napoletane" unless your players know them
    # by another name.
    "napoletane": N_("Napoletane"),
    "french": N_("French"),
}
# Where a player first meets the Italian cards (the first rules page, the first coach tip): their
# corners carry the Italian initials, the words the English ones.
# TRANSLATORS: R, C and F are the letters printed in the corners of the Italian cards (Re, Cavallo,
# Fante); keep the letters, and name the ranks as this game's Italian-deck words do.
CORNER_NOTE = N_("On these cards the corners read R for the King (Re), C for the Cavalier (Cavallo) and F for "
                 "the Jack (Fante).")
LEVEL_WORDS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "friend": N_("vs friend")}
SCORING_WORDS = {"margin": N_("Margin"), "fixed": N_("One per deal"), "cumulative": N_("Cumulative")}


# The faces drawn with the Italian suits (Swords, Cups, Coins, Batons).
ITALIAN_FACES = ("italian", "napoletane")


def tradition(faces: str) -> str:
    return "italian" if faces in ITALIAN_FACES else "french"


def suit_name(suit: int, faces: str) -> str:
    return pgettext(*SUIT_WORDS[tradition(faces)][suit])


def rank_name(card: int, faces: str) -> str:
    return pgettext(*RANK_WORDS[tradition(faces)][RANKS_LOW_TO_HIGH[strength_of(card)]])


def card_name(card: int, faces: str) -> str:
    return pgettext(*CARD_FORMS[tradition(faces)][suit_of(card)]).format(rank=rank_name(card, faces))


def corner_note(faces: str) -> str:
    """What the corner letters of the player's faces mean, where they differ from the words ("" if not)."""
    return _(CORNER_NOTE) if tradition(faces) == "italian" else ""


# The placeholder each rank fills in texts that name ranks ({ace}, {queen}…).
RANK_KEYS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "2": "deuce", "T": "ten", "9": "nine",
             "8": "eight", "7": "seven"}


def rank_words(faces: str) -> dict[str, str]:
    """The rank names of ``faces`` by placeholder: ace, king, queen, jack, deuce, ten… seven."""
    return {RANK_KEYS[r]: pgettext(*word) for r, word in RANK_WORDS[tradition(faces)].items()}


def variant_blurb(variant: str, faces: str) -> str:
    """The variant's one-line description, its card words those of the player's faces."""
    return _(VARIANT_BLURBS[variant]).format(**rank_words(faces))


def variant_name(variant: str) -> str:
    return _(VARIANT_WORDS[variant])


def face_name(faces: str) -> str:
    return _(FACE_WORDS.get(faces, faces))


def level_name(level: str) -> str:
    return _(LEVEL_WORDS.get(level, level))
