#!/usr/bin/env python3
"""Generates the first draft of maps/data/libya-egypt.toml, the area map of
Axis & Allies: North Africa (issue 28, seed 002).

The map is a planar partition drawn from named corners: every area is a
list of corner names, so two areas that share a border share its corners
exactly and the loader (grid.adjacency = "borders") makes them neighbours.
Coordinates are laid out by hand, roughly geographic (west-east along the
coast, south = desert), in design units scaled by SCALE to board pixels.

This script made the draft only; the map was then opened in the designer
(`sandtable design maps/data/libya-egypt.toml`) and edited there with the
Area tool, and saved from the designer. Do not re-run it over the saved
map: it would undo those edits.

    python3 scripts/gen-libya-egypt.py > maps/data/libya-egypt.toml
"""

SCALE = 0.6
# Libya west of Agedabia has few spaces: its design units are narrowed
# (x * 0.8 up to x = 1000) so that the crowded coast from Benghazi to
# Alexandria gets the width, and the whole map reads at whole-map zoom.
WEST = 1000
WEST_SQUEEZE = 0.8


def sx(x):
    return x * WEST_SQUEEZE if x <= WEST else WEST * WEST_SQUEEZE + (x - WEST)

V = {
    # the coast, west to east (sea above)
    "K0": (0, 70), "K1": (150, 65), "K2": (260, 80), "K3": (380, 95), "K4": (470, 110),
    "K5": (520, 150), "K6": (640, 260), "K7": (740, 360), "K8": (860, 430), "K9": (930, 410),
    "K10": (975, 330), "K11": (985, 220), "K12": (1040, 150), "K13": (1150, 105),
    "K14": (1260, 85), "K15": (1340, 110), "K16": (1430, 150), "K17": (1530, 165),
    "K18": (1600, 195), "K19": (1660, 225), "K20": (1800, 215), "K21": (1940, 240),
    "K22": (2040, 275), "K23": (2120, 290), "K24": (2220, 255), "K25": (2400, 250),
    # the inland side of the coastal road's spaces
    "L0": (0, 190), "L2": (260, 200), "L3": (380, 215), "L5": (450, 260), "L6": (560, 360),
    "L7": (660, 460), "L8": (840, 540), "A1": (950, 540), "A2": (1075, 540), "L10": (1075, 330),
    "B1": (1100, 200), "L13": (1170, 195), "J1": (1260, 195), "L15": (1330, 195),
    "MC1": (1380, 220), "L16": (1430, 245), "L17": (1530, 260), "L18": (1600, 275),
    "L19": (1670, 300), "L20": (1800, 320), "Q0": (1870, 330), "L21": (1940, 340),
    "L22": (2040, 370), "H0": (2080, 375), "L23": (2120, 380), "AH0": (2215, 380),
    "W0": (2330, 380), "E1": (2400, 370),
    # inland
    "G2": (380, 330), "G3": (0, 320), "G4": (330, 470), "G5": (0, 480), "G6": (560, 480),
    "G7": (620, 560), "G8": (640, 780), "G9": (380, 760), "G11": (700, 1000), "SW": (0, 1000),
    "M1": (960, 640), "M3": (940, 1000),
    "J2": (1240, 300), "J3": (1160, 360), "J4": (1190, 520), "J5": (1260, 540),
    "MC2": (1370, 420), "BH1": (1530, 410), "SO1": (1690, 420), "FM1": (1680, 560),
    "FM2": (1420, 580), "JL1": (1270, 720), "JL2": (1260, 1000), "JB1": (1600, 720),
    "Q1": (1880, 480), "Q2": (1880, 740), "H1": (2060, 500), "GS1": (2040, 740),
    "GS2": (2020, 1000), "AH1": (2150, 580), "AH2": (2240, 600), "W1": (2330, 600),
    "H2": (2160, 1000), "SE": (2400, 1000), "NW": (0, 0), "NE": (2400, 0),
}

