"""The English-pattern courts' faces: full face and profile, each drawn about
the head's centre at about life size for a 42-unit face (placed larger with
``HEAD_SCALE``), with brows, lidded eyes, a nose with its nostrils, two lips,
and strands drawn into the hair and beards, as the printed courts have them.
"""

from __future__ import annotations

from .palette import GOLD, OUT, SKIN, SKIN_DK, WHITE
from .svg import circle, ellipse_d, num, path

LIPS = "#b0423a"
LIPS_DK = "#84281f"
BLUSH = "#efb59c"
# How strands are drawn into hair and beards: thin lines of the outline's ink.
STRAND = 0.6

_LOCKS = {
    "long": "M-17,-10 C-27,6 -25,24 -15,30 L-9,14 L9,14 L15,30 C25,24 27,6 17,-10 Z",
    "bob": "M-17,-12 C-25,-2 -25,12 -18,18 C-16,12 -14,8 -12,6 L12,6 C14,8 16,12 18,18 "
           "C25,12 25,-2 17,-12 Z",
    "plaits": "M-17,-12 C-23,-4 -23,4 -21,8 L21,8 C23,4 23,-4 17,-12 Z",
}
_LOCK_STRANDS = {
    "long": "M-19,0 C-22,10 -20,20 -16,26 M-16,6 C-18,14 -16,20 -13,24 "
            "M19,0 C22,10 20,20 16,26 M16,6 C18,14 16,20 13,24",
    "bob": "M-19,-4 C-22,4 -21,10 -19,14 M19,-4 C22,4 21,10 19,14",
    "plaits": "M-19,-6 C-21,-2 -21,2 -20,6 M19,-6 C21,-2 21,2 20,6",
}


def _plaits(hair: str) -> list[str]:
    """Two plaits falling from behind the ears over the shoulders, each a
    chain of overlapping locks with a ribbon at its end."""
    d = " ".join(ellipse_d(s * (18.5 + i * 0.6), 4 + i * 5.2, 4.2, 3.4, s * 12)
                 for s in (-1, 1) for i in range(6))
    return [path(d, hair, OUT, 0.9), *(circle(s * 22, 35, 2.2, GOLD) for s in (-1, 1))]
# A forked beard round the chin, and the strands combed down it.
_BEARD = ("M-15.5,2 C-15,16 -10,28 -3,34 L0,29 L3,34 C10,28 15,16 15.5,2 "
          "C11,10 7,15.5 0,15.5 C-7,15.5 -11,10 -15.5,2 Z")
_BEARD_STRANDS = ("M-13,8 C-12,16 -9,23 -5,29 M-9,14 C-8,20 -6,25 -3,30 M-4,17 C-4,21 -3,25 -1.5,28 "
                  "M13,8 C12,16 9,23 5,29 M9,14 C8,20 6,25 3,30 M4,17 C4,21 3,25 1.5,28")


def _eye(ex: float, look: float, brow: str) -> list[str]:
    """An open almond eye at ``ex`` under its arched brow of ``brow``, its
    iris turned ``look`` and clear of the lid, with a glint of light."""
    return [path(f"M{num(ex - 5)},-9 Q{num(ex)},-13 {num(ex + 5)},-9.6 Q{num(ex)},-11.3 {num(ex - 5)},-9 Z",
                 brow, OUT, 0.5),
            path(f"M{num(ex - 4.6)},-3 Q{num(ex)},-8.2 {num(ex + 4.6)},-3 Q{num(ex)},-0.2 {num(ex - 4.6)},-3 Z",
                 WHITE, OUT, 0.6),
            circle(ex + look, -3.2, 2.0, "#5a4030"), circle(ex + look, -3.2, 1.0, OUT),
            circle(ex + look + 0.7, -3.9, 0.5, WHITE),
            path(f"M{num(ex - 4.9)},-2.9 Q{num(ex)},-8.6 {num(ex + 4.9)},-3.1", None, OUT, 1.1)]


