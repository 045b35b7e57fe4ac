"""The menu's first frame, as the real program shows it: nothing loaded for it that it does not draw, the
same pixels whether its pictures were drawn or read from the cache, and the collector back on after it.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pygame

# Runs the game as ``python -m trappola_gui`` does; at the end of the first flip it lists the loaded
# modules and saves the screen, and at the exit it says whether the garbage collector is on.
PROBE = """
import atexit, gc, sys, pygame
out, data = sys.argv[1], sys.argv[2]
flip = pygame.display.flip
def first_flip(*args):
    flip(*args)
    pygame.display.flip = flip
    print("MODULES", " ".join(sorted(sys.modules)), flush=True)
    pygame.image.save(pygame.display.get_surface(), out)
pygame.display.flip = first_flip
atexit.register(lambda: print("GC", gc.isenabled(), flush=True))
import runpy
sys.argv = ["trappola", "--quit-after-first-frame", "--size", "1024x700", "--data-dir", data]
runpy.run_module("trappola_gui", run_name="__main__", alter_sys=True)
"""

# What the menu draws nothing with: logging (the running log is set up after it), the agents' thread
# pool (it loads logging), sockets and pickle (logging.handlers), the form rows (the menu has buttons
# only), the statistics, the saved matches, the engine's play, the computer players, the network, the table.
NOT_BEFORE_THE_MENU = (
    "logging", "concurrent", "socket", "pickle", "datetime", "trappola_gui.storage.stats",
    "trappola_gui.storage.stat_lines", "trappola_gui.storage.matches", "trappola_gui.storage.history",
    "trappola_gui.engine.match", "trappola_gui.engine.state", "trappola_gui.ai", "trappola_gui.net",
    "trappola_gui.app.table", "trappola_gui.app.shell.controller", "trappola_gui.app.kit.fields",
)


def _start(tmp_path, name: str, data: str) -> tuple[set[str], pygame.Surface, str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    shot = tmp_path / f"{name}.png"
    done = subprocess.run([sys.executable, "-c", PROBE, str(shot), str(tmp_path / data)], capture_output=True,
                          text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    modules = next(line for line in lines if line.startswith("MODULES ")).split()[1:]
    return set(modules), pygame.image.load(str(shot)), lines[-1]


def test_the_menu_loads_nothing_it_does_not_draw_and_its_pixels_are_the_same_from_the_cache(tmp_path):
    first, cold, gc_first = _start(tmp_path, "first", "data")
    kept = sorted(p.name for p in (tmp_path / "data" / "cache" / "raster").glob("*.raster"))
    # The felt, and the fan's five cards as drawn and as turned.
    assert len(kept) == 11 and kept[0].startswith("felt-1024x700")
    assert len([name for name in kept if "-turned" in name]) == 5
    again, warm, gc_again = _start(tmp_path, "again", "data")
    loaded = {m for m in first | again if any(m == n or m.startswith(n + ".") for n in NOT_BEFORE_THE_MENU)}
    assert loaded == set()
    assert pygame.image.tobytes(cold, "RGB") == pygame.image.tobytes(warm, "RGB")
    assert gc_first == gc_again == "GC True"


def test_a_line_logged_before_the_first_frame_still_reaches_the_running_log(tmp_path):
    import json

    settings = tmp_path / "data" / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"format": "trappola-settings/1", "volume": "loud"}))
    _start(tmp_path, "settings", "data")  # the line loads logging and sets the file up when it is logged
    log = (tmp_path / "data" / "logs" / "trappola.log").read_text()
    assert "WARNING trappola_gui.storage.settings:" in log and "bad settings ['volume']" in log


def test_a_statistics_file_is_read_before_the_first_frame(tmp_path):
    # There is something to read (and perhaps a notice to give): then the statistics do load.
    from trappola_gui.storage import AppPaths, Stats, save_stats

    save_stats(AppPaths.under(tmp_path / "data"), Stats())
    modules, _, _ = _start(tmp_path, "stats", "data")
    assert "trappola_gui.storage.stats" in modules


def test_every_lazy_logger_is_made_with_its_modules_name():
    # Like logging.getLogger(__name__): its lines are under the package's logger, so they reach the file.
    import ast
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "trappola_gui"
    made = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Log":
                made.append((path.name, ast.unparse(node)))
    assert len(made) >= 10
    assert all(call == "Log(__name__)" for _, call in made), made
