package vernian

import (
	"fmt"
	"math/big"
	"sandtable/internal/plural"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Air combat (000 Ether Flyers, "Air Combat", the section below): "Keep
// rolling until only one side has an F type remaining"; fighters attack
// "one Zeppelin at a time" (b), "one Flyer at a time" (c). The tables are the scenario's (airtables.go); a fight is a kit table
// duel, so the forecast's odds and the resolution read the same rows.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleAirCombat, Title: "Air combat", Order: 230,
		Text: `Air combat is rolled one die at a time until only one side has a unit left in the hex; nobody may abort voluntarily. Before resolving (fight), the combat dialog shows the exact chance of each end.

- a) Fighter versus Fighter: where interceptors meet escorts, they fight it out first; the intercepting player rolls. German fighters fight only when intercepting.
- b) Allied Fighter versus Zeppelin: fighters attack one Zeppelin at a time, in the order their owner chooses before the first roll (first; else those carrying troops first).
- c) German Fighter versus Bomber or Close Support Flyer: fighters attack one flyer at a time, in the order their owner chooses (first; else in take-off order).

The three tables follow as printed, with their modifiers. The modifiers count the units still in the fight at each roll; a modified roll above 6 reads the 6 row, below 1 the 1 row.`,
		More: func(st *State) (string, []rules.RefTable) { return "", st.airCombatTables() },
	})
}

// airFight is one air combat at Loc on table Table (AirFighterFighter,
// AirFighterZeppelin or AirFighterFlyer): the Fighters roll, and attack the
// Targets one at a time in the order given. The Fighter that is shot down
// or aborts is the first one left in the order given (RULINGS.md).
type airFight struct {
	Table    string
	Loc      rules.Location
	Fighters []int
	Targets  []int
}

// chained reports whether fights[k] is a "fighter-flyer" fight right after
// a "fighter-fighter" one at the same hex: its Fighters are then the
// survivors of that fight ("they must fight it out before any other air
// combat"; "German fighters never participate in combats unless they are
// flying an Interception mission").
func chained(fights []airFight, k int) bool {
	return k > 0 && fights[k].Table == AirFighterFlyer && fights[k-1].Table == AirFighterFighter && fights[k-1].Loc == fights[k].Loc
}

// airDuel is fight f with n Fighters as a kit duel.
func (st *State) airDuel(f airFight, n int) (kit.Duel, *AirTable, error) {
	t := st.fixed.t.AirCombat.Table(f.Table)
	if t == nil {
		return kit.Duel{}, nil, fmt.Errorf("vernian: no air combat table %q", f.Table)
	}
	d := kit.Duel{Table: t.duel(), Units: [2]int{n, len(f.Targets)}}
	if f.Table == AirFighterZeppelin {
		d.Passengers = make([]bool, len(f.Targets))
		for k, i := range f.Targets {
			d.Passengers[k] = len(st.Units.Passengers(i)) > 0
		}
	}
	return d, t, nil
}

// resolveAirFights resolves fights in order, rolling each until one side
// has no unit left, every roll logged with its DRMs and their reasons;
// results go through shootDown, abortFlight and losePassenger. With manual
// dice short of faces it returns their *NeedDice (the game retries the
// whole action).
func (st *State) resolveAirFights(fights []airFight, ctx *rules.Context) error {
	var survivors []int
	for k, f := range fights {
		fighters := f.Fighters
		if chained(fights, k) {
			fighters = survivors
		}
		left, err := st.resolveAirFight(f, fighters, ctx)
		if err != nil {
			return err
		}
		survivors = left
	}
	return nil
}

