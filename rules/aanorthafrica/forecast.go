package aanorthafrica

import (
	"fmt"
	"sandtable/internal/plural"
	"slices"
	"strings"

	"sandtable/rules"
)

// This file is the forecast a player reads before a battle and before
// each further round ("Show before a battle: win / lose / draw chances,
// the distribution of each side's surviving units, expected IPC lost, and
// the round after which retreating is best", issue 28): fight SPACE and
// press-on answer rules.Forecaster with the units on each side and the
// values they fire at, the one-off steps still to come (AT guns, flak),
// and the exact odds from battleOdds.

var _ rules.Forecaster = (*State)(nil)

// Forecast is the battle dialog's forecast of fight and press-on
// (rules.Forecaster); ok is false for any other action or one not legal.
func (st *State) Forecast(a rules.Action) (rules.Forecast, bool) {
	// The battle in progress is forecast for either side asking (its
	// units are all face up, its odds public): the defender choosing its
	// AT guns or casualties reads the odds too, as press-on's forecast.
	// Not after a failed sweep (stepForced): the battle does not go on,
	// and its odds would offer a sweep already rolled.
	if a.Verb == "press-on" && !st.Over && st.Battle.Space != "" && st.Battle.Step != "" && st.Battle.Step != stepForced {
		f := st.battleForecast(st.Battle.Space)
		f.Title = fmt.Sprintf("Battle at %s, round %d", st.Battle.Space, st.Battle.Round+1)
		f.Confirm = "Press on"
		return f, true
	}
	if (a.Verb != "fight" && a.Verb != "press-on") || st.Check(a) != nil {
		return rules.Forecast{}, false
	}
	if a.Verb == "press-on" {
		f := st.battleForecast(st.Battle.Space)
		f.Title = fmt.Sprintf("Battle at %s, round %d", st.Battle.Space, st.Battle.Round+1)
		f.Confirm = "Press on"
		return f, true
	}
	f := st.battleForecast(a.Args[0])
	f.Confirm = "Fight"
	return f, true
}

// lineupUnit is one unit of a battle as the odds need it: its class, its
// nation's values, its cost, its name, and whether it is a silent AT gun.
type lineupUnit struct {
	Class           Class
	Attack, Defence int
	Cost            int
	Name            string
	Silent          bool
}

// battleLineup is a battle as it stands, for the odds: each side's units
// (AA guns apart), how many AT guns the defender may still designate (0
// once designated: those are Silent), the defender's AA guns that are
// still to fire at the attacker's planes.
type battleLineup struct {
	Attacker, Defender []lineupUnit
	ATGuns             int
	AA                 int
}

// lineup is the battle at space as it stands now.
func (st *State) lineup(space string) battleLineup {
	var l battleLineup
	unit := func(i int) lineupUnit {
		v := st.UnitStats(i)
		return lineupUnit{Class: st.ClassOfUnit(i), Attack: v.Attack, Defence: v.Defence, Cost: v.Cost, Name: st.unitName(i),
			Silent: space == st.Battle.Space && slices.Contains(st.Battle.Silent, i)}
	}
	for _, i := range st.attackers(space) {
		l.Attacker = append(l.Attacker, unit(i))
	}
	for _, i := range st.defenders(space) {
		l.Defender = append(l.Defender, unit(i))
	}
	if space != st.Battle.Space || st.Battle.Step == stepOpen || st.Battle.Step == stepATGuns {
		tanks, arts := 0, 0
		for _, u := range l.Attacker {
			tanks += boolCount(u.Class == Armour)
		}
		for _, u := range l.Defender {
			arts += boolCount(u.Class == Artillery)
		}
		l.ATGuns = min(tanks, arts)
	}
	if space != st.Battle.Space || st.Battle.Round == 0 && st.Battle.Step != stepRound {
		l.AA = len(st.aaGuns(Enemy(st.ActingSide()), space))
	}
	return l
}

// boolCount is 1 for true.
func boolCount(b bool) int {
	if b {
		return 1
	}
	return 0
}

