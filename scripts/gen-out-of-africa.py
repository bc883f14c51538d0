#!/usr/bin/env python3
"""Generates maps/data/out-of-africa.toml, the point-to-point map of
"Out of Africa", the Draka variant of Paths of Glory (issue 29, seed 004;
rules/outofafrica/PLAN.md section 4).

An original map drawn from real geography: every space is a real town (or,
for a few, a real district: Sinai, Arabia, Libya, Massif Central, the two
off-map spaces) placed by its latitude and longitude. No published game's
map was looked at. The whole file is generated from the three tables below;
edit them and re-run:

    python3 scripts/gen-out-of-africa.py > maps/data/out-of-africa.toml
    python3 scripts/gen-out-of-africa.py --report   # crowding and crossings

SPACES     id, latitude, longitude, terrain, region, kinds, nudge
CONNECT    "A - B" a land connection, "A ~ B" a sea lane, "A : B" a dotted
           line (the seed's, L150 and L160)
BOXES      the off-map boxes (PLAN.md section 5)

Projection. The plan asks for an equirectangular projection of about 40
pixels a degree. At 40 px a degree Verdun and St. Mihiel are 12 pixels
apart while a space's name is 60-100 pixels wide, so the projection is
equirectangular piece by piece: longitude and latitude are each mapped by
a piecewise-linear scale (LON_SCALE, LAT_SCALE, pixels per degree), wider
where the fronts are dense (France and Belgium, central Europe, Palestine
and Egypt) and narrower in Russia and the deserts. Meridians stay vertical
and parallels horizontal, so every space keeps its real compass bearing
to its neighbours. A few spaces that are still too close to read (a port
and the fortress beside it, the Dardanelles beaches) are moved by the
nudge column, in pixels, and say so.
"""

import math
import sys

# Pixels per degree between the listed longitudes (west to east) and
# latitudes (north to south).
LON_SCALE = [(-5.5, 62), (-1.0, 100), (1.5, 150), (8.8, 95), (24.0, 80), (30.0, 62), (33.3, 95),
             (37.0, 80), (46.0, 62), (52.5, None)]
LAT_SCALE = [(60.3, 45), (55.0, 110), (52.0, 150), (48.0, 125), (46.5, 100), (38.5, 85), (33.7, 115),
             (30.6, 42), (23.8, None)]
MARGIN = 60


def piecewise(v, knots, reverse):
    """Pixels from the first knot to v, integrating the scale."""
    px = 0.0
    for (a, s), (b, _) in zip(knots, knots[1:]):
        if (v <= b if reverse else v >= b):
            px += abs(b - a) * s
            continue
        px += abs(v - a) * s
        return px
    return px


def project(lat, lon):
    x = MARGIN + piecewise(lon, LON_SCALE, False)
    y = MARGIN + piecewise(lat, LAT_SCALE, True)
    return x, y


# Terrain: id, name, colour, pattern. Every terrain costs 1 to enter (the
# base game's move is a space a point; the CMC's 2 in mountains, alps and
# swamps is the module's, SSR 9); the combat shifts are the scenario's
# [rules.terrain] (PLAN.md 3.6).
TERRAIN = [
    ("clear", "Clear", "#f3eed9", "none"),
    ("mountain", "Mountain", "#c8b08c", "mountains"),
    ("alps", "Alps (Alpine space)", "#f7f7f2", "mountains"),
    ("forest", "Forest", "#a9c796", "trees"),
    ("swamp", "Swamp", "#b7cfc0", "marsh"),
    ("desert", "Desert", "#ecd39c", "sand"),
    ("offmap", "Off-map space (CP may attack, never enter: Map changes 1)", "#c9c3d9", "hatch"),
]

# Regions: id, name, nation, side at the start ("" = neutral at the start,
# entering the war by card or event; the scenario's [rules.control] and
# [rules.draka_control] set what else each side holds), colour.
REGIONS = [
    ("britain", "Britain", "br", "ap", "#c0392b"),
    ("france", "France", "fr", "ap", "#3b6fb6"),
    ("belgium", "Belgium", "be", "ap", "#d4ac0d"),
    ("holland", "Holland", "", "", "#e67e22"),
    ("switzerland", "Switzerland", "", "", "#b03a2e"),
    ("denmark", "Denmark", "", "", "#cd6155"),
    ("germany", "Germany", "ge", "cp", "#5d6d7e"),
    ("austria-hungary", "Austria-Hungary", "ah", "cp", "#a9a35b"),
    ("italy", "Italy", "it", "cp", "#2e8b57"),
    ("serbia", "Serbia", "sb", "ap", "#8e44ad"),
    ("montenegro", "Montenegro", "mn", "ap", "#6c3483"),
    ("albania", "Albania", "ah", "cp", "#7d6608"),   # L23: CP control, an A-H/IT protectorate
    ("greece", "Greece", "gr", "", "#5dade2"),
    ("bulgaria", "Bulgaria", "bu", "", "#6e8b3d"),
    ("romania", "Romania", "ro", "", "#f4d03f"),
    ("russia", "Russia", "ru", "ap", "#27ae60"),
    ("turkey", "Turkey", "tu", "", "#a04000"),
    ("persia", "Persia", "pr", "", "#48c9b0"),
    ("arabia", "Arabia", "ana", "", "#dc7633"),
    ("egypt", "Egypt (Draka)", "dr", "ap", "#7b241c"),
    ("libya", "Libya (Draka)", "dr", "ap", "#922b21"),
]
REGION_OF = {"br": "britain", "fr": "france", "be": "belgium", "nl": "holland", "ch": "switzerland",
             "dk": "denmark", "ge": "germany", "ah": "austria-hungary", "it": "italy", "sb": "serbia",
             "mn": "montenegro", "al": "albania", "gr": "greece", "bu": "bulgaria", "ro": "romania",
             "ru": "russia", "tu": "turkey", "pr": "persia", "ar": "arabia", "eg": "egypt", "ly": "libya"}

