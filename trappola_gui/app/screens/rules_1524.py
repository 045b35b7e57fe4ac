"""The rules pages of Trappola 1524, the Venetian game (docs/historical.md): their numbers, card
words and pictures.

As for the later game (``rules_pictures``), every number a page quotes comes from the engine's
own rules of 1524 (``engine.historical``), and the worked example of docs/historical.md 8 is
scored by the engine.
"""

from __future__ import annotations

import pygame

from trappola_gui.engine import Rules, card_str, parse_card
from trappola_gui.engine import historical as h
from trappola_gui.engine.cards import CARD_POINTS, suit_of
from trappola_gui.engine.dealing import deal_packets

from ..kit import ui
from ..kit.picture import Group, Shape, Slot, row_picture
from ..lang.i18n import N_, _
from ..lang.names import card_name, rank_words, suit_name

YEAR = 1524  # the year of the game's first record, in its name
CARDANO = 1564  # about when Cardano wrote Liber de Ludo Aleae (docs/historical.md)
ORDER = "AKQJT9872"  # docs/historical.md 1: high to low, the deuce lowest
POINTS = CARD_POINTS["historical"]


def points_of(rank: str) -> int:
    return POINTS[parse_card(rank + "S")]


def four_of(rank: str) -> list[int]:
    return [parse_card(rank + s) for s in "SHDC"]


def set_points(rank: str, count: int) -> int:
    """What declaring ``count`` cards of ``rank`` scores, by the engine's table of 1524."""
    return h.declaration_points([sum(1 << c for c in four_of(rank)[:count])])


# The worked example (docs/historical.md 8): the dealer (seat 1) wins trick 8 with the lead of 2C
# and trick 9 with 2S, the other player void in both suits; the tricks before are plain ones.
PLAIN = (0, ["AH", "7H"], 0)
EXAMPLE_END = [(1, ["2C", "KS"], 1), (1, ["2S", "QH"], 1)]
BROKEN_END = [(1, ["KC", "7C"], 1), (1, ["2S", "QH"], 1)]  # trick 8 won with a King: a run of one


def _tricks(end: list[tuple[int, list[str], int]]) -> list[tuple[int, list[int], int]]:
    out = [(PLAIN[0], [parse_card(c) for c in PLAIN[1]], PLAIN[2])] * 7
    return out + [(leader, [parse_card(c) for c in cards], winner) for leader, cards, winner in end]


def example_bonus(end: list[tuple[int, list[str], int]]) -> int:
    """The dealer's deuce-ending points for these last tricks, as the engine scores them."""
    return h.score_deal((0, 0), (0, 0), _tricks(end)).deuce_ending_bonus[1]


def numbers() -> dict[str, int]:
    """Every number the pages of 1524 quote, by placeholder name, from the engine."""
    rules = Rules.variant_preset("historical")
    (_seat, first), (_dealer, _same), (_seat2, second), _rest = deal_packets(rules, 1)
    n = {
        "year": YEAR, "h_cards": rules.deck, "h_hand": h.HAND_SIZE, "h_first": first, "h_second": second,
        "h_reserve": rules.deck - 2 * h.HAND_SIZE, "h_deck": rules.deck_points, "h_target": rules.target,
        "h_deuce": h.DEUCE_TRICK_BONUS, "h_last": h.LAST_TRICK_BONUS, "h_ending": h.DEUCE_ENDING_BONUS,
        "h_tricks": h.HAND_SIZE,
        "h_run": example_bonus(EXAMPLE_END), "h_one": example_bonus(BROKEN_END), "cardano": CARDANO,
        "h_t8": h.HAND_SIZE - 1, "h_t9": h.HAND_SIZE,
    }
    for rank, key in (("A", "ace"), ("K", "king"), ("Q", "queen"), ("J", "jack")):
        n["h_" + key] = points_of(rank)
    for rank, key in (("A", "a"), ("K", "k"), ("2", "d")):
        n[f"h_{key}3"], n[f"h_{key}4"] = set_points(rank, 3), set_points(rank, 4)
    return n


def words(faces: str) -> dict[str, str]:
    """The card names the pages of 1524 use, in the player's faces."""
    return {"two_c": card_name(parse_card("2C"), faces), "two_s": card_name(parse_card("2S"), faces)}