// battleOdds is the exact odds of the battle at space as it stands, and
// summary lines for the dialog (survivors, expected IPC lost, the best
// round to retreat after): the one place the odds engine is called
// (odds.go's OddsBattle). Each side loses its cheapest units first, as
// casualties.go suggests; AT guns still to come are taken as the most the
// defender may designate; AT guns that have fired are silent (they hit on
// nothing but are still lost first); the flak counts until it has fired;
// a declared minefield's sweep is not counted (the engine's minefield is
// its shots on entry, which are past by then, and the sweep together).
func battleOdds(st *State, space string) (*rules.BattleOdds, []string) {
	l := st.lineup(space)
	if len(l.Attacker) == 0 || len(l.Defender) == 0 {
		return nil, []string{"No battle to work out: one side has no units that fight"}
	}
	ob := OddsBattle{Attacker: OddsSide{Name: st.NationName(st.Nation()), Order: "cheapest"},
		Defender: OddsSide{Name: "the " + st.SideName(Enemy(st.ActingSide())), Order: "cheapest"},
		ATGuns:   l.ATGuns, Minefield: OddsMinefieldNone}
	if c, ok := st.Cell(space); ok {
		if v, ok := st.fixed.m.Value(c, st.fixed.r.Income); ok {
			ob.Ground = float64(v)
		}
	}
	for _, u := range l.Attacker {
		ob.Attacker.Units = append(ob.Attacker.Units, OddsUnit{Class: string(u.Class), Attack: u.Attack, Defence: u.Defence, Cost: u.Cost, Name: u.Name})
	}
	for _, u := range l.Defender {
		o := OddsUnit{Class: string(u.Class), Attack: u.Attack, Defence: u.Defence, Cost: u.Cost, Name: u.Name}
		if u.Silent {
			o.Defence = 0
		}
		ob.Defender.Units = append(ob.Defender.Units, o)
	}
	if l.AA > 0 {
		ob.Defender.Units = append(ob.Defender.Units, OddsUnit{Class: OddsClassAA, Name: "AA gun"})
	}
	res, err := ob.Odds()
	if err != nil {
		return nil, []string{"The odds could not be worked out: " + err.Error()}
	}
	// An end with no survivors reads the same whichever way the engine
	// reached it (nil or empty), so the forecast a side receives does not
	// depend on what it worked out before.
	for k := range res.Odds.Ends {
		for s := range res.Odds.Ends[k].Survivors {
			if res.Odds.Ends[k].Survivors[s] == nil {
				res.Odds.Ends[k].Survivors[s] = []int{}
			}
		}
	}
	var b strings.Builder
	// Untimed: the time taken is the command line's measure, not the
	// game's; a forecast is part of what a side receives and must read
	// the same on every run (the secrets check compares two runs).
	NewOddsReport(res, -1).WriteText(&b)
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if l.ATGuns > 0 {
		lines = append(lines, fmt.Sprintf("(the defender taken to fire as many AT guns as it may: %d)", l.ATGuns))
	}
	lines = append(lines, otherOrders(ob)...)
	for _, i := range st.At(space) {
		if u := &st.Units[i]; st.isMine(i) && !u.Hidden && u.Side != st.ActingSide() {
			lines = append(lines, "(a declared minefield stands here: its sweep after the battle is not counted)")
			break
		}
	}
	return &res.Odds, lines
}

// battleForecast is the forecast of the battle at space: both sides'
// units with the values they fire at, the one-off steps still to come,
// and the odds.
func (st *State) battleForecast(space string) rules.Forecast {
	f := rules.Forecast{Title: "Battle at " + space}
	att := st.attackers(space)
	values, supported := st.attackValue(att)
	for k, i := range att {
		line := fmt.Sprintf("%s: attacks at %d", st.unitName(i), values[k])
		if supported[k] {
			line += " (artillery support)"
		}
		f.Attackers = append(f.Attackers, line)
	}
	for _, i := range st.defenders(space) {
		line := fmt.Sprintf("%s: defends at %d", st.unitName(i), st.UnitStats(i).Defence)
		if space == st.Battle.Space && slices.Contains(st.Battle.Silent, i) {
			line = st.unitName(i) + ": AT gun that has fired, silent (still a casualty)"
		}
		f.Defenders = append(f.Defenders, line)
	}
	for _, i := range st.aaGuns(Enemy(st.ActingSide()), space) {
		f.Defenders = append(f.Defenders, st.unitName(i)+": flak, never a casualty")
	}
	l := st.lineup(space)
	if l.ATGuns > 0 {
		f.Parts = append(f.Parts, rules.ForecastPart{Title: "First: AT guns",
			Note: fmt.Sprintf("the defender may fire up to %d artillery as AT guns, each hitting a tank on 3 or less (%s)", l.ATGuns, RuleAT)})
	}
	planes := 0
	for _, u := range l.Attacker {
		planes += boolCount(u.Class.IsAir())
	}
	if l.AA > 0 && planes > 0 {
		f.Parts = append(f.Parts, rules.ForecastPart{Title: "Then: flak",
			Note: fmt.Sprintf("%s, one per attacking plane, each hitting on 1 (%s)", diceWords(planes), RuleFlak)})
	}
	odds, lines := battleOdds(st, space)
	if odds != nil {
		f.Battle = odds
		f.Outcomes = odds.Distribution()
	}
	if odds != nil && len(lines) > 0 {
		f.Table = lines[0] // "Attacker wins 52.8% · Defender holds 42.6% · Both destroyed 4.5%", above the ends
	}
	if len(lines) > 0 {
		f.Parts = append(f.Parts, rules.ForecastPart{Title: "Odds (each side losing its cheapest units first)", Note: strings.Join(lines, "\n")})
	}
	if p, ok := st.sweepPart(space, odds); ok {
		f.Parts = append(f.Parts, p)
	}
	f.Strength = plural.Count(len(att), "attacker") + " vs " + plural.Count(len(l.Defender), "defender")
	return f
}

