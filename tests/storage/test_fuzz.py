"""Whatever is in a settings, save or statistics file, loading never raises, the
player gets defaults (or no match) and one notice, and the bad bytes are kept."""

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trappola_gui.storage import (
    AppPaths,
    Settings,
    Stats,
    load_current,
    load_settings,
    load_stats,
    save_current,
    save_settings,
    save_stats,
)
from trappola_gui.storage.matches import save_document
from trappola_gui.storage.setting_values import FIELD_WORDS

from .helpers import aside_files, match_record, meta

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
settings_like = st.dictionaries(
    st.sampled_from([*FIELD_WORDS, "format", "difficulty", "junk"]), json_values, max_size=8
).map(lambda d: {**d, "format": d.get("format", "trappola-settings/1")})

VALID_SETTINGS = json.dumps(Settings(faces="french", partner_levels={2: "hard"}).to_json(), indent=2)
VALID_SAVE = json.dumps(save_document(match_record(), meta()), indent=2)


def _as_bytes(value) -> bytes:
    return value if isinstance(value, bytes) else json.dumps(value).encode()


def truncated(text: str) -> st.SearchStrategy[bytes]:
    return st.integers(0, len(text) - 1).map(lambda n: text[:n].encode())


def settings_files() -> st.SearchStrategy[bytes]:
    return st.one_of(st.binary(max_size=300), json_values.map(_as_bytes), settings_like.map(_as_bytes),
                     truncated(VALID_SETTINGS))


def _replace_somewhere(doc, path_choice: int, value):
    """The save document with one value somewhere inside it replaced."""
    spots = []

    def walk(node):
        if isinstance(node, dict):
            for key in node:
                spots.append((node, key))
                walk(node[key])
        elif isinstance(node, list):
            for index in range(len(node)):
                spots.append((node, index))
                walk(node[index])

    walk(doc)
    container, key = spots[path_choice % len(spots)]
    container[key] = value
    return doc


def save_files() -> st.SearchStrategy[bytes]:
    mutated = st.builds(lambda n, v: _as_bytes(_replace_somewhere(json.loads(VALID_SAVE), n, v)),
                        st.integers(0, 10_000), json_values)
    return st.one_of(st.binary(max_size=300), json_values.map(_as_bytes), truncated(VALID_SAVE), mutated)


def _check_kept(folder: Path, name: str, raw: bytes, notice: str | None, clean: bool) -> Path | None:
    kept = aside_files(folder, name)
    if clean:
        assert notice is None and kept == []
        return None
    assert isinstance(notice, str) and notice and "\n" not in notice
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert kept[0].name in notice
    return kept[0]


@FUZZ
@given(raw=settings_files())
def test_any_settings_file(raw):
    with tempfile.TemporaryDirectory() as tmp:
        paths = AppPaths.under(tmp)
        paths.config_dir.mkdir(parents=True)
        paths.settings_file.write_bytes(raw)

        loaded, notice = load_settings(paths)

        assert isinstance(loaded, Settings)
        clean = notice is None
        kept = _check_kept(paths.config_dir, "settings.json", raw, notice, clean)
        if clean:
            assert paths.settings_file.read_bytes() == raw
        save_settings(paths, loaded)
        save_settings(paths, Settings())
        if kept is not None:
            assert kept.read_bytes() == raw
        assert load_settings(paths) == (Settings(), None)


@FUZZ
@given(raw=save_files())
def test_any_save_file(raw):
    with tempfile.TemporaryDirectory() as tmp:
        paths = AppPaths.under(tmp)
        paths.data_dir.mkdir(parents=True)
        paths.current_match_file.write_bytes(raw)

        saved, notice = load_current(paths)

        clean = notice is None
        assert (saved is not None) == clean
        kept = _check_kept(paths.data_dir, "match-current.json", raw, notice, clean)
        save_current(paths, match_record(), meta())
        if kept is not None:
            assert kept.read_bytes() == raw
        assert load_current(paths)[1] is None


@FUZZ
@given(raw=st.one_of(st.binary(max_size=200), json_values.map(_as_bytes),
                     truncated(json.dumps(Stats().to_json()))))
def test_any_statistics_file(raw):
    with tempfile.TemporaryDirectory() as tmp:
        paths = AppPaths.under(tmp)
        paths.data_dir.mkdir(parents=True)
        paths.stats_file.write_bytes(raw)

        stats, notice = load_stats(paths)

        assert isinstance(stats, Stats)
        kept = _check_kept(paths.data_dir, "statistics.json", raw, notice, notice is None)
        save_stats(paths, stats)
        if kept is not None:
            assert kept.read_bytes() == raw
