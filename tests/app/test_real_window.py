"""The game in a real X window, driven as a player would: keyboard to New match, a drag with the mouse.

Runs where Xvfb, xdotool and ImageMagick's ``import`` exist (``.ci/run`` installs them);
elsewhere it is skipped. The game draws its table from the engine's observation,
so the test works out where a card lies with the same layout code, then checks
the screenshot: after the drag, the card is in the trick.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from trappola_gui.app.table import Geometry, ViewFlags, placements
from trappola_gui.engine import Play, match_from_json

TOOLS = ("Xvfb", "xdotool", "import")
pytestmark = pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS) or sys.platform != "linux",
                                reason="needs Xvfb, xdotool and ImageMagick's import")
ROOT = Path(__file__).resolve().parents[2]
SIZE = (1024, 700)


def free_display() -> int:
    for n in range(140, 200):
        if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists():
            return n
    raise RuntimeError("no free X display number")


def wait_for(what, seconds: float, step: float = 0.05):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = what()
        if value:
            return value
        time.sleep(step)
    return what()


def read_match(path: Path):
    try:
        doc = json.loads(path.read_text())
        return match_from_json(doc["match"])
    except (OSError, ValueError, KeyError):
        return None


def pixel_brightness(png: Path, box: tuple[int, int, int, int]) -> float:
    import pygame

    image = pygame.image.load(str(png))
    x, y, w, h = box
    total = 0
    for i in range(x, x + w):
        for j in range(y, y + h):
            r, g, b, *_ = image.get_at((i, j))
            total += r + g + b
    return total / (3 * w * h)


def test_keyboard_to_a_new_match_then_a_drag_puts_the_card_in_the_trick(tmp_path):
    display = free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEO")}
    env.update(DISPLAY=f":{display}", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    data = tmp_path / "data"
    (data / "config").mkdir(parents=True)
    # Blind: no declaration to make; no coach tip; the window's size fixed.
    (data / "config" / "settings.json").write_text(json.dumps(
        {"format": "trappola-settings/1", "variant": "blind", "coach": False, "animation_speed": 1.0}))
    game = None
    try:
        assert wait_for(lambda: Path(f"/tmp/.X11-unix/X{display}").exists(), 10), "Xvfb did not start"
        game = subprocess.Popen([sys.executable, "-m", "trappola_gui", "--data-dir", str(data),
                                 "--size", f"{SIZE[0]}x{SIZE[1]}"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

        def xdo(*args: str) -> str:
            return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=20).stdout

        window = wait_for(lambda: xdo("search", "--class", "trappola").split(), 30)
        assert window, "the game's window did not appear"
        wid = window[0]
        time.sleep(1.0)
        # Menu: New match has the focus; in New match, Start is two steps up from the first row.
        for key in ("Return", "Up", "Up", "Return"):
            xdo("key", "--window", wid, key)
            time.sleep(0.4)
        save = data / "data" / "match-current.json"

        def my_turn():
            match = read_match(save)
            if match is None or not match.deals:
                return None
            deal = match.deals[-1]
            return deal if deal.phase == "play" and deal.to_move == 0 and not deal.is_over else None

        deal = wait_for(my_turn, 30)
        assert deal is not None, "the player's turn never came"
        shots = tmp_path / "still"

        def still() -> bool:
            # The table has stopped moving: two screenshots a moment apart are the same.
            grabs = []
            for k in (0, 1):
                path = shots.with_name(f"still-{k}.png")
                subprocess.run(["import", "-window", wid, str(path)], env=env, check=True, timeout=20)
                import pygame

                grabs.append(pygame.image.tobytes(pygame.image.load(str(path)), "RGB"))  # pixels, not metadata
                time.sleep(0.3)
            return grabs[0] == grabs[1]

        time.sleep(0.5)
        assert wait_for(still, 30, step=0.1), "the table never came to rest"
        obs = deal.observation(0)
        geometry = xdo("getwindowgeometry", "--shell", wid)  # where the window is now
        pos = dict(line.split("=") for line in geometry.split() if "=" in line)
        ox, oy = int(pos["X"]), int(pos["Y"])
        geo = Geometry.for_size(SIZE, False, 2)
        legal = {a.card for a in obs.legal if isinstance(a, Play)}
        mask = sum(1 << c for c in legal)
        places = placements(obs, geo, ViewFlags(), None if mask == obs.hand else mask)
        card = max(legal)
        start = places[("c", card)]
        cx, cy = geo.center
        xdo("mousemove", str(ox + int(start.x)), str(oy + int(start.y)))
        xdo("mousedown", "1")
        for k in range(1, 6):
            x = start.x + (cx - start.x) * k / 5
            y = start.y + (cy - start.y) * k / 5
            xdo("mousemove", str(ox + int(x)), str(oy + int(y)))
            time.sleep(0.03)
        xdo("mouseup", "1")

        def played():
            match = read_match(save)
            return match is not None and Play(0, card) in match.deals[-1].history

        assert wait_for(played, 10), "the dragged card was not played"
        time.sleep(0.35)  # the card glides into place
        shot = tmp_path / "shot.png"
        subprocess.run(["import", "-window", wid, str(shot)], env=env, check=True, timeout=20)
        after = read_match(save).deals[-1]
        obs_after = after.observation(0)
        flags = ViewFlags(hold_trick=len(obs_after.tricks) > len(obs.tricks))
        place = placements(obs_after, geo, flags, None)[("c", card)]
        # A strip just inside the right edge of the card where the engine's layout puts it in the
        # trick: the card's light margin there, not the dark green felt.
        box = (int(place.x + geo.card_w / 2) - 6, int(place.y - geo.card_h / 4), 3, geo.card_h // 2)
        assert abs(place.x - cx) < geo.card_w and abs(place.y - cy) < geo.card_h
        assert pixel_brightness(shot, box) > 150
        felt = pixel_brightness(shot, (8, SIZE[1] // 2, 12, 12))
        assert felt < 120
    finally:
        if game is not None:
            game.terminate()
            try:
                game.wait(timeout=10)
            except subprocess.TimeoutExpired:
                game.kill()
        xvfb.terminate()
        xvfb.wait(timeout=10)