// diceWords is "1 die", "3 dice".
func diceWords(n int) string {
	if n == 1 {
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}

// otherOrders are the attacker's chances under each other loss order the
// odds offer (OddsLossOrders: keep attackers, keep tanks, keep planes),
// one line each, for the orders that change the line-up: the attacker
// picks its casualties, and the order it means to take them in changes
// its chances ("If Italy keeps its tanks (cheapest first, armour last):
// attacker wins 31.2%, expected IPC lost 7.4").
func otherOrders(ob OddsBattle) []string {
	var out []string
	base := ob.Attacker.Order
	for _, o := range OddsLossOrders[1:] {
		if o.Name == base {
			continue
		}
		alt := ob
		alt.Attacker.Order = o.Name
		if sameOrder(ob, alt) {
			continue
		}
		res, err := alt.Odds()
		if err != nil {
			continue
		}
		loss, _ := res.Odds.ExpectedLoss(0).Float64()
		out = append(out, fmt.Sprintf("Losing %s (%s): attacker wins %s, expected IPC lost %.1f",
			o.Name, o.Means, res.Odds.Win(0), loss))
	}
	return out
}

// sameOrder reports whether two battles lose the attacker's units in the
// same order of classes and values (a loss order that changes nothing).
func sameOrder(a, b OddsBattle) bool {
	x, errX := a.Battle()
	y, errY := b.Battle()
	if errX != nil || errY != nil || len(x.Sides[0].Fighters) != len(y.Sides[0].Fighters) {
		return false
	}
	for k, f := range x.Sides[0].Fighters {
		g := y.Sides[0].Fighters[k]
		if f.Class != g.Class || f.Hit.Cmp(g.Hit) != 0 {
			return false
		}
	}
	return true
}

// sweepPart is what a declared enemy minefield at space does after the
// battle, for the forecast: "If the attackers clear the space, he can
// roll 1 die in an attempt to sweep the minefield needing a roll of 2 or
// less to sweep successfully. If he gets his roll he may then remove the
// chip and take control of the space, and if not then he must retreat"
// (3 or less at a later incursion, ruling N-M4). The odds leave the sweep
// out (battleOdds), so the part gives the chance of taking the space: the
// sweep's alone when no defender is left to fight (odds nil), the win's
// times the sweep's otherwise (the die is rolled only after a win, and
// nothing in the battle changes it). ok is false with no declared enemy
// minefield there.
func (st *State) sweepPart(space string, odds *rules.BattleOdds) (rules.ForecastPart, bool) {
	i := st.mineAt(Enemy(st.ActingSide()), space)
	if i < 0 || st.Units[i].Hidden {
		return rules.ForecastPart{}, false
	}
	on, _ := st.sweepOn(i)
	sweep := float64(on) / 6
	note := fmt.Sprintf("If the attackers clear %s, they roll 1 die to sweep the minefield: on %d or less (%d in 6) they take the space; otherwise every attacker must retreat (%s).", space, on, on, RuleMineCombat)
	if odds == nil {
		note += fmt.Sprintf("\nNo defender is left to fight: takes %s %.1f%% · must retreat %.1f%%", space, 100*sweep, 100*(1-sweep))
	} else {
		win := odds.Win(0).Float64()
		note += fmt.Sprintf("\nTakes %s %.1f%% (attacker wins %.1f%% × sweeps %d in 6)", space, 100*win*sweep, 100*win, on)
	}
	return rules.ForecastPart{Title: "After the battle: the sweep", Note: note}, true
}
