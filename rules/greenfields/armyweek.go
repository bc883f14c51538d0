package greenfields

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file plays the seed's Section 3 "Preparation for play" (the army
// design, armydesign.go) at the start of a weekly game: "For the basic
// "trench game", we suggest that all armies begin with the following
// resources" ... "Points may be expended to improve any of these basic,
// stock standard units." "We suggest each side receives 10 army points
// per zone in the army's front line."
//
// A scenario asks for it with `[rules.army] date = "1916-07"` (and
// frontage, variant, nations). Each side's army is its secret: the
// design is the weekly phase wk-design, a secret choice of both sides
// played before the first week's initiative roll. Its orders are small
// edits of the side's ArmyPlan, each checked by ArmyPlan.Check (the legal
// list holds exactly the edits that leave a legal army): enlist a unit,
// improve or lower a unit's strength, morale or experience, dismiss an
// enlisted unit, stock or unstock SHELLS, gas and luxuries. When the last
// side commits, the armies take the field: the units enlisted are created
// in the side's reserve box (troop deployment places them), the improved
// values given, the stores filled.
//
// The stock units are the scenario's set-up units of the side when it
// sets them up (the bundled Somme sets up the stock army: its lines start
// manned), else the basic army's at stock values, created at the reveal.

// RuleDesign is the army design played at the start of a weekly game.
const RuleDesign = RuleBasicArmy

// PhaseDesign is the army design, before the first week's initiative.
const PhaseDesign = "wk-design"

// Design is both sides' army design (State.Army).
type Design struct {
	// Choice is the design's secret choice: both sides until each commits.
	Choice rules.SecretChoice `json:"choice"`
	// Plans are each side's army plan; a side's is its secret.
	Plans map[string]SidePlan `json:"plans,omitempty"`
}

// SidePlan is one side's army plan and, for each of its units, the set-up
// unit it is (an index into State.Units), -1 for one the reveal creates.
type SidePlan struct {
	Plan  ArmyPlan `json:"plan"`
	Units []int    `json:"units"`
}

func (d Design) clone() Design {
	c := d
	c.Choice.Asked = slices.Clone(d.Choice.Asked)
	c.Choice.Committed = slices.Clone(d.Choice.Committed)
	if d.Plans != nil {
		c.Plans = make(map[string]SidePlan, len(d.Plans))
		for side, p := range d.Plans {
			p.Plan.Units = slices.Clone(p.Plan.Units)
			p.Units = slices.Clone(p.Units)
			c.Plans[side] = p
		}
	}
	return c
}

// The design's edits: the verbs.
const (
	verbEnlist  = "enlist"
	verbImprove = "improve"
	verbLower   = "lower"
	verbDismiss = "dismiss"
	verbStock   = "add-stores"
	verbUnstock = "drop-stores"
)

// designVerbs are the design's verbs (besides commit).
var designVerbs = []string{verbEnlist, verbImprove, verbLower, verbDismiss, verbStock, verbUnstock}

// The values a unit's design may change, and the stores.
var (
	designValues = []string{"strength", "morale", "experience"}
	designStores = []string{"shells", "gas", "luxuries"}
)

// stossClass is enlist's argument for the German 1918 Stosstruppe.
const stossClass = "stosstruppe"

// FlagStosstruppe marks the German raider unit ("In 1918, Germans may
// create one special raider unit").
const FlagStosstruppe = "stosstruppe"