# Kinds: C capital, F fortress, P port, V victory, S supply source.
# Nudge: pixels (dx, dy) added after projection, for crowded spaces.
# The seed's own spelling, where it differs, is in the comment.
SPACES = [
    # --- Britain, the Low Countries, Denmark
    ("London", 51.51, -0.13, "clear", "br", "CPVS"),
    ("Ostend", 51.23, 2.92, "swamp", "be", "P"),
    ("Antwerp", 51.22, 4.40, "clear", "be", "FPV", (0, -14)),
    ("Brussels", 50.85, 4.35, "clear", "be", "CV"),
    ("Namur", 50.47, 4.87, "clear", "be", "F", (6, 4)),
    ("Liege", 50.63, 5.57, "clear", "be", "F", (6, -6)),
    ("The Hague", 52.08, 4.30, "clear", "nl", "CP"),
    ("Amsterdam", 52.37, 4.90, "clear", "nl", "P"),
    ("Copenhagen", 55.68, 12.57, "clear", "dk", "CP"),
    # --- France
    ("Calais", 50.95, 1.86, "clear", "fr", "PV"),
    ("Lille", 50.63, 3.06, "clear", "fr", "V"),
    ("Amiens", 49.89, 2.30, "clear", "fr", "V"),
    ("Cambrai", 50.18, 3.24, "clear", "fr", ""),
    ("Rouen", 49.44, 1.10, "clear", "fr", ""),
    ("Paris", 48.86, 2.35, "clear", "fr", "CVS"),
    ("Reims", 49.26, 4.03, "clear", "fr", "V"),
    ("Sedan", 49.70, 4.94, "forest", "fr", ""),
    ("Chalons", 48.96, 4.36, "clear", "fr", "", (0, 10)),
    ("Verdun", 49.16, 5.38, "clear", "fr", "FV", (-6, -8)),
    ("St. Mihiel", 48.89, 5.54, "forest", "fr", "", (10, 14)),
    ("Nancy", 48.69, 6.18, "clear", "fr", "V", (10, 14)),
    ("Epinal", 48.17, 6.45, "forest", "fr", "", (4, 14)),
    ("Belfort", 47.64, 6.86, "clear", "fr", "F", (-8, 6)),
    ("Troyes", 48.30, 4.07, "clear", "fr", ""),
    ("Dijon", 47.32, 5.04, "clear", "fr", ""),
    ("Besancon", 47.24, 6.02, "clear", "fr", ""),
    ("Orleans", 47.90, 1.90, "clear", "fr", ""),
    ("Brest", 48.39, -4.49, "clear", "fr", "P"),
    ("Nantes", 47.22, -1.55, "clear", "fr", "P"),
    ("Poitiers", 46.58, 0.34, "clear", "fr", ""),           # seed: "Poiters" (L15)
    ("St. Amand", 46.72, 2.50, "clear", "fr", ""),
    ("Vichy", 46.13, 3.43, "clear", "fr", ""),
    ("Massif Central", 45.05, 3.00, "mountain", "fr", ""),  # seed: "Massif Centrale" (L15)
    ("Bordeaux", 44.84, -0.58, "clear", "fr", "PS"),
    ("Lyon", 45.76, 4.84, "clear", "fr", "VS"),
    ("Grenoble", 45.19, 5.72, "mountain", "fr", ""),
    ("Avignon", 43.95, 4.81, "clear", "fr", ""),
    ("Marseille", 43.30, 5.37, "clear", "fr", "PV"),       # seed: "Marselles" (L17, L176)
    ("Nice", 43.70, 7.27, "mountain", "fr", "P"),
    # --- Switzerland
    ("Geneva", 46.20, 6.14, "clear", "ch", ""),
    ("Bern", 46.95, 7.45, "mountain", "ch", "C"),
    ("Zurich", 47.37, 8.54, "clear", "ch", ""),
    # --- Germany
    ("Aachen", 50.78, 6.08, "clear", "ge", "", (8, -8)),
    ("Cologne", 50.94, 6.96, "clear", "ge", ""),
    ("Essen", 51.46, 7.01, "clear", "ge", "VS"),
    ("Koblenz", 50.36, 7.60, "forest", "ge", ""),
    ("Metz", 49.12, 6.18, "clear", "ge", "FV", (10, -6)),
    ("Strasbourg", 48.57, 7.75, "clear", "ge", "FV"),
    ("Mulhouse", 47.75, 7.34, "clear", "ge", "", (0, -8)),
    ("Mainz", 50.00, 8.27, "clear", "ge", "", (-6, 0)),
    ("Frankfurt", 50.11, 8.68, "clear", "ge", "", (14, -12)),
    ("Stuttgart", 48.78, 9.18, "clear", "ge", ""),
    ("Munich", 48.14, 11.58, "clear", "ge", ""),
    ("Hannover", 52.37, 9.73, "clear", "ge", ""),
    ("Bremen", 53.08, 8.80, "clear", "ge", "P"),
    ("Wilhelmshaven", 53.53, 8.11, "clear", "ge", "P"),     # seed: "the Jade" (L528)
    ("Hamburg", 53.55, 9.99, "clear", "ge", "PV"),
    ("Kiel", 54.32, 10.13, "clear", "ge", "PV"),
    ("Berlin", 52.52, 13.40, "clear", "ge", "CVS"),
    ("Leipzig", 51.34, 12.37, "clear", "ge", ""),
    ("Dresden", 51.05, 13.74, "clear", "ge", ""),
    ("Stettin", 53.43, 14.55, "clear", "ge", "P"),
    ("Breslau", 51.11, 17.04, "clear", "ge", "V"),
    ("Oppeln", 50.67, 17.93, "clear", "ge", ""),
    ("Posen", 52.41, 16.93, "clear", "ge", ""),
    ("Thorn", 53.01, 18.60, "clear", "ge", ""),
    ("Danzig", 54.35, 18.65, "clear", "ge", "P"),
    ("Konigsberg", 54.71, 20.51, "clear", "ge", "FPV"),
    ("Insterburg", 54.63, 21.80, "clear", "ge", ""),          # seed: "Intersburg" (L25)
    ("Lotzen", 54.04, 21.76, "swamp", "ge", ""),
    ("Tannenberg", 53.50, 20.13, "forest", "ge", ""),
    # --- Italy
    ("Turin", 45.07, 7.69, "clear", "it", "V"),
    ("Milan", 45.46, 9.19, "clear", "it", "VS"),
    ("Genoa", 44.41, 8.93, "clear", "it", "P"),
    ("Verona", 45.44, 10.99, "clear", "it", ""),
    ("Asiago", 45.88, 11.51, "alps", "it", "", (14, 6)),
    ("Venice", 45.44, 12.33, "clear", "it", "PV"),
    ("Udine", 46.06, 13.24, "clear", "it", ""),
    ("Bologna", 44.49, 11.34, "clear", "it", ""),
    ("Florence", 43.77, 11.25, "mountain", "it", ""),
    ("Ancona", 43.62, 13.52, "clear", "it", "P"),
    ("Rome", 41.90, 12.50, "clear", "it", "CFVS"),
    ("Naples", 40.85, 14.27, "clear", "it", "PV"),
    ("Bari", 41.12, 16.87, "clear", "it", "P"),
    ("Taranto", 40.47, 17.24, "clear", "it", "P"),           # seed: "Tarento" (L13, L492)
    ("Reggio", 38.11, 15.65, "mountain", "it", "P"),
    # --- Austria-Hungary
    ("Trent", 46.07, 11.12, "alps", "ah", "", (-10, -4)),
    ("Innsbruck", 47.27, 11.39, "alps", "ah", ""),
    ("Villach", 46.61, 13.85, "alps", "ah", ""),
    ("Trieste", 45.65, 13.78, "clear", "ah", "FPV", (10, 4)),
    ("Laibach", 46.05, 14.51, "mountain", "ah", "", (12, -4)),
    ("Vienna", 48.21, 16.37, "clear", "ah", "CVS"),
    ("Prague", 50.08, 14.44, "clear", "ah", "V"),
    ("Budapest", 47.50, 19.04, "clear", "ah", "CVS"),
    ("Zagreb", 45.81, 15.98, "clear", "ah", ""),
    ("Sarajevo", 43.86, 18.41, "mountain", "ah", "V"),
    ("Mostar", 43.34, 17.81, "mountain", "ah", ""),
    ("Cattaro", 42.42, 18.77, "mountain", "ah", "P", (-26, 12)),
    ("Krakow", 50.06, 19.94, "clear", "ah", "FV"),
    ("Przemysl", 49.78, 22.77, "clear", "ah", "F"),
    ("Lemberg", 49.84, 24.03, "clear", "ah", "V"),
    ("Tarnopol", 49.55, 25.59, "clear", "ah", ""),
    ("Stanislau", 48.92, 24.71, "clear", "ah", ""),
    ("Czernowitz", 48.29, 25.94, "clear", "ah", ""),
    ("Munkacs", 48.44, 22.72, "mountain", "ah", ""),
    ("Szeged", 46.25, 20.15, "clear", "ah", ""),
    ("Temesvar", 45.75, 21.23, "clear", "ah", ""),
    ("Kolozsvar", 46.77, 23.59, "mountain", "ah", ""),
    ("Hermannstadt", 45.79, 24.15, "mountain", "ah", ""),
    ("Kronstadt", 45.66, 25.61, "mountain", "ah", ""),
    # --- Serbia, Montenegro, Albania
    ("Belgrade", 44.80, 20.46, "clear", "sb", "CVS"),
    ("Valjevo", 44.27, 19.89, "mountain", "sb", ""),
    ("Kragujevac", 44.01, 20.91, "clear", "sb", ""),
    ("Nis", 43.32, 21.90, "clear", "sb", ""),
    ("Uskub", 42.00, 21.43, "mountain", "sb", ""),
    ("Cetinje", 42.39, 18.92, "mountain", "mn", "C", (20, -14)),
    ("Tirana", 41.33, 19.82, "mountain", "al", "", (10, 0)),
    ("Durazzo", 41.32, 19.45, "clear", "al", "P", (-14, 0)),
    ("Valona", 40.47, 19.49, "clear", "al", "P"),
    # --- Greece
    ("Salonika", 40.64, 22.94, "clear", "gr", "PV"),
        ("Larissa", 39.64, 22.42, "clear", "gr", ""),
    ("Athens", 37.98, 23.73, "clear", "gr", "CPVS"),
    # --- Bulgaria
    ("Sofia", 42.70, 23.32, "mountain", "bu", "CFVS"),
    ("Monastir", 41.03, 21.33, "mountain", "bu", ""),        # L39: part of Bulgaria
    ("Strumitsa", 41.44, 22.64, "mountain", "bu", ""),
    ("Plevna", 43.42, 24.61, "clear", "bu", ""),
    ("Varna", 43.21, 27.91, "clear", "bu", "P"),
    ("Burgas", 42.50, 27.47, "clear", "bu", "P"),
    # --- Romania
    ("Bucharest", 44.43, 26.10, "clear", "ro", "CFVS", (6, 8)),
    ("Ploesti", 44.94, 26.02, "clear", "ro", "V", (-4, -4)),
    ("Craiova", 44.32, 23.80, "clear", "ro", ""),
    ("Constanta", 44.18, 28.63, "clear", "ro", "P"),
    ("Cernavoda", 44.34, 28.03, "clear", "ro", "", (-10, -4)),
    ("Galatz", 45.44, 28.05, "swamp", "ro", ""),
    ("Iasi", 47.16, 27.59, "clear", "ro", ""),
    # --- Russia: the front and the west
    ("Petrograd", 59.94, 30.31, "clear", "ru", "CVS"),
    ("Riga", 56.95, 24.11, "clear", "ru", "PV"),
    ("Mitau", 56.65, 23.72, "clear", "ru", "", (-12, 8)),
    ("Dvinsk", 55.87, 26.52, "clear", "ru", ""),
    ("Kovno", 54.90, 23.90, "clear", "ru", "F"),
    ("Vilna", 54.69, 25.28, "clear", "ru", "V"),
    ("Grodno", 53.68, 23.83, "forest", "ru", ""),
    ("Bialystok", 53.13, 23.16, "clear", "ru", ""),
    ("Novogeorgievsk", 52.43, 20.72, "clear", "ru", "F", (-16, -6)),
    ("Warsaw", 52.23, 21.01, "clear", "ru", "FV", (12, 6)),
    ("Lodz", 51.76, 19.46, "clear", "ru", ""),
    ("Ivangorod", 51.56, 21.85, "clear", "ru", ""),
    ("Lublin", 51.25, 22.57, "clear", "ru", ""),
    ("Kholm", 51.14, 23.47, "clear", "ru", ""),
    ("Brest-Litovsk", 52.10, 23.70, "clear", "ru", "F"),
    ("Pinsk", 52.11, 26.10, "swamp", "ru", ""),
    ("Baranovichi", 53.13, 26.02, "forest", "ru", ""),
    ("Minsk", 53.90, 27.56, "clear", "ru", "V"),
    ("Pskov", 57.82, 28.33, "clear", "ru", ""),
    ("Smolensk", 54.78, 32.05, "clear", "ru", ""),
    ("Mogilev", 53.90, 30.33, "clear", "ru", ""),
    ("Gomel", 52.44, 30.98, "swamp", "ru", ""),
    ("Vinnitsa", 49.23, 28.47, "clear", "ru", ""),
    ("Poltava", 49.59, 34.55, "clear", "ru", ""),
    ("Kursk", 51.73, 36.19, "clear", "ru", ""),
    ("Moscow", 55.75, 37.62, "clear", "ru", "VS"),
    ("Lutsk", 50.75, 25.33, "clear", "ru", "", (-6, -6)),
    ("Rovno", 50.62, 26.25, "clear", "ru", "", (8, -4)),
    ("Dubno", 50.42, 25.75, "clear", "ru", "", (0, 12)),
    ("Zhitomir", 50.25, 28.66, "clear", "ru", ""),
    ("Kiev", 50.45, 30.52, "clear", "ru", "VS"),
    ("Kamenets-Podolsk", 48.68, 26.58, "clear", "ru", ""),
    ("Kishinev", 47.01, 28.86, "clear", "ru", ""),
    ("Odessa", 46.48, 30.73, "clear", "ru", "PVS"),
    ("Nikolaev", 46.97, 32.00, "clear", "ru", "P"),
    ("Kharkov", 49.99, 36.23, "clear", "ru", "V"),
    ("Sevastopol", 44.62, 33.52, "mountain", "ru", "FP"),
    ("Rostov", 47.22, 39.72, "clear", "ru", "P"),
    # --- Russia: the Caucasus (Near East)
    ("Tiflis", 41.72, 44.79, "mountain", "ru", "VS"),
    ("Batum", 41.64, 41.64, "mountain", "ru", "P"),
    ("Ardahan", 41.11, 42.70, "mountain", "ru", "", (-6, -12)),
    ("Kars", 40.60, 43.10, "mountain", "ru", "F", (18, -4)),
    ("Baku", 40.41, 49.87, "clear", "ru", "PV"),
    # --- Turkey in Europe and western Anatolia (the main map)
    ("Constantinople", 41.01, 28.98, "clear", "tu", "CFPVS"),
    ("Adrianople", 41.68, 26.56, "clear", "tu", "F"),
    ("Philippopolis", 42.15, 24.75, "clear", "tu", ""),      # seed: "Philippoli" (L35, L39)
    ("Gallipoli", 40.41, 26.67, "mountain", "tu", "P"),      # seed: "Gallopoli" (L31)
    ("Suvla", 40.30, 26.25, "mountain", "tu", "", (-30, -14)),
    ("Cape Helles", 40.05, 26.19, "mountain", "tu", "", (-24, 20)),
    ("Kum Kale", 40.00, 26.20, "clear", "tu", "", (44, 36)),
    ("Bursa", 40.19, 29.06, "clear", "tu", "V"),
    ("Balikesir", 39.65, 27.88, "clear", "tu", ""),
    ("Smyrna", 38.42, 27.14, "clear", "tu", "PV"),
    ("Eskisehir", 39.78, 30.52, "clear", "tu", ""),
    ("Ankara", 39.93, 32.86, "clear", "tu", "CFVS"),
    ("Konya", 37.87, 32.48, "clear", "tu", ""),
    # --- Turkey: eastern Anatolia, Syria, Palestine, Mesopotamia (Near East)
    ("Samsun", 41.29, 36.33, "clear", "tu", "P"),
    ("Sivas", 39.75, 37.02, "clear", "tu", ""),
    ("Kayseri", 38.72, 35.49, "clear", "tu", ""),
    ("Adana", 37.00, 35.32, "clear", "tu", ""),
    ("Kharput", 38.67, 39.22, "mountain", "tu", ""),
    ("Erzincan", 39.75, 39.49, "mountain", "tu", ""),
    ("Trebizond", 41.00, 39.72, "mountain", "tu", "PV"),
    ("Rize", 41.02, 40.52, "mountain", "tu", "P", (12, 10)),
    ("Erzerum", 39.90, 41.27, "mountain", "tu", "FV"),        # seed: "Ezerum" (L33)
    ("Sarikamish", 40.33, 42.59, "mountain", "tu", "", (-14, 12)),
    ("Bitlis", 38.40, 42.11, "mountain", "tu", ""),
    ("Van", 38.50, 43.38, "mountain", "tu", ""),
    ("Diyarbakir", 37.91, 40.23, "clear", "tu", ""),
    ("Alexandretta", 36.59, 36.17, "clear", "tu", "P"),
    ("Aleppo", 36.20, 37.16, "clear", "tu", "V"),
    ("Beirut", 33.89, 35.50, "mountain", "tu", "PV"),
    ("Damascus", 33.51, 36.29, "clear", "tu", "V"),
    ("Haifa", 32.79, 34.99, "clear", "tu", "P"),
    ("Jerusalem", 31.77, 35.21, "mountain", "tu", "V"),
    ("Amman", 31.95, 35.93, "desert", "tu", ""),
    ("Gaza", 31.50, 34.47, "clear", "tu", "P", (-18, -4)),
    ("Beersheba", 31.25, 34.79, "desert", "tu", "", (8, 22)),
    ("Aqaba", 29.53, 35.00, "desert", "tu", "P"),
    ("Medina", 24.47, 39.61, "desert", "tu", "VS"),
    ("Mosul", 36.34, 43.13, "clear", "tu", "VS"),
    ("Kirkuk", 35.47, 44.39, "clear", "tu", ""),
    ("Baghdad", 33.31, 44.36, "clear", "tu", "VS"),
    ("Kut", 32.51, 45.83, "clear", "tu", ""),
    ("Basra", 30.51, 47.81, "swamp", "tu", "PV"),
    # --- Arabia
    ("Arabia", 28.90, 36.80, "desert", "ar", ""),
    # --- Persia
    ("Dilman", 38.19, 44.77, "mountain", "pr", ""),
    ("Tabriz", 38.08, 46.29, "mountain", "pr", ""),
    ("Tehran", 35.69, 51.39, "clear", "pr", "C"),
    ("Hamadan", 34.80, 48.51, "mountain", "pr", ""),
    ("Kermanshah", 34.31, 47.06, "mountain", "pr", ""),
    ("Khorramabad", 33.49, 48.35, "mountain", "pr", ""),
    ("Ahwaz", 31.32, 48.67, "desert", "pr", ""),
    # --- Egypt and Libya (the Draka)
    ("Port Said", 31.26, 32.30, "clear", "eg", "P"),
    ("Suez", 29.97, 32.55, "desert", "eg", "P"),
    ("Sinai", 30.60, 33.70, "desert", "eg", ""),
    ("Cairo", 30.04, 31.24, "clear", "eg", "CVS"),
    ("Alexandria", 31.20, 29.92, "clear", "eg", "PV"),
    ("Sollum", 31.55, 25.15, "desert", "eg", "P"),
    ("Upper Egypt", 27.20, 31.20, "offmap", "eg", "S"),
    ("Libya", 32.08, 22.00, "desert", "ly", "PV"),
    ("Tripoli", 32.10, 17.00, "offmap", "ly", "PS"),
]

