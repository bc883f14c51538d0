package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/rulestest"
)

func init() {
	targeted["place"] = func(t *testing.T) *rules.Game {
		st := newTestState(t)
		st.arrive(rules.NewContext(nil), unitAt(t, st, "dr-army", "ap-pool"), "test reinforcement", "Cairo", "Alexandria")
		return rulestest.PositionGame(t, testScenario, st)
	}
}

// logOf runs fn with a fresh context and returns its log lines.
func logOf(fn func(ctx *rules.Context)) []string {
	ctx := rules.NewContext(nil)
	fn(ctx)
	var out []string
	for _, e := range ctx.Events() {
		out = append(out, e.Text)
	}
	return out
}

// An arriving unit with two open spaces waits for its owner's choice (a
// decision of the Allies, nothing else legal meanwhile), and goes where
// they place it.
func TestArriveChoice(t *testing.T) {
	st := newTestState(t)
	dr := unitAt(t, st, "us-corps", "ap-pool")
	if log := logOf(func(ctx *rules.Context) { st.arrive(ctx, dr, "test reinforcement", "Cairo", "Alexandria") }); len(log) != 0 {
		t.Fatalf("log before the choice: %q", log)
	}
	d := st.Status().Decision
	if d == nil || d.Side != AP || d.Rule != RuleArrival || d.Prompt != "Place American corps 2-1-4 (test reinforcement): Cairo or Alexandria" {
		t.Fatalf("decision %+v", d)
	}
	if l := st.Legal(CP); len(l) != 0 {
		t.Fatalf("the Central Powers may %v while the Allies choose", l)
	}
	want := []rules.Action{
		{Side: AP, Verb: "place", Args: []string{st.Units[dr].ID, "Cairo"}},
		{Side: AP, Verb: "place", Args: []string{st.Units[dr].ID, "Alexandria"}},
	}
	if got := st.Legal(AP); !slices.EqualFunc(got, want, rules.Action.Equal) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	log := applyChecked(t, st, want[1])
	if st.SpaceOf(dr) != "Alexandria" || len(st.Arrivals) != 0 {
		t.Fatalf("the American corps is at %q, arrivals %v", st.SpaceOf(dr), st.Arrivals)
	}
	if !slices.Equal(log, []string{"American corps 2-1-4 arrives at Alexandria (test reinforcement)"}) {
		t.Fatalf("log %q", log)
	}
}

// With one open space the unit goes there at once; with none it stays
// where it is, and the log says why.
func TestArriveForced(t *testing.T) {
	st := newTestState(t)
	us := unitAt(t, st, "us-corps", "ap-pool")
	log := logOf(func(ctx *rules.Context) { st.arrive(ctx, us, "test entry", "Salonika") })
	if st.SpaceOf(us) != "Salonika" || len(st.Arrivals) != 0 || !slices.Equal(log, []string{"American corps 2-1-4 arrives at Salonika (test entry)"}) {
		t.Fatalf("at %q, arrivals %v, log %q", st.SpaceOf(us), st.Arrivals, log)
	}
	ge := unitAt(t, st, "ge-army", "cp-pool")
	log = logOf(func(ctx *rules.Context) { st.arrive(ctx, ge, "test entry") })
	if st.Units[ge].Loc.Box != "cp-pool" || len(st.Arrivals) != 0 || len(log) != 1 || !strings.Contains(log[0], "cannot arrive (test entry)") {
		t.Fatalf("at %v, arrivals %v, log %q", st.Units[ge].Loc, st.Arrivals, log)
	}
}

