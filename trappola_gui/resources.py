"""Where the game's files live: one function resolves every asset path.

The generators write into the checkout's top-level ``assets/``; the build
(``setup.py`` for wheels and sdists, the PyInstaller spec for bundles) copies
the files the game reads at run time, :func:`shipped_assets`, into the
package as ``trappola_gui/assets/``. So the game finds its data beside this
module when installed or bundled (onedir and onefile), and in ``assets/``
beside the package in a source checkout or an editable install. Nothing here
depends on the working directory.

Plain paths rather than ``importlib.resources``: pygame's loaders and gettext
want real file names, and every supported install (wheel, sdist, editable,
bundle) unpacks the package onto the file system.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from importlib.util import find_spec
from pathlib import Path

# Sources and notes the game never reads: catalog sources (the compiled .mo
# ships) and the art's README.
NOT_SHIPPED = (".po", ".pot", ".md")


def _candidates() -> list[Path]:
    package_dir = Path(__file__).resolve().parent
    places = [package_dir / "assets", package_dir.parent / "assets"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        places.append(Path(bundle) / "trappola_gui" / "assets")
    return places


def assets_root() -> Path:
    """The folder holding card art, icons, sounds and catalogs.

    The package's own ``assets/`` first (wheel, sdist, bundle), then the
    checkout's, then PyInstaller's unpack folder; if none exists, the
    package's, so a missing file is reported where an install puts it.
    """
    places = _candidates()
    return next((p for p in places if p.is_dir()), places[0])


def asset_path(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset_path("cards", "italian", "AS.svg")``."""
    return assets_root().joinpath(*parts)


def shipped_assets(source: Path) -> Iterator[Path]:
    """The files under ``source`` (the checkout's ``assets/``) that installs carry, relative, sorted."""
    for path in sorted(source.rglob("*")):
        if path.is_file() and path.suffix not in NOT_SHIPPED and "__pycache__" not in path.parts:
            yield path.relative_to(source)


FONT_PACKAGE = "font_source_sans_pro"


def font_file(name: str) -> Path | None:
    """One file of the game's typeface (``font-source-sans-pro``), or None if it is missing.

    The font package is a dependency, installed beside the game; its files sit
    in its ``files/`` folder. A bundle carries them at the same place under
    PyInstaller's unpack folder, looked at too in case the package's module did
    not make it in.
    """
    places: list[Path] = []
    # Not installed: nothing found here, and the caller says so and falls back.
    # Found by its module's place, not imported (nor read through importlib.resources, whose
    # readers the first frame has no use for).
    with contextlib.suppress(ImportError, ValueError):
        spec = find_spec(FONT_PACKAGE)
        if spec is not None and spec.origin is not None:
            places.append(Path(spec.origin).parent / "files")
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        places.append(Path(bundle) / FONT_PACKAGE / "files")
    return next((p / name for p in places if (p / name).is_file()), None)