# Spaces wholly in the Near East (L135, L520, L692): value 1. Bursa and
# Constantinople, on both maps (L690): 2. Turkey in Europe and western
# Anatolia (Ankara, Konya, Adalia, Kastamonu and west) are the main map.
NEAR_EAST_REGIONS = {"tu", "pr", "ar", "eg", "ly"}
MAIN_MAP_TURKEY = {"Adrianople", "Philippopolis", "Gallipoli", "Suvla", "Cape Helles", "Kum Kale",
                   "Balikesir", "Smyrna", "Eskisehir", "Afyon", "Ankara", "Konya", "Adalia", "Kastamonu"}
BOTH_MAPS = {"Constantinople", "Bursa"}
CAUCASUS = {"Vladikavkaz", "Tiflis", "Batum", "Ardahan", "Kars", "Erivan", "Baku"}


def near_east(sid, region):
    if sid in BOTH_MAPS:
        return 2
    if sid in CAUCASUS:
        return 1
    if region in NEAR_EAST_REGIONS and sid not in MAIN_MAP_TURKEY:
        return 1
    return 0


# The seed's own spelling of a space the map spells otherwise (written as a
# comment over the space; the format has no aliases).
SEED_SPELLING = {
    "Poitiers": '"Poiters" (L15)', "Massif Central": '"Massif Centrale" (L15)',
    "Marseille": '"Marselles" (L17, L176, L492)', "Taranto": '"Tarento" (L13, L492)',
    "Insterburg": '"Intersburg" (L25)', "Gallipoli": '"Gallopoli" (L31)', "Erzerum": '"Ezerum" (L33)',
    "Philippopolis": '"Philippoli" (L35, L39)', "Wilhelmshaven": '"the Jade" (L528)',
}