// resolveAirFight rolls fight f with these fighters and returns the
// Fighters left in the fight at its end.
func (st *State) resolveAirFight(f airFight, fighters []int, ctx *rules.Context) ([]int, error) {
	d, t, err := st.airDuel(f, len(fighters))
	if err != nil {
		return nil, err
	}
	where := st.place(f.Loc)
	switch {
	case len(fighters) == 0:
		ctx.Logf("Air combat %s at %s: no %s left to fight", t.Name, where, plural.Noun(2, t.Fighters))
		return fighters, nil
	case len(f.Targets) == 0:
		ctx.Logf("Air combat %s at %s: no %s to attack", t.Name, where, plural.Noun(2, t.Targets))
		return fighters, nil
	}
	ctx.Logf("Air combat %s at %s: %s against %s", t.Name, where, st.names(fighters), st.targetLines(f))
	var s kit.DuelState
	gone := [2]map[int]bool{{}, {}} // by side, positions in fighters / f.Targets
	for round := 1; !d.Over(s); round++ {
		faces, err := ctx.Roll(1, 6)
		if err != nil {
			return nil, err
		}
		mods := d.Modifiers(s)
		total, row, e := d.Row(s, faces[0])
		next, changed := d.Apply(s, e)
		left := d.Left(s)
		cur := f.Targets[d.Current(s)]
		// Who the row hits: the current Target, or the first Fighter left.
		hit := cur
		if e.Side == kit.DuelFighters {
			for k, i := range fighters {
				if !gone[0][k] {
					hit = i
					break
				}
			}
		}
		res := strings.TrimSuffix(t.row(row).Text, ".")
		switch {
		case !changed:
			res += fmt.Sprintf(": no effect, %s carries no passengers", st.name(cur))
		case e.Loss != kit.DuelNoLoss:
			res += ": " + st.name(hit)
		default:
			res += ": " + st.name(cur)
		}
		table := fmt.Sprintf("Air Combat %s (%s)", t.Name, RuleAirCombat)
		if total != row {
			table += fmt.Sprintf(" (total %d read on the %d row)", total, row)
		}
		ctx.LogRoll("", rules.Roll{
			For: fmt.Sprintf("air combat at %s, round %d: %d %s against %d %s, attacking %s", where, round,
				left[0], plural.Noun(left[0], t.Fighters), left[1], plural.Noun(left[1], t.Targets), st.targetName(cur)),
			Table: table, Dice: faces, Sides: 6, Modifiers: mods, Total: total, Result: res})
		if next.PassengersLost > s.PassengersLost && e.Loss != kit.DuelShotDown {
			st.losePassenger(cur, ctx)
		}
		if e.Loss != kit.DuelNoLoss && changed {
			k := st.position(hit, fighters, f.Targets, e.Side)
			gone[e.Side][k] = true
			if e.Loss == kit.DuelShotDown {
				st.shootDown(hit, ctx) // with any passengers: "Any passengers lost."
			} else {
				st.abortFlight(hit, ctx)
			}
		}
		s = next
	}
	var out []int
	for k, i := range fighters {
		if !gone[0][k] {
			out = append(out, i)
		}
	}
	for _, group := range [][]int{out, f.Targets} {
		for _, i := range group {
			if fl := st.flight(i); fl != nil {
				fl.Fought = true
			}
		}
	}
	l := d.Left(s)
	ctx.Logf("Air combat %s at %s ends: %d %s and %d %s left", t.Name, where, l[0], plural.Noun(l[0], t.Fighters), l[1], plural.Noun(l[1], t.Targets))
	return out, nil
}

// position is unit i's position in fighters (side 0) or targets.
func (st *State) position(i int, fighters, targets []int, side int) int {
	group := fighters
	if side == kit.DuelTargets {
		group = targets
	}
	for k, j := range group {
		if j == i {
			return k
		}
	}
	return -1
}

// names lists units by name.
func (st *State) names(units []int) string {
	out := make([]string, len(units))
	for k, i := range units {
		out[k] = st.name(i)
	}
	return strings.Join(out, ", ")
}

// airOutcome is one way a sequence of fights can end, as the forecast
// words it, and its exact probability.
type airOutcome struct {
	words []string
	p     *big.Rat
	carry int // Fighters left after the last fight (for a chained fight)
}

