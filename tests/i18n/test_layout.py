"""Every screen of the tour, at three window sizes in every language: no text over another text,
nothing outside the window, every button's label inside its button, no word left alone on a line."""

from __future__ import annotations

import itertools

import pygame
import pytest

from trappola_gui.app.app import App
from trappola_gui.app.kit import ui, widgets
from trappola_gui.app.lang import i18n
from trappola_gui.app.shell.cli import build_parser
from trappola_gui.app.tools.tour import run_tour

SIZES = ((800, 600), (1280, 720), (1920, 1080))


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def visible(events: list[tuple[str, str, pygame.Rect]]) -> list[tuple[str, pygame.Rect]]:
    """The texts not hidden under a panel drawn after them (an overlay covers what lies beneath)."""
    out = []
    for i, (kind, label, rect) in enumerate(events):
        if kind != "text":
            continue
        if any(k == "panel" and r.colliderect(rect) for k, _, r in events[i + 1:]):
            continue
        out.append((label, rect))
    return out


def overlapping(frame: list[tuple[str, pygame.Rect]]) -> list[str]:
    found = []
    for (a, ra), (b, rb) in itertools.combinations(frame, 2):
        if ra.width and rb.width and ra.colliderect(rb) and ra != rb:
            clip = ra.clip(rb)
            if clip.width > 2 and clip.height > 2:  # antialiased edges may touch
                found.append(f"{a!r} {tuple(ra)} over {b!r} {tuple(rb)}")
    return found


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_overlaps_another_or_leaves_the_window(tmp_path, monkeypatch, lang, size):
    args = build_parser().parse_args(["--tour", str(tmp_path / "tour"), "--size", f"{size[0]}x{size[1]}",
                                      "--lang", lang])
    app = App(args)
    frames: list[tuple[str, list[tuple[str, str, pygame.Rect]]]] = []
    current: list[tuple[str, str, pygame.Rect]] = []
    problems: list[str] = []
    screen = pygame.Rect(0, 0, *size)
    draw_text, draw_button, draw_lines, draw_panel = ui.draw_text, widgets.Button.draw, ui.draw_lines, ui.draw_panel

    def text(surface, fonts, label, *a, **k):
        rect = draw_text(surface, fonts, label, *a, **k)
        current.append(("text", label, rect))
        return rect

    def panel(surface, rect, color=ui.PANEL, *a, **k):
        draw_panel(surface, rect, color, *a, **k)
        # An overlay (a dialog, the score sheet, a tip) hides what lies under it: opaque and large.
        # A small plate is not an overlay: text under one is a collision.
        if (len(color) == 3 or color[3] >= 200) and rect.width * rect.height >= 20_000:
            current.append(("panel", "", pygame.Rect(rect)))

    def button(self, surface, fonts, px):
        draw_button(self, surface, fonts, px)
        if self.visible:
            label = self.label()
            weight = ui.TYPE.label.weight  # a button's label is drawn in the label's weight
            width = fonts.font(fonts.fit(label, px, self.rect.width - 16, weight=weight), weight=weight).size(label)[0]
            if width > self.rect.width - 8:
                problems.append(f"button {label!r} is wider than its {self.rect.width} px")
            if not screen.contains(self.rect):
                problems.append(f"button {label!r} leaves the window: {tuple(self.rect)}")

    def lines(surface, fonts, text_lines, *a, **k):
        plate = draw_lines(surface, fonts, text_lines, *a, **k)
        text = " ".join(text_lines)
        current.append(("text", text, plate))
        if len(text_lines) > 1 and len(text.split()) >= 4 and len(text_lines[-1].split()) == 1:
            problems.append(f"{text!r}: {text_lines[-1]!r} left alone on its own line")
        return plate

    stack_draw = app.stack.draw

    def frame(surface):
        current.clear()
        stack_draw(surface)
        frames.append((app.stack.top.name if app.stack.top else "", list(current)))

    monkeypatch.setattr(ui, "draw_text", text)
    monkeypatch.setattr(ui, "draw_panel", panel)
    monkeypatch.setattr(widgets.Button, "draw", button)
    monkeypatch.setattr(ui, "draw_lines", lines)
    app.stack.draw = frame
    try:
        run_tour(app, tmp_path / "tour")
    finally:
        app.close()
    assert frames
    for name, events in frames:
        drawn = visible(events)
        for label, rect in drawn:
            if rect.width and not screen.contains(rect):
                problems.append(f"{name}: {label!r} leaves the window: {tuple(rect)}")
        problems.extend(f"{name}: {p}" for p in overlapping(drawn))
    assert not problems, "\n".join(sorted(set(problems))[:40])
