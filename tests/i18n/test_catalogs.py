"""The catalogs: complete, valid, compiled, and the right words for each tradition."""

from __future__ import annotations

import gettext
import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from trappola_gui.app.lang import i18n
from trappola_gui.app.lang.names import FACE_WORDS, card_name, face_name, rank_name, suit_name

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
LANGS = list(i18n.LANGUAGES)


def build_script():
    spec = importlib.util.spec_from_file_location("i18n_build", ROOT / "build_scripts" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def po(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / "trappola.po"


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_and_none_is_fuzzy(lang):
    with po(lang).open("rb") as f:
        catalog = read_po(f, locale=lang)
    template_ids = {(m.id, m.context) for m in read_po((LOCALE / "trappola.pot").open("rb")) if m.id}
    ids = {(m.id, m.context) for m in catalog if m.id}
    assert ids == template_ids
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(s.strip() for s in strings), message.id
        assert not message.fuzzy, message.id


@pytest.mark.parametrize("lang", LANGS)
def test_msgfmt_accepts_the_catalog(lang):
    if shutil.which("msgfmt") is None:
        pytest.skip("msgfmt (GNU gettext) is not installed")
    out = subprocess.run(["msgfmt", "--statistics", "-c", "-o", "/dev/null", str(po(lang))],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "untranslated" not in out.stderr and "fuzzy" not in out.stderr


@pytest.mark.parametrize("lang", LANGS)
def test_the_committed_mo_equals_a_fresh_compile(lang):
    fresh = build_script().compiled(lang)
    assert (LOCALE / lang / "LC_MESSAGES" / "trappola.mo").read_bytes() == fresh


def test_the_template_holds_every_marked_string_of_the_window(tmp_path, monkeypatch):
    build = build_script()
    monkeypatch.setattr(build, "LOCALE", tmp_path)
    fresh = build.extract()
    committed = read_po((LOCALE / "trappola.pot").open("rb"))
    assert {(m.id, m.context) for m in fresh if m.id} == {(m.id, m.context) for m in committed if m.id}


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_survive_translation(lang):
    import re

    field = re.compile(r"\{(\w*)\}")
    for message in read_po(po(lang).open("rb"), locale=lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(field.findall(ids[-1]))
        for s in strings:
            assert set(field.findall(s)) == wanted, (message.id, s)


def test_the_language_switches_at_run_time():
    i18n.set_language("it")
    assert i18n._("New match") == "Nuova partita"
    i18n.set_language("de")
    assert i18n._("New match") == "Neue Partie"
    assert i18n.current_language() == "de"
    i18n.set_language(None)
    assert i18n.current_language() in i18n.LANGUAGES


def test_an_unknown_language_falls_back_to_the_system_then_english(monkeypatch):
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.setenv(key, "")
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert i18n.set_language("xx") == "en"
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    assert i18n.set_language(None) == "nl"


def test_plurals_follow_the_count():
    i18n.set_language("de")
    assert i18n.ngettext("{n} trick", "{n} tricks", 1).format(n=1) == "1 Stich"
    assert i18n.ngettext("{n} trick", "{n} tricks", 5).format(n=5) == "5 Stiche"
    i18n.set_language("fr")
    assert i18n.ngettext("{n} trick", "{n} tricks", 0).format(n=0) == "0 pli"  # French: 0 is singular
    i18n.set_language("en")
    assert i18n.ngettext("{n} trick", "{n} tricks", 1).format(n=1) == "1 trick"


def test_each_tradition_has_its_own_card_words():
    ks = 0 * 9 + 7  # the King of Swords / Spades (suit 0, rank index 7)
    i18n.set_language("it")
    assert suit_name(0, "italian") == "Spade" and suit_name(0, "french") == "Picche"
    assert {rank_name(c, "italian") for c in range(9)} >= {"Re", "Cavallo", "Fante"}
    i18n.set_language("de")
    assert [suit_name(s, "italian") for s in range(4)] == ["Schwerter", "Kelche", "Münzen", "Stäbe"]
    assert {rank_name(c, "italian") for c in range(9)} >= {"König", "Reiter", "Unter"}
    assert "Bube" in {rank_name(c, "french") for c in range(9)}
    i18n.set_language("fr")
    assert [suit_name(s, "italian") for s in range(4)] == ["Épées", "Coupes", "Deniers", "Bâtons"]
    assert card_name(ks, "italian").endswith("d'Épées")
    i18n.set_language("nl")
    assert [suit_name(s, "italian") for s in range(4)] == ["Zwaarden", "Bekers", "Munten", "Staven"]
    assert {rank_name(c, "italian") for c in range(9)} >= {"Koning", "Ruiter", "Boer"}
    i18n.set_language("pt")
    assert [suit_name(s, "italian") for s in range(4)] == ["Espadas", "Copas", "Ouros", "Paus"]
    assert {rank_name(c, "italian") for c in range(9)} >= {"Rei", "Cavaleiro", "Valete"}


def test_both_italian_patterns_use_the_italian_words_and_have_their_own_name():
    qs = 0 * 9 + 6  # the Cavalier of Swords / Queen of Spades: named apart in every language
    for lang in ("en", "it", "de", "fr", "nl", "pt"):
        i18n.set_language(lang)
        assert card_name(qs, "napoletane") == card_name(qs, "italian") != card_name(qs, "french")
        assert len({face_name(f) for f in FACE_WORDS}) == len(FACE_WORDS), lang
    i18n.set_language("it")
    assert face_name("napoletane") == "Napoletane"
    i18n.set_language("en")


def test_the_german_texts_call_the_stock_talon():
    t = gettext.translation("trappola", localedir=str(LOCALE), languages=["de"])
    assert t.gettext("Stock: {n}").startswith("Talon")
    assert "Talon" in t.gettext("Your turn: any card may be played while the stock lasts.")