# The five MEF locales (L488-492; PLAN.md OA-38): Sandtable's choice, from
# the 1915 landings and plans.
MEF = [("MEF 1", "Cape Helles"), ("MEF 2", "Suvla"), ("MEF 3", "Kum Kale"), ("MEF 4", "Alexandretta"),
       ("MEF 5", "Haifa")]

# Connections. "A - B" land (no kind), "A ~ B" sea lane (kind sea),
# "A : B" dotted (kind dotted: the seed's dotted lines, L150, L160).
CONNECT = """
# Britain and the Channel
London ~ Calais
London ~ Ostend
# Belgium, Holland, Denmark
Ostend - Calais
Ostend - Lille
Ostend - Antwerp
Antwerp - Brussels
Brussels - Lille
Brussels - Namur
Brussels - Liege
Namur - Liege
Namur - Sedan
Liege - Aachen
The Hague - Amsterdam
Copenhagen - Kiel
# France: the north and the front
Calais - Lille
Calais - Amiens
Lille - Cambrai
Cambrai - Amiens
Cambrai - Sedan
Amiens - Rouen
Amiens - Paris
Rouen - Paris
Brest - Nantes
Nantes - Poitiers
Nantes - Bordeaux
Paris - Reims
Paris - Chalons
Paris - Orleans
Reims - Sedan
Reims - Chalons
Sedan - Verdun
Chalons - Verdun
Chalons - St. Mihiel
Chalons - Troyes
Verdun - St. Mihiel
Verdun - Metz
St. Mihiel - Nancy
St. Mihiel - Metz
Nancy - Metz
Nancy - Epinal
Nancy - Strasbourg
Troyes - Epinal
Troyes - Dijon
Epinal - Belfort
Belfort - Mulhouse
Belfort - Besancon
Dijon - Besancon
Dijon - Lyon
Dijon - St. Amand
Besancon - Bern
Orleans - St. Amand
Orleans - Troyes
Poitiers - Vichy
Poitiers - Bordeaux
St. Amand - Vichy
Vichy - Lyon
Vichy - Massif Central
Massif Central - Avignon
Lyon - Geneva
Lyon - Grenoble
Lyon - Avignon
Grenoble - Avignon
Avignon - Marseille
Marseille - Nice
# Switzerland
Geneva - Bern
Bern - Zurich
Zurich - Stuttgart
Zurich - Innsbruck
# Germany: the west
Aachen - Cologne
Cologne - Essen
Cologne - Koblenz
Essen - Bremen
Koblenz - Mainz
Metz - Strasbourg
Strasbourg - Mulhouse
Strasbourg - Stuttgart
Mulhouse - Stuttgart
Mainz - Frankfurt
Frankfurt - Stuttgart
Stuttgart - Munich
Munich - Innsbruck
Wilhelmshaven - Bremen
Bremen - Hannover
Bremen - Hamburg
Hamburg - Kiel
Hamburg - Berlin
Kiel - Stettin
Hannover - Berlin
Leipzig - Berlin
Leipzig - Dresden
Dresden - Prague
Dresden - Breslau
# Germany: the east
Berlin - Stettin
Berlin - Posen
Stettin - Danzig
Stettin - Posen
Danzig - Thorn
Danzig - Konigsberg
Posen - Thorn
Posen - Breslau
Posen - Lodz
Breslau - Oppeln
Breslau - Prague
Oppeln - Krakow
Oppeln - Lodz
Thorn - Tannenberg
Thorn - Novogeorgievsk
Konigsberg - Insterburg
Konigsberg - Tannenberg
Tannenberg - Lotzen
Tannenberg - Novogeorgievsk
Insterburg - Lotzen
Insterburg - Kovno
Lotzen - Grodno
# Italy
Turin - Milan
Turin - Genoa
Turin - Nice
Genoa - Milan
Genoa - Bologna
Genoa - Nice
Milan - Verona
Milan - Bologna
Verona - Trent
Verona - Asiago
Verona - Venice
Asiago - Trent
Asiago - Udine
Venice - Udine
Venice - Bologna
Udine - Villach
Udine - Trieste
Bologna - Florence
Bologna - Ancona
Florence - Rome
Ancona - Rome
Rome - Naples
Naples - Reggio
Bari - Taranto
Taranto - Naples
Taranto - Reggio
# Austria-Hungary: the west
Trent - Innsbruck
Innsbruck - Villach
Villach - Laibach
Trieste - Laibach
Laibach - Zagreb
Vienna - Prague
Vienna - Budapest
Budapest - Zagreb
Sarajevo - Mostar
Sarajevo - Valjevo
Sarajevo - Cetinje
Mostar - Cattaro
Cattaro - Cetinje
# Austria-Hungary: Galicia and the Carpathians
Krakow - Lodz
Przemysl - Lemberg
Przemysl - Lublin
Przemysl - Munkacs
Lemberg - Kholm
Lemberg - Lutsk
Lemberg - Tarnopol
Lemberg - Stanislau
Tarnopol - Dubno
Tarnopol - Stanislau
Tarnopol - Kamenets-Podolsk
Stanislau - Czernowitz
Stanislau - Munkacs
Czernowitz - Kamenets-Podolsk
Czernowitz - Iasi
Czernowitz - Kolozsvar
Munkacs - Kolozsvar
Temesvar - Belgrade
Temesvar - Hermannstadt
Temesvar - Craiova
Kolozsvar - Hermannstadt
Hermannstadt - Kronstadt
Kronstadt - Ploesti
# Serbia, Montenegro, Albania
Belgrade - Valjevo
Belgrade - Kragujevac
Valjevo - Kragujevac
Kragujevac - Nis
Nis - Sofia
Nis - Uskub
Durazzo - Tirana
Durazzo - Valona
Tirana - Monastir
Valona - Monastir
Uskub - Monastir
Uskub - Strumitsa
# Greece
Monastir - Strumitsa
Monastir - Salonika
Monastir - Larissa
Strumitsa - Salonika
Strumitsa - Sofia
Salonika - Larissa
Larissa - Athens
# Bulgaria and Turkey in Europe
Sofia - Plevna
Sofia - Philippopolis
Varna - Burgas
Varna - Constanta
Philippopolis - Adrianople
Burgas - Adrianople
Adrianople - Gallipoli
Adrianople - Constantinople
Burgas - Constantinople
Gallipoli - Suvla
Gallipoli - Cape Helles
Gallipoli - Constantinople
Suvla - Cape Helles
Cape Helles ~ Kum Kale
# Romania
Bucharest - Ploesti
Bucharest - Cernavoda
Cernavoda - Constanta
Cernavoda - Galatz
Galatz - Iasi
Galatz - Kishinev
Iasi - Kishinev
Iasi - Kamenets-Podolsk
# Russia: Poland and the Baltic
Lodz - Novogeorgievsk
Lodz - Warsaw
Lodz - Ivangorod
Novogeorgievsk - Warsaw
Warsaw - Ivangorod
Warsaw - Brest-Litovsk
Ivangorod - Lublin
Lublin - Kholm
Kholm - Brest-Litovsk
Brest-Litovsk - Bialystok
Brest-Litovsk - Pinsk
Bialystok - Grodno
Grodno - Kovno
Grodno - Vilna
Grodno - Baranovichi
Kovno - Vilna
Kovno - Mitau
Mitau - Riga
Riga - Dvinsk
Vilna - Dvinsk
Vilna - Minsk
Petrograd - Moscow
Minsk - Baranovichi
Baranovichi - Pinsk
# Russia: the Ukraine and the Black Sea
Lutsk - Rovno
Lutsk - Dubno
Rovno - Dubno
Rovno - Zhitomir
Rovno - Pinsk
Dubno - Kamenets-Podolsk
Zhitomir - Kiev
Kishinev - Odessa
Odessa - Nikolaev
Nikolaev - Sevastopol
Kharkov - Rostov
# The Caucasus
Tiflis - Batum
Tiflis - Ardahan
Tiflis - Baku
Batum - Ardahan
Batum - Rize
Ardahan - Kars
Ardahan - Sarikamish
Kars - Sarikamish
Baku - Tabriz
# Anatolia
Constantinople - Bursa
Kum Kale - Balikesir
Bursa - Balikesir
Bursa - Eskisehir
Balikesir - Smyrna
Eskisehir - Ankara
Konya - Ankara
Konya - Adana
Ankara - Kayseri
Ankara - Sivas
Samsun - Sivas
Samsun - Trebizond
Kayseri - Sivas
Kayseri - Adana
Sivas - Erzincan
Trebizond - Rize
Trebizond - Erzincan
Rize - Erzerum
Erzincan - Erzerum
Erzincan - Kharput
Erzerum - Sarikamish
Sarikamish - Van
Bitlis - Van
Bitlis - Diyarbakir
Van - Dilman
Kharput - Diyarbakir
Adana - Alexandretta
Alexandretta - Aleppo
# Syria, Palestine, Arabia
Beirut - Damascus
Beirut - Haifa
Haifa - Jerusalem
Haifa - Gaza
Jerusalem - Gaza
Jerusalem - Beersheba
Jerusalem - Amman
Gaza - Beersheba
Amman - Medina
Aqaba - Beersheba
Arabia : Medina
Aqaba : Medina
Arabia : Amman
Arabia : Jerusalem
Arabia : Aqaba
# Bridges
Antwerp - The Hague
Amsterdam - Essen
Nantes - Rouen
Bordeaux - Avignon
Grenoble - Turin
Bern - Mulhouse
Zurich - Milan
Koblenz - Metz
Naples - Bari
Villach - Vienna
Vienna - Krakow
Budapest - Munkacs
Budapest - Szeged
Szeged - Temesvar
Krakow - Przemysl
Zagreb - Sarajevo
Cetinje - Durazzo
Cetinje - Uskub
Salonika - Adrianople
Plevna - Craiova
Plevna - Bucharest
Plevna - Varna
Craiova - Bucharest
Hermannstadt - Craiova
Ploesti - Galatz
Lotzen - Bialystok
Kamenets-Podolsk - Kishinev
Rostov - Tiflis
Kars - Tabriz
Smyrna - Eskisehir
Eskisehir - Konya
Ankara - Samsun
Sivas - Kharput
Diyarbakir - Mosul
Erzerum - Bitlis
Aleppo - Damascus
Damascus - Amman
Aleppo - Baghdad
Mosul - Baghdad
Kirkuk - Baghdad
Kut - Basra
Tehran - Hamadan
Alexandria - Sollum
Nantes - Orleans
Poitiers - Orleans
Essen - Hannover
Frankfurt - Leipzig
Munich - Prague
Aleppo - Diyarbakir
Zhitomir - Vinnitsa
Kiev - Vinnitsa
Vinnitsa - Odessa
Vinnitsa - Kamenets-Podolsk
Kiev - Poltava
Poltava - Kharkov
Kharkov - Kursk
Kursk - Moscow
Kiev - Gomel
Gomel - Mogilev
Minsk - Mogilev
Mogilev - Smolensk
Smolensk - Moscow
Dvinsk - Pskov
Pskov - Petrograd
Riga - Pskov
# Egypt and Libya
Gaza - Sinai
Beersheba - Sinai
Aqaba - Sinai
Sinai - Port Said
Sinai - Suez
Port Said - Suez
Port Said - Alexandria
Suez - Cairo
Cairo - Alexandria
Cairo - Upper Egypt
Sollum - Libya
Libya - Tripoli
# Mesopotamia
Mosul - Kirkuk
Kirkuk - Kermanshah
Kirkuk - Dilman
Baghdad - Kut
Baghdad - Kermanshah
Basra - Ahwaz
# Persia
Dilman - Tabriz
Tabriz - Hamadan
Hamadan - Kermanshah
Hamadan - Khorramabad
Kermanshah - Khorramabad
Khorramabad - Ahwaz
"""

