"""A click that opens a screen is spent on it: its press and release never reach the screen it opened."""

from __future__ import annotations

import pygame

from trappola_gui.app.kit import widgets
from trappola_gui.app.screens.new_match import NewMatchScene
from trappola_gui.app.shell.scene import Scene

from .helpers import make_app


def press(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def release(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def menu_button(app, name: str) -> widgets.Button:
    return next(b for b in app.stack.top.form.items if b.name == name)


def test_the_click_on_new_match_never_changes_the_form_it_opens(tmp_path):
    # A fresh 1920x1080 window: New match is the menu's first button, and one of New match's rows
    # lies under it. The press and release that open the form, and a release whose press the form
    # never had (as a window that the click gave the focus to may send), change nothing.
    app = make_app(tmp_path, "1920x1080")
    try:
        pos = menu_button(app, "new").rect.center
        app.tick([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  press(pos), release(pos), release(pos)], 1 / 60)
        form = app.stack.top
        assert form.name == "new_match"
        row = next((r for r in form.rows if r.rect.collidepoint(pos)), None)
        assert row is not None, "the test needs a row under the menu's button"
        assert form.choice == NewMatchScene(app.ctx).choice
        if row.name in form.choice:  # a choice's row
            before = form.choice[row.name]
            # The next click on the form is the player's: it changes the row.
            app.tick([press(pos), release(pos)], 1 / 60)
            assert form.choice[row.name] != before
        else:  # the deal code's field: the opening click neither focused it nor typed in it
            assert not row.focused and row.value == ""
            app.tick([press(pos), release(pos)], 1 / 60)
            assert row.focused
    finally:
        app.close()


def test_the_click_on_settings_never_changes_a_setting(tmp_path):
    app = make_app(tmp_path, "1920x1080")
    try:
        before = app.ctx.settings
        pos = menu_button(app, "settings").rect.center
        app.tick([press(pos), release(pos), release(pos)], 1 / 60)
        page = app.stack.top
        assert page.name == "settings"
        assert any(row.rect.collidepoint(pos) for row in page.selectors), "a setting's row lies under the button"
        assert app.ctx.settings == before
    finally:
        app.close()


class Counter(Scene):
    """A screen with one button at ``rect`` that counts its clicks."""

    name = "counter"

    def __init__(self, ctx, rect: pygame.Rect) -> None:
        super().__init__(ctx)
        self.clicks = 0
        self.row = widgets.ButtonRow([widgets.Button(lambda: "count", self.count, rect=rect.copy(), name="count")])

    def count(self) -> None:
        self.clicks += 1

    def handle(self, event: pygame.event.Event) -> bool:
        return self.row.handle(event)


class OpensOnPress(Scene):
    """A screen whose button at ``rect`` opens a :class:`Counter` there as soon as it is pressed."""

    name = "opener"

    def __init__(self, ctx, rect: pygame.Rect) -> None:
        super().__init__(ctx)
        self.rect = rect
        self.opened: Counter | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            assert self.stack is not None
            self.opened = Counter(self.ctx, self.rect)
            self.stack.push(self.opened)
            return True
        return False


def test_a_screen_opened_by_a_press_never_gets_its_release(tmp_path):
    app = make_app(tmp_path)
    try:
        rect = pygame.Rect(500, 400, 200, 50)
        opener = OpensOnPress(app.ctx, rect)
        app.stack.push(opener)
        app.tick([press(rect.center), release(rect.center)], 1 / 60)
        assert opener.opened is not None and app.stack.top is opener.opened
        assert opener.opened.clicks == 0  # its button, at the same place, was not pressed
        app.tick([press(rect.center), release(rect.center)], 1 / 60)
        assert opener.opened.clicks == 1
    finally:
        app.close()


def test_a_button_pressed_on_one_screen_and_released_on_another_does_nothing(tmp_path):
    # A screen that comes up while the button is held (the score after a deal, say) is not clicked.
    app = make_app(tmp_path)
    try:
        rect = pygame.Rect(500, 400, 200, 50)
        app.tick([press(rect.center)], 1 / 60)
        counter = Counter(app.ctx, rect)
        app.stack.push(counter)
        app.tick([release(rect.center)], 1 / 60)
        assert counter.clicks == 0
        app.stack.pop()
        assert app.stack.top.name == "menu"
    finally:
        app.close()