// airForecast is the combat dialog's content for fights: the units, each
// fight's table and first-round DRMs, and the exact probability of every
// end state, worded for players ("2 Zeppelins survive, passengers lost").
// A "fighter-flyer" fight after a "fighter-fighter" one at the same hex is
// forecast for each number of Interceptors that can be left, so the
// composite odds are exact too; they add up to exactly 1.
func (st *State) airForecast(title string, fights []airFight) rules.Forecast {
	f := rules.Forecast{Title: title}
	var tables []string
	for k, fight := range fights {
		n := len(fight.Fighters)
		d, t, err := st.airDuel(fight, n)
		if err != nil {
			continue
		}
		if k == 0 {
			f.TableID = AirTableID(fight.Table)
		}
		tables = append(tables, "Air Combat "+t.Name)
		if chained(fights, k) {
			f.Attackers = append(f.Attackers, fmt.Sprintf("%s: the %s left after %s", t.Name, plural.Noun(2, t.Fighters), fights[k-1].Table))
		} else {
			f.Attackers = append(f.Attackers, fmt.Sprintf("%s: %s", t.Name, st.names(fight.Fighters)))
			for _, m := range d.Modifiers(kit.DuelState{}) {
				m.Reason += ", at the first roll on " + t.Name
				f.Modifiers = append(f.Modifiers, m)
			}
		}
		f.Defenders = append(f.Defenders, fmt.Sprintf("%s: %s", t.Name, st.targetLines(fight)))
	}
	f.Table = strings.Join(tables, ", then ") + ": one die a round until only one side is left; the DRMs are counted again before each roll."
	outs := []airOutcome{{p: big.NewRat(1, 1)}}
	for k, fight := range fights {
		cache := map[int]kit.DuelOdds{}
		var next []airOutcome
		for _, o := range outs {
			n := len(fight.Fighters)
			if chained(fights, k) {
				n = o.carry
			}
			d, t, err := st.airDuel(fight, n)
			if err != nil {
				return st.noForecast(f, err)
			}
			if n == 0 || len(fight.Targets) == 0 {
				w := fmt.Sprintf("no %s left to attack the %s", plural.Noun(2, t.Fighters), plural.Noun(2, t.Targets))
				if len(fight.Targets) == 0 {
					w = fmt.Sprintf("no %s to attack", plural.Noun(2, t.Targets))
				}
				o.words = append(o.words, w)
				o.carry = n
				next = append(next, o)
				continue
			}
			odds, ok := cache[n]
			if !ok {
				if odds, err = d.Odds(); err != nil {
					return st.noForecast(f, err)
				}
				cache[n] = odds
			}
			for _, e := range odds.Ends {
				p := new(big.Rat).Mul(o.p, e.P.Rat())
				words := append(append([]string(nil), o.words...), airEndWords(t, e))
				next = append(next, airOutcome{words: words, p: p, carry: e.Left[0]})
			}
		}
		outs = next
	}
	var results []string
	probs := map[string]*big.Rat{}
	for _, o := range outs {
		r := strings.Join(o.words, "; then ")
		if p, ok := probs[r]; ok {
			p.Add(p, o.p)
			continue
		}
		results = append(results, r)
		probs[r] = new(big.Rat).Set(o.p)
	}
	for _, r := range results {
		f.Outcomes = append(f.Outcomes, rules.Outcome{Result: r, P: rules.FracProb(probs[r].Num(), probs[r].Denom())})
	}
	return f
}

// fightForecast is the combat dialog's content for "fight HEX": the
// exact odds of the air combat at HEX (fightsAt builds its fights).
func (st *State) fightForecast(a rules.Action) (rules.Forecast, bool) {
	if len(a.Args) != 1 || st.Check(a) != nil {
		return rules.Forecast{}, false
	}
	l, err := rules.ParseLocation(st.fixed.s, a.Args[0])
	if err != nil {
		return rules.Forecast{}, false
	}
	fights := st.fightsAt(a.Side, l)
	if len(fights) == 0 {
		return rules.Forecast{}, false
	}
	f := st.airForecast("Air combat at "+st.place(l), fights)
	return f, len(f.Outcomes) > 0
}

