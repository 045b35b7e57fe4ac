"""The type family and the type scale: real faces from the font package, one scale, no faux bold."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from trappola_gui import resources
from trappola_gui.app.kit import typeface, ui

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "trappola_gui" / "app"
ROLES = ("display", "title", "heading", "body", "strong", "label", "small", "figure")


@pytest.fixture(autouse=True)
def _fonts_ready() -> None:
    pygame.font.init()


def ink_width(surface: pygame.Surface) -> int:
    """How many pixels carry ink: a heavier face of the same size covers more."""
    return pygame.mask.from_surface(surface, 100).count()


def test_every_face_is_found_in_the_font_package() -> None:
    package = Path(__import__(resources.FONT_PACKAGE).__file__).resolve().parent
    for key, name in typeface.FACES.items():
        path = typeface.face_path(*key)
        assert path is not None and path.is_file(), name
        assert path.resolve().parent == package / "files"
    licence = typeface.licence_path()
    assert licence is not None and "SIL Open Font License" in licence.read_text(encoding="utf-8")


def test_the_scale_has_its_roles_and_their_weights() -> None:
    styles = {role: getattr(ui.TYPE, role) for role in ROLES}
    assert all(isinstance(s, ui.TextStyle) for s in styles.values())
    assert styles["display"].size > styles["title"].size > styles["heading"].size >= styles["body"].size
    assert styles["body"].size > styles["small"].size
    assert styles["strong"].weight == styles["figure"].weight == "semibold"
    assert styles["title"].weight == "bold" and styles["body"].weight == "regular"
    # Never below the smallest legible size, even in the smallest window.
    assert all(s.px(0.3) == ui.MIN_FONT_PX for s in styles.values())
    assert styles["title"].px(2.0) == int(styles["title"].size * 2)


@pytest.mark.parametrize("role", ROLES)
def test_every_role_draws_in_its_own_face(role: str) -> None:
    style: ui.TextStyle = getattr(ui.TYPE, role)
    font = ui.Fonts().font(style.px(1.0), weight=style.weight, italic=style.italic).font
    expected = {"regular": "Regular", "semibold": "Semibold", "bold": "Bold"}[style.weight]
    assert font.name == typeface.FAMILY
    assert font.style_name == expected


def test_heavier_weights_cover_more_ink_at_the_same_size() -> None:
    fonts = ui.Fonts()
    word = "Dichiarazioni"
    ink = {w: ink_width(fonts.render(word, 24, ui.WHITE, weight=w)) for w in ("regular", "semibold", "bold")}
    assert ink["regular"] < ink["semibold"] < ink["bold"]
    # bold=True is the Bold face, and a weight given wins over it.
    assert fonts.font(24, bold=True).font.style_name == "Bold"
    assert fonts.font(24, bold=True, weight="semibold").font.style_name == "Semibold"
    assert fonts.font(24, italic=True).font.style_name == "Italic"


def test_no_font_is_made_bold_or_slanted_by_the_renderer() -> None:
    # The drawn Bold is the Bold face as its file draws it, pixel for pixel: nothing thickened on top.
    fonts = ui.Fonts()
    for weight, italic in typeface.FACES:
        drawn = fonts.render("Declarations", 20, ui.WHITE, italic=italic, weight=weight)
        path = typeface.face_path(weight, italic)
        plain = pygame.font.Font(path, round(20 * typeface.PT_PER_PX)).render("Declarations", True, ui.WHITE)
        assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(plain, "RGBA"), (weight, italic)
        font = fonts.font(20, italic=italic, weight=weight).font
        assert font.bold == (weight == "bold") and font.italic == italic  # the face's own style, no more
    # And nowhere in the window's code is a style switched on.
    faux = re.compile(r"\.set_(bold|italic)\(|\.(bold|italic)\s*=[^=]")
    offenders = [str(p.relative_to(ROOT)) for p in APP.rglob("*.py") if faux.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_draw_styled_draws_the_style_at_the_scale() -> None:
    fonts = ui.Fonts()
    surface = pygame.Surface((600, 200))
    rect = ui.draw_styled(surface, fonts, "Trappola", ui.TYPE.title, 1.5, (0, 0))
    expected = fonts.render("Trappola", int(ui.TYPE.title.size * 1.5), weight="bold")
    assert rect.size == expected.get_size()
    narrow = ui.draw_styled(surface, fonts, "Trappola", ui.TYPE.title, 1.5, (0, 0), max_width=80)
    assert narrow.width <= 80 < rect.width


def _undrawn(font: pygame.font.Font, text: str) -> list[str]:
    """The characters of ``text`` the font has no glyph for (they draw as its blank box)."""
    blank = pygame.image.tobytes(font.render("\ue000", True, ui.WHITE), "RGBA")
    return [c for c in sorted(set(text)) if c.strip()
            and pygame.image.tobytes(font.render(c, True, ui.WHITE), "RGBA") == blank]


def test_every_letter_and_sign_the_game_writes_has_a_glyph() -> None:
    texts = [p.read_text(encoding="utf-8") for p in (ROOT / "assets" / "locale").rglob("*.po")]
    texts += [p.read_text(encoding="utf-8") for p in APP.rglob("*.py")]
    used = "".join(sorted({c for t in texts for c in t if ord(c) > 126}))
    assert "ß" in used and "ç" in used and "œ" in used  # German, Portuguese and French text is read
    for weight, italic in typeface.FACES:
        font = ui.Fonts().font(20, italic=italic, weight=weight).font
        assert _undrawn(font, used) == [], (weight, italic)


def test_a_missing_font_package_is_said_once_and_text_still_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    def not_installed(package: str) -> None:
        return None  # what find_spec says of a package that is not installed

    monkeypatch.setattr(resources, "find_spec", not_installed)
    assert resources.font_file("SourceSansPro-Regular.ttf") is None
    fonts = ui.Fonts()
    assert fonts.missing is not None and "Source Sans Pro" in fonts.missing and "font-source-sans-pro" in fonts.missing
    surface = fonts.render("Dichiarazioni", 20, ui.WHITE, bold=True)
    assert ink_width(surface) > 0  # pygame's own font stands in
    assert fonts.font(20).font.name != typeface.FAMILY


def test_a_missing_face_file_is_named_in_the_message(monkeypatch: pytest.MonkeyPatch) -> None:
    real = typeface.font_file
    monkeypatch.setattr(typeface, "font_file", lambda name: None if name.endswith("Semibold.ttf") else real(name))
    fonts = ui.Fonts()
    assert fonts.missing is not None and "SourceSansPro-Semibold.ttf" in fonts.missing
    assert fonts.font(20, weight="regular").font.name == typeface.FAMILY  # the faces found are still used
    assert ink_width(fonts.render("Ansagen", 20, ui.WHITE, weight="semibold")) > 0


def test_the_window_tells_the_player_when_the_typeface_is_missing(monkeypatch: pytest.MonkeyPatch,
                                                                   tmp_path: Path) -> None:
    from trappola_gui.app.app import App
    from trappola_gui.app.shell.cli import build_parser

    monkeypatch.setattr(typeface, "font_file", lambda name: None)
    app = App(build_parser().parse_args(["--data-dir", str(tmp_path), "--size", "800x600"]))
    try:
        assert any("Source Sans Pro" in n for n in app.ctx.notices)
        app.stack.draw(app.screen)  # the menu and the notice draw in the stand-in font
    finally:
        app.close()


def test_the_typeface_and_its_licence_ship_with_every_install() -> None:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert any(d.startswith("font-source-sans-pro") for d in project["dependencies"])  # wheel, sdist, pip
    assert "NOTICE" in project["license-files"]
    notice = (ROOT / "NOTICE").read_text(encoding="utf-8")
    assert "Source Sans Pro" in notice and "SIL Open Font License" in notice
    assert "include NOTICE" in (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
    # The bundles collect the faces the game draws with and the licence (the spec imports the same lists).
    spec = (ROOT / "build_scripts" / "trappola.spec").read_text(encoding="utf-8")
    assert "FACES.values(), LICENCE_FILE" in spec and "FONT_PACKAGE" in spec and '"NOTICE"' in spec


@pytest.mark.parametrize("damage", ["garbage", "cut short"])
def test_a_face_file_that_cannot_be_read_is_said_and_replaced(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path, damage: str) -> None:
    # Such a file can crash the renderer when opened, so it must be caught before.
    broken = tmp_path / "SourceSansPro-Bold.ttf"
    whole = typeface.face_path("bold")
    assert whole is not None and typeface.readable_font(whole)
    broken.write_bytes(b"not a font" if damage == "garbage" else whole.read_bytes()[:4000])
    assert not typeface.readable_font(broken)
    real = typeface.font_file
    monkeypatch.setattr(typeface, "font_file", lambda name: broken if name == broken.name else real(name))
    fonts = ui.Fonts()
    assert fonts.missing is not None and broken.name in fonts.missing
    assert fonts.font(20, bold=True).font.name != typeface.FAMILY  # pygame's own font stands in
    assert ink_width(fonts.render("Ansagen", 20, ui.WHITE, bold=True)) > 0
