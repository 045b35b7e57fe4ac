"""Build a standalone Trappola for the OS this runs on.

    python build_scripts/build.py            # windowed onedir bundle in dist/
    python build_scripts/build.py --onefile  # a single file in dist/

Steps: compile the message catalogs, make the .ico/.icns/.png icons from the
generated PNGs, write the Windows version resource, run PyInstaller with
build_scripts/trappola.spec (no UPX), then, on Linux, pack dist/ with a
.desktop file into a tarball. Prints the sizes at the end.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import struct
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def version() -> str:
    text = (ROOT / "trappola_gui" / "__init__.py").read_text(encoding="utf-8")
    return text.split('__version__ = "', 1)[1].split('"', 1)[0]


def png(size: int) -> bytes:
    return (ICONS / f"trappola-{size}.png").read_bytes()


def write_ico(out: Path) -> None:
    """A Windows icon holding the PNG renders (PNG entries are read since Windows Vista)."""
    images = [(s, png(s)) for s in ICON_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        dim = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    out.write_bytes(header + entries + blobs)


def write_icns(out: Path) -> None:
    """A macOS icon of PNG entries (icp4 16, icp5 32, icp6 64, ic07 128, ic08 256)."""
    kinds = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08"}
    body = b""
    for size, kind in kinds.items():
        data = png(size)
        body += kind + struct.pack(">I", len(data) + 8) + data
    out.write_bytes(b"icns" + struct.pack(">I", len(body) + 8) + body)


def write_version_info(out: Path, ver: str) -> None:
    # Windows wants four numbers: "1.2.0rc1" gives (1, 2, 0, 0).
    parts = [int(re.match(r"\d*", p).group() or 0) for p in ver.split(".")[:4]]
    nums = tuple(parts + [0] * (4 - len(parts)))
    out.write_text(f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={nums}, prodvers={nums}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'The Trappola authors'),
      StringStruct('FileDescription', 'Trappola card game'),
      StringStruct('FileVersion', '{ver}'),
      StringStruct('InternalName', 'trappola'),
      StringStruct('LegalCopyright', 'MIT licence'),
      StringStruct('OriginalFilename', 'trappola.exe'),
      StringStruct('ProductName', 'Trappola'),
      StringStruct('ProductVersion', '{ver}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
""", encoding="utf-8")


# The menu entry and its icon name, shared with the Debian package (build_scripts/make_deb.py).
APP_ID = "org.trappola.Trappola"
DESKTOP = ROOT / "build_scripts" / "linux" / f"{APP_ID}.desktop"


def compile_catalogs() -> None:
    script = ROOT / "build_scripts" / "i18n.py"
    if script.exists():
        subprocess.run([sys.executable, str(script), "compile"], check=True, cwd=ROOT)


def dir_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    # lstat, and links skipped: a bundle links some libraries under two names.
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def linux_tarball(dist: Path, ver: str) -> Path:
    """The bundle plus the menu entry and its icon, added to the archive only (the bundle stays as built)."""
    bundle = dist / "trappola"
    name = f"trappola-{ver}-linux-{platform.machine()}.tar.gz"
    out = dist / name
    with tarfile.open(out, "w:gz") as tar:
        tar.add(bundle, arcname="trappola")
        tar.add(DESKTOP, arcname=f"trappola/{DESKTOP.name}")
        tar.add(ICONS / "trappola-256.png", arcname=f"trappola/{APP_ID}.png")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--onefile", action="store_true", help="one executable file instead of a folder")
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="output folder (default dist/)")
    args = parser.parse_args(argv)
    ver = version()
    build = ROOT / "build"
    (build / "icons").mkdir(parents=True, exist_ok=True)
    compile_catalogs()
    write_ico(build / "icons" / "trappola.ico")
    write_icns(build / "icons" / "trappola.icns")
    write_version_info(build / "version_info.txt", ver)
    dist = Path(args.dist).resolve()
    env = {**os.environ, "TRAPPOLA_BUILD": str(build), "TRAPPOLA_VERSION": ver,
           "TRAPPOLA_ONEFILE": "1" if args.onefile else "0"}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(build / "pyinstaller"),
                    str(ROOT / "build_scripts" / "trappola.spec")], check=True, cwd=ROOT, env=env)
    took = time.perf_counter() - start
    if args.onefile:
        exe = dist / ("trappola.exe" if sys.platform == "win32" else "trappola")
        print(f"onefile: {exe} {dir_size(exe) / 1e6:.1f} MB (built in {took:.0f} s)")
        return 0
    bundle = dist / ("Trappola.app" if sys.platform == "darwin" else "trappola")
    print(f"onedir: {bundle} {dir_size(bundle) / 1e6:.1f} MB (built in {took:.0f} s)")
    if sys.platform.startswith("linux"):
        tarball = linux_tarball(dist, ver)
        print(f"tarball: {tarball} {tarball.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
