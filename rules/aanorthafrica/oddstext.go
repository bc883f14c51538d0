package aanorthafrica

// "`sandtable odds` on the command line for a battle given as text."
// (issue 28). This file reads such a battle and writes its forecast.

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
)

// OddsUnitTable is each nation's unit values by class: nation -> class -> unit.
type OddsUnitTable map[string]map[string]OddsUnit

// DefaultOddsUnits is the values the odds use when no scenario gives
// them: the standard published Axis & Allies: Europe (2000) values for
// Germany and the UK (the seed leaves them to the base game: "as in A&AE")
// and the seed's Italian units ("Inf- 1/1, 2 IPC; Art- 2/1, 3 IPC; Arm-
// 2/2, 4 IPC; Fit- 2/3, 10 IPC; Bom- normal cost and stats; AAA- normal
// cost and stats"). The bundled scenario's [rules.units] tables hold the
// same numbers for a designer to change.
func DefaultOddsUnits() OddsUnitTable {
	standard := map[string]OddsUnit{
		OddsClassInfantry:  {Class: OddsClassInfantry, Attack: 1, Defence: 2, Cost: 3},
		OddsClassArtillery: {Class: OddsClassArtillery, Attack: 2, Defence: 2, Cost: 4},
		OddsClassArmour:    {Class: OddsClassArmour, Attack: 3, Defence: 3, Cost: 5},
		OddsClassFighter:   {Class: OddsClassFighter, Attack: 3, Defence: 4, Cost: 10},
		OddsClassBomber:    {Class: OddsClassBomber, Attack: 4, Defence: 1, Cost: 15},
		OddsClassAA:        {Class: OddsClassAA, Attack: 0, Defence: 0, Cost: 5},
	}
	italy := map[string]OddsUnit{
		OddsClassInfantry:  {Class: OddsClassInfantry, Attack: 1, Defence: 1, Cost: 2},
		OddsClassArtillery: {Class: OddsClassArtillery, Attack: 2, Defence: 1, Cost: 3},
		OddsClassArmour:    {Class: OddsClassArmour, Attack: 2, Defence: 2, Cost: 4},
		OddsClassFighter:   {Class: OddsClassFighter, Attack: 2, Defence: 3, Cost: 10},
		OddsClassBomber:    standard[OddsClassBomber],
		OddsClassAA:        standard[OddsClassAA],
	}
	return OddsUnitTable{"italy": italy, "germany": standard, "uk": standard}
}

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

// OddsReport is a forecast as the command prints it, and as its JSON.
type OddsReport struct {
	AttackerWins  float64 `json:"attacker_wins"`
	DefenderHolds float64 `json:"defender_holds"`
	BothDestroyed float64 `json:"both_destroyed"`
	Undecided     float64 `json:"undecided,omitempty"`
	// Takes and MustRetreat split AttackerWins in a mined space by the
	// sweep.
	Takes       *float64 `json:"attacker_takes,omitempty"`
	MustRetreat *float64 `json:"must_retreat,omitempty"`
	// Exact holds the three chances as fractions when computed exactly.
	Exact     map[string]string       `json:"exact,omitempty"`
	Left      map[string][]float64    `json:"left"`      // side -> chance of n units left, n = 0, 1, ...
	Survivors map[string][]OddsLineup `json:"survivors"` // side -> line-ups left, likeliest first
	IPCLost   map[string]float64      `json:"ipc_lost"`
	Retreat   OddsRetreatAdvice       `json:"retreat"`
	States    int                     `json:"states"`
	Lineups   int                     `json:"lineups"`
	Approx    bool                    `json:"approximate"`
	Millis    float64                 `json:"ms"`
}

// OddsLineup is one way a side can end: units left, in words, and the chance.
type OddsLineup struct {
	Left  int     `json:"left"`
	Units string  `json:"units"`
	P     float64 `json:"p"`
}

// OddsRetreatAdvice is the best round to retreat after: 0 is not attacking,
// Never is fighting to the end; Value is the expected IPC swing of the
// advice and Values that of each round.
type OddsRetreatAdvice struct {
	BestRound int       `json:"best_round"`
	Never     bool      `json:"never"`
	Value     float64   `json:"value"`
	Values    []float64 `json:"values"`
}