var _ = addWeekStep(PhaseDesign, weekStep{Rule: RuleDesign, Verbs: designVerbs, Both: true,
	Choice: func(st *State) *rules.SecretChoice { return &st.Army.Choice },
	What:   "army designs",
	Reveal: func(st *State, ctx *rules.Context) error { return st.takeField(ctx) },
	Prompt: func(st *State, viewer string) string {
		return "Army design: improve your stock units and spend your army points (enlist, improve, lower, dismiss, stock SHELLS, gas and luxuries), secretly; then commit"
	},
	MustFinish: func(st *State) *rules.Refusal {
		return refuse(RuleDesign, "the army design ends when both sides have committed their armies (commit)")
	},
	Checklist: func(st *State, viewer string) []rules.CheckItem {
		p, ok := st.Army.Plans[viewer]
		if !ok || !st.Army.Choice.MayChoose(viewer) {
			return nil
		}
		return []rules.CheckItem{
			{Text: fmt.Sprintf("Spend your army points: %d of %d left", p.Plan.PointsLeft(), p.Plan.Budget())},
			{Text: "Commit your army: when both sides have committed, the armies take the field", Required: true},
		}
	},
	Default: func(st *State) rules.Action {
		if w := st.Army.Choice.Waiting(); len(w) > 0 {
			return rules.CommitAction(w[0])
		}
		return rules.Action{}
	},
	Passes: func(st *State) bool { return !st.Army.Choice.Open() },
})

func init() {
	tableChecks = append(tableChecks, checkDesignTables)
	flagText[FlagStosstruppe] = "Stosstruppe: the special raider unit"
	book.On(kit.GameStart, func(st *State, ctx *rules.Context) error { return st.openDesign() })
	book.Verb(kit.Verb[*State]{Name: verbEnlist, Title: "Enlist a unit", Args: "CLASS [captured]", Rule: RuleDesign,
		Help: "army design: adds a unit of CLASS (infantry, cavalry, field-artillery, ... or stosstruppe) at strength 1, morale 3, experience 1, bought with army points; `captured`: a German tank unit crewed from captured enemy vehicles, one for every 2 enemy tank units recaptured ([rules.army] recaptured)",
		Gen:  genDesign(verbEnlist), Why: whyDesign, Apply: applyDesign, Describe: describeDesign})
	book.Verb(kit.Verb[*State]{Name: verbImprove, Title: "Improve a unit", Args: "N strength|morale|experience", Rule: RuleDesign,
		Help: "army design: raises unit N's strength, morale or experience by 1 (\"Points may be expended to improve any of these basic, stock standard units\")",
		Gen:  genDesign(verbImprove), Why: whyDesign, Apply: applyDesign, Describe: describeDesign})
	book.Verb(kit.Verb[*State]{Name: verbLower, Title: "Lower a unit", Args: "N strength|morale|experience", Rule: RuleDesign,
		Help: "army design: lowers unit N's strength, morale or experience by 1 (a stock unit below its stock points gives nothing back)",
		Gen:  genDesign(verbLower), Why: whyDesign, Apply: applyDesign, Describe: describeDesign})
	book.Verb(kit.Verb[*State]{Name: verbDismiss, Title: "Dismiss a unit", Args: "N", Rule: RuleDesign,
		Help: "army design: takes back enlisted unit N (stock units may be improved, not left out)",
		Gen:  genDesign(verbDismiss), Why: whyDesign, Apply: applyDesign, Describe: describeDesign})
	book.Verb(kit.Verb[*State]{Name: verbStock, Title: "Stock stores", Args: "shells|gas|luxuries", Rule: RuleDesign,
		Help: "army design: buys 6 SHELLS for 1 point, a gas canister for 3, or a luxury for 1",
		Gen:  genDesign(verbStock), Why: whyDesign, Apply: applyDesign, Describe: describeDesign})
	book.Verb(kit.Verb[*State]{Name: verbUnstock, Title: "Give back stores", Args: "shells|gas|luxuries", Rule: RuleDesign,
		Help: "army design: gives back 6 SHELLS, a gas canister or a luxury bought",
		Gen:  genDesign(verbUnstock), Why: whyDesign, Apply: applyDesign, Describe: describeDesign})
}

// designAsked reports whether the scenario asks for the army design.
func (st *State) designAsked() bool { return st.Mode != "" && st.fixed.t.Army.Date != "" }

// parseDate reads "1916-07".
func parseDate(s string) (Date, bool) {
	y, m, ok := strings.Cut(s, "-")
	yy, err1 := strconv.Atoi(y)
	mm, err2 := strconv.Atoi(m)
	if !ok || err1 != nil || err2 != nil || mm < 1 || mm > 12 || yy < 1900 || yy > 1999 {
		return Date{}, false
	}
	return Date{yy, mm}, true
}

