"""The game's one type family and its scale: which face draws a text, at what size.

Every text the window draws is Source Sans Pro (the ``font-source-sans-pro``
package, SIL Open Font License 1.1) in a true regular, semibold or bold face;
no weight is ever faked by thickening strokes. Sizes and weights come from
:data:`TYPE`, the one scale the screens draw with: a role (``title``, ``body``,
``figure``...) rather than a number picked on the spot.

If the package or one of its files is missing (a broken install), the game
still starts: it says so once, in the log and as a notice, and draws with
pygame's built-in font instead.
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, NamedTuple

import pygame

from trappola_gui.resources import font_file
from trappola_gui.storage.lazy_log import Log

from ..lang.i18n import _

log = Log(__name__)

Weight = Literal["regular", "semibold", "bold"]

# The smallest text there is: its "Hg", capital top to descender foot, is 14 px of ink.
MIN_FONT_PX = 17

FAMILY = "Source Sans Pro"
LICENCE_FILE = "LICENSE.txt"
# The faces the game draws with (weight, italic) -> file in the package's files/ folder.
FACES: dict[tuple[Weight, bool], str] = {
    ("regular", False): "SourceSansPro-Regular.ttf",
    ("semibold", False): "SourceSansPro-Semibold.ttf",
    ("bold", False): "SourceSansPro-Bold.ttf",
    ("regular", True): "SourceSansPro-It.ttf",
    ("semibold", True): "SourceSansPro-SemiboldIt.ttf",
    ("bold", True): "SourceSansPro-BoldIt.ttf",
}

# A text asked for at ``px`` pixels opens the face at ``px * PT_PER_PX`` points: Source Sans's
# capitals are then about as tall as the built-in font's were at ``px * 1.3`` (what the layouts
# were drawn against), while its lines run narrower.
PT_PER_PX = 0.95
# pygame's built-in font draws small for its size.
FALLBACK_PT_PER_PX = 1.3


class TextStyle(NamedTuple):
    """One step of the scale: a size in pixels at ui scale 1.0 (a 1280x800 window) and a weight.

    A named tuple, as the other values on the way to the first frame: a dataclass's generated code
    costs several times as much to make.
    """

    size: float
    weight: Weight = "regular"
    italic: bool = False

    def px(self, scale: float) -> int:
        """The pixel size at ui scale ``scale``, never below :data:`MIN_FONT_PX`."""
        return max(MIN_FONT_PX, int(self.size * scale))


@dataclass(frozen=True)
class TypeScale:
    """The roles a text plays on screen, each with its style."""

    display: TextStyle  # the match-end winner line, the game's name on the menu
    title: TextStyle  # a screen's or a sheet's title
    heading: TextStyle  # a section's or a table's head
    body: TextStyle  # running text: rules, tips, questions, the prompt
    strong: TextStyle  # emphasised body text
    label: TextStyle  # buttons, form labels, name plates
    small: TextStyle  # captions, hints, key lines
    figure: TextStyle  # numbers in tables and scoreboards


TYPE = TypeScale(
    display=TextStyle(48, "bold"),
    title=TextStyle(30, "bold"),
    heading=TextStyle(22, "semibold"),
    body=TextStyle(20),
    strong=TextStyle(20, "semibold"),
    label=TextStyle(20, "semibold"),
    small=TextStyle(16),
    figure=TextStyle(20, "semibold"),
)


def weight_of(bold: bool, weight: Weight | None) -> Weight:
    """The weight a call asks for: ``weight`` when given, else bold or regular."""
    if weight is not None:
        return weight
    return "bold" if bold else "regular"


def face_path(weight: Weight, italic: bool = False) -> Path | None:
    """The file of one face, or None if the font package or that file is missing."""
    return font_file(FACES[(weight, italic)])


def licence_path() -> Path | None:
    return font_file(LICENCE_FILE)


# The tables every TrueType or OpenType font has (one of glyf or CFF holds the outlines).
_NEEDED_TABLES = {b"cmap", b"head", b"hhea", b"hmtx", b"name"}


def readable_font(path: Path) -> bool:
    """Whether ``path`` holds a whole TrueType/OpenType font: its table directory within the file.

    Checked before pygame opens it, because a damaged or cut-short font file can crash the
    renderer outright instead of raising an error.
    """
    # The header and the table directory are read, and the tables measured against the file's size:
    # the whole file (a third of a megabyte a face) need not be read for that.
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            data = handle.read(12)
            if len(data) < 12 or data[:4] not in (b"\x00\x01\x00\x00", b"OTTO", b"true"):
                return False
            (count,) = struct.unpack_from(">H", data, 4)
            data += handle.read(16 * count)
    except OSError:
        return False
    if len(data) < 12 + 16 * count:
        return False
    tags = set()
    for i in range(count):
        tag, _checksum, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if offset + length > size:
            return False
        tags.add(tag)
    return tags >= _NEEDED_TABLES and bool(tags & {b"glyf", b"CFF "})


class Typefaces:
    """Opens the faces at any size; falls back to pygame's built-in font if a face is missing.

    Every face is opened once at the start, so a file that is there but cannot be read is found
    before the first frame. ``missing`` holds the one message for the player, or None when every
    face was found and read.
    """

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.paths: dict[tuple[Weight, bool], Path | None] = {}
        lost: list[str] = []
        for key, name in FACES.items():
            path = face_path(*key)
            if path is not None and not self._reads(path):
                path = None
            self.paths[key] = path
            if path is None:
                lost.append(name)
        self.missing: str | None = None
        if lost:
            which = "" if len(lost) == len(FACES) else f" ({', '.join(sorted(lost))})"
            # TRANSLATORS: {family} is the typeface's name, {which} the missing files' names in
            # parentheses, or nothing.
            self.missing = _("The game's typeface ({family}, package font-source-sans-pro) was not found or "
                             "could not be read{which}: text is drawn in a plain font. Reinstalling Trappola "
                             "brings it back.").format(family=FAMILY, which=which)
            log.warning(self.missing)

    @staticmethod
    def _reads(path: Path) -> bool:
        if not readable_font(path):
            log.warning("%s is not a whole font file", path)
            return False
        try:
            name = pygame.font.Font(path, 12).name
        except (OSError, pygame.error) as exc:
            log.warning("Could not read %s: %s", path, exc)
            return False
        if name != FAMILY:
            log.warning("%s holds %s, not %s", path, name, FAMILY)
            return False
        return True

    def open(self, px: int, weight: Weight, italic: bool) -> pygame.font.Font:
        """A font drawing ``px``-pixel text in the asked face (no faux bold or slant, ever)."""
        path = self.paths[(weight, italic)]
        if path is not None:
            return pygame.font.Font(path, max(1, round(px * PT_PER_PX)))
        return pygame.font.Font(None, int(px * FALLBACK_PT_PER_PX))