# Victory spaces (kind victory, vp 1) are the V in SPACES. Sandtable's
# choice beyond the seed: the capitals of the nations at war or entering it
# (not the neutrals', Montenegro's or Tehran, an edge space), the great
# cities, ports and fortresses of each front, and the Near East's cities
# the Draka control rule (L181) counts. The seed's L17 adds Lyon, Sarajevo, Marseille,
# Libya, Athens and Kiel and takes Trent and Bologna away; L27 keeps Milan.
SEED_VICTORY = {"Lyon", "Sarajevo", "Marseille", "Libya", "Athens", "Kiel", "Milan"}
SEED_NOT_VICTORY = {"Trent", "Bologna"}

BOXES = [
    # id, name, kind, side, colour (placed in the map's empty south-west
    # corner by the writer below)
    ("cp-reserve", "Central Powers Reserve Box", "reserve", "cp", "#dfe3e8"),
    ("ap-reserve", "Allied Reserve Box", "reserve", "ap", "#e6dcc8"),
    ("cp-pool", "Central Powers force pool (not yet in play)", "available", "cp", "#dfe3e8"),
    ("ap-pool", "Allied force pool (not yet in play)", "available", "ap", "#e6dcc8"),
    ("dead-replaceable", "Replaceable units (eliminated)", "eliminated", "", "#eeeeee"),
    ("dead-permanent", "Permanently eliminated and removed", "eliminated", "", "#d6d6d6"),
    ("offmap-returning", "Off the map, returning (CP #32)", "holding", "ap", "#f2e6cc"),
]