// designVariant is the scenario's variant ("trench" when unset).
func designVariant(t *Tables) Variant {
	if t.Army.Variant == "" {
		return TrenchGame
	}
	return Variant(t.Army.Variant)
}

// checkDesignTables refuses an army design the scenario cannot hold: a
// date not "YYYY-MM", an unknown variant, no frontage, a nation not of
// its side, outside a weekly game.
func checkDesignTables(s *scenarios.Scenario, t *Tables) error {
	a := t.Army
	if a.Recaptured < 0 {
		return s.RulesErrorf("rules.army.recaptured", "recaptured %d: want the enemy tank units the Germans recaptured, 0 or more", a.Recaptured)
	}
	if a.Date == "" {
		if a.Variant != "" || a.Nations != nil {
			return s.RulesErrorf("rules.army", "variant and nations belong to the army design, which date (\"1916-07\") asks for")
		}
		return nil
	}
	if _, ok := parseDate(a.Date); !ok {
		return s.RulesErrorf("rules.army.date", "date %q: want the year and month, \"1916-07\"", a.Date)
	}
	if v := designVariant(t); v != TrenchGame && v != Open1914 && v != RussiaPalestine {
		return s.RulesErrorf("rules.army.variant", "variant %q: want %q, %q or %q", a.Variant, TrenchGame, Open1914, RussiaPalestine)
	}
	if a.Frontage < 1 {
		return s.RulesErrorf("rules.army.frontage", "the army design needs the zones of frontage (frontage = 12)")
	}
	if t.Turn != TurnWeek {
		return s.RulesErrorf("rules.army.date", "the army design is played at the start of a weekly game: set [rules] turn = %q", TurnWeek)
	}
	for _, side := range sortedKeys(a.Nations) {
		n := s.Counters.Nation(a.Nations[side])
		if (side != Allies && side != Central) || n == nil || n.Side != side {
			return s.RulesErrorf("rules.army.nations."+side, "want a side (%s, %s) and a nation of its side in counters %s", Allies, Central, s.Counters.ID)
		}
	}
	return nil
}

// designNation is side's nation in the design: the scenario's, else its
// first set-up unit's, else the side's first nation.
func (st *State) designNation(side string) string {
	if n := st.fixed.t.Army.Nations[side]; n != "" {
		return n
	}
	for i := range st.Units {
		if st.Units[i].Side == side {
			return st.Units[i].Nation
		}
	}
	for _, n := range st.fixed.s.Counters.Nations {
		if n.Side == side {
			return n.ID
		}
	}
	return ""
}

// openDesign opens the army design at the game's start when the scenario
// asks for it (each side's plan: its set-up units as its stock units, or
// the basic army's), or else starts the weekly game at its initiative.
func (st *State) openDesign() error {
	if st.Mode != ModeWeek {
		return nil
	}
	if !st.designAsked() {
		st.Step = weekPhaseIndex(PhaseInitiative)
		return nil
	}
	a := st.fixed.t.Army
	date, _ := parseDate(a.Date)
	st.Army.Plans = map[string]SidePlan{}
	for _, side := range Sides {
		if _, ok := st.reserveLoc(side); !ok {
			return fmt.Errorf("greenfields: scenario %s: the army design puts the units it raises in each side's reserve box: the %s have none ([rules.reserve])", st.fixed.s.ID, st.sideName(side))
		}
		basic := BasicArmy(st.designNation(side), a.Frontage, date, designVariant(&st.fixed.t))
		sp := SidePlan{Plan: basic}
		sp.Plan.Units = nil
		if side == Central {
			sp.Plan.Recaptured = a.Recaptured // wrecks.go
		}
		have := map[Class]int{}
		for i := range st.Units {
			if st.Units[i].Side != side {
				continue
			}
			c, tr := st.class(i), st.Troops[i]
			pu := PlannedUnit{Class: c, Strength: tr.Strength, Morale: tr.Morale, Experience: tr.Experience}
			if s, ok := stockOf(c); ok && basic.Variant != Open1914 && have[c] < stockCount(s, a.Frontage, basic.Variant) {
				pu.Stock = s.Points
				have[c]++
			}
			sp.Plan.Units = append(sp.Plan.Units, pu)
			sp.Units = append(sp.Units, i)
		}
		if len(sp.Units) == 0 {
			sp.Plan.Units = basic.Units
			for range basic.Units {
				sp.Units = append(sp.Units, -1)
			}
		}
		for k, u := range sp.Plan.Units {
			if sp.Units[k] < 0 && st.designType(side, u) == "" {
				return fmt.Errorf("greenfields: scenario %s: the %s' army has %s but no unit type of %s with that class in [rules.classes]",
					st.fixed.s.ID, st.sideName(side), classNames[u.Class], st.nationName(sp.Plan.Nation))
			}
		}
		if r := sp.Plan.Check(); r != nil {
			return fmt.Errorf("greenfields: scenario %s: the %s' army as set up cannot be designed from: %s (%s)", st.fixed.s.ID, st.sideName(side), r.Reason, r.Rule)
		}
		st.Army.Plans[side] = sp
	}
	st.Army.Choice = rules.NewSecretChoice(Sides...)
	return nil
}

