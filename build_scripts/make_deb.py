"""A Debian package of the Linux bundle: menu entry, icons, AppStream metadata, /usr/bin/trappola.

    python build_scripts/build.py                   # first: the onedir bundle in dist/trappola
    python build_scripts/make_deb.py                # dist/trappola_<version>_<arch>.deb
    python build_scripts/make_deb.py --install-check DEB   # as root: dpkg -i, self-test, dpkg -r, leftovers

Layout of the package:
  /usr/lib/trappola/                                   the PyInstaller onedir bundle
  /usr/bin/trappola                                    a link to /usr/lib/trappola/trappola
  /usr/share/applications/org.trappola.Trappola.desktop
  /usr/share/metainfo/org.trappola.Trappola.metainfo.xml
  /usr/share/icons/hicolor/NxN/apps/org.trappola.Trappola.png  (16..256) and scalable/ (SVG)
  /usr/share/doc/trappola/copyright

No maintainer scripts: the icon cache and the desktop database are refreshed by
the dpkg triggers of the packages that own them. The version is the game's
(trappola_gui/__init__.py), in Debian's spelling (``0.2.0rc1`` -> ``0.2.0~rc1``).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType


def _build_module() -> ModuleType:
    # By path and under its own name: "build" is also PyPA's build tool, which check_install.py runs.
    spec = importlib.util.spec_from_file_location("trappola_build", Path(__file__).with_name("build.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_build = _build_module()
APP_ID, ICON_SIZES, ICONS, ROOT = _build.APP_ID, _build.ICON_SIZES, _build.ICONS, _build.ROOT
dir_size, version = _build.dir_size, _build.version

LINUX = ROOT / "build_scripts" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"  # the same file build.py puts in the tarball
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
PACKAGE = "trappola"


def debian_version(ver: str) -> str:
    """PEP 440 to Debian: pre-releases and dev builds sort before the release (``~``), post after (``+``).

    >>> [debian_version(v) for v in ("0.1.0", "1.2rc1", "1.2.0.dev3", "1.2.0b2.dev1", "1.2.post1")]
    ['0.1.0', '1.2~rc1', '1.2.0~dev3', '1.2.0~b2~dev1', '1.2+post1']
    """
    out = re.sub(r"\.?(a|b|rc|dev)(\d*)", r"~\1\2", ver)
    return re.sub(r"\.?post(\d*)", r"+post\1", out)


def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True,
                          text=True).stdout.strip()


def control(ver: str, arch: str, installed_kib: int) -> str:
    # The bundle's Python and bootloader are linked against this machine's C library. SDL,
    # inside the bundle, opens the X11 and sound libraries of the system when it starts.
    libc = platform.libc_ver()[1] or "2.31"
    return f"""Package: {PACKAGE}
Version: {debian_version(ver)}
Architecture: {arch}
Maintainer: The Trappola authors <trappola@localhost>
Installed-Size: {installed_kib}
Depends: libc6 (>= {libc})
Recommends: libx11-6, libxext6, libxcursor1, libxi6, libxrandr2, libasound2t64 | libasound2 | libpulse0
Section: games
Priority: optional
Description: Trappola, the Venetian trick-taking card game
 A two-player trick-taking card game first recorded in Venice in 1524,
 against a strong computer opponent, with Italian- or French-suited cards,
 the historical variants and six languages.
 .
 This package holds the self-contained build (Python and SDL included).
"""


COPYRIGHT = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: trappola

Files: *
Copyright: The Trappola authors
License: MIT
"""


def _copy_tree(src: Path, dst: Path) -> None:
    """Copy with modes dpkg expects: 755 for directories and executables, 644 for the rest."""
    for path in sorted(src.rglob("*")):
        target = dst / path.relative_to(src)
        if path.is_symlink():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.symlink_to(os.readlink(path))
        elif path.is_dir():
            target.mkdir(parents=True, exist_ok=True)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
            target.chmod(0o755 if path.stat().st_mode & 0o111 else 0o644)


def _install(src: Path, dst: Path, mode: int = 0o644) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)
    dst.chmod(mode)


def stage(bundle: Path, root: Path, ver: str, arch: str) -> None:
    """Lay out the package's files under ``root`` (the future /)."""
    if not (bundle / "trappola").is_file():
        raise SystemExit(f"no bundle at {bundle}: run build_scripts/build.py first")
    _copy_tree(bundle, root / "usr" / "lib" / PACKAGE)
    (root / "usr" / "bin").mkdir(parents=True)
    # PyInstaller's bootloader follows the link to find its _internal/ folder.
    (root / "usr" / "bin" / "trappola").symlink_to(f"../lib/{PACKAGE}/trappola")
    share = root / "usr" / "share"
    _install(DESKTOP, share / "applications" / DESKTOP.name)
    _install(METAINFO, share / "metainfo" / METAINFO.name)
    hicolor = share / "icons" / "hicolor"
    for size in ICON_SIZES:
        _install(ICONS / f"trappola-{size}.png", hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    _install(ICONS / "trappola.svg", hicolor / "scalable" / "apps" / f"{APP_ID}.svg")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT + "\n" + _font_paragraphs(bundle) + _licence_paragraph(),
                                   encoding="utf-8")
    for d in [root, *root.rglob("*")]:
        if d.is_dir() and not d.is_symlink():
            d.chmod(0o755)
    debian = root / "DEBIAN"
    debian.mkdir(mode=0o755)
    installed_kib = (dir_size(root) + 1023) // 1024
    (debian / "control").write_text(control(ver, arch, installed_kib), encoding="utf-8")


