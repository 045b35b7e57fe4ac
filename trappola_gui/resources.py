"""Where the game's files live: one function resolves every asset path.

Works from a source checkout, an installed wheel and a PyInstaller bundle
(onedir and onefile), and never depends on the working directory.
"""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The folder holding card art, icons, sounds and catalogs."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "assets"
    package_dir = Path(__file__).resolve().parent
    installed = package_dir / "assets"
    if installed.is_dir():
        return installed
    return package_dir.parent / "assets"


def asset_path(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset_path("cards", "italian", "AS.svg")``."""
    return assets_root().joinpath(*parts)