// designType is the counter type side's created unit u is: of the plan's
// nation and u's class, the type of a set-up unit of the side if any,
// else the first in the counters; "" when none.
func (st *State) designType(side string, u PlannedUnit) string {
	nation := st.Army.Plans[side].Plan.Nation
	if nation == "" {
		nation = st.designNation(side)
	}
	if u.Captured {
		// The enemy's vehicles (wrecks.go).
		for _, typ := range st.capturedTypes(side) {
			if st.fixed.class[typ] == u.Class {
				return typ
			}
		}
		return ""
	}
	for i := range st.Units {
		if st.Units[i].Side == side && st.Units[i].Nation == nation && st.class(i) == u.Class {
			return st.Units[i].Type
		}
	}
	for _, t := range st.fixed.s.Counters.Units {
		if c, ok := st.fixed.class[t.ID]; ok && c == u.Class && t.Nation == nation && st.forbiddenType(t.ID) == nil {
			return t.ID
		}
	}
	return ""
}

// edit is the plan side's action a would make (false when a is no edit
// of the design: its verb or arguments do not fit).
func (st *State) edit(a rules.Action) (SidePlan, bool) {
	sp, ok := st.Army.Plans[a.Side]
	if !ok {
		return sp, false
	}
	sp.Plan.Units = slices.Clone(sp.Plan.Units)
	sp.Units = slices.Clone(sp.Units)
	p := &sp.Plan
	unitArg := func() int {
		n, err := strconv.Atoi(a.Args[0])
		if err != nil || n < 1 || n > len(p.Units) {
			return -1
		}
		return n - 1
	}
	switch a.Verb {
	case verbEnlist:
		if len(a.Args) != 1 && (len(a.Args) != 2 || a.Args[1] != argCaptured) {
			return sp, false
		}
		u := PlannedUnit{Class: Class(a.Args[0]), Strength: 1, Morale: stockMorale, Experience: stockExperience, Captured: len(a.Args) == 2}
		if a.Args[0] == stossClass {
			u.Class, u.Stosstruppe = Infantry, true
		}
		if !validClass(u.Class) {
			return sp, false
		}
		p.Units = append(p.Units, u)
		sp.Units = append(sp.Units, -1)
	case verbImprove, verbLower:
		if len(a.Args) != 2 || !slices.Contains(designValues, a.Args[1]) {
			return sp, false
		}
		k := unitArg()
		if k < 0 {
			return sp, false
		}
		d := 1
		if a.Verb == verbLower {
			d = -1
		}
		u := &p.Units[k]
		switch a.Args[1] {
		case "strength":
			u.Strength += d
		case "morale":
			u.Morale += d
		default:
			u.Experience += d
		}
	case verbDismiss:
		if len(a.Args) != 1 {
			return sp, false
		}
		k := unitArg()
		if k < 0 || sp.Units[k] >= 0 {
			return sp, false
		}
		p.Units = slices.Delete(p.Units, k, k+1)
		sp.Units = slices.Delete(sp.Units, k, k+1)
	case verbStock, verbUnstock:
		if len(a.Args) != 1 || !slices.Contains(designStores, a.Args[0]) {
			return sp, false
		}
		d := 1
		if a.Verb == verbUnstock {
			d = -1
		}
		switch a.Args[0] {
		case "shells":
			p.Shells += d * shellsPerLot
		case "gas":
			p.Gas += d
		default:
			p.Luxuries += d
		}
	default:
		return sp, false
	}
	return sp, true
}

