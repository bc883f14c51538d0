// Package freeplay is the rules module of scenarios whose game has no
// module of its own: any counter may move anywhere, flip, hide, be revealed
// or removed, and dice are rolled on demand. Players adjudicate the game's
// real rules themselves; the engine still records every action and roll,
// so the game saves, replays and undoes like any other. It is also the
// module the engine's property tests run.
//
// The turn sequence is the scenario's turn track with one phase per side,
// in the scenario's side order; the side whose phase it is acts, "end-phase"
// passes to the next side, and reinforcements arrive at the start of their
// turn. After the last side's phase of the last turn the game is over.
//
// A face-down counter is named in actions, the log and views as "hidden:N"
// (see rules.Units.Ref), never by its instance ID, which would give away its
// type. N is the unit's alias, drawn at random when the game is set up, and
// views, legal actions and the log list a side's hidden enemies by alias
// (rules.Units.ListOrder), so neither the name nor the place of a hidden
// counter tells which unit of the scenario it is.
package freeplay

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

func init() { rules.Register(Module{}) }

// ModuleID is the id scenarios name the module by.
const ModuleID = "freeplay"

// The rules freeplay refusals cite.
const (
	RuleTurn   = "freeplay: only the side whose turn it is acts"
	RuleMove   = "freeplay: any counter may move anywhere; players adjudicate"
	RuleFlip   = "freeplay: a counter flips to its next step"
	RuleHidden = "freeplay: a side hides and reveals only its own counters"
	RuleDice   = "freeplay: dice on demand"
	RuleVerbs  = "freeplay: the verbs are move, flip, reveal, hide, remove, roll and end-phase"
	RuleOver   = "freeplay: the game ends after the last turn"
	// RulePhase is the Rule of every freeplay phase.
	RulePhase = "freeplay: players adjudicate"
)

// DiceExprs are the rolls "roll" offers.
var DiceExprs = []string{"1d6", "2d6", "3d6", "1d10", "1d20", "2d10"}

// Verbs are the verbs of a freeplay phase besides "end-phase".
var Verbs = []string{rules.VerbMove, rules.VerbFlip, rules.VerbReveal, rules.VerbHide, rules.VerbRemove, rules.VerbRoll}

// argCount is the number of arguments of each verb.
var argCount = map[string]int{rules.VerbEndPhase: 0, rules.VerbRoll: 1, rules.VerbMove: 2, rules.VerbFlip: 1, rules.VerbReveal: 1, rules.VerbHide: 1, rules.VerbRemove: 1}

// Module is the freeplay rules module.
type Module struct{}

// ID is "freeplay".
func (Module) ID() string { return ModuleID }

// Name is the module's name for people.
func (Module) Name() string { return "Freeplay (players adjudicate)" }

// New sets up a game of s: the set-up units, any reinforcements of the
// first turn, control as the maps give it and as the units occupy, and the
// clock at the first side's phase of the first turn. Every unit's alias,
// reinforcements' too, is drawn from setup (see rules.NewRoster). The one
// option freeplay reads is secret_setup (OptionSecretSetup); scenarios may
// declare others for players to adjudicate.
func (Module) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	f, err := newFixed(s)
	if err != nil {
		return nil, err
	}
	f.roster = rules.NewRoster(s, setup)
	st := &State{Units: f.roster.SetupUnits(), Control: kit.InitialControl(s), fixed: f}
	st.Units = append(st.Units, f.roster.Arriving(0)...)
	st.Control.Occupy(s, st.Units)
	if opts.Bool(OptionSecretSetup) {
		st.startSecretSetup()
	}
	return st, nil
}

// State is a freeplay game's state. Everything that changes is in its
// exported fields, which marshal to JSON deterministically; make one with
// Module.New (it also holds what it derives from the scenario).
type State struct {
	Units   rules.Units `json:"units"`
	Control kit.Control `json:"control"`
	Clock   kit.Clock   `json:"clock"`
	Over    bool        `json:"over,omitempty"`
	Result  string      `json:"result,omitempty"`
	// Setup is the secret set-up (option secret_setup), nil without it;
	// SetupHidden are the units it turned face down, to reveal together.
	Setup       *rules.SecretChoice `json:"setup,omitempty"`
	SetupHidden []string            `json:"setup_hidden,omitempty"`

	fixed *fixed // derived from the scenario and set-up; shared by clones, never changed
}

