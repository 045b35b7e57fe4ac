"""The window's place and the named speed in the settings file."""

import json

import pytest

from trappola_gui.storage import AppPaths, Settings, SettingsError, load_settings, save_settings
from trappola_gui.storage.setting_values import SPEEDS, speed_name

from .helpers import aside_files


def write(paths: AppPaths, doc: dict) -> None:
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_text(json.dumps({"format": "trappola-settings/1", **doc}))


def test_the_window_place_round_trips_and_defaults_to_the_systems_choice(tmp_path):
    paths = AppPaths.under(tmp_path)
    assert Settings().window_pos is None
    save_settings(paths, Settings(window_pos=(-1200, 45), window_size=(1024, 700)))
    loaded, notice = load_settings(paths)
    assert notice is None
    assert (loaded.window_pos, loaded.window_size) == ((-1200, 45), (1024, 700))


def test_a_file_from_before_the_window_place_loads_quietly(tmp_path):
    paths = AppPaths.under(tmp_path)
    write(paths, {"window_size": [1100, 700], "faces": "french"})
    loaded, notice = load_settings(paths)
    assert notice is None
    assert (loaded.window_pos, loaded.window_size, loaded.faces) == (None, (1100, 700), "french")


@pytest.mark.parametrize("bad", [[1, 2, 3], ["10", 20], [True, 5], [1.5, 2], [0, 10**6], "100,200", {"x": 1}])
def test_a_bad_window_place_alone_is_reset_and_named(tmp_path, bad):
    paths = AppPaths.under(tmp_path)
    write(paths, {"window_pos": bad, "window_size": [1024, 700], "level": "hard"})
    loaded, notice = load_settings(paths)
    assert loaded.window_pos is None
    assert (loaded.window_size, loaded.level) == ((1024, 700), "hard")
    assert "window position" in notice
    assert len(aside_files(paths.config_dir, "settings.json")) == 1
    with pytest.raises(SettingsError):
        Settings(window_pos=bad)


def test_each_named_speed_writes_a_value_that_reads_back_as_its_name():
    for name, speed in SPEEDS.items():
        assert speed_name(Settings(animation_speed=speed).animation_speed) == name
    assert list(SPEEDS) == ["relaxed", "normal", "fast", "instant"]


def test_an_older_files_speed_loads_as_it_is_and_reads_as_the_nearest_name(tmp_path):
    paths = AppPaths.under(tmp_path)
    for old, nearest in ((0.5, "relaxed"), (3.0, "fast"), (1.2, "normal"), (0.0, "instant"), (0.05, "relaxed")):
        write(paths, {"animation_speed": old})
        loaded, notice = load_settings(paths)
        assert notice is None
        assert loaded.animation_speed == old  # the number is kept: nothing changes until the player picks
        assert speed_name(loaded.animation_speed) == nearest
