"""The Italian courts: Re (King), Cavallo (Cavalier) and Fante (Jack),
each holding the sign of the suit."""

from __future__ import annotations

from .batons import club
from .figures import crown, face_head, limb
from .italian_signs import coin, cup
from .palette import BLACK, GOLD, GOLD_DK, ITALIAN_COL, OUT, SKIN, SKIN_DK, WHITE
from .svg import circle, ellipse, held, num, path, place, rect
from .swords import long_sword


def court_frame(fill: str, stroke: str) -> list[str]:
    """The coloured panel a court figure stands in, with an inner rule."""
    return [rect(50, 14, 140, 332, fill, stroke, 3, 6),
            rect(55, 19, 130, 322, None, stroke, 1, 4)]


# Each suit dresses its courts in its own second colours, so the four Kings
# (and Cavalli, Fanti) differ in more than the robe.
COURT_PAL = {
    "S": {"second": "#c0222c", "cape": "#8a3a3a", "hose": GOLD, "hair": "#5a3a1e",
          "beard": "#7a6a5a", "hat": GOLD},
    "H": {"second": "#2f5f8f", "cape": "#3e8e41", "hose": "#2f5f8f", "hair": "#2b2118",
          "beard": "#3a2a1e", "hat": "#3e8e41"},
    "D": {"second": "#c0222c", "cape": "#6a4a8a", "hose": "#2f5f8f", "hair": "#b07a3a",
          "beard": "#9a6b34", "hat": "#c0222c"},
    "C": {"second": GOLD, "cape": "#c0222c", "hose": "#c0222c", "hair": "#7a4a20",
          "beard": "#a0522d", "hat": "#c0222c"},
}


def fist(x: float, y: float, rot: float = 0.0, r: float = 7.0) -> str:
    """A hand closed round an upright handle: fingers across, thumb on top."""
    parts = [rect(-r, -r * 0.8, 2 * r, r * 1.6, SKIN, OUT, 1.5, r * 0.6),
             path(f"M{num(-r * 0.55)},{num(-r * 0.25)} H{num(r * 0.75)} "
                  f"M{num(-r * 0.55)},{num(r * 0.3)} H{num(r * 0.75)}", None, SKIN_DK, 1.1),
             ellipse(-r * 0.35, -r * 0.75, r * 0.62, r * 0.36, SKIN, OUT, 1.3)]
    return place(parts, x, y, 1.0, rot)


def palm(x: float, y: float, rot: float = 0.0, r: float = 7.0) -> str:
    """An open hand from below, holding something up on its fingers."""
    parts = [path(f"M{num(-r)},{num(-r * 0.2)} Q{num(-r)},{num(r * 0.9)} 0,{num(r * 0.9)} "
                  f"Q{num(r)},{num(r * 0.9)} {num(r)},{num(-r * 0.2)} "
                  f"Q0,{num(-r * 0.7)} {num(-r)},{num(-r * 0.2)} Z", SKIN, OUT, 1.5),
             path(f"M{num(-r * 0.4)},{num(-r * 0.1)} V{num(r * 0.4)} "
                  f"M{num(r * 0.15)},{num(-r * 0.2)} V{num(r * 0.4)}", None, SKIN_DK, 1)]
    return place(parts, x, y, 1.0, rot)


def court_sword(length: float) -> list[str]:
    """A straight long sword for a court hand; grip centre at (0, length/2 - 18)."""
    return long_sword(length, 0)


def sword_grip(length: float) -> tuple[float, float]:
    """Where a hand closes round a court sword ``length`` long."""
    return (0.0, length / 2 - 18)


def club_grip(length: float) -> tuple[float, float]:
    """Where a hand closes round a club ``length`` long."""
    return (0.0, length / 2 - length * 0.11)


# A court pose for one suit: the arm that holds the sign (a limb path from
# the shoulder), what the hand does, and where the sign goes.  Each returns
# (sign parts, arm-and-hand parts): the sign is drawn behind the sleeve and
# the hand, so the hand visibly closes round the grip.
Pose = tuple[list[str], list[str]]