// fixed is what a game derives once from its scenario and set-up draw.
type fixed struct {
	s      *scenarios.Scenario
	roster *rules.Roster // every unit with its alias; arrivals are copied from it
	plan   kit.TurnPlan
	locs   []rules.Location // every destination
	texts  []string         // their canonical text forms
	sideIx map[string]int   // side id -> play order
	crt    *kit.CRT         // the scenario's [rules.crt], nil for none
	rolls  []string         // what roll takes: DiceExprs, then the CRT's columns
}

func newFixed(s *scenarios.Scenario) (*fixed, error) {
	if len(s.Sides) == 0 {
		return nil, fmt.Errorf("freeplay: scenario %q has no sides", s.ID)
	}
	if len(s.Maps) == 0 {
		return nil, fmt.Errorf("freeplay: scenario %q has no maps", s.ID)
	}
	tables, err := loadTables(s)
	if err != nil {
		return nil, err
	}
	seq := &kit.Sequence{ID: "freeplay", Name: "Freeplay turn"}
	f := &fixed{s: s, sideIx: map[string]int{}, crt: tables.CRT}
	f.rolls = append(slices.Clone(DiceExprs), (&State{fixed: f}).crtRolls()...)
	for i, side := range s.Sides {
		seq.Phases = append(seq.Phases, kit.Phase{ID: side.ID + "-turn", Name: side.Name + " turn",
			Side: side.ID, Verbs: Verbs, Rule: RulePhase})
		f.sideIx[side.ID] = i
	}
	f.plan = kit.TurnPlan{Turns: s.Turns.Names, SubTurns: max(s.Turns.SubTurns, 1),
		SequenceFor: func(int, int) *kit.Sequence { return seq }}
	if err := f.plan.Validate(); err != nil {
		return nil, fmt.Errorf("freeplay: scenario %q: %s", s.ID, strings.TrimPrefix(err.Error(), "rules: "))
	}
	f.locs = rules.Locations(s)
	f.texts = make([]string, len(f.locs))
	for i, l := range f.locs {
		f.texts[i] = l.Text(s)
	}
	return f, nil
}

// Scenario is the scenario the game plays.
func (st *State) Scenario() *scenarios.Scenario { return st.fixed.s }

// Plan is the game's turn plan.
func (st *State) Plan() *kit.TurnPlan { return &st.fixed.plan }

// Clone is a deep copy.
func (st *State) Clone() rules.State {
	c := *st
	c.Units = st.Units.Clone()
	c.Control = st.Control.Clone()
	if st.Setup != nil {
		sc := *st.Setup
		sc.Asked, sc.Committed = slices.Clone(sc.Asked), slices.Clone(sc.Committed)
		c.Setup = &sc
	}
	c.SetupHidden = slices.Clone(st.SetupHidden)
	return &c
}

// active is the side whose phase it is ("" once the game is over).
func (st *State) active() string {
	if st.Over {
		return ""
	}
	return st.fixed.plan.Phase(st.Clock).Side
}

// sideName is the display name of side id.
func (st *State) sideName(id string) string {
	if i, ok := st.fixed.sideIx[id]; ok {
		return st.fixed.s.Sides[i].Name
	}
	return id
}

// seesAll reports whether side sees unit i fully (it is face up, or side
// owns it, or side is the referee "").
func (st *State) seesAll(side string, i int) bool {
	u := &st.Units[i]
	return !u.Hidden || side == "" || u.Side == side
}

// Legal lists every legal action of side now: end-phase, the rolls, then
// per unit its moves to every other location, then flip, reveal, hide and
// remove where they apply. Units come in the order of side's view
// (listOrder): the hidden units of other sides last, by alias.
func (st *State) Legal(side string) []rules.Action { return st.list(side, "", "") }

