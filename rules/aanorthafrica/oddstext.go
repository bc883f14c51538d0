package aanorthafrica

// "`sandtable odds` on the command line for a battle given as text."
// (issue 28). This file reads such a battle and writes its forecast.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Bounds on a battle given as text.
const (
	MaxOddsText  = 16 << 10 // bytes
	MaxOddsLines = 100
	MaxOddsUnits = 100 // per side, the engine's MaxBattleHits
)

var oddsAdjectives = map[string]string{"italy": "Italian", "germany": "German", "uk": "British"}

var oddsClassWords = map[string]string{
	"infantry": OddsClassInfantry, "inf": OddsClassInfantry,
	"artillery": OddsClassArtillery, "art": OddsClassArtillery,
	"armour": OddsClassArmour, "armor": OddsClassArmour, "arm": OddsClassArmour, "tank": OddsClassArmour, "tanks": OddsClassArmour,
	"fighter": OddsClassFighter, "fighters": OddsClassFighter, "ftr": OddsClassFighter,
	"bomber": OddsClassBomber, "bombers": OddsClassBomber, "bmb": OddsClassBomber,
	"aa": OddsClassAA, "aaa": OddsClassAA, "aa gun": OddsClassAA, "aa guns": OddsClassAA,
	"minefield": OddsClassMinefield,
}

// ParseOddsText reads a battle as text, one item a line ("#" starts a
// comment):
//
//	attacker germany: 3 infantry, 2 artillery, 2 armour, 1 fighter
//	defender uk: 4 infantry, 1 artillery, 1 aa
//	at-guns: 1            # the defender's artillery designated as AT guns
//	minefield: fresh      # none | fresh | known
//	order attacker: cheapest
//	order defender: keep-attackers
//	ground: 3             # the space's IPC value, for the retreat advice
//
// A side may have several lines (Italy and Germany together). Units take
// their values from table. Errors name the line.
func ParseOddsText(src []byte, table OddsUnitTable) (OddsBattle, error) {
	var ob OddsBattle
	if len(src) > MaxOddsText {
		return ob, fmt.Errorf("aanorthafrica: odds: the battle is %d bytes, more than %d", len(src), MaxOddsText)
	}
	lines := strings.Split(strings.TrimSuffix(string(src), "\n"), "\n")
	if len(lines) > MaxOddsLines {
		return ob, fmt.Errorf("aanorthafrica: odds: %d lines, more than %d", len(lines), MaxOddsLines)
	}
	var nations [2][]string
	seen := map[string]bool{}
	for n, line := range lines {
		fail := func(format string, a ...any) error {
			return fmt.Errorf("aanorthafrica: odds: line %d: %s", n+1, fmt.Sprintf(format, a...))
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return ob, fail("%q: want \"key: value\"", line)
		}
		key, val = strings.Join(strings.Fields(strings.ToLower(key)), " "), strings.TrimSpace(val)
		if seen[key] && !strings.HasPrefix(key, "attacker ") && !strings.HasPrefix(key, "defender ") {
			return ob, fail("%q given twice", key)
		}
		seen[key] = true
		words := strings.Fields(key)
		switch {
		case len(words) == 2 && (words[0] == "attacker" || words[0] == "defender"):
			s, sd := 0, &ob.Attacker
			if words[0] == "defender" {
				s, sd = 1, &ob.Defender
			}
			nation := words[1]
			values, ok := table[nation]
			if !ok {
				return ob, fail("unknown nation %q (%s)", nation, strings.Join(oddsSortedKeys(table), ", "))
			}
			if !slices.Contains(nations[s], nation) {
				nations[s] = append(nations[s], nation)
			}
			units, err := parseOddsUnits(val, nation, values)
			if err != nil {
				return ob, fail("%v", err)
			}
			sd.Units = append(sd.Units, units...)
			if len(sd.Units) > MaxOddsUnits {
				return ob, fail("the %s has more than %d units", words[0], MaxOddsUnits)
			}
		case key == "at-guns" || key == "at guns":
			v, err := strconv.Atoi(val)
			if err != nil || v < 0 || v > MaxOddsUnits {
				return ob, fail("at-guns %q: a number from 0 to %d", val, MaxOddsUnits)
			}
			ob.ATGuns = v
		case key == "minefield":
			v := strings.ToLower(val)
			if v != OddsMinefieldNone && v != OddsMinefieldFresh && v != OddsMinefieldKnown {
				return ob, fail("minefield %q: none, fresh or known", val)
			}
			ob.Minefield = v
		case key == "order attacker" || key == "order defender":
			v := strings.ToLower(val)
			if !slices.ContainsFunc(OddsLossOrders, func(o struct{ Name, Means string }) bool { return o.Name == v }) {
				return ob, fail("loss order %q: cheapest, keep-attackers, keep-tanks or keep-planes", val)
			}
			if key == "order attacker" {
				ob.Attacker.Order = v
			} else {
				ob.Defender.Order = v
			}
		case key == "ground":
			v, err := strconv.ParseFloat(val, 64)
			if err != nil || v < 0 || v > 1000 {
				return ob, fail("ground %q: the space's IPC value, 0 to 1000", val)
			}
			ob.Ground = v
		default:
			return ob, fail("unknown item %q (attacker NATION, defender NATION, at-guns, minefield, order attacker, order defender, ground)", key)
		}
	}
	if len(ob.Attacker.Units) == 0 || len(ob.Defender.Units) == 0 && ob.Minefield == "" {
		return ob, fmt.Errorf("aanorthafrica: odds: the battle needs an \"attacker NATION:\" line and a \"defender NATION:\" line (or a minefield)")
	}
	for s, sd := range []*OddsSide{&ob.Attacker, &ob.Defender} {
		sd.Name = []string{"Attacker", "Defender"}[s]
		if len(nations[s]) > 1 { // several nations: say whose each unit is
			for i := range sd.Units {
				sd.Units[i].Name = sd.Units[i].Name + " " + sd.Units[i].Class
			}
		} else {
			for i := range sd.Units {
				sd.Units[i].Name = ""
			}
		}
	}
	return ob, nil
}

// parseOddsUnits reads "3 infantry, 2 armour"; each unit's Name holds its
// nation's adjective until the caller decides whether to show it.
func parseOddsUnits(list, nation string, values map[string]OddsUnit) ([]OddsUnit, error) {
	var out []OddsUnit
	for item := range strings.SplitSeq(list, ",") {
		f := strings.Fields(strings.ToLower(item))
		if len(f) == 0 {
			continue
		}
		n, err := strconv.Atoi(f[0])
		if err != nil || n < 1 || n > MaxOddsUnits || len(f) < 2 {
			return nil, fmt.Errorf("%q: want a count from 1 to %d and a unit, as \"3 infantry\"", strings.TrimSpace(item), MaxOddsUnits)
		}
		class, ok := oddsClassWords[strings.Join(f[1:], " ")]
		if !ok {
			return nil, fmt.Errorf("unknown unit %q (infantry, artillery, armour, fighter, bomber, aa)", strings.Join(f[1:], " "))
		}
		if class == OddsClassMinefield {
			return nil, fmt.Errorf("a minefield is given by its own line: \"minefield: fresh\" or \"minefield: known\"")
		}
		u, ok := values[class]
		if !ok {
			return nil, fmt.Errorf("%s has no %s", nation, class)
		}
		u.Class, u.Name = class, oddsAdjectives[nation]
		for range n {
			out = append(out, u)
		}
	}
	return out, nil
}

func oddsSortedKeys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}
