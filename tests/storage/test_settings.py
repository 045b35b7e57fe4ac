import json
from datetime import datetime

import pytest

from trappola_gui.engine import Rules
from trappola_gui.storage import AppPaths, Settings, SettingsError, load_settings, save_settings
from trappola_gui.storage.atomic import read_json
from trappola_gui.storage.formats import set_aside

from .helpers import aside_files

CUSTOM = Settings(
    faces="french", four_colour=True, back="blue", language="pt_BR", level="hard", variant="partnership",
    rule_options={"must_win": True}, target=100, animation_speed=0.0, reduced_motion=True, large_cards=True,
    sound=False, volume=0.25, window_size=(1024, 768), fullscreen=True, allow_undo=False, coach=True,
    partner_levels={1: "easy", 2: "hard", 3: "normal"},
)


def test_defaults():
    s = Settings()
    assert (s.faces, s.back, s.language, s.level, s.variant, s.target) == ("italian", "red", None, "normal",
                                                                           "classic", 60)
    assert s.rules() == Rules.variant_preset("classic")
    assert s.window_size[0] >= 800 and s.window_size[1] >= 600


def test_round_trip(tmp_path):
    paths = AppPaths.under(tmp_path)
    save_settings(paths, CUSTOM)
    assert read_json(paths.settings_file)["format"] == "trappola-settings/1"
    loaded, notice = load_settings(paths)
    assert notice is None
    assert loaded == CUSTOM
    assert loaded.level_of(2) == "hard" and loaded.level_of(0) == "hard" and loaded.level_of(1) == "easy"
    assert loaded.rules() == Rules.from_dict({"variant": "partnership", "must_win": True, "target": 100})


def test_missing_file_gives_defaults_quietly(tmp_path):
    assert load_settings(AppPaths.under(tmp_path)) == (Settings(), None)


@pytest.mark.parametrize(
    "changes",
    [{"volume": 1.5}, {"window_size": (640, 480)}, {"faces": "spanish"}, {"target": 0}, {"target": True},
     {"animation_speed": float("nan")}, {"language": "../etc"}, {"partner_levels": {5: "easy"}},
     {"rule_options": {"variant": "czech"}}, {"variant": "partnership", "rule_options": {"deck": 32}},
     {"rule_options": {"no_such_option": 1}}],
)
def test_a_bad_value_is_refused_when_building(changes):
    with pytest.raises(SettingsError):
        Settings(**changes)
    with pytest.raises(SettingsError):
        Settings().replace(**changes)


def test_every_card_face_style_is_accepted_and_kept(tmp_path):
    paths = AppPaths.under(tmp_path)
    for faces in ("italian", "napoletane", "french"):
        save_settings(paths, Settings(faces=faces))
        assert load_settings(paths)[0].faces == faces


def test_the_old_deep_italian_faces_load_as_the_napoletane(tmp_path):
    # Older versions stored the Napoletane deck, then a recolour, as "italian_deep": such a file
    # loads with the Napoletane faces, no field reset and no notice, and is written back so.
    paths = AppPaths.under(tmp_path)
    doc = CUSTOM.to_json()
    doc["faces"] = "italian_deep"
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps(doc))
    loaded, notice = load_settings(paths)
    assert loaded.faces == "napoletane"
    assert loaded == CUSTOM.replace(faces="napoletane")
    assert notice is None
    save_settings(paths, loaded)
    assert json.loads(paths.settings_file.read_text())["faces"] == "napoletane"
    assert Settings(faces="italian_deep").faces == "napoletane"
    with pytest.raises(SettingsError):
        Settings(faces="italian_pale")


def test_target_may_be_any_positive_whole_number():
    assert Settings(target=42).rules().target == 42


def test_one_bad_field_is_reset_the_rest_kept_and_the_original_kept_aside(tmp_path):
    paths = AppPaths.under(tmp_path)
    doc = CUSTOM.to_json()
    doc["volume"] = "loud"
    doc["window_size"] = [100, 100]
    doc["mystery"] = 1
    raw = json.dumps(doc).encode()
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_bytes(raw)

    loaded, notice = load_settings(paths)

    assert loaded == CUSTOM.replace(volume=Settings().volume, window_size=Settings().window_size)
    [kept] = aside_files(paths.config_dir, "settings.json")
    assert kept.read_bytes() == raw
    assert "volume" in notice and "window size" in notice and "unknown setting" in notice
    assert kept.name in notice
    # The repaired settings were written back, so the next start is quiet.
    assert load_settings(paths) == (loaded, None)
    assert kept.read_bytes() == raw


def test_rule_options_that_clash_with_the_variant_are_reset(tmp_path):
    paths = AppPaths.under(tmp_path)
    doc = Settings(variant="partnership").to_json()
    doc["rule_options"] = {"deck": 32}
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps(doc))
    loaded, notice = load_settings(paths)
    assert loaded == Settings(variant="partnership")
    assert "rule options" in notice


def test_an_unreadable_file_is_kept_and_defaults_used(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_bytes(b'{"faces": "fren')
    loaded, notice = load_settings(paths)
    assert loaded == Settings()
    [kept] = aside_files(paths.config_dir, "settings.json")
    assert notice == f"Your settings file could not be read; it was kept as {kept.name} and the defaults are used."
    assert not paths.settings_file.exists()
    save_settings(paths, CUSTOM)
    assert kept.read_bytes() == b'{"faces": "fren'


def test_a_file_from_a_newer_version_is_kept_not_overwritten(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text('{"format": "trappola-settings/2", "faces": "french"}')
    loaded, notice = load_settings(paths)
    assert loaded == Settings()
    assert "newer version" in notice
    assert len(aside_files(paths.config_dir, "settings.json")) == 1


def test_migration_from_the_unversioned_v0_settings(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps({"faces": "french", "difficulty": "hard", "window_size": "1024x768"}))
    loaded, notice = load_settings(paths)
    assert notice is None
    assert loaded == Settings(faces="french", level="hard", window_size=(1024, 768))
    save_settings(paths, loaded)
    assert read_json(paths.settings_file)["format"] == "trappola-settings/1"


def test_kept_files_get_a_counter_instead_of_replacing_each_other(tmp_path):
    when = datetime(2026, 11, 29, 10, 15, 0)
    names = []
    for text in ("one", "two", "three"):
        target = tmp_path / "settings.json"
        target.write_text(text)
        names.append(set_aside(target, when).name)
    assert names == ["settings.json.corrupt-20261129-101500", "settings.json.corrupt-20261129-101500-2",
                     "settings.json.corrupt-20261129-101500-3"]
    assert [(tmp_path / n).read_text() for n in names] == ["one", "two", "three"]