# Pages: (heading, body). Each is short enough to leave room for its picture at 800x600.
PAGES = [
    (N_("Trappola 1524"),
     # TRANSLATORS: {ace}, {king}… are the rank names of the player's faces; {year} and every other
     # {name} are numbers. Cardano is Girolamo Cardano, the author of the source.
     N_("The older game, played in Venice by {year} and described by Girolamo Cardano about {cardano}; the game "
        "of the pages before came from it through Central Europe. {h_cards} cards, no trumps. From high to "
        "low: {ace}, {king}, {queen}, {jack}, {ten}, {nine}, {eight}, {seven}, {deuce}: the {deuce} is the "
        "lowest. Card points: {ace} {h_ace}, {king} {h_king}, {queen} {h_queen}, {jack} {h_jack}, the others "
        "nothing: {h_deck} in the pack.")),
    (N_("1524: the reserve"),
     N_("Each player gets {h_hand} cards, {h_first} then {h_second}; the other {h_reserve} stay face down: "
        "the reserve. The non-dealer first, then the dealer, keeps the hand or throws it in: the cards are "
        "laid face up for both to see for the rest of the deal, and the player takes the next {h_hand} of "
        "the reserve. Cards left in the reserve take no part in the deal.\n"
        "Before the first lead each may declare three or four of a rank: {ace} {h_a3} or {h_a4}; {king}, "
        "{queen} or {jack} {h_k3} or {h_k4}; {deuce} {h_d3} or {h_d4}. There are no runs. Declaring is up "
        "to you: keep a set quiet, or declare three of a four for the three's points. Declared cards are "
        "shown to the other player. New match can turn declarations off.")),
    (N_("1524: play and scoring"),
     N_("The non-dealer leads. Follow suit if you can, otherwise play any card; the higher card of the suit "
        "led wins. A deal scores the card points taken, the declarations, {h_deuce} for each trick won with "
        "a {deuce} and {h_last} for the last trick; there is no schneider or schwarz. More points win the "
        "deal; equal points make it a drawn deal.\n"
        "The deuce ending: when the last trick is won with a {deuce}, each of the final tricks the same "
        "player won in a row with a {deuce} scores {h_ending} instead of {h_deuce}, and the last trick's "
        "{h_last} goes.\n"
        "By margin, New match's usual scoring, the deal's winner adds the difference between the two totals "
        "to the match (a drawn deal adds nothing); the first to {h_target} wins, or to {short} or {standard} "
        "if New match says so.")),
    (N_("1524: an example"),
     N_("The dealer wins trick {h_t8} by leading {two_c}, the other player having none of its suit, and "
        "trick {h_t9} with {two_s}: a deuce ending of two tricks, {h_run} points.\n"
        "Had trick {h_t8} been won with a {king}, {two_s} alone would end the deal: {h_one}, not {h_deuce} + "
        "{h_last}.\n"
        "Settled here, where the sources leave it open: the dealer who throws in takes the {h_hand} cards "
        "that follow those the non-dealer took.\n"
        "Cardano notes that players disputed how to count four {deuce} tricks at the end. Between two players "
        "there cannot be four: the other player's last card is of some suit, and it beats that suit's {deuce} "
        "when led.")),
]


def ranks_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    slots = [Slot(r + "D", label=str(points_of(r))) for r in ORDER]
    return row_picture([Group(slots)], rect, fonts, scale)


def reserve_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    thrown = ["KH", "9C", "8D", "7S", "TH", "8C", "7D", "9S", "TC"]
    new = ["AC", "AS", "AH", "QS", "JD", "2C", "2S", "9H", "7C"]
    return row_picture([
        Group([Slot(c) for c in thrown], _("Thrown in, face up"), spread=0.22),
        Group([Slot(None)] * 3, _("Reserve: {n}").format(n=numbers()["h_reserve"] - h.HAND_SIZE), spread=0.08),
        Group([Slot(c, raised=c in ("AC", "AS", "AH")) for c in new], _("The new hand"), spread=0.3, apart=True),
    ], rect, fonts, scale)


def _trick(cards: list[str], caption: str) -> Group:
    """A finished trick: the lead, the answer, the winning card framed (the engine's winner)."""
    ints = [parse_card(c) for c in cards]
    won = h.trick_winner(0, ints)
    assert won is not None
    return Group([Slot(card_str(c), win=c == won.card) for c in ints], caption, spread=1.08, apart=True)


def play_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    n = numbers()
    return row_picture([
        _trick(["KC", "AC"], _("Following suit, the higher card wins")),
        _trick(["2C", "KS"], _("A {deuce} led, no {suit} to answer: +{points}").format(
            deuce=rank_words(faces)["deuce"], suit=suit_name(suit_of(parse_card("2C")), faces),
            points=n["h_deuce"])),
    ], rect, fonts, scale)


def example_picture(rect: pygame.Rect, fonts: ui.Fonts, scale: float, faces: str) -> list[Shape]:
    n = numbers()
    return row_picture([
        _trick(EXAMPLE_END[0][1], _("Trick {n}").format(n=n["h_t8"])),
        _trick(EXAMPLE_END[1][1], _("Trick {n}").format(n=n["h_t9"]) + "\n" + "+{points}".format(points=n["h_run"])),
    ], rect, fonts, scale)


PICTURES = {
    "Trappola 1524": ranks_picture,
    "1524: the reserve": reserve_picture,
    "1524: play and scoring": play_picture,
    "1524: an example": example_picture,
}
