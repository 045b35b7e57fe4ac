"""The game's message catalogs: extract, update, compile (Babel's Python API).

    python build_scripts/i18n.py extract   # trappola_gui/app -> assets/locale/trappola.pot
    python build_scripts/i18n.py update    # the template into every <lang>/LC_MESSAGES/trappola.po
    python build_scripts/i18n.py compile   # every .po -> its .mo beside it (committed)
    python build_scripts/i18n.py check     # exit 1 if a catalog has an untranslated or fuzzy message

English is the source language: its catalog copies every msgid, so it is
complete by construction. The ``.mo`` files are committed and reproducible byte
for byte from the ``.po`` files (tests/i18n compares them).
"""

from __future__ import annotations

import argparse
import io
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "trappola_gui" / "app"
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "trappola"
LANGUAGES = ("en", "it", "de", "fr", "nl", "pt")
KEYWORDS = {
    "_": None,
    "_l": None,
    "N_": None,
    "NC_": ((1, "c"), 2),
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
WIDTH = 100
# gettext's two forms for every language we speak. Babel's CLDR data gives French, Italian and
# Portuguese a third ("many", for millions), which no count in this game reaches.
PLURAL_FORMS = {
    "en": (2, "(n != 1)"), "it": (2, "(n != 1)"), "de": (2, "(n != 1)"),
    "fr": (2, "(n > 1)"), "nl": (2, "(n != 1)"), "pt": (2, "(n != 1)"),
}


def template_path() -> Path:
    return LOCALE / f"{DOMAIN}.pot"


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=locale)


def write(path: Path, catalog: Catalog) -> None:
    buf = io.BytesIO()
    write_po(buf, catalog, width=WIDTH, sort_output=False, include_previous=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())


def extract() -> Catalog:
    """Every marked string of the window, with where it is used."""
    catalog = Catalog(project="Trappola", version=None, charset="utf-8",
                      creation_date=datetime.now(timezone.utc), msgid_bugs_address="")
    found = extract_from_dir(str(SOURCE), method_map=[("**.py", "python")], keywords=KEYWORDS,
                             comment_tags=("TRANSLATORS:",), strip_comment_tags=True)
    for filename, lineno, message, comments, context in found:
        path = (SOURCE / filename).relative_to(ROOT).as_posix()
        catalog.add(message, None, [(path, lineno)], auto_comments=comments, context=context)
    write(template_path(), catalog)
    return catalog


def update() -> None:
    """Merge the template into each language's catalog (new messages empty, gone ones dropped)."""
    for lang in LANGUAGES:
        template = read(template_path())  # fresh each time: update() shares its Message objects
        path = po_path(lang)
        if path.exists():
            catalog = read(path, lang)
        else:
            catalog = Catalog(locale=lang, project="Trappola", charset="utf-8")
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        catalog.obsolete.clear()
        catalog._num_plurals, catalog._plural_expr = PLURAL_FORMS[lang]
        catalog.fuzzy = False
        catalog.last_translator = "Trappola project"
        catalog.language_team = lang
        catalog.revision_date = template.creation_date
        catalog.project, catalog.version = "Trappola", "1"
        for message in catalog:
            if not message.id:
                continue
            if isinstance(message.id, tuple):
                n = PLURAL_FORMS[lang][0]
                strings = tuple(message.string) if isinstance(message.string, (tuple, list)) else ()
                if lang == "en":
                    strings = message.id
                message.string = (tuple(strings) + ("",) * n)[:n]
            elif lang == "en":
                message.string = message.id
            if lang == "en":
                message.flags.discard("fuzzy")
        write(path, catalog)


def problems(lang: str) -> list[str]:
    out = []
    for message in read(po_path(lang), lang):
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings):
            out.append(f"{lang}: untranslated: {message.id!r}")
        if message.fuzzy:
            out.append(f"{lang}: fuzzy: {message.id!r}")
    return out


def compiled(lang: str) -> bytes:
    """The .mo bytes for one language's .po (fuzzy messages left out)."""
    buf = io.BytesIO()
    write_mo(buf, read(po_path(lang), lang), use_fuzzy=False)
    return buf.getvalue()


def compile_all() -> None:
    for lang in LANGUAGES:
        mo_path(lang).write_bytes(compiled(lang))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["extract", "update", "compile", "check", "all"])
    args = parser.parse_args(argv)
    if args.command in ("extract", "all"):
        catalog = extract()
        print(f"{len(catalog)} messages in {template_path().relative_to(ROOT)}")
    if args.command in ("update", "all"):
        update()
    if args.command in ("compile", "all"):
        compile_all()
    if args.command in ("check", "compile", "all"):
        found = [p for lang in LANGUAGES for p in problems(lang)]
        for p in found:
            print(p, file=sys.stderr)
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