# id, terrain, ipc, corners, label position (design units; None = centroid)
S = [
    ("Mediterranean", "sea", None, "NW NE K25 K24 K23 K22 K21 K20 K19 K18 K17 K16 K15 K14 K13 K12 K11 K10 K9 K8 K7 K6 K5 K4 K3 K2 K1 K0", (760, 110)),
    # the Via Balbia, west to east
    ("Tripoli", "city", 5, "K0 K1 K2 L2 L0", None),
    ("Homs", "road", 0, "K2 K3 L3 L2", None),
    ("Misurata", "city", 3, "K3 K4 K5 L5 L3", None),
    ("Sirte", "road", 0, "K5 K6 K7 L7 L6 L5", (620, 360)),
    ("El Agheila", "road", 0, "K7 K8 K9 A1 L8 L7", (850, 490)),
    ("Agedabia", "road", 0, "K9 K10 L10 A2 A1", (1020, 440)),
    ("Benghazi", "city", 4, "K10 K11 K12 B1 L10", (1030, 260)),
    ("Barce", "road", 1, "K12 K13 L13 B1", (1120, 160)),
    ("Derna", "city", 2, "K13 K14 K15 L15 J1 L13", (1250, 150)),
    ("Gazala", "road", 0, "K15 K16 L16 MC1 L15", (1385, 185)),
    ("Tobruk", "city", 3, "K16 K17 L17 L16", (1480, 210)),
    ("Bardia", "road", 0, "K17 K18 L18 L17", (1565, 228)),
    ("Sollum", "road", 2, "K18 K19 L19 L18", (1633, 255)),
    ("Sidi Barrani", "road", 2, "K19 K20 L20 L19", (1730, 265)),
    ("Mersa Matruh", "city", 4, "K20 K21 L21 Q0 L20", (1870, 285)),
    ("El Daba", "road", 2, "K21 K22 L22 L21", (1990, 310)),
    ("El Alamein", "road", 2, "K22 K23 L23 H0 L22", (2080, 335)),
    ("Alexandria", "city", 5, "K23 K24 K25 E1 W0 AH0 L23", (2260, 320)),
    # inland, west to east
    ("Gharyan", "desert", 0, "L0 L2 L3 G2 G3", None),
    ("Mizda", "desert", 0, "G3 G2 G4 G5", None),
    ("Bu Ngem", "desert", 0, "L3 L5 L6 G6 G4 G2", (470, 390)),
    ("Hon", "oasis", 1, "G4 G6 G7 G8 G9", None),
    ("Dehan Ubari", "sand-sea", None, "G5 G4 G9 G8 G11 SW", (300, 870)),
    ("Marada", "oasis", 1, "L6 L7 L8 A1 M1 M3 G11 G8 G7 G6", (800, 700)),
    ("Jebel Akhdar", "rough", None, "L10 B1 L13 J1 J2 J3", (1165, 270)),
    ("Msus", "desert", 0, "L10 J3 J4 A2", (1120, 450)),
    ("Mechili", "desert", 0, "J1 L15 MC1 MC2 J5 J4 J3 J2", (1280, 400)),
    ("Bir Hakeim", "desert", 0, "MC1 L16 L17 BH1 MC2", (1450, 335)),
    ("Sidi Omar", "desert", 0, "L17 L18 L19 SO1 BH1", (1610, 375)),
    ("Fort Maddalena", "desert", 0, "MC2 BH1 SO1 FM1 FM2", (1540, 500)),
    ("Jalo", "oasis", 1, "A1 A2 J4 J5 JL1 JL2 M3 M1", (1110, 720)),
    ("Jarabub", "oasis", 1, "J5 MC2 FM2 FM1 JB1 JL1", (1440, 650)),
    ("Siwa", "oasis", 1, "L19 L20 Q0 Q1 Q2 JB1 FM1 SO1", (1770, 560)),
    ("Great Sand Sea", "sand-sea", None, "JL1 JB1 Q2 GS1 GS2 JL2", (1650, 870)),
    ("Qattara Depression", "rough", None, "Q0 L21 L22 H0 H1 GS1 Q2 Q1", (1965, 560)),
    ("Himeimat", "desert", 0, "H0 L23 AH1 H2 GS2 GS1 H1", (2100, 720)),
    ("Alam Halfa", "desert", 0, "L23 AH0 AH2 AH1", (2170, 460)),
    ("Wadi Natrun", "oasis", 1, "AH0 W0 W1 AH2", (2280, 540)),
    ("Cairo", "city", 5, "W0 E1 SE H2 AH1 AH2 W1", (2290, 760)),
]

ROAD = ["Tripoli", "Homs", "Misurata", "Sirte", "El Agheila", "Agedabia", "Benghazi", "Barce",
        "Derna", "Gazala", "Tobruk", "Bardia", "Sollum", "Sidi Barrani", "Mersa Matruh",
        "El Daba", "El Alamein", "Alexandria"]


def pt(name):
    x, y = V[name]
    return round(sx(x) * SCALE), round(y * SCALE)


def centroid(corners):
    ps = [V[c] for c in corners]
    a = cx = cy = 0.0
    for i, p in enumerate(ps):
        q = ps[(i + 1) % len(ps)]
        cr = p[0] * q[1] - q[0] * p[1]
        a += cr
        cx += (p[0] + q[0]) * cr
        cy += (p[1] + q[1]) * cr
    return cx / (3 * a), cy / (3 * a)


def main():
    out = []
    for sid, terrain, ipc, corners, pos in S:
        cs = corners.split()
        x, y = pos if pos else centroid(cs)
        poly = ", ".join("[%d, %d]" % pt(c) for c in cs)
        out.append("[[space]]\nid = %r\nname = %r\nx = %d\ny = %d\npolygon = [%s]\nterrain = %r\n"
                   % (sid, sid, round(sx(x) * SCALE), round(y * SCALE), poly, terrain))
        if ipc is not None:
            out[-1] += "values = { ipc = %d }\n" % ipc
        out[-1] = out[-1].replace("'", '"')
    out.append('[[road]]\ntype = "via-balbia"\npath = [%s]\n' % ", ".join('"%s"' % r for r in ROAD))
    print("\n".join(out))


main()