def king_holds(suit: str) -> Pose:
    """How the Re holds the sign of ``suit``."""
    robe = ITALIAN_COL[suit]["main"]
    if suit == "S":      # sword held upright at the right side
        return ([held(court_sword(168), sword_grip(168), (162, 182), 4)],
                [*limb("M148,130 Q170,150 162,178", robe, 12), fist(162, 182)])
    if suit == "H":      # cup held before the ermine in both hands
        return ([held(cup(), (0, 22), (120, 176), 0, 0.62)],
                [*limb("M92,130 Q80,170 104,180", robe, 12), palm(106, 180, -30),
                 *limb("M148,130 Q160,170 136,180", robe, 12), palm(134, 180, 30)])
    if suit == "D":      # coin held high in the right hand, shown to us
        return ([held(coin(), (0, 40), (162, 114), 0, 0.46)],
                [*limb("M148,130 Q172,134 162,114", robe, 12), fist(162, 114, 90)])
    # club held upright like a sceptre in the left hand
    return ([held(club(158, 3, 1.15), club_grip(158), (80, 196), -3)],
            [*limb("M92,130 Q68,164 80,192", robe, 12), fist(80, 196)])


def cavalier_holds(suit: str) -> Pose:
    """How the Cavallo holds the sign of ``suit``."""
    robe = ITALIAN_COL[suit]["main"]
    if suit == "S":      # sword raised over the horse's head
        return ([held(court_sword(128), sword_grip(128), (148, 128), 20)],
                [*limb("M124,156 Q144,152 148,128", robe, 8), fist(150, 124, 28, 6)])
    if suit == "H":      # cup held out on the open hand
        return ([held(cup(), (0, 46), (154, 146), 0, 0.64)],
                [*limb("M124,156 Q142,166 152,150", robe, 8), palm(154, 150, 0, 6)])
    if suit == "D":      # coin lifted high
        return ([held(coin(), (0, 40), (146, 106), 0, 0.48)],
                [*limb("M124,156 Q150,146 146,108", robe, 8), fist(146, 104, 90, 6)])
    # club brandished, heavy end up
    return ([held(club(128, 1, 1.2), club_grip(128), (150, 140), 12)],
            [*limb("M124,156 Q146,160 148,142", robe, 8), fist(150, 140, 14, 6)])


def jack_holds(suit: str) -> Pose:
    """How the Fante holds the sign of ``suit``."""
    robe = ITALIAN_COL[suit]["main"]
    if suit == "S":      # sword resting point down, a hand on the hilt
        return ([held(court_sword(176), sword_grip(176), (158, 188), 180)],
                [*limb("M142,124 Q166,150 158,182", robe, 10), fist(158, 188)])
    if suit == "H":      # cup lifted high on the open hand
        return ([held(cup(), (0, 46), (160, 140), 0, 0.62)],
                [*limb("M142,124 Q172,136 160,146", robe, 10), palm(160, 144)])
    if suit == "D":      # coin raised in the left hand
        return ([held(coin(), (0, 40), (82, 114), 0, 0.5)],
                [*limb("M98,124 Q74,134 82,116", robe, 10), fist(82, 114, -90)])
    # a tall club standing on its grip end, held like a staff
    return ([held(club(206, 2, 1.1), (0, 103), (156, 318), 0)],
            [*limb("M142,124 Q170,150 156,196", robe, 10), fist(156, 200)])


def meadow() -> str:
    """The grass the Cavallo and the Fante stand on."""
    return path("M52,318 Q120,306 188,318 L188,344 L52,344 Z", "#a9b57a", OUT, 1.5)


# ------------------------------------------------------------------ King


def throne(second: str) -> list[str]:
    """The King's throne, its back hung with the suit's second colour."""
    return [rect(66, 60, 108, 190, "#8b5a2b", OUT, 2, 4),
            rect(74, 68, 92, 174, "#b5803f", OUT, 1.2, 3),
            path("M74,68 L166,68 L166,100 Q120,84 74,100 Z", second, OUT, 1.2),
            circle(66, 58, 8, GOLD, GOLD_DK, 1.5), circle(174, 58, 8, GOLD, GOLD_DK, 1.5),
            rect(58, 318, 124, 22, "#7a5a3a", OUT, 2, 3),
            rect(62, 222, 116, 20, "#8b5a2b", OUT, 2, 3)]