def parse_connections():
    out = []
    for line in CONNECT.strip().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        for sep, kind in ((" - ", ""), (" ~ ", "sea"), (" : ", "dotted")):
            if sep in line:
                a, b = line.split(sep)
                out.append((a.strip(), b.strip(), kind))
                break
        else:
            raise SystemExit("bad connection line: " + line)
    return out


def build():
    spaces = []
    for row in SPACES:
        sid, lat, lon, ter, reg, kinds = row[:6]
        nudge = row[6] if len(row) > 6 else (0, 0)
        x, y = project(lat, lon)
        x, y = round(x + nudge[0]), round(y + nudge[1])
        spaces.append(dict(id=sid, lat=lat, lon=lon, terrain=ter, region=reg, kinds=kinds, x=x, y=y))
    ids = {s["id"] for s in spaces}
    if len(ids) != len(spaces):
        raise SystemExit("duplicate space id")
    conns = parse_connections()
    seen = set()
    for a, b, _ in conns:
        for n in (a, b):
            if n not in ids:
                raise SystemExit("connection names unknown space " + n)
        key = frozenset((a, b))
        if key in seen or a == b:
            raise SystemExit("duplicate connection %s-%s" % (a, b))
        seen.add(key)
    return spaces, conns


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


KIND_WORDS = {"C": "capital", "F": "fortress", "P": "port", "V": "victory", "S": "supply_source"}
NATION_OF_REGION = {r[0]: r[2] for r in REGIONS}
SIDE_OF_REGION = {r[0]: r[3] for r in REGIONS}


