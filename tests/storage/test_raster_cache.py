"""The cache of drawn pictures: what was kept comes back whole, anything else is as good as missing."""

from __future__ import annotations

import os

from trappola_gui.storage import AppPaths
from trappola_gui.storage.raster_cache import MAGIC, RasterCache


def _reader(shapes: list[str], length_ok: bool = True):
    """A target that takes any shape and hands a buffer of the asked length."""
    buffers: list[bytearray] = []

    def target(shape: str, length: int) -> bytearray | None:
        shapes.append(shape)
        if not length_ok:
            return None
        buffers.append(bytearray(length))
        return buffers[-1]

    return target, buffers


def test_a_kept_picture_comes_back_with_its_shape(tmp_path):
    cache = RasterCache(tmp_path / "raster")
    pixels = bytes(range(256)) * 3
    cache.write("italian-AC-10x15", "italian/AC.svg 10x15 adler32=1", "16x12 RGBA", pixels)
    shapes: list[str] = []
    target, buffers = _reader(shapes)
    assert cache.read_into("italian-AC-10x15", "italian/AC.svg 10x15 adler32=1", target)
    assert shapes == ["16x12 RGBA"] and bytes(buffers[0]) == pixels
    assert not [p for p in (tmp_path / "raster").iterdir() if p.name.endswith(".tmp")]


def test_another_key_a_missing_entry_or_a_refused_shape_reads_nothing(tmp_path):
    cache = RasterCache(tmp_path)
    cache.write("felt-8x8", "felt.svg adler32=1", "shape", b"x" * 64)
    assert not cache.read_into("felt-8x8", "felt.svg adler32=2", _reader([])[0])
    assert not cache.read_into("felt-9x9", "felt.svg adler32=1", _reader([])[0])
    assert not cache.read_into("felt-8x8", "felt.svg adler32=1", _reader([], length_ok=False)[0])
    assert cache.read_into("felt-8x8", "felt.svg adler32=1", _reader([])[0])


def test_a_cut_short_a_too_long_or_a_garbled_entry_reads_nothing(tmp_path):
    cache = RasterCache(tmp_path)
    cache.write("card", "key", "shape", b"p" * 100)
    whole = cache.path("card").read_bytes()
    for bad in (whole[:-1], whole + b"!", b"not a raster at all", MAGIC + b"key\nshape\nlots\n" + b"p" * 100, b""):
        cache.path("card").write_bytes(bad)
        assert not cache.read_into("card", "key", _reader([])[0]), bad[:40]
    cache.write("card", "key", "shape", b"p" * 100)  # written anew, it reads again
    assert cache.read_into("card", "key", _reader([])[0])


def test_an_entry_that_asks_for_more_memory_than_the_cache_holds_is_never_given_it(tmp_path):
    cache = RasterCache(tmp_path, limit=1000)
    cache.path("card").write_bytes(MAGIC + b"key\nshape\n" + str(10**12).encode() + b"\n" + b"p" * 100)
    shapes: list[str] = []
    assert not cache.read_into("card", "key", _reader(shapes)[0])
    assert shapes == []  # refused before any buffer was asked for


def test_a_folder_that_cannot_be_made_costs_nothing(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    cache = RasterCache(blocker / "raster")
    cache.write("card", "key", "shape", b"p" * 10)  # no error
    assert not cache.read_into("card", "key", _reader([])[0])


def test_past_its_limit_the_entries_used_longest_ago_go(tmp_path):
    cache = RasterCache(tmp_path, limit=4000)
    for i in range(3):
        cache.write(f"old-{i}", "key", "shape", b"o" * 1000)
        os.utime(cache.path(f"old-{i}"), (1000 + i, 1000 + i))
    os.utime(cache.path("old-0"), (5000, 5000))  # read lately: kept over the others
    cache.write("new", "key", "shape", b"n" * 1000)  # past 4000 bytes with the headers: pruned to 3000
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == ["new.raster", "old-0.raster"]
    assert sum(p.stat().st_size for p in tmp_path.iterdir()) <= 3000


def test_reading_marks_an_entry_as_used(tmp_path):
    cache = RasterCache(tmp_path)
    cache.write("card", "key", "shape", b"p")
    os.utime(cache.path("card"), (1000, 1000))
    assert cache.read_into("card", "key", _reader([])[0])
    assert cache.path("card").stat().st_mtime > 1000


def test_the_cache_lives_in_the_cache_folder_and_made_by_hand_paths_keep_none(tmp_path):
    assert AppPaths.under(tmp_path).raster_dir == tmp_path / "cache" / "raster"
    default = AppPaths.default()
    assert default.cache_dir is not None and "Trappola" in str(default.cache_dir)
    assert AppPaths(tmp_path, tmp_path, tmp_path).raster_dir is None