def king_robe(suit: str) -> list[str]:
    """The seated King's robe over the knees, torso and ermine cape."""
    c = ITALIAN_COL[suit]
    robe, second = c["main"], COURT_PAL[suit]["second"]
    out = [
        path("M84,214 L156,214 L168,316 L72,316 Z", robe, OUT, 2),
        path("M76,300 L164,300 L168,316 L72,316 Z", GOLD, GOLD_DK, 1.5),
        path("M112,214 L108,316 M128,214 L132,316", None, c["dark"], 1.5),
        ellipse(100, 320, 13, 6, BLACK), ellipse(140, 320, 13, 6, BLACK),
        path("M94,124 Q120,112 146,124 L156,222 L84,222 Z", robe, OUT, 2),
        path("M104,126 L136,126 L130,222 L110,222 Z", second, OUT, 1.5),
        rect(86, 186, 68, 8, GOLD, GOLD_DK, 1.5),
        path("M88,124 Q120,150 152,124 L156,146 Q120,170 84,146 Z", WHITE, OUT, 1.5),
    ]
    # the ermine's black tails
    out += [path(f"M{x},{y} l-2,4 l2,-1 l2,1 Z", BLACK, BLACK, 1)
            for x, y in ((96, 140), (110, 150), (124, 152), (138, 146), (148, 136))]
    return out


def italian_king(suit: str) -> list[str]:
    """The Re, seated on his throne, crowned and bearded."""
    c = ITALIAN_COL[suit]
    pal = COURT_PAL[suit]
    out = [*court_frame(c["light"], c["dark"]), *throne(pal["second"]), *king_robe(suit)]
    # the free hand rests on the knee, on the side away from the sign
    if suit == "C":
        out += [*limb("M148,130 Q166,168 152,204", c["main"], 12), palm(152, 206, 180, 6.5)]
    elif suit != "H":
        out += [*limb("M90,130 Q76,168 86,204", c["main"], 12), palm(88, 206, 180, 6.5)]
    out += face_head(120, 98, 16, beard=pal["beard"], hair=pal["beard"])
    out += crown(120, 66, 30, 20, c["main"] if suit != "H" else "#2f5f8f")
    sign_, arm = king_holds(suit)
    return out + sign_ + arm


# --------------------------------------------------------------- Cavallo

HORSE_COL = {"S": ("#ece6da", "#8a7d6a"), "H": ("#8b4a2b", "#3a1e10"),
             "D": ("#9a9088", "#4a423c"), "C": ("#c89a5e", "#5a3a1e")}


def horse(suit: str) -> list[str]:
    """The Cavallo's horse, head to the right: far legs first, then the
    body, the near legs, the neck and head."""
    hc, mane = HORSE_COL[suit]

    def leg(d: str) -> list[str]:
        return [path(d, None, OUT, 12), path(d, None, hc, 8)]

    return [*leg("M86,252 L80,288 L84,322"),
            *leg("M146,252 Q160,270 170,262 L176,276"),
            path("M72,226 Q50,250 62,300 Q70,270 76,250", mane, OUT, 1.5),
            ellipse(114, 236, 46, 26, hc, OUT, 2),
            *leg("M98,254 L96,290 L100,324"),
            *leg("M140,256 L142,292 L146,324"),
            rect(93, 320, 12, 6, BLACK, None, None, 1), rect(141, 320, 12, 6, BLACK, None, None, 1),
            rect(78, 318, 12, 6, BLACK, None, None, 1),
            path("M134,224 Q142,186 156,166 L176,174 Q170,206 156,240 Z", hc, OUT, 2),
            path("M156,164 Q168,150 178,158 L188,190 Q188,200 178,200 L166,186 Z", hc, OUT, 2),
            path("M160,160 L158,146 L168,156 Z", hc, OUT, 1.5),
            path("M136,222 Q140,190 152,168 L160,166 Q146,196 142,228 Z", mane, None),
            circle(172, 170, 2.2, OUT),
            path("M166,186 L184,188 M150,206 L170,180", None, "#6b2a10", 1.5)]