def front_face(turn: float = 0.0, hair: str = "#6b4a2b", beard: str | None = None,
               locks: str = "long", moustache: bool = True) -> list[str]:
    """A full face about its centre (about 34 wide, 42 high), glancing
    ``turn`` (-1 left .. 1 right): hair behind (``long``, a ``bob``, or
    ``plaits`` falling in front of the shoulders) with
    its strands, brows, lidded eyes, a nose with its nostrils, two lips,
    and a forked, combed beard when ``beard`` is a colour, with a curled
    moustache unless ``moustache`` is false."""
    t = turn * 2.5
    out = [path(_LOCKS[locks], hair, OUT, 1.2), path(_LOCK_STRANDS[locks], None, OUT, STRAND)]
    out += _plaits(hair) if locks == "plaits" else []
    if locks == "bob":
        out += [circle(x, 16, 3.2, hair, OUT, 1) for x in (-18, 18)]
    out.append(path("M0,-20 C10,-20 16,-12 16,-2 C16,10 9,20 0,21 C-9,20 -16,10 -16,-2 "
                    "C-16,-12 -10,-20 0,-20 Z", SKIN, OUT, 1.5))
    # the fringe under the headgear, combed in strands
    out.append(path("M-15,-10 C-10,-17 10,-17 15,-10 C12,-14 6,-15 0,-13.5 C-6,-15 -12,-14 -15,-10 Z",
                    hair, OUT, 0.8))
    out += [path(f"M{num(x)},1 a3.2,2.2 0 1,0 0.01,0 Z", BLUSH) for x in (-10 + t * 0.3, 10 + t * 0.3)]
    brow = beard or hair
    for s in (-1, 1):
        out += _eye(s * 6.5 + t * 0.4, t * 0.8, brow)
    # the nose: the shaded side of its bridge, the tip, and a nostril each side
    n = t
    out.append(path(f"M{num(n * 0.4 + 2)},-5 C{num(n + 2.6)},0 {num(n + 3)},3 {num(n + 3.6)},5.6 "
                    f"Q{num(n + 5)},8.2 {num(n + 1.8)},8.4 Q{num(n)},9.6 {num(n - 1.8)},8.4 "
                    f"Q{num(n - 5)},8.2 {num(n - 3.4)},5.8", None, SKIN_DK, 1.1))
    out += [circle(n + x, 7.4, 0.8, SKIN_DK) for x in (-1.7, 1.7)]
    if beard:
        out += [path(_BEARD, beard, OUT, 1.2), path(_BEARD_STRANDS, None, OUT, STRAND)]
    # two lips parted by a dark line, and the dimple under them
    out += [path(f"M{num(n - 5)},12 Q{num(n - 2.5)},10.2 {num(n)},11.2 Q{num(n + 2.5)},10.2 {num(n + 5)},12 "
                 f"Q{num(n)},12.7 {num(n - 5)},12 Z", LIPS_DK, OUT, 0.5),
            path(f"M{num(n - 4.2)},12.3 Q{num(n)},15.8 {num(n + 4.2)},12.3 Q{num(n)},13 {num(n - 4.2)},12.3 Z",
                 LIPS, OUT, 0.5)]
    if not beard:
        out.append(path(f"M{num(n - 2)},17.4 Q{num(n)},18.4 {num(n + 2)},17.4", None, SKIN_DK, 0.8))
    if beard and moustache:
        out.append(path(f"M{num(t - 12)},7 Q{num(t - 13)},10 {num(t - 9)},10.5 Q{num(t - 5)},9 {num(t)},10.6 "
                        f"Q{num(t + 5)},9 {num(t + 9)},10.5 Q{num(t + 13)},10 {num(t + 12)},7 "
                        f"Q{num(t + 10)},9 {num(t + 5)},7.6 Q{num(t)},7 {num(t)},8.6 Q{num(t)},7 {num(t - 5)},7.6 "
                        f"Q{num(t - 10)},9 {num(t - 12)},7 Z", beard, OUT, 0.9))
    return out


def profile_face(hair: str = "#6b4a2b", beard: str | None = None) -> list[str]:
    """A head in profile looking left, about its centre: brow, a lidded eye,
    the nose with its nostril, two lips, the chin, the ear, hair falling
    behind in strands; a combed beard along the jaw when ``beard`` is a
    colour.  Mirror it to look right."""
    out = [path("M-6,-18 C6,-24 20,-14 19,0 C19,12 18,24 11,31 L2,22 C8,14 10,6 9,-2 Z", hair, OUT, 1.2),
           path("M12,-8 C16,2 16,14 12,24 M8,-12 C12,-6 14,2 14,10", None, OUT, STRAND),
           path("M6,-20 C-2,-21 -10,-18 -13,-10 L-14,-5 L-20,4 L-14,6.5 L-15,10 L-12,12 L-14.5,14.5 "
                "C-13,20 -10,22 -4,22 C4,22 10,16 12,8 L13,-10 C12,-16 10,-19 6,-20 Z", SKIN, OUT, 1.5),
           path("M-11,3.5 a2.8,1.8 0 1,0 0.01,0 Z", BLUSH),
           path("M-12.5,-9 Q-8,-12.6 -3,-9.4 Q-8,-10.8 -12.5,-9 Z", beard or hair, OUT, 0.5),
           path("M-11.5,-3 Q-8,-7.8 -4.5,-3 Q-8,-0.6 -11.5,-3 Z", WHITE, OUT, 0.6),
           circle(-9.6, -3.3, 1.8, "#5a4030"), circle(-10, -3.3, 0.9, OUT), circle(-9.3, -3.9, 0.45, WHITE),
           path("M-11.8,-2.8 Q-8,-8.2 -4.2,-3.2", None, OUT, 1.1),
           # the nostril's wing and the lips at the profile's edge
           path("M-16.5,5.6 Q-14,7.4 -12.6,5.4 Q-13,3.6 -14.5,3.4", None, SKIN_DK, 0.9),
           path("M-15,10 Q-13,9.4 -11,10.6 L-12.6,11.4 Z", LIPS_DK, OUT, 0.5),
           path("M-14.4,12.4 Q-12.6,11.4 -11,11.2 Q-11.6,13.6 -14.4,12.4 Z", LIPS, OUT, 0.5),
           path("M-13.6,16.6 Q-11,17.4 -9.6,16", None, SKIN_DK, 0.8),
           # the ear and its inner curl
           path("M5,-5 C10,-5 10,5 5,5 M6.2,-2.4 Q8.4,0 6.4,2.6", None, SKIN_DK, 1.1)]
    if beard:
        out += [path("M-14,14 C-15,24 -9,33 0,33 C8,32 13,22 12,6 L8,8 C5,15 -3,17 -9,15 Z", beard, OUT, 1.2),
                path("M-11,18 C-11,24 -8,29 -4,31 M-5,18 C-4,24 -1,28 3,30 M2,16 C3,22 6,26 8,27 "
                     "M7,11 C8,16 10,20 11,21", None, OUT, STRAND),
                path("M-15,9.5 Q-10,7.5 -6,10 Q-10,12 -15,11 Z", beard, OUT, 0.8)]
    return out