def emit(spaces, conns):
    w = sys.stdout.write
    maxx = max(s["x"] for s in spaces) + MARGIN
    maxy = max(s["y"] for s in spaces) + MARGIN
    nvict = sum(1 for s in spaces if "V" in s["kinds"])
    w("""# Out of Africa: the point-to-point map of the Draka variant of Paths of
# Glory (issue 29, seed 004; rules/outofafrica/PLAN.md section 4). An
# original map drawn for Sandtable from real geography: each space is a
# real town or district placed by its latitude and longitude; no published
# game's map was looked at or copied.
#
# GENERATED by scripts/gen-out-of-africa.py from its tables (spaces,
# connections, boxes): edit the script and re-run it,
#     python3 scripts/gen-out-of-africa.py > maps/data/out-of-africa.toml
# The projection is equirectangular piece by piece (the script's docstring
# says why and how), so bearings are true and crowded fronts are wider.
#
# %d spaces, %d connections, %d victory spaces.
#
# Connections: a plain line is a land connection; kind "sea" (dashed) is a
# sea lane (London to Calais and Ostend; the Dardanelles), for SR by sea and
# invasions, never a land move; kind "dotted" (dotted) is one of the seed's
# dotted lines (L150, L160), which only some nations use and along which no
# supply traces (OA-25, OA-26: the scenario's [rules.dotted]).
#
# Map changes (seed L9-17): Upper Egypt (off-map, connected to Cairo only)
# and Tripoli (off-map port, connected to Libya only); Reggio (mountain
# port; Naples and Taranto only); Vichy (clear; Lyon, St. Amand, Massif
# Central, Poitiers only) and Massif Central (mountain; Avignon and Vichy
# only). Trent and Bologna are not victory spaces; Lyon, Sarajevo,
# Marseille, Libya, Athens and Kiel are.
#
# The seed's spellings: Poiters = Poitiers, Massif Centrale = Massif
# Central, Marselles = Marseille, Tarento = Taranto, Intersburg =
# Insterburg, Gallopoli = Gallipoli, Ezerum = Erzerum, Philippoli =
# Philippopolis, "the Jade" = Wilhelmshaven. One Sivas (OA-37).
#
# Map value neareast: 1 for a space wholly in the Near East (eastern
# Anatolia, the Caucasus, Syria, Palestine, Mesopotamia, Persia, Arabia,
# Egypt, Libya and the off-map spaces), 2 for Bursa and Constantinople (on
# both maps, L690), 0 elsewhere (Turkey in Europe and western Anatolia to
# Ankara and Konya are main-map Turkey, L576, OA-24).
#
# Places: capitals, fortresses (levels are the scenario's [rules.fortress]),
# ports, victory spaces (vp 1), supply sources (which nation draws on which
# is the scenario's [rules.supply]; Erzerum and Kharput, a source only as a
# pair, L33, are not marked), and the MEF locales MEF 1-5 (OA-38).
# Regions are the countries, with their nation and, for those at war on
# turn 1, their side; Turkey, Persia, Arabia, Bulgaria, Romania, Greece and
# the neutrals enter later (the scenario's [rules.control] gives the rest).
format = "sandtable-map"
version = 1

id = "out-of-africa"
name = "Out of Africa: Europe and the Near East, 1914"
description = "An original point-to-point map from the Channel to Persia and from Petrograd to Upper Egypt: the Western and Italian fronts, the Balkans, Russia to Moscow and the Black Sea, Anatolia, the Caucasus, Syria, Mesopotamia and Egypt, drawn from real geography for the Draka variant of Paths of Glory."
background = "#d3e2ea"

default_terrain = "clear"

[grid]
kind = "graph"

""" % (len(spaces), len(conns), nvict))
    for tid, name, col, pat in TERRAIN:
        w("[terrain.%s]\nname = %s\ncolor = %s\n" % (tid, q(name), q(col)))
        if pat != "none":
            w("pattern = %s\n" % q(pat))
        w("\n")
    w("""[edge_feature.sea]
name = "Sea lane (SR by sea, invasions; no land move)"
color = "#1f4ea8"
width = 3
style = "dashed"

[edge_feature.dotted]
name = "Dotted line (only the nations the rules name; no supply)"
color = "#7a3b12"
width = 7
style = "dotted"

[value.neareast]
name = "Near East (1 wholly, 2 on both maps)"

""")
    for rid, name, nation, side, col in REGIONS:
        code = [k for k, v in REGION_OF.items() if v == rid][0]
        cells = [s["id"] for s in spaces if s["region"] == code]
        w("[[region]]\nid = %s\nname = %s\ncolor = %s\n" % (q(rid), q(name), q(col)))
        if side:
            w("side = %s\n" % q(side))
        if nation:
            w("nation = %s\n" % q(nation))
        w("cells = [\n")
        line = "  "
        for c in cells:
            item = q(c) + ", "
            if len(line) + len(item) > 100:
                w(line.rstrip() + "\n")
                line = "  "
            line += item
        w(line.rstrip() + "\n]\n\n")
    for s in spaces:
        if s["id"] in SEED_SPELLING:
            w("# the seed calls it %s\n" % SEED_SPELLING[s["id"]])
        w("[[space]]\nid = %s\nx = %d\ny = %d\n" % (q(s["id"]), s["x"], s["y"]))
        if s["terrain"] != "clear":
            w("terrain = %s\n" % q(s["terrain"]))
        ne = near_east(s["id"], s["region"])
        if ne:
            w("values = { neareast = %d }\n" % ne)
        w("\n")
    for a, b, kind in conns:
        w("[[connection]]\na = %s\nb = %s\n" % (q(a), q(b)))
        if kind:
            w("kind = %s\n" % q(kind))
        w("\n")
    for s in spaces:
        if not s["kinds"]:
            continue
        kinds = [KIND_WORDS[k] for k in "CFPVS" if k in s["kinds"]]
        region = REGION_OF[s["region"]]
        pid = s["id"].lower().replace(" ", "-").replace(".", "")
        w("[[place]]\nid = %s\nname = %s\nkinds = [%s]\ncells = [%s]\n" % (
            q(pid), q(s["id"]), ", ".join(q(k) for k in kinds), q(s["id"])))
        if "V" in s["kinds"]:
            w("vp = 1\n")
        w("region = %s\n\n" % q(region))
    for name, sid in MEF:
        w("[[place]]\nid = %s\nname = %s\nkinds = [\"other\"]\ncells = [%s]\n\n" % (
            q(name.lower().replace(" ", "-")), q(name), q(sid)))
    # Boxes under the map's south-west corner (the Atlantic, Spain and the
    # western Mediterranean, where no space is): the Reserve Boxes and the
    # dead piles in two columns, the returning box above them, and the two
    # force pools, which hold about fifty counters each at the start (the
    # bundled scenario's reinforcements), three columns wide beside them so
    # that the window draws their counters at a readable size.
    bw, bh, gap = 300, 170, 20
    x0 = MARGIN
    y0 = maxy - 2 * bh - gap - MARGIN
    cell = {
        "cp-reserve": (0, 0, 1), "ap-reserve": (0, 1, 1),
        "dead-replaceable": (1, 0, 1), "dead-permanent": (1, 1, 1),
        "cp-pool": (2, 0, 3), "ap-pool": (2, 1, 3),
        "offmap-returning": (0, -1, 1),
    }
    for bid, name, kind, side, col in BOXES:
        col_i, row_i, span = cell[bid]
        x = x0 + col_i * (bw + gap)
        y = y0 + row_i * (bh + gap)
        bw_i = span * bw + (span - 1) * gap
        w("[[box]]\nid = %s\nname = %s\nkind = %s\n" % (q(bid), q(name), q(kind)))
        if side:
            w("side = %s\n" % q(side))
        w("color = %s\nx = %d\ny = %d\nw = %d\nh = %d\n\n" % (q(col), x, y, bw_i, bh))


