package vernian

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// testScenario is the path of the small test scenario.
const testScenario = "testdata/vernian-test.toml"

func loadTest(t testing.TB) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile(testScenario)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// newTestState is the test scenario's starting state (the Allied set-up
// phase) with opts over the defaults.
func newTestState(t testing.TB, opts rules.Options) *State {
	t.Helper()
	s := loadTest(t)
	o := rules.DefaultOptions(s)
	for k, v := range opts {
		o[k] = v
	}
	st, err := Module{}.New(s, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// do, manual and act are the shared helpers (rulestest.Do, Manual, Act).
var (
	do     = rulestest.Do
	manual = rulestest.Manual
	act    = rulestest.Act
)

// endPhase ends the current phase, first rolling (and failing) an
// invention roll that is due: it is required (inventions.go), and a 6
// builds nothing, so tests about other rules are not disturbed.
func endPhase(t testing.TB, st *State) []string {
	t.Helper()
	if st.Pending == nil {
		if _, why, _ := st.inventionBlocked(st.active()); why == "" && st.inventionPhase(st.active()) {
			do(t, st, act(st.active(), "invent"), manual(6))
		}
	}
	return do(t, st, act(st.active(), "end-phase"), nil)
}

// toPhase ends phases until phase id is current (in any turn), failing
// after too many.
func toPhase(t testing.TB, st *State, id string) {
	t.Helper()
	for k := 0; k < 500; k++ {
		if !st.Setup && st.phase().ID == id {
			return
		}
		if st.Over {
			t.Fatalf("game over before %s: %s", id, st.Result)
		}
		if why := mustFinishWhy(st); why != "" {
			// Finish what the phase requires.
			switch st.phaseKind() {
			case "attrition":
				do(t, st, act(st.active(), "attrition"), manual(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6))
			default:
				t.Fatalf("cannot leave %s: %s", st.phase().ID, why)
			}
		}
		endPhase(t, st)
	}
	t.Fatalf("never reached %s", id)
}

// idx is the index of unit id, failing when it is not in play.
func idx(t testing.TB, st *State, id string) int {
	t.Helper()
	i := st.Units.Index(id)
	if i < 0 {
		t.Fatalf("no unit %s", id)
	}
	return i
}

// loc parses a location of the test scenario.
func loc(t testing.TB, st *State, text string) rules.Location {
	t.Helper()
	l, err := rules.ParseLocation(st.fixed.s, text)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// put places unit id at text ("eliminated", a box or a hex) and forgets
// derived data, as a test arranging the board.
func put(t testing.TB, st *State, id, text string) {
	t.Helper()
	st.Units[idx(t, st, id)].Loc = loc(t, st, text)
	st.memo.reset()
}

// clearBoard takes every ground unit off the maps (to the Eliminated box)
// except the ids given, so a test sets up exactly the units it needs.
func clearBoard(t testing.TB, st *State, keep ...string) {
	t.Helper()
	for i := range st.Units {
		u := &st.Units[i]
		if u.Loc.OnMap() && !slices.Contains(keep, u.ID) {
			u.Loc = rules.Eliminated
		}
	}
	st.memo.reset()
}

// where is the text of unit id's location.
func where(t testing.TB, st *State, id string) string {
	t.Helper()
	return st.text(st.Units[idx(t, st, id)].Loc)
}

// refusal is the refusal of a (failing when a is legal).
func refusal(t testing.TB, st *State, a rules.Action) string {
	t.Helper()
	err := st.Check(a)
	if err == nil {
		t.Fatalf("%s is legal, want it refused", a)
	}
	ref, ok := err.(*rules.Refusal)
	if !ok {
		t.Fatalf("%s refused with %T %v, want a *rules.Refusal", a, err, err)
	}
	// A refusal cites a rule the player can look up in the reference.
	if ref.Rule == "" || st.Reference().RuleSection(ref.Rule) == nil {
		t.Errorf("%s: the refusal cites %q, which no section of the rules reference has", a, ref.Rule)
	}
	if slices.ContainsFunc(st.Legal(a.Side), a.Equal) {
		t.Fatalf("%s is refused but listed as legal", a)
	}
	// People read refusals: units by name, not by id.
	for _, arg := range a.Args {
		if i := st.unitArg(arg); i >= 0 && strings.Contains(err.Error(), st.Units[i].ID) {
			t.Errorf("%s: the refusal %q names a unit by its id", a, err)
		}
	}
	return err.Error()
}

// wantRefused checks a is refused citing exactly rule, with a refusal
// whose text contains every part (refusal's checks too); it returns the
// refusal's text.
func wantRefused(t testing.TB, st *State, a rules.Action, rule string, parts ...string) string {
	t.Helper()
	why := refusal(t, st, a)
	if err := rulestest.RefusalIs(st.Check(a), rule); err != nil {
		t.Errorf("%s: %v", a, err)
	}
	for _, p := range parts {
		if !strings.Contains(why, p) {
			t.Errorf("%s refused with %q, want it to mention %q", a, why, p)
		}
	}
	return why
}

// wantLegal checks a is legal and listed.
func wantLegal(t testing.TB, st *State, a rules.Action) {
	t.Helper()
	if err := st.Check(a); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	if !slices.ContainsFunc(st.Legal(a.Side), a.Equal) {
		t.Fatalf("%s passes Check but is not in Legal", a)
	}
}

// hasLine reports whether some log line contains every part.
func hasLine(lines []string, parts ...string) bool {
	for _, l := range lines {
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(l, p)
		}
		if ok {
			return true
		}
	}
	return false
}

// supplyAt is side's supply state at text.
func supplyAt(t testing.TB, st *State, side, text string) string {
	t.Helper()
	st.memo.reset()
	return st.supply(side).At(loc(t, st, text))
}

// newGame is a game of the test scenario.
func newGame(t testing.TB, opts rules.Options, seed uint64) *rules.Game {
	t.Helper()
	g, err := rules.StartGame(testScenario, opts, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// add puts a new unit of counter type typ at text (a hex or a box) and
// returns its id: tests build the stacks they need without depending on
// the scenario's order of battle.
func add(t testing.TB, st *State, typ, text string) string {
	t.Helper()
	ct := st.fixed.s.Counters.Unit(typ)
	if ct == nil {
		t.Fatalf("no counter type %s", typ)
	}
	side := st.fixed.s.Counters.SideOf(ct)
	n := 1
	for st.Units.Index(typ+"/t"+itoa(n)) >= 0 {
		n++
	}
	id := typ + "/t" + itoa(n)
	st.Units = append(st.Units, rules.Unit{ID: id, Alias: 10000 + len(st.Units), Type: typ, Side: side.ID, Nation: ct.Nation, Loc: loc(t, st, text)})
	st.memo.reset()
	return id
}

func itoa(n int) string { return strconv.Itoa(n) }

// fresh is the test scenario at the first phase id of Strategic Turn A,
// Operational Turn 1, with the board empty but for one German infantry
// division in Dover (so the tunnel stays open) and control as the maps
// give it.
func fresh(t testing.TB, opts rules.Options, id string) *State {
	t.Helper()
	st := newTestState(t, opts)
	toPhase(t, st, id)
	clearBoard(t, st, "ger-inf-b/1")
	if where(t, st, "ger-inf-b/1") != "test-england:E0806" {
		t.Fatalf("ger-inf-b/1 at %s, want Dover", where(t, st, "ger-inf-b/1"))
	}
	st.Control = initialControl(st.fixed.s)
	st.occupy(nil)
	st.memo.reset()
	return st
}

// control gives the hexes to side.
func control(t testing.TB, st *State, side string, hexes ...string) {
	t.Helper()
	for _, h := range hexes {
		l := loc(t, st, h)
		st.ownControl()
		st.Control.Set(st.mapOf(l), l.Cell, side)
	}
	st.memo.reset()
}

// controlAll gives every town and city hex of region (every map when
// region is "") to side.
func controlAll(t testing.TB, st *State, side, region string) {
	t.Helper()
	for _, m := range st.fixed.s.Maps {
		for c := range st.fixed.towns[m.ID] {
			if region == "" || inRegion(m, c, []string{region}) {
				st.ownControl()
				st.Control.Set(m, c, side)
			}
		}
	}
	st.memo.reset()
}

// dist is the hex distance between two hexes of one map.
func dist(t testing.TB, st *State, a, b string) int {
	t.Helper()
	la, lb := loc(t, st, a), loc(t, st, b)
	if la.Map != lb.Map {
		t.Fatalf("%s and %s are on different maps", a, b)
	}
	return st.mapOf(la).Topology.Distance(la.Cell, lb.Cell)
}

// distToPlace is the hex distance from a hex to the nearest cell of place.
func distToPlace(t testing.TB, st *State, from, place string) int {
	t.Helper()
	l := loc(t, st, from)
	m := st.mapOf(l)
	p := m.Place(place)
	if p == nil {
		t.Fatalf("no place %s on %s", place, m.ID)
	}
	best := -1
	for _, c := range p.Cells {
		if d := m.Topology.Distance(l.Cell, c); best < 0 || d < best {
			best = d
		}
	}
	return best
}

// neighbours are the labels (in the map's text form) of the hexes next to
// text.
func neighbours(t testing.TB, st *State, text string) []string {
	t.Helper()
	l := loc(t, st, text)
	m := st.mapOf(l)
	var out []string
	for _, c := range m.Topology.Neighbors(l.Cell, nil) {
		out = append(out, st.text(rules.CellLocation(m, c)))
	}
	return out
}

// wall puts Allied units on W0703..W0710: with the neutral Netherlands
// north of it, this cuts France and Belgium off from the German edge.
func wall(t testing.TB, st *State) {
	t.Helper()
	for r := 3; r <= 10; r++ {
		add(t, st, "fra-inf", "W07"+pad2(r))
	}
}

func pad2(n int) string {
	if n < 10 {
		return "0" + itoa(n)
	}
	return itoa(n)
}

// auto is the option that makes the module take every loss in the
// default order (RULINGS.md Players' choices), for tests about other rules.
var auto = rules.Options{OptAutoLosses: true}

// choices are the first arguments of side's legal actions with verb, in
// order: the units a pending decision offers.
func choices(st *State, side, verb string) []string {
	var out []string
	for _, a := range st.Legal(side) {
		if a.Verb == verb && len(a.Args) > 0 {
			out = append(out, a.Args[0])
		}
	}
	return out
}

// wantDecision checks the game waits for side's choice with verb among
// exactly the units want (any order), that side alone acts, nothing but
// the choices is legal, and the default is one of them; it returns the
// decision.
func wantDecision(t testing.TB, st *State, side, verb string, want ...string) *rules.Decision {
	t.Helper()
	s := st.Status()
	d := s.Decision
	if d == nil {
		t.Fatalf("no decision pending (phase %s, active %v)", s.Phase, s.Active)
	}
	if d.Side != side || !slices.Equal(s.Active, []string{side}) {
		t.Fatalf("decision for %s, active %v; want %s: %s", d.Side, s.Active, side, d.Prompt)
	}
	got := choices(st, side, verb)
	if len(got) != len(st.Legal(side)) {
		t.Errorf("Legal(%s) = %v, want only the %s choices", side, st.Legal(side), verb)
	}
	if !sameElements(got, want) {
		t.Errorf("%s choices %v, want %v (%s)", verb, got, want, d.Prompt)
	}
	if d.Default.Verb != verb || len(d.Default.Args) != 1 || !slices.Contains(got, d.Default.Args[0]) {
		t.Errorf("default %s is not one of the choices %v", d.Default, got)
	}
	if other := enemy(side); len(st.Legal(other)) != 0 || len(st.LegalVerbs(other)) != 0 {
		t.Errorf("the %s may act while the %s choose: %v", other, side, st.Legal(other))
	}
	// rules.LegalFilter agrees with Legal, and Check with both.
	if got := st.LegalVerbs(side); !slices.Equal(got, []string{verb}) {
		t.Errorf("LegalVerbs(%s) = %v, want [%s]", side, got, verb)
	}
	if with := st.LegalWith(side, verb, ""); len(with) != len(got) {
		t.Errorf("LegalWith(%s, %s) = %v, Legal has %v", side, verb, with, got)
	}
	for _, id := range got {
		if with := st.LegalWith(side, verb, id); len(with) != 1 || with[0].Args[0] != id {
			t.Errorf("LegalWith(%s, %s, %s) = %v", side, verb, id, with)
		}
		if err := st.Check(act(side, verb, id)); err != nil {
			t.Errorf("a listed choice is refused: %v", err)
		}
	}
	if with := st.LegalWith(side, "end-phase", ""); len(with) != 0 {
		t.Errorf("end-phase is listed while a choice waits: %v", with)
	}
	return d
}

// noDecision checks the game waits for no choice.
func noDecision(t testing.TB, st *State) {
	t.Helper()
	if d := st.Status().Decision; d != nil {
		t.Fatalf("a decision is pending: %s %s", d.Side, d.Prompt)
	}
}

func sameElements(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// mustFinishWhy is why the current phase may not end yet, "" when it may.
func mustFinishWhy(st *State) string {
	if r := book.MustFinish(st); r != nil {
		return r.Reason
	}
	return ""
}
