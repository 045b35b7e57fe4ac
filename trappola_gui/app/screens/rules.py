"""The Rules pages: the rules as this game plays them, a page at a time, each with a picture drawn with
the game's own cards (its numbers and card words filled in from the engine and the player's faces).

Its own room, so the pictures' code loads when the pages are first opened, not before the first menu frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..kit import ui, widgets
from ..kit.picture import draw_picture
from ..lang.i18n import N_, _
from ..lang.names import corner_note
from ..shell.scene import Scene
from .menu import Backdrop
from .rules_1524 import PAGES as PAGES_1524
from .rules_numbers import page_text
from .rules_pictures import picture

if TYPE_CHECKING:
    from ..shell.context import Context


# Each page is short enough to leave room for its picture at 800x600 in every language (tests/i18n,
# tests/app/test_rules_pages.py). Numbers and card words are placeholders filled in from the engine
# and the player's faces (rules_numbers.page_text), so a page cannot drift from the rules.
RULES_TEXT = [
    (N_("The cards"),
     # TRANSLATORS: {ace}, {king}, {queen}… are the rank names of the player's faces (Cavalier or Queen);
     # every other {name} is a number from the game's rules. Keep each placeholder, in any order.
     N_("Trappola is played with {cards} cards in four suits. From high to low: {ace}, {king}, {queen}, "
        "{jack}, {deuce}, {ten}, {nine}, {eight}, {seven}: the deuce ranks just below the {jack}.\n"
        "Card points: {ace} {p_ace}, {king} {p_king}, {queen} {p_queen}, {jack} {p_jack}, {deuce} {p_deuce}, "
        "the others nothing: {suit_points} in a suit, {deck_points} in the pack.")),
    (N_("The deal"),
     N_("Each player gets {hand} cards, dealt in threes. The next card is turned face up: its suit is trump. "
        "It is slid under the rest of the pack, the stock, as its last card: the stock holds {stock} cards "
        "with it ({no2_stock} without the deuces).\n"
        "The non-dealer leads to the first trick. The deal passes to the other player after every deal.")),
    (N_("The open phase"),
     N_("A trick is a card led and one answer. While the stock lasts you may answer with any card.\n"
        "The higher card of the suit led wins; a trump beats every other suit; a card of another suit loses.\n"
        "The winner of the trick draws first, then the other player; the winner leads next.")),
    (N_("The closed phase"),
     # TRANSLATORS: {kh}, {qh}, {sevenh}, {as_} are card names ("King of Cups"), {trumps} a suit name.
     N_("After {open_tricks} tricks ({no2_open_tricks} without the deuces) the stock is empty and the trump "
        "card has been drawn. Now you must follow suit; if you cannot, you must play a trump; only then may "
        "you play any card.\n"
        "With the option \"Must beat the lead\" you must also beat the best card of the trick so far, if a "
        "card you may play can: with {trumps} trump and {kh} led, a hand of {qh}, {sevenh} and {as_} may only "
        "follow with {qh} or {sevenh}, not win with {as_}.\n"
        "The last trick is worth {last} points.")),
    (N_("Declarations"),
     N_("Before the first lead, each player in turn from the dealer's left (with two players: the non-dealer, "
        "then the dealer) may declare three or four of a rank: {ace} {a3} or {a4}, {king} {k3} or {k4}, "
        "{queen} {q3} or {q4}, {jack} {j3} or {j4}; and runs in one suit: {ace}-{king}-{queen} or "
        "{king}-{queen}-{jack} {run3}, all four {run4}.\n"
        "Declared cards are shown to the other players. You may keep a combination quiet.\n"
        "With \"Declarations bind\", a combination loses its points if the opponent captures one of its "
        "cards.")),
    (N_("Scoring"),
     N_("A deal scores the card points you took, your declarations and {last} for the last trick.\n"
        "A side that takes no trick is schneider: the other side gets {schneider} more, or {schwarz} instead "
        "(schwarz) if it scored nothing at all.\n"
        "The side with more points wins the deal. The first to reach the target wins the match: New match "
        "offers {short}, {standard} or {long}, and any target can be played. If both sides reach it on the "
        "same deal, the higher total wins; an exact tie is settled by one more deal, whose points are not "
        "added.")),
    (N_("An example"),
     N_("You take {ex_cards} card points and the last trick, and you declared {three_kings}: "
        "{ex_cards} + {last} + {ex_decl} = {ex_total}.\n"
        "Your opponent takes the other {ex_other} card points and declared nothing: {ex_other}.\n"
        "You win the deal by {ex_margin}. Scoring by margin adds {ex_margin} to your match points; one per "
        "deal adds {ex_fixed}; cumulative adds {ex_total} to yours and {ex_other} to your opponent's.")),
    (N_("Variants"),
     N_("Blind Trappola: no declarations.\n"
        "No-2 Trappola: the four deuces are removed: {no2_cards} cards, {no2_stock} in the stock, "
        "{no2_tricks} tricks.\n"
        "Czech Trappola: {ace} {c_ace}, {king} {c_king}, {queen} {c_queen}, {jack} {c_jack}, {deuce} {c_deuce}, "
        "the others still nothing; every combination is declared automatically.\n"
        "Austrian (exchange): before declaring, each player may lay down up to {exchange} cards and draw as "
        "many. The laid cards go into the stock just above the trump card, so they are drawn last; one you "
        "laid that your opponent draws shows face up in their hand, as you know they hold it.")),
    (N_("Partnership"),
     N_("Four players; partners sit opposite each other. {hand4} cards each and no stock: the dealer's last "
        "card shows trump and stays in the dealer's hand.\n"
        "The player left of the dealer declares and leads first. You must follow suit from the first trick, "
        "or trump if you cannot. The highest trump wins, else the highest card of the suit led. Tricks, "
        "declarations and bonuses count for the team.")),
]


# The game of 1524 (docs/historical.md) after the later game's pages: its own pictures and numbers.
RULES_TEXT += PAGES_1524


# Running text of the rules' kind, for the mean width of a character (spaces and capitals included).
MEASURE_SAMPLE = "The player who wins a trick leads to the next, and each player draws a card from the stock."


class RulesScene(Scene):
    name = "rules"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.backdrop = Backdrop(ctx)  # the felt, the fan and the title
        self.page = 0
        self.buttons = widgets.ButtonRow([
            widgets.Button(lambda: _("Previous"), lambda: self.turn(-1), name="prev"),
            widgets.Button(lambda: _("Next"), lambda: self.turn(1), primary=True, name="next"),
            widgets.Button(lambda: _("Done"), self.back, name="back"),
        ])

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % len(RULES_TEXT)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = ui.ui_scale(size)
        bw, bh = int(170 * s), int(44 * s)
        x = w // 2 - (3 * bw + 32) // 2
        for b in self.buttons.buttons:
            b.rect = pygame.Rect(x, h - bh - int(20 * s), bw, bh)
            x += bw + 16

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.turn(1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
                return True
        return self.buttons.handle(event)

    def box_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The panel: from under the title down to just above the buttons."""
        w, h = size
        s = ui.ui_scale(size)
        bottom = h - int(44 * s) - int(20 * s) - self.px(14)
        box = pygame.Rect(0, 0, min(int(w * 0.92), self.px(900)), bottom - self.px(100))
        box.midtop = (w // 2, self.px(100))
        return box

    def measure(self, size: tuple[int, int]) -> int:
        """The body text's line length: about 74 characters of running text (a book's measure, never
        the 110 a wide window would allow), from the face's mean width over a sample sentence."""
        px = ui.TYPE.body.px(ui.ui_scale(size))
        return int(self.ctx.fonts.font(px).size(MEASURE_SAMPLE)[0] / len(MEASURE_SAMPLE) * 74)

    def column(self, size: tuple[int, int]) -> tuple[int, int]:
        """The text column's left edge and width: the measure, centred in the panel (the pictures
        below it take the panel's whole width)."""
        box = self.box_rect(size)
        width = min(box.width - self.px(40), self.measure(size))
        return box.centerx - width // 2, width

    def page_layout(self, size: tuple[int, int]) -> tuple[pygame.Rect, str, list[str], int, int, int]:
        """The box, the heading, the wrapped body lines, their size, line height and first line's top."""
        heading, body = RULES_TEXT[self.page]
        box = self.box_rect(size)
        title = f"{self.page + 1}/{len(RULES_TEXT)}  " + _(heading)
        px = ui.TYPE.body.px(ui.ui_scale(size))
        text = page_text(body, self.ctx.settings.faces)
        if self.page == 0 and corner_note(self.ctx.settings.faces):
            text += "\n" + corner_note(self.ctx.settings.faces)  # where a player first meets the letters
        lines = self.ctx.fonts.wrap(text, px, self.column(size)[1])
        line_h = max(self.px(27), int(self.ctx.fonts.font(px).get_linesize() * 1.05))
        return box, title, lines, px, line_h, box.y + self.px(60)

    def picture_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the page's picture goes: the box below the text."""
        box, _title, lines, _px, line_h, top = self.page_layout(size)
        y = top + len(lines) * line_h + self.px(10)
        return pygame.Rect(box.x + self.px(20), y, box.width - self.px(40), box.bottom - self.px(12) - y)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface, _("Rules"), fan=False)
        w, h = surface.get_size()
        box, title, lines, px, line_h, y = self.page_layout((w, h))
        ui.draw_panel(surface, box)
        s = ui.ui_scale((w, h))
        left, width = self.column((w, h))
        ui.draw_styled(surface, self.ctx.fonts, title, ui.TYPE.heading, s,
                       (left, box.y + self.px(16)), ui.ALERT, max_width=width)
        for line in lines:
            ui.draw_text(surface, self.ctx.fonts, line, px, (left, y), ui.CREAM)
            y += line_h
        shapes = picture(RULES_TEXT[self.page][0], self.picture_rect((w, h)), self.ctx.fonts,
                         ui.ui_scale((w, h)), self.ctx.settings.faces)
        draw_picture(surface, shapes, self.ctx.art, self.ctx.fonts)
        self.buttons.draw(surface, self.ctx.fonts, ui.TYPE.label.px(s))
