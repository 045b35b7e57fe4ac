"""The setting "Gather tricks with a click" in the settings file: off by default, kept, checked."""

import json

import pytest

from trappola_gui.storage import AppPaths, Settings, SettingsError, load_settings, save_settings
from trappola_gui.storage.atomic import read_json

from .helpers import aside_files


def test_it_is_off_by_default_and_round_trips(tmp_path):
    paths = AppPaths.under(tmp_path)
    assert Settings().gather_by_click is False
    save_settings(paths, Settings(gather_by_click=True, faces="french"))
    assert read_json(paths.settings_file)["gather_by_click"] is True
    loaded, notice = load_settings(paths)
    assert notice is None
    assert (loaded.gather_by_click, loaded.faces) == (True, "french")


@pytest.mark.parametrize("doc", [
    {"format": "trappola-settings/1", "faces": "french", "animation_speed": 2.0, "coach": True},
    {"difficulty": "hard", "window_size": "1024x700", "faces": "french"},  # version 0: no format tag
])
def test_a_file_from_before_the_setting_loads_quietly_with_it_off(tmp_path, doc):
    paths = AppPaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_text(json.dumps(doc))
    loaded, notice = load_settings(paths)
    assert notice is None
    assert loaded.gather_by_click is False and loaded.faces == "french"
    assert aside_files(paths.config_dir, "settings.json") == []


@pytest.mark.parametrize("bad", ["yes", 1, None, [True]])
def test_a_bad_value_alone_is_reset_and_named(tmp_path, bad):
    paths = AppPaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_text(json.dumps({"format": "trappola-settings/1", "gather_by_click": bad,
                                               "level": "hard"}))
    loaded, notice = load_settings(paths)
    assert (loaded.gather_by_click, loaded.level) == (False, "hard")
    assert "gather tricks with a click" in notice
    assert len(aside_files(paths.config_dir, "settings.json")) == 1
    with pytest.raises(SettingsError):
        Settings(gather_by_click=bad)