// LegalWith lists the actions of Legal(side) with verb whose first
// argument is arg0 ("" for any), without listing the others: a unit's
// actions, or just the rolls, cost nothing like the whole list does.
func (st *State) LegalWith(side, verb, arg0 string) []rules.Action {
	if verb == "" {
		return nil
	}
	return st.list(side, verb, arg0)
}

// LegalVerbs lists the verbs of Legal(side).
func (st *State) LegalVerbs(side string) []string {
	if st.inSetup() {
		return st.setupVerbs(side)
	}
	if side == "" || side != st.active() {
		return nil
	}
	out := []string{"end-phase"}
	if len(DiceExprs) > 0 {
		out = append(out, "roll")
	}
	for _, v := range Verbs {
		for i := range st.Units {
			if v != "roll" && st.unitMay(side, i, v) {
				out = append(out, v)
				break
			}
		}
	}
	return out
}

// unitMay reports whether side's legal list holds an action of verb (move,
// flip, reveal, hide or remove) for unit i.
func (st *State) unitMay(side string, i int, verb string) bool {
	u := &st.Units[i]
	switch verb {
	case "move":
		return slices.ContainsFunc(st.fixed.locs, func(l rules.Location) bool { return l != u.Loc })
	case "flip":
		return !st.seesAll(side, i) || rules.StepCount(st.fixed.s, u) > 1
	case "hide":
		return u.Side == side && !u.Hidden
	case "reveal":
		return u.Side == side && u.Hidden
	case "remove":
		return !u.Loc.IsEliminated()
	}
	return false
}

// list is Legal(side) keeping only the actions with verb ("" any) whose
// first argument is arg0 ("" any).
func (st *State) list(side, verb, arg0 string) []rules.Action {
	if st.inSetup() {
		return st.setupList(side, verb, arg0)
	}
	if side == "" || side != st.active() {
		return nil
	}
	want := func(v string) bool { return verb == "" || verb == v }
	f := st.fixed
	units := st.listOrder(side)
	if arg0 != "" {
		units = slices.DeleteFunc(units, func(i int) bool { return st.Units.Ref(i) != arg0 })
	}
	n, nargs := 0, 0
	if arg0 == "" {
		n, nargs = 1+len(f.rolls), len(f.rolls)
	}
	if want("move") {
		n += len(units) * len(f.locs)
		nargs += 2 * len(units) * len(f.locs)
	}
	n += 3 * len(units)
	nargs += 3 * len(units)
	out := make([]rules.Action, 0, n)
	// Every action's arguments are cut from one array: two allocations, not
	// thousands.
	buf := make([]string, 0, nargs)
	args := func(a ...string) []string {
		k := len(buf)
		buf = append(buf, a...)
		return buf[k:len(buf):len(buf)]
	}
	if want("end-phase") && arg0 == "" {
		out = append(out, rules.Action{Side: side, Verb: "end-phase"})
	}
	if want("roll") {
		for _, e := range f.rolls {
			if arg0 == "" || arg0 == e {
				out = append(out, rules.Action{Side: side, Verb: "roll", Args: args(e)})
			}
		}
	}
	for _, i := range units {
		u := &st.Units[i]
		ref := st.Units.Ref(i)
		if want("move") {
			for j, l := range f.locs {
				if l != u.Loc {
					out = append(out, rules.Action{Side: side, Verb: "move", Args: args(ref, f.texts[j])})
				}
			}
		}
		for _, v := range []string{"flip", "hide", "reveal", "remove"} {
			if want(v) && st.unitMay(side, i, v) {
				out = append(out, rules.Action{Side: side, Verb: v, Args: args(ref)})
			}
		}
	}
	return out
}

// listOrder is the order side sees the units in: those it sees fully in
// index order, then the face-down units of other sides by alias, so a
// hidden unit's place says nothing about its place in the set-up.
func (st *State) listOrder(side string) []int {
	return st.Units.ListOrder(func(i int) bool { return st.seesAll(side, i) })
}

// Check returns nil exactly when a is in Legal(a.Side), else a
// *rules.Refusal saying why.
func (st *State) Check(a rules.Action) error {
	_, err := st.check(a)
	return err
}

