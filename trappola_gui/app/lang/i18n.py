"""The player's language: gettext catalogs from assets/locale, switched at run time.

Strings are marked with ``_()`` (``pgettext`` where one English word stands for
two things another language tells apart, ``ngettext`` where a count shows);
the lookup happens at call time, so switching the language in the settings
applies at once. ``N_``/``NC_`` only mark a string where it is defined; it is
translated where it is shown.

The catalogs: ``assets/locale/<lang>/LC_MESSAGES/trappola.po`` are the sources,
``trappola.pot`` the template. The compiled ``trappola.mo`` beside each ``.po``
is committed, made by ``python build_scripts/i18n.py compile`` (Babel's
``write_mo``, byte-for-byte reproducible), so a source checkout runs with no
build step and no gettext tools; ``tests/i18n`` checks that every committed
``.mo`` equals a fresh compile of its ``.po``.

Which language: the setting, else the system's, else English.
"""

from __future__ import annotations

import contextlib
import gettext
import locale
import os
from collections.abc import Callable

from trappola_gui.resources import asset_path

LANGUAGES = {
    "en": "English",
    "it": "Italiano",
    "de": "Deutsch",
    "fr": "Français",
    "nl": "Nederlands",
    "pt": "Português",
}
DOMAIN = "trappola"
# gettext joins a context and its message with this byte in a catalog's keys.
CONTEXT_SEPARATOR = "\x04"

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def system_language() -> str:
    """The system's language if we speak it, else English."""
    candidates = [os.environ.get(k, "") for k in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    with contextlib.suppress(ValueError):
        candidates.append(locale.getlocale()[0] or "")
    for value in candidates:
        for part in value.split(":"):
            code = part[:2].lower()
            if code in LANGUAGES:
                return code
    return "en"


def locale_dir() -> str:
    return str(asset_path("locale"))


def set_language(code: str | None) -> str:
    """Use ``code`` (None: the system's); returns the language now in use."""
    code = code if code in LANGUAGES else system_language()
    translations = gettext.translation(DOMAIN, localedir=locale_dir(), languages=[code], fallback=True)
    return use_translations(translations, code)


def use_translations(translations: gettext.NullTranslations, code: str) -> str:
    """Install a translations object directly (tests install marked or fake catalogs)."""
    global _translations, _language
    _translations = translations
    _language = code
    return code


def current_language() -> str:
    return _language


def _(message: str) -> str:
    return _translations.gettext(message)


def N_(message: str) -> str:
    """Mark a string for translation where it is defined; translate it where shown."""
    return message


def NC_(context: str, message: str) -> tuple[str, str]:
    """Mark a string with a context; ``pgettext(*marked)`` translates it where shown."""
    return (context, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translations.npgettext(context, singular, plural, n)


def _l(text: str) -> Callable[[], str]:
    """A label that is translated when drawn, so a language switch shows at once."""
    return lambda: _(text)
