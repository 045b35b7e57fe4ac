"""The player's language: gettext catalogs from assets/locale, switched at run time.

Strings are marked with ``_()``; the lookup happens at call time, so switching
the language in the settings applies at once.
"""

from __future__ import annotations

import contextlib
import gettext
import locale
import os

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


def set_language(code: str | None) -> str:
    """Use ``code`` (None: the system's); returns the language now in use."""
    global _translations, _language
    code = code if code in LANGUAGES else system_language()
    _translations = gettext.translation(
        DOMAIN, localedir=str(asset_path("locale")), languages=[code], fallback=True
    )
    _language = code
    return code


def current_language() -> str:
    return _language


def _(message: str) -> str:
    return _translations.gettext(message)


def N_(message: str) -> str:
    """Mark a string for translation where it is defined; translate it where shown."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)
