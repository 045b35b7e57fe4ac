"""Words for cards, suits, variants and levels, in the player's language and tradition."""

from __future__ import annotations

from trappola_gui.engine.cards import RANKS_LOW_TO_HIGH

from .i18n import N_, _

SUIT_WORDS = {
    "italian": (N_("Swords"), N_("Cups"), N_("Coins"), N_("Batons")),
    "french": (N_("Spades"), N_("Hearts"), N_("Diamonds"), N_("Clubs")),
}
RANK_WORDS = {
    "italian": {"A": N_("Ace"), "K": N_("King"), "Q": N_("Cavalier"), "J": N_("Jack"), "2": N_("Deuce"),
                "T": N_("Ten"), "9": N_("Nine"), "8": N_("Eight"), "7": N_("Seven")},
    "french": {"A": N_("Ace"), "K": N_("King"), "Q": N_("Queen"), "J": N_("Jack"), "2": N_("Deuce"),
               "T": N_("Ten"), "9": N_("Nine"), "8": N_("Eight"), "7": N_("Seven")},
}
VARIANT_WORDS = {
    "classic": N_("Classic"),
    "blind": N_("Blind Trappola"),
    "no2": N_("No-2 Trappola"),
    "czech": N_("Czech Trappola"),
    "austrian": N_("Austrian (exchange)"),
    "partnership": N_("Partnership (4 players)"),
}
VARIANT_BLURBS = {
    "classic": N_("The game as described: 36 cards, declarations, 6 for the last trick."),
    "blind": N_("No declarations: only card points and the last trick count."),
    "no2": N_("The four deuces are removed: 32 cards, 16 tricks."),
    "czech": N_("Card points one less; every combination is declared automatically."),
    "austrian": N_("Before declaring, each player may lay down up to 3 cards and draw as many."),
    "partnership": N_("Four players in two teams; follow suit from the first trick."),
}
LEVEL_WORDS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
SCORING_WORDS = {"margin": N_("Margin"), "fixed": N_("One per deal"), "cumulative": N_("Cumulative")}


def tradition(faces: str) -> str:
    return "italian" if faces == "italian" else "french"


def suit_name(suit: int, faces: str) -> str:
    return _(SUIT_WORDS[tradition(faces)][suit])


def rank_name(card: int, faces: str) -> str:
    return _(RANK_WORDS[tradition(faces)][RANKS_LOW_TO_HIGH[card % 9]])


def card_name(card: int, faces: str) -> str:
    return _("{rank} of {suit}").format(rank=rank_name(card, faces), suit=suit_name(card // 9, faces))


def variant_name(variant: str) -> str:
    return _(VARIANT_WORDS[variant])


def level_name(level: str) -> str:
    return _(LEVEL_WORDS.get(level, level))