// flip takes a step: the full-strength unit is reduced, the reduced one
// goes to the dead pile; eliminate permanent to the other box.
func TestFlipAndEliminate(t *testing.T) {
	st := newTestState(t)
	tu := unitAt(t, st, "tu-corps", "Gaza")
	log := logOf(func(ctx *rules.Context) {
		if st.flip(ctx, tu, "test loss") {
			t.Error("a full-strength corps eliminated by one step")
		}
		if !st.flip(ctx, tu, "test loss") {
			t.Error("a reduced corps not eliminated by one step")
		}
	})
	want := []string{"Turkish corps 1-1-3 is reduced (test loss)", "Turkish corps 1-1-3 (reduced) at Gaza is eliminated (test loss)"}
	if !slices.Equal(log, want) || st.Units[tu].Loc.Box != BoxDead {
		t.Fatalf("log %q, want %q; at %v", log, want, st.Units[tu].Loc)
	}
	ru := unitAt(t, st, "ru-army", "Odessa")
	log = logOf(func(ctx *rules.Context) { st.eliminate(ctx, ru, "test removal", true) })
	if st.Units[ru].Loc.Box != BoxRemoved || !slices.Equal(log, []string{"Russian army 3-3-3 at Odessa is removed from the game (test removal)"}) {
		t.Fatalf("at %v, log %q", st.Units[ru].Loc, log)
	}
}

// The Near East is the map value [rules] neareast: 1 wholly in it, 2 on
// both maps (Constantinople in the test map), 0 on the main map only.
// The Janissary Zone is lane 4's: until it is provided no space is in it.
func TestNearEastAndZone(t *testing.T) {
	st := newTestState(t)
	for _, tc := range []struct {
		space          string
		nearEast, main bool
	}{
		{"Gaza", true, false},
		{"Upper Egypt", true, false},
		{"Constantinople", true, true},
		{"Venice", false, true},
	} {
		if st.nearEast(tc.space) != tc.nearEast || st.mainMap(tc.space) != tc.main {
			t.Errorf("%s: near east %v, main map %v; want %v, %v", tc.space, st.nearEast(tc.space), st.mainMap(tc.space), tc.nearEast, tc.main)
		}
	}
	if zone == nil && st.inZone("Gaza") {
		t.Error("Gaza is in a Janissary Zone nobody provided")
	}
}

// Starting control: the map's regions with a side, then [rules.control]
// (Medina to the Central Powers in the test scenario); a region with no
// side (Greece) is nobody's. setControl logs the change for all.
func TestControl(t *testing.T) {
	st := newTestState(t)
	for space, want := range map[string]string{"Cairo": AP, "Gaza": CP, "Medina": CP, "Arabia": "", "Salonika": ""} {
		if got := st.ControlOf(space); got != want {
			t.Errorf("%s controlled by %q, want %q", space, got, want)
		}
	}
	var err error
	log := logOf(func(ctx *rules.Context) { err = st.setControl(ctx, "Gaza", AP, nil) })
	if err != nil || st.ControlOf("Gaza") != AP || !slices.Equal(log, []string{"Gaza passes to the Allies"}) {
		t.Fatalf("err %v, Gaza %q, log %q", err, st.ControlOf("Gaza"), log)
	}
	if log := logOf(func(ctx *rules.Context) { err = st.setControl(ctx, "Gaza", AP, nil) }); err != nil || len(log) != 0 {
		t.Fatalf("giving Gaza to its controller again: err %v, log %q", err, log)
	}
}

