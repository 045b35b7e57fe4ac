"""The ``app`` fixture of the app tests: an App of the test's own, closed after the test."""

from __future__ import annotations

import pytest

from trappola_gui.app.lang import i18n

from .helpers import make_app


@pytest.fixture
def app_options() -> dict:
    """The ``make_app`` options of the ``app`` fixture's App (none: 1280x800, files in the test's own
    data folder). A test module overrides this fixture to start its App otherwise; one with ``params``
    runs each test that uses ``app`` once per set of options."""
    return {}


@pytest.fixture
def app(tmp_path, app_options):
    a = make_app(tmp_path, **app_options)
    yield a
    a.close()
    if "lang" in app_options:
        i18n.set_language("en")  # an App started in a language leaves English to the tests after it


@pytest.fixture(autouse=True)
def english_after():
    """Every app test leaves English to the tests after it, whatever language its App was started in."""
    yield
    i18n.set_language("en")
