"""``trappola --self-test``: is this installation (source or bundle) whole?

Loads every asset and catalog, renders each scene once, plays one
computer-vs-computer deal, writes and reads a save in a temporary folder.
Prints one line per check; exits 0, or non-zero with a one-line reason.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

CHECKS: list[tuple[str, str]] = []


def _require(path: Path) -> Path:
    if not path.is_file():
        raise RuntimeError(f"missing: {path}")
    return path


def _check_assets() -> str:
    import wave

    import pygame

    from trappola_gui.art import BACKS, DECKS, RANKS, SUITS, CardArt
    from trappola_gui.resources import asset_path

    from ..shell.sound import NAMES

    pygame.init()
    count = 0
    for faces in DECKS:
        art = CardArt(faces, BACKS[0])
        for r in RANKS:
            for s in SUITS:
                _require(asset_path("cards", faces, f"{r}{s}.svg"))
                surf = art.face(r + s, 90)
                if surf.get_size() != (60, 90):
                    raise RuntimeError(f"{faces} {r}{s} renders at {surf.get_size()}")
                count += 1
        for back in BACKS:
            _require(asset_path("cards", "backs", f"{back}.svg"))
            art.set_back(back)
            art.back(90)
            count += 1
        art.felt((64, 64))
    pygame.image.load(str(_require(asset_path("table", "felt.svg"))))
    count += 1
    for size in (16, 32, 48, 64, 128, 256):
        pygame.image.load(str(_require(asset_path("icons", f"trappola-{size}.png"))))
        count += 1
    for name in NAMES:
        path = _require(asset_path("sounds", f"{name}.wav"))
        try:
            with wave.open(str(path), "rb") as sound:
                if sound.getnframes() == 0:
                    raise RuntimeError(f"empty sound: {path}")
        except (wave.Error, EOFError) as exc:
            raise RuntimeError(f"not a WAV sound: {path} ({exc})") from None
        count += 1
    return f"{count} images and sounds"


def _check_typeface() -> str:
    import pygame

    from ..kit.typeface import FACES, FAMILY, Typefaces, licence_path

    pygame.font.init()
    faces = Typefaces()
    if faces.missing:
        raise RuntimeError(faces.missing)
    if licence_path() is None:
        raise RuntimeError(f"the {FAMILY} licence text is missing")
    widths = {}
    for weight, italic in FACES:
        font = faces.open(20, weight, italic)
        if font.bold and weight != "bold":
            raise RuntimeError(f"the {weight} face reads as bold")
        widths[(weight, italic)] = font.size("Dichiarazioni Ansagen Déclarações")[0]
    if not widths[("regular", False)] < widths[("semibold", False)] < widths[("bold", False)]:
        raise RuntimeError(f"the faces do not grow heavier: {widths}")
    return f"{FAMILY}: {len(FACES)} faces and the licence"


def _check_catalogs() -> str:
    from trappola_gui.app.lang import i18n
    from trappola_gui.resources import asset_path

    found = []
    for code in i18n.LANGUAGES:
        if code == "en":
            continue
        mo = asset_path("locale", code, "LC_MESSAGES", f"{i18n.DOMAIN}.mo")
        if not mo.is_file():
            raise RuntimeError(f"no catalog for {code}: missing {mo}")
        i18n.set_language(code)
        if i18n._("New match") == "New match":
            raise RuntimeError(f"the {code} catalog does not translate 'New match'")
        found.append(code)
    i18n.set_language("en")
    return "catalogs " + " ".join(found)


def _check_scenes_and_deal(data_dir: Path) -> str:
    import pygame

    from trappola_gui.app.app import App
    from trappola_gui.app.shell.cli import build_parser
    from trappola_gui.app.tools.driver import Tour, autoplay_controller, showing

    args = build_parser().parse_args(["--data-dir", str(data_dir), "--size", "800x600"])
    app = App(args)
    try:
        tour = Tour(app, data_dir / "screens")
        names = []
        for button in ("settings", "rules", "new"):
            tour.press(button)
            app.stack.draw(app.screen)
            names.append(showing(app).name)
            tour.key(pygame.K_ESCAPE)
        app.ctx.fast = True
        ctl = autoplay_controller(app, seed=2024)
        tour.pump(until=lambda: showing(app).name == "score", limit=600)
        app.stack.draw(app.screen)
        names.append("deal, play, score")
        if not ctl.deal.is_over:
            raise RuntimeError("the computer-vs-computer deal did not finish")
        app.save_match(ctl)
        from trappola_gui.storage import load_current

        saved, notice = load_current(app.paths)
        if saved is None:
            raise RuntimeError(f"the save could not be read back: {notice}")
        if saved.match.deals[0].history != ctl.match.deals[0].history:
            raise RuntimeError("the save read back differs from the match")
        return "scenes " + ", ".join(names) + f"; a deal of {len(ctl.deal.tricks)} tricks saved and read back"
    finally:
        app.close()


def _check_loopback_match(data_dir: Path) -> str:
    """A short match between two headless players through a table server on 127.0.0.1, and the LAN
    finder's reading of an announcement (made here, never sent: the self-test multicasts nothing)."""
    from zeroconf import ServiceInfo

    from trappola_gui.net.bot import BotPlayer, play_until
    from trappola_gui.net.client import TableClient
    from trappola_gui.net.lan import SERVICE, read_announcement
    from trappola_gui.net.serve import ServerThread

    server = ServerThread(data_dir / "server", "127.0.0.1", 0)
    port = server.start()
    try:
        url = f"ws://127.0.0.1:{port}"
        host, guest = TableClient(url, "Host"), TableClient(url, "Guest")
        code = host.host({"variant": "classic", "target": 10}, 2, "easy").code
        guest.join(code)
        play_until([BotPlayer(host, "random", 1), BotPlayer(guest, "random", 2)], wait=0.01)
        deals = len(host.records)
        for client in (host, guest):
            client.close()
    finally:
        server.stop()
    info = ServiceInfo(SERVICE, f"t.{SERVICE}", port=port, addresses=[bytes([127, 0, 0, 1])],
                       properties={"v": "1", "code": code, "name": "Host"})
    found = read_announcement(info)
    if found is None or found.code != code:
        raise RuntimeError("a LAN announcement could not be read")
    return f"a match played to its end through a table server on port {port} ({deals} deals); LAN reader ok"


def self_test() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="trappola-self-test-") as tmp:
        steps = [("assets", _check_assets), ("typeface", _check_typeface), ("catalogs", _check_catalogs),
                 ("scenes", lambda: _check_scenes_and_deal(Path(tmp))),
                 ("network", lambda: _check_loopback_match(Path(tmp)))]
        for name, step in steps:
            try:
                detail = step()
            except Exception as exc:  # the one place that turns any failure into one line
                print(f"self-test failed at {name}: {type(exc).__name__}: {exc}".replace("\n", " "),
                      file=sys.stderr)
                return 1
            print(f"ok {name}: {detail}")
    print(f"self-test passed in {time.perf_counter() - start:.1f} s")
    return 0