// designEdits are every edit side might make now, legal or not.
func (st *State) designEdits(side string) []rules.Action {
	sp, ok := st.Army.Plans[side]
	if !ok || !st.Army.Choice.MayChoose(side) {
		return nil
	}
	var out []rules.Action
	add := func(verb string, args ...string) {
		out = append(out, rules.Action{Side: side, Verb: verb, Args: args})
	}
	for _, c := range Classes {
		add(verbEnlist, string(c))
	}
	add(verbEnlist, stossClass)
	for _, c := range Classes {
		if c.isArmoured() && side == Central && sp.Plan.Recaptured >= 2 {
			add(verbEnlist, string(c), argCaptured)
		}
	}
	for k := range sp.Plan.Units {
		n := strconv.Itoa(k + 1)
		for _, v := range designValues {
			add(verbImprove, n, v)
			add(verbLower, n, v)
		}
		add(verbDismiss, n)
	}
	for _, s := range designStores {
		add(verbStock, s)
		add(verbUnstock, s)
	}
	return out
}

// enlistType reports whether an enlistment has a counter type to create
// (true for every other edit).
func (st *State) enlistType(a rules.Action) bool {
	if a.Verb != verbEnlist {
		return true
	}
	sp, _ := st.edit(a)
	return st.designType(a.Side, sp.Plan.Units[len(sp.Plan.Units)-1]) != ""
}

// genDesign lists side's edits of verb that leave a legal army.
func genDesign(verb string) func(st *State, side, arg0 string) []rules.Action {
	return func(st *State, side, arg0 string) []rules.Action {
		var out []rules.Action
		for _, a := range st.designEdits(side) {
			if a.Verb != verb || (arg0 != "" && a.Args[0] != arg0) {
				continue
			}
			if sp, ok := st.edit(a); ok && sp.Plan.Check() == nil && st.enlistType(a) {
				out = append(out, a)
			}
		}
		return out
	}
}

// whyDesign refuses an edit: the secret choice's reason, the shape of
// the verb's arguments, or ArmyPlan.Check's reason for the army it would
// make.
func whyDesign(st *State, a rules.Action) *rules.Refusal {
	if r := choiceWhy(&st.Army.Choice, a, RuleDesign); r != nil {
		return r
	}
	if _, ok := st.Army.Plans[a.Side]; !ok {
		return refuse(RuleDesign, "your side has no army to design")
	}
	sp, ok := st.edit(a)
	if !ok {
		switch a.Verb {
		case verbEnlist:
			return refuse(RuleDesign, "enlist takes a class your nation fields in this scenario (infantry, cavalry, field-artillery, ...; stosstruppe), or a tank class and captured")
		case verbDismiss:
			return refuse(RuleDesign, "dismiss takes the number of a unit you enlisted: the scenario's set-up units stay")
		case verbStock, verbUnstock:
			return refuse(RuleDesign, "%s takes shells, gas or luxuries", a.Verb)
		}
		return refuse(RuleDesign, "%s takes a unit's number and strength, morale or experience", a.Verb)
	}
	if r := sp.Plan.Check(); r != nil {
		return r
	}
	if !st.enlistType(a) {
		return refuse(RuleDesign, "the %s have no unit type of class %s in this scenario ([rules.classes])", st.sideName(a.Side), a.Args[0])
	}
	return refuse(RuleDesign, "not an edit of the army now")
}