// NewOddsReport gathers a forecast computed in elapsed time.
func NewOddsReport(res OddsResult, elapsed time.Duration) OddsReport {
	o := res.Odds
	r := OddsReport{
		AttackerWins: o.Win(0).Float64(), DefenderHolds: o.Win(1).Float64(), BothDestroyed: o.BothDestroyed().Float64(),
		Left: map[string][]float64{}, Survivors: map[string][]OddsLineup{}, IPCLost: map[string]float64{},
		States: o.States, Lineups: o.Lineups, Approx: o.Approximate, Millis: float64(elapsed.Microseconds()) / 1000,
	}
	r.Undecided = 1 - r.AttackerWins - r.DefenderHolds - r.BothDestroyed
	if r.Undecided < 1e-12 {
		r.Undecided = 0
	}
	if o.Battle.Sweep != nil {
		t := o.Taken().Float64()
		m := r.AttackerWins - t
		r.Takes, r.MustRetreat = &t, &m
	}
	if !o.Approximate {
		r.Exact = map[string]string{"attacker_wins": o.Win(0).Fraction(), "defender_holds": o.Win(1).Fraction(), "both_destroyed": o.BothDestroyed().Fraction()}
	}
	for s, name := range []string{"attacker", "defender"} {
		for _, p := range o.LeftCounts(s) {
			r.Left[name] = append(r.Left[name], p.Float64())
		}
		for _, sv := range o.Survivors(s) {
			r.Survivors[name] = append(r.Survivors[name], OddsLineup{Left: sv.Left, Units: sv.Lineup, P: sv.P.Float64()})
		}
		slices.SortStableFunc(r.Survivors[name], func(a, b OddsLineup) int { return cmp.Compare(b.P, a.P) })
		r.IPCLost[name], _ = o.ExpectedLoss(s).Float64()
	}
	plan := res.Retreat
	r.Retreat = OddsRetreatAdvice{BestRound: plan.Best, Never: plan.Never, Values: plan.Values}
	if len(plan.Values) > 0 {
		r.Retreat.Value = plan.Values[plan.Best]
	}
	return r
}

func oddsPct(p float64) string {
	switch {
	case p <= 0:
		return "0%"
	case p < 0.0005:
		return "<0.1%"
	case p > 0.9995 && p < 1:
		return ">99.9%"
	}
	return fmt.Sprintf("%.1f%%", 100*p)
}

// WriteText prints the report as people read it.
func (r OddsReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "Attacker wins %s · Defender holds %s · Both destroyed %s\n", oddsPct(r.AttackerWins), oddsPct(r.DefenderHolds), oddsPct(r.BothDestroyed))
	if r.Undecided > 0 {
		fmt.Fprintf(w, "Undecided (no hits possible) %s\n", oddsPct(r.Undecided))
	}
	if r.Takes != nil {
		fmt.Fprintf(w, "Attacker takes the space %s · wins but must retreat (sweep failed) %s\n", oddsPct(*r.Takes), oddsPct(*r.MustRetreat))
	}
	for _, side := range []string{"attacker", "defender"} {
		var parts []string
		other := 0.0
		for n, p := range r.Left[side] {
			if p >= 0.0005 {
				parts = append(parts, fmt.Sprintf("%d %s", n, oddsPct(p)))
			} else {
				other += p
			}
		}
		if other > 0 {
			parts = append(parts, "others "+oddsPct(other))
		}
		fmt.Fprintf(w, "%s left: %s\n", strings.ToUpper(side[:1])+side[1:], strings.Join(parts, " | "))
		for i, l := range r.Survivors[side] {
			if i == 5 || l.P < 0.0005 {
				break
			}
			fmt.Fprintf(w, "  %s: %s\n", l.Units, oddsPct(l.P))
		}
	}
	fmt.Fprintf(w, "Expected IPC lost: attacker %.1f, defender %.1f\n", r.IPCLost["attacker"], r.IPCLost["defender"])
	switch {
	case r.Retreat.BestRound == 0:
		end := 0.0
		if n := len(r.Retreat.Values); n > 0 {
			end = r.Retreat.Values[n-1]
		}
		fmt.Fprintf(w, "Best retreat: do not attack (fought to the end: %+.1f IPC)\n", end)
	case r.Retreat.Never:
		fmt.Fprintf(w, "Best retreat: never retreat (%+.1f IPC)\n", r.Retreat.Value)
	default:
		fmt.Fprintf(w, "Best retreat: after round %d (%+.1f IPC)\n", r.Retreat.BestRound, r.Retreat.Value)
	}
	how := "exactly"
	if r.Approx {
		how = "in floating point"
	}
	fmt.Fprintf(w, "Computed %s: %d states, %d line-ups, %.1f ms\n", how, r.States, r.Lineups, r.Millis)
}
