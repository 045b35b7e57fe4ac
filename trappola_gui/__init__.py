"""Trappola: the Venetian trick-taking card game, as a desktop game."""

# The one place the version is written. The package metadata (pyproject.toml), the bundle's
# version resource and Info.plist (build_scripts/build.py, trappola.spec) and the Debian
# package (make_deb.py) read it; the AppStream metainfo's newest release must name it
# (tests/test_packaging.py checks them all).
__version__ = "0.1.0"