def rider(suit: str) -> list[str]:
    """The Cavallo in the saddle, reins in the left hand, in a plumed cap."""
    c = ITALIAN_COL[suit]
    pal = COURT_PAL[suit]
    robe = c["main"]
    # saddle cloth in the suit's second colour, edged in gold
    out = [path("M90,214 L142,214 L138,262 L94,262 Z", pal["second"] if suit != "D" else robe, OUT, 1.5),
           path("M94,256 L138,256 L138,262 L94,262 Z", GOLD, GOLD_DK, 1),
           *limb("M108,210 L122,240 L116,272", pal["hose"] if suit != "S" else c["dark"], 9),
           ellipse(120, 274, 9, 5, BLACK),
           path("M98,150 Q112,142 126,150 L130,214 L96,214 Z", robe, OUT, 2),
           rect(97, 190, 32, 7, GOLD, GOLD_DK, 1.2),
           *limb("M100,152 L88,190 L100,200", robe, 8),
           palm(101, 200, -70, 5),
           path("M104,200 Q130,196 166,186", None, "#6b2a10", 1.5)]
    out += face_head(112, 128, 13, hair=pal["hair"])
    return [*out, path("M96,122 Q96,104 112,104 Q130,104 130,122 Z", pal["hat"], OUT, 1.5),
            path("M126,108 Q146,92 140,74 Q134,96 118,104 Z", WHITE, OUT, 1.2)]


def italian_cavalier(suit: str) -> list[str]:
    """The Cavallo: a rider on horseback holding up the suit's sign."""
    c = ITALIAN_COL[suit]
    sign_, arm = cavalier_holds(suit)
    return [*court_frame(c["light"], c["dark"]), meadow(), *horse(suit), *rider(suit), *sign_, *arm]


# ----------------------------------------------------------------- Fante


def jack_figure(suit: str) -> list[str]:
    """The standing Fante's cape, legs, tunic and belt, buttoned in gold."""
    c = ITALIAN_COL[suit]
    pal = COURT_PAL[suit]
    robe, hose2 = c["main"], pal["hose"]
    out = [
        path("M96,106 Q70,180 80,250 L160,250 Q168,180 144,106 Z", pal["cape"], OUT, 2),
        *limb("M110,222 L106,316", robe, 10),
        *limb("M130,222 L134,316", hose2, 10),
        ellipse(102, 320, 12, 6, BLACK), ellipse(138, 320, 12, 6, BLACK),
        path("M98,118 Q120,108 142,118 L154,234 Q120,244 86,234 Z", robe, OUT, 2),
        path("M114,118 L126,118 L124,234 L116,234 Z", hose2, OUT, 1.2),
        rect(90, 176, 60, 8, "#5a3a1e", OUT, 1.2),
        rect(116, 175, 8, 10, GOLD, GOLD_DK, 1),
    ]
    return out + [circle(120, y, 2.4, GOLD, GOLD_DK, 0.8) for y in (132, 148, 162, 200, 216)]


def italian_jack(suit: str) -> list[str]:
    """The Fante, standing, the suit's sign in one hand."""
    c = ITALIAN_COL[suit]
    pal = COURT_PAL[suit]
    robe = c["main"]
    out = [*court_frame(c["light"], c["dark"]), meadow(), *jack_figure(suit)]
    # the free arm hangs at the side or rests on the belt
    if suit == "D":
        out += [*limb("M142,124 Q160,152 142,178", robe, 10), palm(140, 180, 120, 6)]
    else:
        out += [*limb("M98,124 Q80,160 92,196", robe, 10), palm(93, 198, 180, 6)]
    out += face_head(120, 92, 15, hair=pal["hair"])
    out += [ellipse(120, 78, 24, 7, pal["hat"], OUT, 1.5),
            path("M104,78 Q106,60 122,62 Q136,64 136,78 Z", robe, OUT, 1.5),
            path("M132,70 Q160,50 152,28 Q146,52 128,66 Z", WHITE, OUT, 1.2)]
    sign_, arm = jack_holds(suit)
    return out + sign_ + arm
