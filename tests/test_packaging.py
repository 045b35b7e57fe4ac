"""Packaging: one version everywhere, the data every install carries, the Linux desktop files and the .deb.

The installs themselves (wheel, sdist, pip, pipx, the .deb) are exercised by
``build_scripts/check_install.py`` and ``make_deb.py --install-check`` in CI;
these tests check what can be checked in a second.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

import trappola_gui
from trappola_gui import resources
from trappola_gui.app.main import main

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "build_scripts"


def load_script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"trappola_{name}", SCRIPTS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def build() -> ModuleType:
    return load_script("build")


@pytest.fixture(scope="module")
def make_deb() -> ModuleType:
    return load_script("make_deb")


def metainfo(make_deb: ModuleType) -> ET.Element:
    return ET.parse(make_deb.METAINFO).getroot()


def desktop_entry(make_deb: ModuleType) -> dict[str, str]:
    lines = make_deb.DESKTOP.read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line and not line.startswith("#"))


# -- one version -----------------------------------------------------------------------------------

def test_trappola_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"trappola {trappola_gui.__version__}"


def test_package_metadata_takes_the_version_from_the_package() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^dynamic = \["version"\]', pyproject, re.M)
    assert re.search(r'^version = \{ attr = "trappola_gui.__version__" \}', pyproject, re.M)
    dist = importlib.metadata.distribution("trappola")
    direct = dist.read_text("direct_url.json")
    if direct and json.loads(direct).get("url") == ROOT.as_uri():
        # The metadata pip wrote when this checkout was installed; stale after a version change.
        assert dist.version == trappola_gui.__version__, "reinstall: pip install -e ."


def test_build_script_reads_the_package_version(build: ModuleType) -> None:
    assert build.version() == trappola_gui.__version__


@pytest.mark.parametrize(("version", "numbers"), [("0.1.0", (0, 1, 0, 0)), ("2.10rc1", (2, 10, 0, 0)),
                                                  ("1.2.3.4.5", (1, 2, 3, 4))])
def test_windows_version_resource_carries_the_version(build: ModuleType, tmp_path: Path, version: str,
                                                      numbers: tuple[int, ...]) -> None:
    out = tmp_path / "version_info.txt"
    build.write_version_info(out, version)
    text = out.read_text(encoding="utf-8")
    assert f"filevers={numbers}" in text and f"prodvers={numbers}" in text
    assert f"StringStruct('FileVersion', '{version}')" in text
    assert f"StringStruct('ProductVersion', '{version}')" in text


def test_the_bundle_uses_the_package_version(build: ModuleType) -> None:
    # build.py hands PyInstaller the version for the version resource and the macOS Info.plist.
    source = (SCRIPTS / "build.py").read_text(encoding="utf-8")
    assert '"TRAPPOLA_VERSION": ver' in source and "write_version_info(build / \"version_info.txt\", ver)" in source
    spec = (SCRIPTS / "trappola.spec").read_text(encoding="utf-8")
    assert 'os.environ.get("TRAPPOLA_VERSION") or trappola_gui.__version__' in spec
    assert "CFBundleShortVersionString\": VERSION" in spec


def test_metainfo_newest_release_is_the_package_version(make_deb: ModuleType) -> None:
    releases = metainfo(make_deb).findall("./releases/release")
    assert releases, "the metainfo lists no release"
    newest = max(releases, key=lambda r: r.get("date"))
    assert releases[0] is newest, "releases are listed newest first"
    assert newest.get("version") == trappola_gui.__version__, "add a <release> for this version to the metainfo"


def test_debian_version_sorts_prereleases_first(make_deb: ModuleType) -> None:
    assert make_deb.debian_version("0.1.0") == "0.1.0"
    assert make_deb.debian_version("0.2.0rc1") == "0.2.0~rc1"
    assert make_deb.debian_version("0.2.0.post2") == "0.2.0+post2"
    if shutil.which("dpkg"):
        # dpkg itself agrees that the release candidate comes before the release.
        assert subprocess.run(["dpkg", "--compare-versions", "0.2.0~rc1", "lt", "0.2.0"]).returncode == 0


# -- the data every install carries ----------------------------------------------------------------

def test_installs_carry_every_asset_the_game_reads() -> None:
    from trappola_gui.app.lang.i18n import DOMAIN, LANGUAGES
    from trappola_gui.art import BACKS, DECKS, RANKS, SUITS

    shipped = {p.as_posix() for p in resources.shipped_assets(ROOT / "assets")}
    needed = {f"cards/{deck}/{r}{s}.svg" for deck in DECKS for r in RANKS for s in SUITS}
    needed |= {f"cards/backs/{b}.svg" for b in BACKS} | {"table/felt.svg"}
    needed |= {f"icons/trappola-{n}.png" for n in (16, 32, 48, 64, 128, 256)}
    needed |= {f"locale/{code}/LC_MESSAGES/{DOMAIN}.mo" for code in LANGUAGES}
    needed |= {f"sounds/{p.name}" for p in (ROOT / "assets" / "sounds").glob("*.wav")}
    assert not needed - shipped
    assert not [p for p in shipped if p.endswith((".po", ".pot", ".md"))]


def _fake_layout(tmp_path: Path, *folders: str) -> Path:
    module = tmp_path / "trappola_gui" / "resources.py"
    module.parent.mkdir(parents=True)
    for folder in folders:
        (tmp_path / folder).mkdir(parents=True)
    return module


def test_assets_are_found_in_the_package_before_the_checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    module = _fake_layout(tmp_path, "trappola_gui/assets", "assets")
    monkeypatch.setattr(resources, "__file__", str(module))
    assert resources.asset_path("cards") == tmp_path / "trappola_gui" / "assets" / "cards"


def test_a_checkout_reads_its_own_assets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    module = _fake_layout(tmp_path, "assets")
    monkeypatch.setattr(resources, "__file__", str(module))
    assert resources.assets_root() == tmp_path / "assets"


def test_a_bundle_falls_back_to_its_unpack_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    module = _fake_layout(tmp_path / "lib")
    (tmp_path / "meipass" / "trappola_gui" / "assets").mkdir(parents=True)
    monkeypatch.setattr(resources, "__file__", str(module))
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "meipass"), raising=False)
    assert resources.assets_root() == tmp_path / "meipass" / "trappola_gui" / "assets"


def test_missing_assets_are_reported_where_an_install_puts_them(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    module = _fake_layout(tmp_path)
    monkeypatch.setattr(resources, "__file__", str(module))
    assert resources.asset_path("cards", "italian", "AS.svg") == (
        tmp_path / "trappola_gui" / "assets" / "cards" / "italian" / "AS.svg")


def test_sdist_manifest_ships_the_generators_assets() -> None:
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    assert "graft assets" in manifest and "include LICENSE README.md setup.py" in manifest


# -- Linux desktop files and the Debian package -----------------------------------------------------

def test_desktop_entry_metainfo_and_icons_name_the_same_application(make_deb: ModuleType) -> None:
    entry = desktop_entry(make_deb)
    root = metainfo(make_deb)
    assert root.findtext("id") == make_deb.APP_ID
    assert root.findtext("launchable") == make_deb.DESKTOP.name == f"{make_deb.APP_ID}.desktop"
    assert entry["Icon"] == make_deb.APP_ID
    assert entry["Exec"] == root.findtext("./provides/binary") == "trappola"
    assert root.find("content_rating") is not None
    assert len(root.findall("./screenshots/screenshot")) >= 1
    assert root.findall("./screenshots/screenshot")[0].get("type") == "default"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates(make_deb: ModuleType) -> None:
    done = subprocess.run(["desktop-file-validate", str(make_deb.DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates(make_deb: ModuleType) -> None:
    # Errors and warnings fail; notes for information differ between AppStream 0.16 and 1.0.
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(make_deb.METAINFO)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb not installed")
def test_deb_holds_the_bundle_menu_entry_icons_and_metainfo(make_deb: ModuleType, tmp_path: Path) -> None:
    # A stand-in for the PyInstaller bundle: the package's layout does not depend on what is inside.
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "trappola").write_text("#!/bin/sh\necho stand-in\n", encoding="utf-8")
    (bundle / "trappola").chmod(0o755)
    (bundle / "_internal" / "data.txt").write_text("x", encoding="utf-8")
    deb = make_deb.build_deb(bundle, tmp_path / "out")
    field = lambda name: subprocess.run(["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True,
                                        check=True).stdout.strip()
    assert field("Package") == "trappola"
    assert field("Version") == make_deb.debian_version(trappola_gui.__version__)
    paths = set(make_deb.package_paths(deb))
    app = make_deb.APP_ID
    expected = {"/usr/bin/trappola", "/usr/lib/trappola/trappola", "/usr/lib/trappola/_internal/data.txt",
                f"/usr/share/applications/{app}.desktop", f"/usr/share/metainfo/{app}.metainfo.xml",
                f"/usr/share/icons/hicolor/scalable/apps/{app}.svg", "/usr/share/doc/trappola/copyright"}
    expected |= {f"/usr/share/icons/hicolor/{n}x{n}/apps/{app}.png" for n in (16, 32, 48, 64, 128, 256)}
    assert not expected - paths
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    assert re.search(r"^lrwxrwxrwx root/root .* \./usr/bin/trappola -> \.\./lib/trappola/trappola$", listing, re.M)
    assert re.search(r"^-rwxr-xr-x root/root .* \./usr/lib/trappola/trappola$", listing, re.M)


def test_the_deb_copyright_names_the_typeface_and_its_licence(make_deb: ModuleType, tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    fonts = bundle / make_deb.FONT_DIR
    fonts.mkdir(parents=True)
    (bundle / "trappola").write_text("#!/bin/sh\n", encoding="utf-8")
    (fonts / "LICENSE.txt").write_text("SIL OPEN FONT LICENSE Version 1.1\n\nPREAMBLE\n", encoding="utf-8")
    root = tmp_path / "root"
    make_deb.stage(bundle, root, "1.0", "amd64")
    text = (root / "usr" / "share" / "doc" / "trappola" / "copyright").read_text(encoding="utf-8")
    assert "Files: usr/lib/trappola/_internal/font_source_sans_pro/files/*" in text
    assert "License: OFL-1.1\n SIL OPEN FONT LICENSE Version 1.1\n .\n PREAMBLE" in text
    assert text.count("License: MIT\n") == 2  # the game's files paragraph and its licence text