// applyDesign makes the edit, a secret of its side.
func applyDesign(st *State, a rules.Action, ctx *rules.Context) error {
	text, _ := describeDesign(st, a, a.Side) // the unit as it was
	sp, _ := st.edit(a)
	st.Army.Plans[a.Side] = sp
	st.Army.Choice.Choose(ctx, a.Side, fmt.Sprintf("the %s design their army", st.sideName(a.Side)))
	ctx.LogTo(rules.SidesOnly(a.Side), "army design: %s; %d army points left", text, sp.Plan.PointsLeft())
	return nil
}

// describeDesign words an edit for its side ("Improve unit 3 (infantry,
// morale 3, experience 1, strength 11): morale"), to the enemy only that
// the side designs its army.
func describeDesign(st *State, a rules.Action, viewer string) (string, bool) {
	if viewer != "" && viewer != a.Side {
		return fmt.Sprintf("The %s design their army", st.sideName(a.Side)), true
	}
	sp := st.Army.Plans[a.Side]
	unit := func() (string, bool) {
		n, err := strconv.Atoi(a.Args[0])
		if err != nil || n < 1 || n > len(sp.Plan.Units) {
			return "", false
		}
		return fmt.Sprintf("unit %d (%s)", n, sp.Plan.Units[n-1].words()), true
	}
	if len(a.Args) == 0 {
		return "", false
	}
	switch a.Verb {
	case verbEnlist:
		if a.Args[0] == stossClass {
			return "Enlist a Stosstruppe (raider infantry, strength 1)", true
		}
		if !validClass(Class(a.Args[0])) {
			return "", false
		}
		if len(a.Args) == 2 && a.Args[1] == argCaptured {
			return fmt.Sprintf("Enlist %s crewed from captured enemy vehicles (strength 1, morale 3, experience 1)", classNames[Class(a.Args[0])]), true
		}
		return fmt.Sprintf("Enlist %s (strength 1, morale 3, experience 1)", classNames[Class(a.Args[0])]), true
	case verbImprove, verbLower:
		u, ok := unit()
		if !ok || len(a.Args) != 2 {
			return "", false
		}
		w := "Improve"
		if a.Verb == verbLower {
			w = "Lower"
		}
		return fmt.Sprintf("%s the %s of %s", w, a.Args[1], u), true
	case verbDismiss:
		u, ok := unit()
		return "Dismiss " + u, ok
	case verbStock, verbUnstock:
		what := map[string]string{"shells": "6 SHELLS (1 point)", "gas": "a gas canister (3 points)", "luxuries": "a luxury (1 point)"}[a.Args[0]]
		if what == "" {
			return "", false
		}
		if a.Verb == verbStock {
			return "Stock " + what, true
		}
		return "Give back " + what, true
	}
	return "", false
}

// takeField carries out the army designs when both sides have committed:
// each side's set-up units take their designed values, its other units
// are created in its reserve box (units "posted off board"; troop
// deployment places them), and its stores are filled: the depot, SHELLS
// ("All artillery units come with three points of SHELLS" and those
// bought), gas and luxuries.
func (st *State) takeField(ctx *rules.Context) error {
	for _, side := range Sides {
		sp, ok := st.Army.Plans[side]
		if !ok {
			continue
		}
		own := rules.SidesOnly(side)
		box, _ := st.reserveLoc(side) // openDesign made sure there is one
		made := 0
		for k, pu := range sp.Plan.Units {
			i := sp.Units[k]
			if i < 0 {
				u, err := st.Reserves.Mint.New(st.fixed.s, st.designType(side, pu), box)
				if err != nil {
					return err
				}
				u.Hidden = true
				if pu.Stosstruppe {
					u.SetFlag(FlagStosstruppe)
				}
				if pu.Captured {
					// The enemy's vehicle, crewed by the side (wrecks.go).
					u.Side, u.Nation = side, sp.Plan.Nation
					u.SetFlag(FlagCaptured)
				}
				st.Units = append(st.Units, u)
				st.Troops = append(st.Troops, Troop{})
				i = len(st.Units) - 1
				made++
			}
			tr := &st.Troops[i]
			tr.Strength, tr.Morale, tr.Experience = pu.Strength, pu.Morale, pu.Experience
		}
		p := sp.Plan
		s := st.stores(side)
		s.Depot, s.DepotStart = p.DepotPoints, p.DepotPoints
		s.Gas += p.Gas
		s.Luxuries += p.Luxuries
		st.setStores(side, s)
		st.Shells[side] = p.TotalShells()
		ctx.LogTo(own, "%s's army takes the field (%s): %d units (%d new in the reserve box), %d SHELLS, %d gas canisters, %d luxuries, %d depot points; %d of %d army points spent",
			st.nationName(p.Nation), RuleDesign, len(p.Units), made, st.Shells[side], p.Gas, p.Luxuries, p.DepotPoints, p.Spent(), p.Budget())
		// SHELLS and depot points are public (RULINGS W-9.4, W-9.10).
		ctx.Logf("the %s take the field: %d SHELLS, a depot of %d points", st.sideName(side), st.Shells[side], p.DepotPoints)
	}
	st.restack(ctx)
	st.Army.Plans = nil
	return nil
}

