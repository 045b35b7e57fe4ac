"""The art tests' helpers."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]


def card_art(module: str) -> ModuleType:
    """``card_art.<module>`` from build_scripts/, which is not on sys.path (its build.py would
    shadow the ``build`` package)."""
    if "card_art" not in sys.modules:
        init = REPO / "build_scripts" / "card_art" / "__init__.py"
        spec = importlib.util.spec_from_file_location("card_art", init,
                                                      submodule_search_locations=[str(init.parent)])
        assert spec and spec.loader
        package = importlib.util.module_from_spec(spec)
        sys.modules["card_art"] = package
        spec.loader.exec_module(package)
    return importlib.import_module(f"card_art.{module}")