// noForecast is f without odds: a fight too large to work out (more than
// kit.MaxDuelUnits a side), or without a table.
func (st *State) noForecast(f rules.Forecast, err error) rules.Forecast {
	f.Table += " No odds: " + rules.ReasonOf(err)
	f.Outcomes = nil
	return f
}

// targetLines lists a fight's Targets, with passengers.
func (st *State) targetLines(f airFight) string {
	out := make([]string, len(f.Targets))
	for k, i := range f.Targets {
		out[k] = st.name(i)
		if ps := st.Units.Passengers(i); len(ps) > 0 {
			out[k] += " carrying " + st.names(ps)
		}
	}
	return strings.Join(out, ", ")
}

// airEndWords words one end of a fight: the Targets' fate, passengers,
// then the Fighters' losses: "2 Zeppelins survive, 1 shot down,
// passengers lost; F types: 2 shot down, 1 aborts".
func airEndWords(t *AirTable, e kit.DuelEnd) string {
	var b strings.Builder
	n := e.Left[1] + e.ShotDown[1] + e.Aborted[1]
	switch {
	case e.Left[1] == 0 && e.ShotDown[1] == n:
		switch n {
		case 1:
			fmt.Fprintf(&b, "the %s shot down", t.Targets)
		case 2:
			fmt.Fprintf(&b, "both %s shot down", plural.Noun(n, t.Targets))
		default:
			fmt.Fprintf(&b, "all %d %s shot down", n, plural.Noun(n, t.Targets))
		}
	case e.Left[1] == 0:
		fmt.Fprintf(&b, "no %s left: %s", plural.Noun(2, t.Targets), lossWords(e.ShotDown[1], e.Aborted[1]))
	default:
		fmt.Fprintf(&b, "%d %s %s", e.Left[1], plural.Noun(e.Left[1], t.Targets), map[bool]string{true: "survives", false: "survive"}[e.Left[1] == 1])
		if l := lossWords(e.ShotDown[1], e.Aborted[1]); l != "" {
			b.WriteString(", " + l)
		}
	}
	switch {
	case e.PassengersLost == 1:
		b.WriteString(", passengers lost")
	case e.PassengersLost > 1:
		fmt.Fprintf(&b, ", passengers of %d lost", e.PassengersLost)
	}
	if l := lossWords(e.ShotDown[0], e.Aborted[0]); l != "" {
		fmt.Fprintf(&b, "; %s: %s", plural.Noun(2, t.Fighters), l)
	} else {
		fmt.Fprintf(&b, "; no %s lost", plural.Noun(2, t.Fighters))
	}
	return b.String()
}

// lossWords is "2 shot down, 1 aborts" ("" when none).
func lossWords(shot, aborted int) string {
	var parts []string
	if shot > 0 {
		parts = append(parts, fmt.Sprintf("%d shot down", shot))
	}
	if aborted == 1 {
		parts = append(parts, "1 aborts")
	} else if aborted > 1 {
		parts = append(parts, fmt.Sprintf("%d abort", aborted))
	}
	return strings.Join(parts, ", ")
}

// airCombatTables are the three tables as printed, for the reference.
func (st *State) airCombatTables() []rules.RefTable {
	a := &st.fixed.t.AirCombat
	var out []rules.RefTable
	for _, kind := range a.kinds() {
		t := a.Table(kind)
		rt := rules.RefTable{ID: AirTableID(kind), Caption: "Air Combat " + t.Name, Columns: []string{"Die", "Result"}}
		for _, r := range t.Rows {
			rt.Rows = append(rt.Rows, []string{fmt.Sprint(r.Die), r.Text})
		}
		notes := []string{t.Text}
		if t.DRMText != "" {
			notes = append(notes, t.DRMText)
		}
		notes = append(notes, "The DRMs count the units still in the fight at each roll; a modified roll above 6 reads the 6 row, below 1 the 1 row.")
		rt.Notes = strings.Join(notes, " ")
		out = append(out, rt)
	}
	return out
}
