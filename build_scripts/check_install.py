"""Install the game the ways players do and self-test each install from outside the checkout.

    python build_scripts/check_install.py wheel sdist   # build both, install each into a fresh venv
    python build_scripts/check_install.py pip pipx      # pip install . / pipx install . (pipx in a venv)

Ways:
  wheel  python -m build (the sdist, then the wheel built from that sdist) into --dist;
         pip install the .whl into a fresh venv
  sdist  pip install the .tar.gz into a fresh venv (pip builds it again)
  pip    pip install the checkout (not editable) into a fresh venv
  pipx   pipx install the checkout, with PIPX_HOME and PIPX_BIN_DIR in a scratch folder

Each install then runs ``trappola --self-test`` in an empty scratch folder with
a bare environment: HOME in the scratch folder, PATH the system's plus one
folder holding only the installed ``trappola`` command (no venv, no Python of
ours). The wheel and the sdist are summarised (files and bytes per folder).
Needs ``build`` (in the ``[build]`` extra) for wheel and sdist, network access
or a pip cache for the dependencies.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WAYS = ("wheel", "sdist", "pip", "pipx")
WINDOWS = sys.platform == "win32"


def scripts_dir(venv: Path) -> Path:
    return venv / ("Scripts" if WINDOWS else "bin")


def venv_python(venv: Path) -> Path:
    return scripts_dir(venv) / ("python.exe" if WINDOWS else "python")


def run(cmd: list[str], *, quiet: bool = False, **kw: object) -> None:
    """Run and echo a command; ``quiet`` keeps its output unless it fails."""
    print("$ " + " ".join(str(c) for c in cmd), flush=True)
    if not quiet:
        subprocess.run([str(c) for c in cmd], check=True, **kw)
        return
    done = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    if done.returncode != 0:
        print(done.stdout + done.stderr, flush=True)
        raise SystemExit(f"failed ({done.returncode}): {cmd[0]}")


def fresh_venv(where: Path) -> Path:
    run([sys.executable, "-m", "venv", where])
    return where


def bare_env(home: Path, command_dir: Path) -> dict[str, str]:
    """Only what a freshly logged-in player has, plus the folder of the installed command."""
    env = {"HOME": str(home)}
    if WINDOWS:
        system_root = os.environ.get("SYSTEMROOT", r"C:\Windows")
        env.update(SYSTEMROOT=system_root, USERPROFILE=str(home), TEMP=str(home), TMP=str(home),
                   PATH=os.pathsep.join([str(command_dir), str(Path(system_root) / "System32")]))
    else:
        env["PATH"] = os.pathsep.join([str(command_dir), "/usr/bin", "/bin"])
    return env


def expose(command: Path, into: Path) -> Path:
    """A folder holding only the installed command (a venv's bin/ also holds its Python)."""
    into.mkdir(parents=True, exist_ok=True)
    target = into / command.name
    if WINDOWS:
        shutil.copy2(command, target)  # the launcher names its interpreter by absolute path
    else:
        target.symlink_to(command)
    return into


def self_test(command_dir: Path, scratch: Path) -> float:
    """``trappola --self-test`` from an empty folder outside the checkout; returns seconds taken."""
    home = scratch / "home"
    work = scratch / "cwd"
    home.mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    exe = shutil.which("trappola", path=str(command_dir))
    if exe is None:
        raise SystemExit(f"no trappola command in {command_dir}")
    start = time.perf_counter()
    print(f"$ {exe} --version", flush=True)
    said = subprocess.run([exe, "--version"], cwd=work, env=bare_env(home, command_dir), capture_output=True,
                          text=True, check=True).stdout.strip()
    print(said)
    if WINDOWS and not said:
        # A gui-script's launcher runs pythonw, which may have nowhere to print; its exit status counts.
        print("(no output from the Windows GUI launcher: version not compared)")
    elif said != f"trappola {source_version()}":
        raise SystemExit(f"the installed game says {said!r}; this checkout is {source_version()}")
    run([exe, "--self-test"], cwd=work, env=bare_env(home, command_dir))
    return time.perf_counter() - start


def source_version() -> str:
    """The version as written in this checkout (trappola_gui/__init__.py), read without importing it."""
    text = (ROOT / "trappola_gui" / "__init__.py").read_text(encoding="utf-8")
    return text.split('__version__ = "', 1)[1].split('"', 1)[0]


def build_dists(dist: Path) -> tuple[Path, Path]:
    dist.mkdir(parents=True, exist_ok=True)
    for old in [*dist.glob("trappola-*.whl"), *dist.glob("trappola-*.tar.gz")]:
        old.unlink()
    # From dist/: "python -m build" must not find build_scripts/build.py first.
    run([sys.executable, "-m", "build", "--outdir", dist, ROOT], quiet=True, cwd=dist)
    (wheel,) = dist.glob("trappola-*.whl")
    (sdist,) = dist.glob("trappola-*.tar.gz")
    # The file names carry the version of the package metadata.
    ver = source_version()
    if not (wheel.name.startswith(f"trappola-{ver}-") and sdist.name == f"trappola-{ver}.tar.gz"):
        raise SystemExit(f"built {wheel.name} and {sdist.name} from a checkout at version {ver}")
    return wheel, sdist


def summary(archive: Path) -> str:
    """Files and bytes per folder (two levels under the package, one elsewhere), then the total."""
    sizes: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    if archive.suffix == ".whl":
        with zipfile.ZipFile(archive) as zf:
            members = [(i.filename, i.file_size) for i in zf.infolist() if not i.is_dir()]
    else:
        with tarfile.open(archive) as tf:
            members = [(m.name.split("/", 1)[1], m.size) for m in tf.getmembers() if m.isfile()]
    for name, size in members:
        parts = name.split("/")[:-1]
        depth = 3 if parts[:2] in (["trappola_gui", "assets"], ["assets", "cards"]) else 2
        key = "/".join(parts[:depth]) or "."
        sizes[key][0] += 1
        sizes[key][1] += size
    lines = [f"{archive.name}: {archive.stat().st_size / 1e6:.2f} MB compressed, "
             f"{len(members)} files, {sum(s for _, s in members) / 1e6:.2f} MB unpacked"]
    lines += [f"  {n:5d} files {b / 1e3:9.1f} kB  {k}/" for k, (n, b) in sorted(sizes.items())]
    return "\n".join(lines)


def install_into_venv(spec: str | Path, scratch: Path) -> Path:
    venv = fresh_venv(scratch / "venv")
    run([venv_python(venv), "-m", "pip", "install", spec], quiet=True)
    command = shutil.which("trappola", path=str(scripts_dir(venv)))
    if command is None:
        raise SystemExit(f"pip did not install a trappola command in {scripts_dir(venv)}")
    return expose(Path(command), scratch / "command")


def install_with_pipx(scratch: Path) -> Path:
    tools = fresh_venv(scratch / "pipx-venv")
    run([venv_python(tools), "-m", "pip", "install", "pipx"], quiet=True)
    bin_dir = scratch / "pipx-bin"
    env = {**os.environ, "PIPX_HOME": str(scratch / "pipx-home"), "PIPX_BIN_DIR": str(bin_dir),
           "PIPX_MAN_DIR": str(scratch / "pipx-man")}
    run([venv_python(tools), "-m", "pipx", "install", ROOT], env=env, quiet=True)
    return bin_dir


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("ways", nargs="+", choices=WAYS)
    parser.add_argument("--dist", default=str(ROOT / "dist" / "python"),
                        help="where wheel and sdist are built (default dist/python)")
    args = parser.parse_args(argv)
    wheel = sdist = None
    if {"wheel", "sdist"} & set(args.ways):
        wheel, sdist = build_dists(Path(args.dist).resolve())
        print(summary(wheel))
        print(summary(sdist))
    results = []
    for way in args.ways:
        # Outside the checkout, so nothing can be found through the working directory.
        with tempfile.TemporaryDirectory(prefix=f"trappola-{way}-") as tmp:
            scratch = Path(tmp)
            print(f"== {way}", flush=True)
            if way == "pipx":
                command_dir = install_with_pipx(scratch)
            else:
                command_dir = install_into_venv({"wheel": wheel, "sdist": sdist, "pip": ROOT}[way], scratch)
            took = self_test(command_dir, scratch)
            results.append(f"{way}: self-test passed ({took:.1f} s)")
    print("\n".join(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