// "Draka count as British for nationality purposes" (L127): the test
// scenario's counts_as makes them one nationality, both ways; Russians and
// Draka are two.
func TestSameNationality(t *testing.T) {
	st := newTestState(t)
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{Draka, "br", true}, {"br", Draka, true}, {Draka, Draka, true}, {Draka, "ru", false}, {"ge", "ah", false},
	} {
		if got := st.sameNationality(tc.a, tc.b, ForActivation); got != tc.want {
			t.Errorf("%s and %s one nationality: %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
	if st.Alliance(Draka) != AP || !st.GreatPower(Draka) || !slices.Equal(st.Capitals(Draka), []string{"Cairo"}) {
		t.Errorf("Draka: alliance %q, great power %v, capitals %v", st.Alliance(Draka), st.GreatPower(Draka), st.Capitals(Draka))
	}
	if got := st.Nations(AP); !slices.Equal(got, []string{"br", Draka, "ru", "us"}) {
		t.Errorf("Allied nations %v", got)
	}
}

// The meeting points with no section registered: a step costs what the
// map says (clear 1 here, the terrain's default move_cost) between connected spaces and is not allowed
// between others; nothing refuses an entry or a stack; no extra supply
// sources; the VP are the track.
func TestHooksUnfed(t *testing.T) {
	st := newTestState(t)
	if c, ok := moveCost(st, 0, "Cairo", "Alexandria"); !ok || c != 1 {
		t.Errorf("Cairo to Alexandria: %d, %v", c, ok)
	}
	if _, ok := moveCost(st, 0, "Cairo", "Gaza"); ok {
		t.Error("Cairo to Gaza (not connected) allowed")
	}
	if len(mayEnterHooks) == 0 && mayEnter(st, 0, "Gaza", "Sinai", MotionMove) != nil {
		t.Error("an entry refused with no hook")
	}
	if len(stackHooks) == 0 && stackCheck(st, "Gaza", st.At("Gaza")) != nil {
		t.Error("a stack refused with no hook")
	}
	if len(supplySourceHooks) == 0 && supplySources(st, "tu") != nil {
		t.Error("supply sources with no hook")
	}
	if len(supplyPassHooks) == 0 && !supplyPass(st, "tu", "Arabia", "Medina") {
		t.Error("supply refused with no hook")
	}
	if len(replaceHooks) == 0 && mayReplace(st, 0, "") != nil {
		t.Error("a replacement refused with no hook")
	}
	if len(rpIncomeHooks) == 0 && runRPIncome(st, rules.NewContext(nil), CP, "C01") != nil {
		t.Error("RP income failed with no hook")
	}
	if len(combatModHooks) == 0 && combatMods(st, &Battle{}, CP) != nil {
		t.Error("combat modifiers with no hook")
	}
	if _, ok := eventOf("A17"); ok && len(events) == 0 {
		t.Error("an event with none registered")
	}
	st.VPHalves = 5
	if len(vpHooks) == 0 && st.VPTotalHalves() != 5 {
		t.Errorf("VP %d, want the track's 5", st.VPTotalHalves())
	}
	if !st.Connection("Arabia", "Medina", "dotted") || st.Connection("Gaza", "Sinai", "dotted") || !st.Connection("Odessa", "Constantinople", "sea") {
		t.Error("connection kinds not read from the map")
	}
}

// VP are kept in halves, Central Powers positive: the view shows them as
// "10½" (a public entry) and View.VP as the whole rounded down.
func TestVPHalves(t *testing.T) {
	for _, tc := range []struct {
		n     int
		text  string
		whole int
	}{
		{0, "0", 0}, {1, "½", 0}, {21, "10½", 10}, {20, "10", 10}, {-1, "-½", -1}, {-3, "-1½", -2}, {-4, "-2", -2},
	} {
		if got := halves(tc.n); got != tc.text {
			t.Errorf("halves(%d) = %q, want %q", tc.n, got, tc.text)
		}
		if got := floorHalf(tc.n); got != tc.whole {
			t.Errorf("floorHalf(%d) = %d, want %d", tc.n, got, tc.whole)
		}
	}
	st := newTestState(t)
	st.VPHalves = 21
	for _, side := range []string{CP, AP, ""} {
		v := st.View(side)
		if e := v.Sides[CP].Get("vp"); e == nil || e.Value() != "10½" || v.VP[CP] != 10 {
			t.Errorf("view of %q: VP entry %v, VP %v", side, e, v.VP)
		}
	}
}

// Clone shares nothing the scaffold keeps: units, control, arrivals.
func TestCloneShares(t *testing.T) {
	st := newTestState(t)
	st.arrive(rules.NewContext(nil), unitAt(t, st, "dr-army", "ap-pool"), "test", "Cairo", "Alexandria")
	c := st.Clone().(*State)
	c.Units[0].Step = 1
	c.Units[0].SetFlag("x")
	c.Control.Set(c.Map(), mustCell(t, c, "Gaza"), AP)
	c.Arrivals[0].Spaces[0] = "Gaza"
	if st.Units[0].Step != 0 || len(st.Units[0].Flags) != 0 || st.ControlOf("Gaza") != CP || st.Arrivals[0].Spaces[0] != "Cairo" {
		t.Fatal("the clone shares state with the original")
	}
}

func mustCell(t *testing.T, st *State, label string) board.Cell {
	t.Helper()
	c, ok := st.Cell(label)
	if !ok {
		t.Fatalf("no space %s", label)
	}
	return c
}
