"""What the rules pages quote: every number, taken from the engine, and the card words in the
player's language and faces; ``page_text`` fills a page's body with them (its pictures are
``rules_pictures.py``'s).
"""

from __future__ import annotations

from trappola_gui.engine import DealResult, DealState, Rules, parse_card, score_deal, score_match
from trappola_gui.engine.cards import CLASSIC_POINTS, CZECH_POINTS, RANKS_LOW_TO_HIGH, full_deck
from trappola_gui.engine.declarations import combination_points
from trappola_gui.engine.scoring import LAST_TRICK_BONUS, SCHNEIDER_BONUS, SCHWARZ_BONUS

from ..lang.i18n import NC_, _, pgettext
from ..lang.names import RANK_KEYS, card_name, rank_words, suit_name, tradition
from . import rules_1524

# The targets New match offers (docs/rules.md 6: short, standard, long); the engine plays any positive one.
OFFERED_TARGETS = (30, 60, 100)

# The worked example's own choice: the card points you take; the rest of the pack is the opponent's.
EXAMPLE_CARD_POINTS = 46
EXAMPLE_SET = "KS KH KD"  # the three Kings the example declares

# "three Kings" as each language names them, in each tradition (Dutch: Koningen or Heren).
THREE_KINGS = {"italian": NC_("italian deck", "three Kings"), "french": NC_("french deck", "three Kings")}

# The closed phase's example (docs/rules.md 4, "must win"): Swords/Spades trump, the King of Cups/Hearts
# led, and a hand that must follow suit though it holds the trump Ace.
CLOSED_TRUMP = 0
CLOSED_LEAD = "KH"
CLOSED_HAND = "QH 7H AS"


def mask_of_codes(codes: str) -> int:
    """The card mask of space-separated card codes (``"KS KH KD"``)."""
    return sum(1 << parse_card(c) for c in codes.split())


# --------------------------------------------------------------------------- numbers and words
def card_points(points: str, rank: str) -> int:
    """A rank's card points in a points table of the engine ("classic" or "czech")."""
    table = CLASSIC_POINTS if points == "classic" else CZECH_POINTS
    return table[RANKS_LOW_TO_HIGH.index(rank)]


def example_results() -> tuple[DealResult, dict[str, tuple[int, int]]]:
    """The worked example's deal (you are side 0), scored by the engine, and the match points it gives
    in each scoring mode."""
    rules = Rules.variant_preset("classic")
    taken = (EXAMPLE_CARD_POINTS, rules.deck_points - EXAMPLE_CARD_POINTS)
    declared = (combination_points(mask_of_codes(EXAMPLE_SET)), 0)
    # Both sides took tricks (no no-trick bonus); you took the last one.
    deal = score_deal(taken, declared, tricks_won=(9, 9), last_winner=0)
    modes = {mode: score_match(rules.with_options(match_scoring=mode), [deal]).match_points
             for mode in ("margin", "fixed", "cumulative")}
    return deal, modes


def rules_numbers() -> dict[str, int]:
    """Every number the rules pages quote, by placeholder name, taken from the engine."""
    classic = Rules.variant_preset("classic")
    no2 = Rules.variant_preset("no2")
    four = Rules.variant_preset("partnership")
    austrian = DealState.new(Rules.variant_preset("austrian"), full_deck(36), 0)
    n: dict[str, int] = {
        "cards": classic.deck, "no2_cards": no2.deck,
        "hand": (classic.deck - classic.stock_size) // 2, "hand4": four.deck // four.players,
        "stock": classic.stock_size, "no2_stock": no2.stock_size,
        # Every open-phase trick draws two cards: the stock lasts half its size in tricks.
        "open_tricks": classic.stock_size // 2, "no2_open_tricks": no2.stock_size // 2,
        "no2_tricks": no2.tricks_per_deal,
        "suit_points": classic.deck_points // 4, "deck_points": classic.deck_points,
        "last": LAST_TRICK_BONUS, "schneider": SCHNEIDER_BONUS, "schwarz": SCHWARZ_BONUS,
        "exchange": austrian.max_exchange(),
        "run3": combination_points(mask_of_codes("AS KS QS")),
        "run4": combination_points(mask_of_codes("AS KS QS JS")),
    }
    n["short"], n["standard"], n["long"] = OFFERED_TARGETS
    for rank in "AKQJ2":
        n["p_" + RANK_KEYS[rank]] = card_points("classic", rank)
        n["c_" + RANK_KEYS[rank]] = card_points("czech", rank)
    for rank in "AKQJ":
        key = RANK_KEYS[rank][0]
        n[key + "3"] = combination_points(mask_of_codes(f"{rank}S {rank}H {rank}D"))
        n[key + "4"] = combination_points(mask_of_codes(f"{rank}S {rank}H {rank}D {rank}C"))
    deal, modes = example_results()
    n["ex_cards"], n["ex_other"] = deal.card_points
    n["ex_decl"] = deal.declaration_points[0]
    n["ex_total"] = deal.deal_points[0]
    n["ex_margin"] = modes["margin"][0]
    n["ex_fixed"] = modes["fixed"][0]
    return n


def card_words(faces: str) -> dict[str, str]:
    """The card words the pages use, in the player's language and the tradition of their faces."""
    words = rank_words(faces)
    for key, code in (("kh", "KH"), ("qh", "QH"), ("sevenh", "7H"), ("as_", "AS")):
        words[key] = card_name(parse_card(code), faces)
    words["trumps"] = suit_name(CLOSED_TRUMP, faces)
    words["three_kings"] = pgettext(*THREE_KINGS[tradition(faces)])
    return words


def page_text(body: str, faces: str) -> str:
    """A page's body in the player's language, with its numbers and card words filled in."""
    return _(body).format(**rules_numbers(), **card_words(faces), **rules_1524.numbers(), **rules_1524.words(faces))
