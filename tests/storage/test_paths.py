from pathlib import Path

import platformdirs

from trappola_gui.storage import AppPaths, load_current, load_settings, load_stats


def _files(paths: AppPaths) -> list[Path]:
    return [paths.settings_file, paths.current_match_file, paths.history_dir, paths.stats_file,
            paths.crash_log, paths.app_log]


def test_under_puts_everything_under_the_folder(tmp_path):
    paths = AppPaths.under(tmp_path)
    for path in [paths.config_dir, paths.data_dir, paths.log_dir, *_files(paths)]:
        assert path.is_relative_to(tmp_path)


def test_default_uses_platformdirs_for_trappola_without_vendor():
    paths = AppPaths.default()
    assert paths.config_dir == platformdirs.user_config_path("Trappola", appauthor=False)
    assert paths.data_dir == platformdirs.user_data_path("Trappola", appauthor=False)
    assert paths.log_dir == platformdirs.user_log_path("Trappola", appauthor=False)
    assert "Trappola" in str(paths.data_dir)


def test_from_option_picks_default_or_under(tmp_path):
    assert AppPaths.from_option(None) == AppPaths.default()
    assert AppPaths.from_option(tmp_path) == AppPaths.under(tmp_path)


def test_file_names_never_collide_even_when_the_folders_are_one(tmp_path):
    # macOS and Windows may give the same folder for config, data and state.
    same = AppPaths(tmp_path, tmp_path, tmp_path)
    files = _files(same)
    assert len({p.name for p in files}) == len(files)
    assert len(set(files)) == len(files)


def test_loading_creates_no_folders(tmp_path):
    paths = AppPaths.under(tmp_path / "fresh")
    assert load_settings(paths)[1] is None
    assert load_current(paths) == (None, None)
    assert load_stats(paths)[1] is None
    assert not (tmp_path / "fresh").exists()