// checked is what check learnt about a legal action.
type checked struct {
	unit int            // the unit's index, -1 when none
	loc  rules.Location // move's destination
	dice [2]int         // roll's count and sides
	crt  int            // roll's column of the CRT, -1 when not on it
}

func (st *State) check(a rules.Action) (checked, error) {
	f := st.fixed
	ok := checked{unit: -1, crt: -1}
	if st.Over {
		return ok, rules.Refuse(a, RuleOver, "the game is over: %s", st.Result)
	}
	if _, known := f.sideIx[a.Side]; !known {
		return ok, rules.Refuse(a, RuleTurn, "no side %q in this scenario (sides: %s)", a.Side, st.sideList())
	}
	if st.inSetup() {
		return st.checkSetup(a)
	}
	if act := st.active(); a.Side != act {
		return ok, rules.Refuse(a, RuleTurn, "it is the %s, not the %s turn",
			f.plan.Phase(st.Clock).Name, st.sideName(a.Side))
	}
	n, known := argCount[a.Verb]
	if !known {
		return ok, rules.Refuse(a, RuleVerbs, "no verb %q in freeplay", a.Verb)
	}
	if len(a.Args) != n {
		return ok, rules.Refuse(a, RuleVerbs, "%s takes %s, got %d", a.Verb, usage(a.Verb), len(a.Args))
	}
	if a.Verb == "end-phase" {
		return ok, nil
	}
	if a.Verb == "roll" {
		if !slices.Contains(f.rolls, a.Args[0]) {
			return ok, rules.Refuse(a, RuleDice, "cannot roll %q; roll one of %s", a.Args[0], strings.Join(f.rolls, ", "))
		}
		if ok.crt = st.crtColumn(a.Args[0]); ok.crt >= 0 {
			return ok, nil
		}
		nd, sides, _ := strings.Cut(a.Args[0], "d")
		ok.dice[0], _ = strconv.Atoi(nd)
		ok.dice[1], _ = strconv.Atoi(sides)
		return ok, nil
	}
	i := st.Units.Resolve(a.Args[0])
	if i < 0 {
		return ok, rules.Refuse(a, RuleMove, "no unit %q: name a unit by its id (e.g. %s) or a face-down one as hidden:N, as the view shows it",
			a.Args[0], st.sampleRef())
	}
	ok.unit = i
	u := &st.Units[i]
	switch a.Verb {
	case "move":
		loc, err := rules.ParseLocation(f.s, a.Args[1])
		if err != nil {
			return ok, rules.Refuse(a, RuleMove, "%s", strings.TrimPrefix(err.Error(), "rules: "))
		}
		if canon := loc.Text(f.s); canon != a.Args[1] {
			return ok, rules.Refuse(a, RuleMove, "write the location %q as %q", a.Args[1], canon)
		}
		if loc == u.Loc {
			return ok, rules.Refuse(a, RuleMove, "%s is already at %s", a.Args[0], a.Args[1])
		}
		ok.loc = loc
	case "flip":
		if st.seesAll(a.Side, i) && rules.StepCount(f.s, u) <= 1 {
			return ok, rules.Refuse(a, RuleFlip, "%s has only one step", a.Args[0])
		}
	case "reveal", "hide":
		if u.Side != a.Side {
			return ok, rules.Refuse(a, RuleHidden, "%s belongs to the %s", a.Args[0], st.sideName(u.Side))
		}
		if a.Verb == "hide" && u.Hidden {
			return ok, rules.Refuse(a, RuleHidden, "%s is already hidden", a.Args[0])
		}
		if a.Verb == "reveal" && !u.Hidden {
			return ok, rules.Refuse(a, RuleHidden, "%s is not hidden", a.Args[0])
		}
	case "remove":
		if u.Loc.IsEliminated() {
			return ok, rules.Refuse(a, RuleMove, "%s is already eliminated", a.Args[0])
		}
	}
	return ok, nil
}

func usage(verb string) string {
	switch verb {
	case "end-phase":
		return "no arguments"
	case "roll":
		return "one argument, the dice (" + strings.Join(DiceExprs, ", ") + ")"
	case "move":
		return "two arguments, UNIT and LOCATION"
	}
	return "one argument, UNIT"
}