// armyView puts the viewer's own army plan in its view while it designs
// it: points left, the units and the stores (its side data, its own).
func (st *State) armyView(v *rules.View, viewer string) {
	for _, side := range Sides {
		sp, ok := st.Army.Plans[side]
		if !ok || (viewer != "" && viewer != side) {
			continue
		}
		p := sp.Plan
		to := rules.SidesOnly(side)
		v.SetSide(side, rules.SideEntry{Key: "army-points", Label: "Army points left", Kind: rules.SideNumber, Number: p.PointsLeft(), To: to})
		items := make([]string, len(p.Units))
		for k, u := range p.Units {
			cost, _ := UnitCost(u)
			what := "enlisted"
			if u.Stock > 0 {
				what = fmt.Sprintf("stock %d point unit", u.Stock)
			}
			if u.Stosstruppe {
				what += ", Stosstruppe"
			}
			items[k] = fmt.Sprintf("%d. %s (%s): %d points", k+1, u.words(), what, cost)
		}
		v.SetSide(side, rules.SideEntry{Key: "army-units", Label: "Army", Kind: rules.SideItems, Items: items, To: to})
		v.SetSide(side, rules.SideEntry{Key: "army-stores", Label: "Stores", Kind: rules.SideText, To: to,
			Text: fmt.Sprintf("%d SHELLS (%d bought), %d gas canisters, %d luxuries, %d depot points; %d of %d army points spent (%d per zone x %d zones, %s, %s)",
				p.TotalShells(), p.Shells, p.Gas, p.Luxuries, p.DepotPoints, p.Spent(), p.Budget(), p.Variant.perZone(), p.Frontage, p.Variant.name(), p.Date)})
	}
}

// weekPhaseIndex is the index in weekPhases of phase id.
func weekPhaseIndex(id string) int {
	return slices.IndexFunc(weekPhases, func(ph phase) bool { return ph.ID == id })
}

// otherDesign is a variant for the checks by difference
// (SecretVariants): the enemy designs its army otherwise while the design
// is open, one luxury more (or less when it has no point left).
func (st *State) otherDesign(side string) (rules.Variant, bool) {
	enemy := other(side)
	sp, ok := st.Army.Plans[enemy]
	if !ok || !st.Army.Choice.MayChoose(enemy) {
		return rules.Variant{}, false
	}
	verb := verbStock
	if sp.Plan.PointsLeft() < luxuryPrice {
		verb = verbUnstock
	}
	a := rules.Action{Side: enemy, Verb: verb, Args: []string{"luxuries"}}
	e, ok := st.edit(a)
	if !ok || e.Plan.Check() != nil {
		return rules.Variant{}, false
	}
	c := st.Clone().(*State)
	c.Army.Plans[enemy] = e
	return rules.Variant{What: fmt.Sprintf("the %s designed their army with %d luxuries", st.sideName(enemy), e.Plan.Luxuries), State: c}, true
}
