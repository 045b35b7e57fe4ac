"""A copy of the game that must not run, and what a running one writes to its log.

An error of the window's own modules (a save that failed) reaches ``trappola.log``. A lock that
cannot be made in a folder that can be written stops the copy with the sentence a second copy
gets, touching nothing. The sentence's window wraps it to the box and ends on OK, a key, SIGTERM
or Ctrl+C.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from trappola_gui.app.kit.ui import Fonts
from trappola_gui.app.shell.message_window import PAD, MessageWindow, wrap
from trappola_gui.storage import AlreadyRunning, AppPaths, DataLock, save_current

from ..storage.helpers import match_record, meta
from .helpers import make_app, start

ROOT = Path(__file__).resolve().parents[2]
SENTENCE = ("Trappola is already running with these files (/home/somebody/.local/share/a-rather-long-folder-name/"
            "trappola/data). This copy closes without touching them; switch to the open window, or start with "
            "--data-dir to use other files.")


def files_under(root: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(root)): (p.read_bytes() if p.is_file() else None) for p in sorted(root.rglob("*"))}


# ------------------------------------------------------------------ the log
def test_a_save_that_fails_is_written_to_the_log_file(tmp_path, monkeypatch):
    from trappola_gui.storage import WriteError

    def refuse(*_args, **_kwargs):
        raise WriteError("could not write match-current.json: No space left on device")

    app = make_app(tmp_path, "800x600")
    try:
        ctl, _tour = start(app, "classic")
        monkeypatch.setattr("trappola_gui.storage.save_current", refuse)
        app.save_match(ctl)
        for handler in logging.getLogger("trappola_gui").handlers:
            handler.flush()
        text = app.paths.app_log.read_text()
        assert ("ERROR trappola_gui.app.shell.session: could not write match: "
                "could not write match-current.json: No space left on device") in text
    finally:
        app.close()


# ------------------------------------------------------------------ the lock fails closed
def test_a_lock_that_cannot_be_made_stops_the_copy_before_it_touches_anything(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    save_current(paths, match_record(), meta())
    paths.lock_file.mkdir()
    before = files_under(tmp_path)
    with pytest.raises(AlreadyRunning):
        make_app(tmp_path, "800x600")
    assert files_under(tmp_path) == before


def _refusal(data: Path) -> tuple[int, list[str]]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "trappola_gui", "--data-dir", str(data), "--size", "800x600",
                           "--quit-after-first-frame"], capture_output=True, text=True, env=env, timeout=120)
    return done.returncode, [line for line in done.stderr.splitlines() if line.strip()]


def test_the_real_program_refuses_a_broken_lock_with_the_second_copys_sentence(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    save_current(paths, match_record(), meta())
    held = DataLock.acquire(paths)
    try:
        second_copy = _refusal(tmp_path / "data")
    finally:
        held.release()
    paths.lock_file.unlink()
    paths.lock_file.mkdir()
    before = files_under(tmp_path)
    broken_lock = _refusal(tmp_path / "data")
    assert second_copy[0] == 1 and len(second_copy[1]) == 1 and "already running" in second_copy[1][0]
    assert broken_lock == second_copy
    assert files_under(tmp_path) == before


# ------------------------------------------------------------------ the sentence's window
def test_the_sentence_is_wrapped_to_the_box_and_every_line_fits():
    box = MessageWindow(SENTENCE)
    assert len(box.lines) >= 4
    assert all(box.font.size(line)[0] <= box.text_width for line in box.lines), box.lines
    assert "".join(box.lines).replace(" ", "") == SENTENCE.replace(" ", "")  # nothing lost, nothing added
    assert PAD + len(box.lines) * box.line_height <= box.button.rect.top
    assert box.button.rect.bottom <= box.size[1] and box.size[0] == box.text_width + 2 * PAD
    surface = pygame.Surface(box.size)
    box.draw(surface)
    # Beyond the right margin, above the button: nothing but the sheet (no text runs out of the box).
    sheet = surface.get_at((box.size[0] // 2, 4))
    margin = range(box.size[0] - PAD + 2, box.size[0] - 4)
    assert all(surface.get_at((x, y)) == sheet for x in margin for y in range(4, box.button.rect.top))


def test_a_word_no_line_holds_is_broken_and_short_text_stays_one_line():
    font = Fonts().font(20)
    lines = wrap(font, "x" * 400, 200)
    assert len(lines) > 1 and all(font.size(line)[0] <= 200 for line in lines) and "".join(lines) == "x" * 400
    assert wrap(font, "Trappola is already running.", 500) == ["Trappola is already running."]


@pytest.mark.parametrize("event", [
    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN),
    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE),
    pygame.event.Event(pygame.QUIT),
])
def test_a_key_or_the_close_button_ends_the_window(event):
    box = MessageWindow(SENTENCE)
    box.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert box.ended_by is None
    box.handle(event)
    assert box.ended_by is not None


def test_a_click_on_ok_ends_the_window():
    box = MessageWindow(SENTENCE)
    box.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(4, 4)))
    assert box.ended_by is None
    box.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=box.button.rect.center))
    assert box.ended_by == "OK"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_ends_the_windows_loop(sig):
    # The loop runs as in the game; after its first frame the process sends itself the signal.
    script = textwrap.dedent(f"""
        import os, pygame
        from trappola_gui.app.shell.message_window import MessageWindow
        pygame.display.init()
        frames = []
        def frame():
            frames.append(1)
            if len(frames) == 1:
                os.kill(os.getpid(), {int(sig)})
        how = MessageWindow("Trappola is already running with these files.").run(frame)
        print("ended by", how, "after", len(frames), "frames")
    """)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=60)
    assert done.returncode == 0, done.stderr[-800:]
    assert done.stdout.split() == ["ended", "by", signal.Signals(sig).name, "after", "1", "frames"]