func (st *State) sideList() string {
	ids := make([]string, len(st.fixed.s.Sides))
	for i, s := range st.fixed.s.Sides {
		ids[i] = s.ID
	}
	return strings.Join(ids, ", ")
}

func (st *State) sampleRef() string {
	for i := range st.Units {
		if !st.Units[i].Hidden {
			return st.Units[i].ID
		}
	}
	return "ger-inf/1"
}

// name is how the log names unit i: its description when face up, else
// its reference and nation only.
func (st *State) name(i int) string {
	u := &st.Units[i]
	if u.Hidden {
		nation := u.Nation
		if n := st.fixed.s.Counters.Nation(u.Nation); n != nil {
			nation = n.Name
		}
		return fmt.Sprintf("%s (face down, %s)", st.Units.Ref(i), nation)
	}
	return rules.Describe(st.fixed.s, u)
}

// Apply performs a legal action, logging what it did.
func (st *State) Apply(a rules.Action, ctx *rules.Context) error {
	ck, err := st.check(a)
	if err != nil {
		return err
	}
	s := st.fixed.s
	if st.inSetup() {
		st.applySetup(a, ck, ctx)
		return nil
	}
	switch a.Verb {
	case "end-phase":
		st.endPhase(ctx)
	case "roll":
		if ck.crt >= 0 {
			return st.rollCRT(a, ck.crt, ctx)
		}
		faces, err := ctx.Roll(ck.dice[0], ck.dice[1])
		if err != nil {
			return err
		}
		total := 0
		for _, x := range faces {
			total += x
		}
		ctx.LogRoll("", rules.Roll{For: "dice on demand (" + st.sideName(a.Side) + ")", Dice: faces,
			Sides: ck.dice[1], Total: total, Result: strconv.Itoa(total)})
	case "move", "remove":
		u := &st.Units[ck.unit]
		from := u.Loc.Text(s)
		to := rules.Eliminated
		if a.Verb == "move" {
			to = ck.loc
		}
		u.Loc = to
		if to.IsEliminated() {
			ctx.Logf("%s removed from %s (eliminated)", st.name(ck.unit), from)
		} else {
			ctx.Logf("%s moved from %s to %s", st.name(ck.unit), from, to.Text(s))
		}
		st.occupy(ctx)
	case "flip":
		u := &st.Units[ck.unit]
		u.Step = kit.NextStep(s, u)
		if u.Hidden {
			ctx.Logf("%s flipped", st.name(ck.unit))
			break
		}
		step, _ := rules.CurrentStep(s, u)
		label := step.Label
		if label == "" {
			label = "step " + strconv.Itoa(u.Step+1)
			if u.Step == 0 {
				label = "full strength"
			}
		}
		ctx.Logf("%s flipped to %s (%s)", u.ID, label, step.Print)
	case "reveal":
		u := &st.Units[ck.unit]
		ref := st.Units.Ref(ck.unit)
		u.Hidden = false
		ctx.Reveal(fmt.Sprintf("%s (%s)", ref, u.ID))
		ctx.Logf("%s revealed: %s at %s", ref, st.name(ck.unit), u.Loc.Text(s))
	case "hide":
		// Only the owner reads which counter it was: the others saw a
		// counter turned face down where it stands.
		u := &st.Units[ck.unit]
		u.Hidden = true
		alias := st.Units.Ref(ck.unit)
		ctx.Private(rules.SidesOnly(a.Side), fmt.Sprintf("the %s turned a counter at %s face down; it is now %s", st.sideName(a.Side), u.Loc.Text(s), alias))
		ctx.LogTo(rules.SidesOnly(a.Side), "%s turned face down; it is now %s", u.ID, alias)
	}
	return nil
}

// occupy passes control of cells to the side occupying them, logging it.
func (st *State) occupy(ctx *rules.Context) {
	for _, ch := range st.Control.Occupy(st.fixed.s, st.Units) {
		ctx.Logf("%s now controlled by the %s", ch.Loc.Text(st.fixed.s), st.sideName(ch.To))
	}
}