# Where the bundle keeps the typeface (PyInstaller's _internal/, as the spec collects the package).
FONT_DIR = Path("_internal") / "font_source_sans_pro" / "files"


def _font_paragraphs(bundle: Path) -> str:
    """The typeface's files paragraph and its licence (SIL OFL 1.1, from the font package's own text).

    Empty when the bundle holds no typeface (the game then draws with pygame's own font)."""
    licence = bundle / FONT_DIR / "LICENSE.txt"
    if not licence.is_file():
        return ""
    lines = licence.read_text(encoding="utf-8", errors="replace").strip().splitlines()
    body = "\n".join(" " + line if line.strip() else " ." for line in lines)
    return (f"Files: usr/lib/{PACKAGE}/{FONT_DIR.as_posix()}/*\n"
            "Copyright: 2010, 2012, 2014 Adobe Systems Incorporated, with Reserved Font Name 'Source'\n"
            "License: OFL-1.1\n\n"
            f"License: OFL-1.1\n{body}\n\n")


def _licence_paragraph() -> str:
    """The LICENSE text as the copyright file's stand-alone licence paragraph."""
    lines = (ROOT / "LICENSE").read_text(encoding="utf-8").strip().splitlines()
    body = "\n".join(" " + line if line.strip() else " ." for line in lines)
    return f"License: MIT\n{body}\n"


def build_deb(bundle: Path, out_dir: Path, ver: str | None = None) -> Path:
    ver = ver or version()
    arch = architecture()
    out = out_dir / f"{PACKAGE}_{debian_version(ver)}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="trappola-deb-") as tmp:
        root = Path(tmp) / "root"
        stage(bundle, root, ver, arch)
        out_dir.mkdir(parents=True, exist_ok=True)
        for old in out_dir.glob(f"{PACKAGE}_*.deb"):  # one package in dist/ for CI's dist/trappola_*.deb
            old.unlink()
        # gzip: quick to build on two cores and read by every dpkg still in use.
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(root), str(out)],
                       check=True, stdout=subprocess.DEVNULL)
    return out


def package_paths(deb: Path) -> list[str]:
    """Every path the package installs, as dpkg-deb lists it (``/usr/...``, no trailing slash)."""
    listing = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], check=True, capture_output=True).stdout
    names = subprocess.run(["tar", "-t"], input=listing, check=True, capture_output=True).stdout.decode()
    return sorted({"/" + n.strip().lstrip("./").rstrip("/") for n in names.splitlines() if n.strip(" ./")})


def install_check(deb: Path) -> int:
    """dpkg -i, ``trappola --self-test`` from a scratch folder with a bare environment, dpkg -r, leftovers."""
    paths = package_paths(deb)
    subprocess.run(["dpkg", "-i", str(deb)], check=True)
    with tempfile.TemporaryDirectory(prefix="trappola-deb-test-") as tmp:
        env = {"HOME": tmp, "PATH": "/usr/bin:/bin"}
        for flag in ("--version", "--self-test"):
            print(f"$ trappola {flag}", flush=True)
            subprocess.run(["trappola", flag], check=True, cwd=tmp, env=env)
    subprocess.run(["dpkg", "-r", PACKAGE], check=True)
    status = subprocess.run(["dpkg-query", "-W", "-f=${db:Status-Status}", PACKAGE],
                            capture_output=True, text=True).stdout.strip()
    # Directories such as /usr/share/icons/hicolor/16x16/apps stay when another package owns them.
    ours = [p for p in paths if p.startswith(("/usr/lib/trappola", "/usr/share/doc/trappola"))
            or not Path(p).is_dir()]
    left = [p for p in ours if os.path.lexists(p)]
    if status not in ("", "not-installed") or left:
        print(f"left behind after dpkg -r: status {status!r}, {len(left)} paths: {left[:10]}", file=sys.stderr)
        return 1
    print(f"removed: dpkg status {status or 'unknown to dpkg'!r}, none of the {len(ours)} files and folders of "
          f"the package left")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundle", default=str(ROOT / "dist" / "trappola"), help="the onedir bundle (dist/trappola)")
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="output folder (default dist/)")
    parser.add_argument("--install-check", metavar="DEB", help="install DEB, self-test, remove, check leftovers")
    args = parser.parse_args(argv)
    if args.install_check:
        return install_check(Path(args.install_check))
    deb = build_deb(Path(args.bundle).resolve(), Path(args.dist).resolve())
    print(f"deb: {deb} {deb.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
