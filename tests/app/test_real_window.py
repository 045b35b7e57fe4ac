"""The game in a real X window, driven as a player would: keyboard to New match, a drag with the mouse.

Runs where Xvfb, xdotool and ImageMagick's ``import`` exist (``.ci/run`` installs them);
elsewhere it is skipped. The game draws its table from the engine's observation,
so the test works out where a card lies with the same layout code, then checks
the screenshot: after the drag, the card is in the trick.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from trappola_gui.app.table.layout import Geometry, ViewFlags, placements
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


@contextlib.contextmanager
def game_window(tmp_path: Path, settings: dict):
    """The game in a real window on a fresh Xvfb, at New match's first deal: yields (xdo, window, data)."""
    display = free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEO")}
    env.update(DISPLAY=f":{display}", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    data = tmp_path / "data"
    (data / "config").mkdir(parents=True)
    (data / "config" / "settings.json").write_text(json.dumps({"format": "trappola-settings/1", **settings}))
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
        yield xdo, wid, data, env
    finally:
        if game is not None:
            game.terminate()
            try:
                game.wait(timeout=10)
            except subprocess.TimeoutExpired:
                game.kill()
        xvfb.terminate()
        xvfb.wait(timeout=10)


def still(wid: str, env: dict, where: Path) -> bool:
    """The table has stopped moving: two screenshots a moment apart are the same."""
    import pygame

    grabs = []
    for k in (0, 1):
        path = where / f"still-{k}.png"
        subprocess.run(["import", "-window", wid, str(path)], env=env, check=True, timeout=20)
        grabs.append(pygame.image.tobytes(pygame.image.load(str(path)), "RGB"))  # pixels, not metadata
        time.sleep(0.3)
    return grabs[0] == grabs[1]


def test_keyboard_to_a_new_match_then_a_drag_puts_the_card_in_the_trick(tmp_path):
    # Blind: no declaration to make; no coach tip; the window's size fixed.
    with game_window(tmp_path, {"variant": "blind", "coach": False, "animation_speed": 1.0}) as (xdo, wid, data, env):
        save = data / "data" / "match-current.json"

        def my_turn():
            match = read_match(save)
            if match is None or not match.deals:
                return None
            deal = match.deals[-1]
            return deal if deal.phase == "play" and deal.to_move == 0 and not deal.is_over else None

        deal = wait_for(my_turn, 30)
        assert deal is not None, "the player's turn never came"
        time.sleep(0.5)
        assert wait_for(lambda: still(wid, env, tmp_path), 30, step=0.1), "the table never came to rest"
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


def test_at_a_closed_phase_decision_the_legal_cards_are_raised_and_the_others_dimmed(tmp_path):
    """Play on with Enter (the focused card) until the rules restrict the choice, then look at the hand."""
    with game_window(tmp_path, {"variant": "blind", "coach": False, "animation_speed": 4.0}) as (xdo, wid, data, env):
        save = data / "data" / "match-current.json"
        seen: list[int] = []

        def my_turn():
            match = read_match(save)
            if match is None or not match.deals:
                return None
            deal = match.deals[-1]
            if deal.phase != "play" or deal.to_move != 0 or deal.is_over or len(deal.history) in seen:
                return None
            return deal

        restricted = None
        for _turn in range(30):
            deal = wait_for(my_turn, 60)
            assert deal is not None, "the player's turn never came"
            obs = deal.observation(0)
            legal = {a.card for a in obs.legal if isinstance(a, Play)}
            if obs.closed and obs.trick and len(legal) < bin(obs.hand).count("1"):
                restricted = (deal, obs, legal)
                break
            seen.append(len(deal.history))
            assert wait_for(lambda: still(wid, env, tmp_path), 30, step=0.1), "the table never came to rest"
            xdo("key", "--window", wid, "Return")  # the focused card: always a legal one
        assert restricted is not None, "no restricted closed-phase decision in 30 turns"
        deal, obs, legal = restricted
        time.sleep(0.5)
        assert wait_for(lambda: still(wid, env, tmp_path), 30, step=0.1), "the table never came to rest"
        shot = tmp_path / "closed.png"
        subprocess.run(["import", "-window", wid, str(shot)], env=env, check=True, timeout=20)
        geo = Geometry.for_size(SIZE, False, 2)
        mask = sum(1 << c for c in legal)
        raised = placements(obs, geo, ViewFlags(), mask)
        flat = placements(obs, geo, ViewFlags(), None)
        others = [c for c in range(36) if obs.hand >> c & 1 and c not in legal]
        for c in legal:
            assert raised[("c", c)].y < flat[("c", c)].y  # the layout raises it
        # On the screen, in the part of each card the next one in the fan leaves visible: a raised
        # card shows its face in the band above where the hand's cards lie, a card left down shows
        # felt there; the card's own cream ground survives on a legal card and is greyed on a dimmed one.
        import pygame

        image = pygame.image.load(str(shot))
        hand = [c for c in range(36) if obs.hand >> c & 1]
        xs = sorted(raised[("c", c)].x for c in hand)
        visible = int(min(b - a for a, b in zip(xs, xs[1:], strict=False))) if len(xs) > 1 else geo.card_w

        def pixels(c: int, top: int, bottom: int) -> list[tuple[int, int, int]]:
            left = int(raised[("c", c)].x - geo.card_w / 2) + 3
            return [tuple(image.get_at((x, y)))[:3] for x in range(left, left + visible - 6)
                    for y in range(top, bottom)]

        def cream(px: tuple[int, int, int]) -> bool:
            return px[0] > 230 and px[1] > 220 and px[2] > 195

        flat_top = int(min(raised[("c", c)].y for c in others) - geo.card_h / 2)  # where cards left down lie
        for c in legal:
            band = pixels(c, int(raised[("c", c)].y - geo.card_h / 2) + 3, flat_top - 1)
            assert sum(cream(px) for px in band) > len(band) // 4, f"legal card {c} not raised on the screen"
        for c in others:
            face = pixels(c, flat_top + 3, flat_top + geo.card_h - 3)
            assert sum(cream(px) for px in face) < len(face) // 50, f"card {c} not dimmed on the screen"
        legal_face = [px for c in legal for px in pixels(c, flat_top + 3, flat_top + geo.card_h - 3)]
        assert sum(cream(px) for px in legal_face) > len(legal_face) // 10