def label_box(s):
    w = 7.2 * len(s["id"]) + 8
    cy = s["y"] - 30
    return (s["x"] - w / 2, cy - 9, s["x"] + w / 2, cy + 9)


def overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def cross(p1, p2, p3, p4):
    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    d1, d2 = orient(p3, p4, p1), orient(p3, p4, p2)
    d3, d4 = orient(p1, p2, p3), orient(p1, p2, p4)
    return d1 * d2 < 0 and d3 * d4 < 0


def report(spaces, conns):
    by = {s["id"]: s for s in spaces}
    n = 0
    for i, a in enumerate(spaces):
        for b in spaces[i + 1:]:
            d = math.hypot(a["x"] - b["x"], a["y"] - b["y"])
            la, lb = label_box(a), label_box(b)
            disc_a = (a["x"] - 18, a["y"] - 18, a["x"] + 18, a["y"] + 18)
            disc_b = (b["x"] - 18, b["y"] - 18, b["x"] + 18, b["y"] + 18)
            why = []
            if d < 48:
                why.append("%.0f px apart" % d)
            if overlap(la, lb):
                why.append("names overlap")
            if overlap(la, disc_b) or overlap(lb, disc_a):
                why.append("name over the other's counter")
            if why:
                n += 1
                print("CROWD %s / %s: %s" % (a["id"], b["id"], ", ".join(why)))
    segs = [((by[a]["x"], by[a]["y"]), (by[b]["x"], by[b]["y"]), a, b) for a, b, _ in conns]
    for i, s in enumerate(segs):
        for t in segs[i + 1:]:
            if len({s[2], s[3], t[2], t[3]}) < 4:
                continue
            if cross(s[0], s[1], t[0], t[1]):
                n += 1
                print("CROSS %s-%s x %s-%s" % (s[2], s[3], t[2], t[3]))
    # a line passing through a third space's disc
    for s in segs:
        for sp in spaces:
            if sp["id"] in (s[2], s[3]):
                continue
            (x1, y1), (x2, y2) = s[0], s[1]
            dx, dy = x2 - x1, y2 - y1
            L = dx * dx + dy * dy
            t = max(0, min(1, ((sp["x"] - x1) * dx + (sp["y"] - y1) * dy) / L))
            px, py = x1 + t * dx, y1 + t * dy
            if math.hypot(px - sp["x"], py - sp["y"]) < 20:
                n += 1
                print("THROUGH %s-%s passes over %s" % (s[2], s[3], sp["id"]))
    deg = {}
    for a, b, _ in conns:
        deg[a] = deg.get(a, 0) + 1
        deg[b] = deg.get(b, 0) + 1
    for s in spaces:
        if s["id"] not in deg:
            print("ISOLATED", s["id"])
    print("%d spaces, %d connections, %d problems; extent %d x %d" % (
        len(spaces), len(conns), n, max(s["x"] for s in spaces) + MARGIN, max(s["y"] for s in spaces) + MARGIN))


if __name__ == "__main__":
    sp, cn = build()
    if "--report" in sys.argv:
        report(sp, cn)
    else:
        emit(sp, cn)