// endPhase passes play to the next side; after the last side the next turn
// starts with its reinforcements; after the last turn the game is over.
func (st *State) endPhase(ctx *rules.Context) {
	f := st.fixed
	s := f.s
	ctx.Logf("%s ends", f.plan.Phase(st.Clock).Name)
	next, over := f.plan.Next(st.Clock)
	if over {
		st.Over = true
		st.Result = fmt.Sprintf("players adjudicate victory after the last turn, %s", s.Turns.Names[st.Clock.Turn])
		ctx.Logf("game over: %s", st.Result) // as the modules that know their rules log it
		return
	}
	newTurn := next.Turn != st.Clock.Turn
	st.Clock = next
	ctx.Logf("%s begins", f.plan.Describe(next, s.Turns.Label, s.Turns.SubTurnLabel))
	if !newTurn {
		return
	}
	first := len(st.Units)
	st.Units = append(st.Units, f.roster.Arriving(next.Turn)...)
	// Everybody reads the log: face-down arrivals go last, by alias.
	arrived := st.Units[first:]
	for _, k := range arrived.ListOrder(func(k int) bool { return !arrived[k].Hidden }) {
		i := first + k
		ctx.Logf("reinforcement: %s arrives at %s", st.name(i), st.Units[i].Loc.Text(s))
	}
	if len(st.Units) > first {
		st.occupy(ctx)
	}
}

// Status is the turn, the side whose phase it is and the checklist.
func (st *State) Status() rules.Status {
	f := st.fixed
	ph := f.plan.Phase(st.Clock)
	status := rules.Status{
		Turn:      st.Clock.Turn,
		TurnName:  f.s.Turns.Names[st.Clock.Turn],
		SubTurn:   st.Clock.Sub,
		Phase:     ph.ID,
		PhaseName: ph.Name,
		Over:      st.Over,
		Result:    st.Result,
		Checklist: []rules.CheckItem{
			{Text: "Reinforcements placed", Done: true},
			{Text: "Move, flip, reveal or remove counters and roll dice as the game's rules say (players adjudicate)"},
		},
	}
	if !st.Over {
		status.Active = []string{ph.Side}
	}
	if st.inSetup() {
		return st.setupStatus(status)
	}
	return status
}

// View is what side sees: every unit, with the type, step, values and flags
// of a face-down counter of another side left out ("" sees everything),
// control, and victory points from controlled places. Units are listed in
// listOrder: those side sees fully in set-up order, then the face-down
// units of other sides by alias.
func (st *State) View(side string) rules.View {
	s := st.fixed.s
	v := rules.View{Side: side, Status: st.Status(), Units: make([]rules.UnitView, len(st.Units)),
		Control: st.Control.Views(s),
		Notes:   []string{"Freeplay: players adjudicate the rules; every action and roll is logged."}}
	if vp := kit.PlaceVP(s, st.Control); len(vp) > 0 {
		v.VP = vp
	}
	for k, i := range st.listOrder(side) {
		u := &st.Units[i]
		uv := rules.UnitView{ID: st.Units.Ref(i), Nation: u.Nation, Side: u.Side, Map: u.Loc.Map,
			Box: u.Loc.Box, Hidden: u.Hidden}
		if u.Loc.OnMap() {
			if m := s.Map(u.Loc.Map); m != nil {
				uv.Cell = m.Label(u.Loc.Cell)
			}
		}
		if st.seesAll(side, i) {
			uv.Type, uv.Step, uv.Steps = u.Type, u.Step, rules.StepCount(s, u)
			uv.Values = rules.Values(s, u)
			uv.Flags = slices.Clone(u.Flags)
		}
		v.Units[k] = uv
	}
	return v
}

// SecretWords are the instance ids of the counters face down to side (see
// rules.SecretWords): a face-down counter goes by its alias only.
func (st *State) SecretWords(side string) []string {
	var out []string
	for i := range st.Units {
		if !st.seesAll(side, i) {
			out = append(out, st.Units[i].ID)
		}
	}
	return out
}
