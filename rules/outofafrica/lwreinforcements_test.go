package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// warStatusIs stands in for lane 3's war status in lane 6's tests.
func warStatusIs(t *testing.T, status map[string]string) {
	old := warStatusFn
	warStatusFn = func(_ *State, side string) string {
		if s, ok := status[side]; ok {
			return s
		}
		return WarMobilization
	}
	t.Cleanup(func() { warStatusFn = old })
}

// The test's reinforcements: at CP LW, the German army at once in
// Constantinople or Adana (the Asia Korps' "instant", L142); at Allied
// TW, in the replacement phase,
// the Draka army reduced to Cairo or Alexandria and the American corps
// to the reserve (Tull's V and its J corps, L578).
const reinforcementRules = `[[rules.reinforcements]]
name = "Asia Korps (test)"
side = "cp"
status = "lw"
[[rules.reinforcements.unit]]
type = "ge-army"
spaces = ["Constantinople", "Adana"]

[[rules.reinforcements]]
name = "Tull's V (test)"
side = "ap"
status = "tw"
when = "replacement"
[[rules.reinforcements.unit]]
type = "dr-army"
spaces = ["Cairo", "Alexandria"]
reduced = true
[[rules.reinforcements.unit]]
type = "us-corps"
box = "ap-reserve"
`

// L142: "At the instant the CP go to LW": the German army waits for the
// Central Powers' choice of Constantinople or Adana at once.
func TestLWReinforcementInstant(t *testing.T) {
	status := map[string]string{}
	warStatusIs(t, status)
	st := stateWithRules(t, reinforcementRules)
	ge := unitAt(t, st, "ge-army", "cp-pool")
	ctx := rules.NewContext(nil)
	if err := book.Run(st, WarStatusChanged, ctx); err != nil || len(st.Arrivals) != 0 {
		t.Fatalf("at mobilization: %v, arrivals %v", err, st.Arrivals)
	}
	status[CP] = WarLimited
	if err := book.Run(st, WarStatusChanged, ctx); err != nil {
		t.Fatal(err)
	}
	if len(st.Arrivals) != 1 || st.Arrivals[0].Unit != ge || !slices.Equal(st.Arrivals[0].Spaces, []string{"Constantinople", "Adana"}) || st.Arrivals[0].Why != "Asia Korps (test)" {
		t.Fatalf("arrivals %+v", st.Arrivals)
	}
	if d := st.Status().Decision; d == nil || d.Side != CP || d.Rule != RuleArrival {
		t.Fatalf("decision %+v", d)
	}
	// Asked again at LW, nothing more comes.
	st.Arrivals = nil
	if err := book.Run(st, WarStatusChanged, ctx); err != nil || len(st.Arrivals) != 0 {
		t.Fatalf("a second time: %v, arrivals %v", err, st.Arrivals)
	}
}

// L578: "On the replacement phase immediately after the Allied entry into
// Total War Status" (from mobilization straight to TW here: the LW level
// brings nothing for the Allies): the Draka army arrives reduced in the
// replacement phase of the same turn, the American corps goes to the
// reserve; nothing before.
func TestTWReinforcementReplacement(t *testing.T) {
	status := map[string]string{}
	warStatusIs(t, status)
	st := stateWithRules(t, reinforcementRules)
	dr := unitAt(t, st, "dr-army", "ap-pool")
	us := unitAt(t, st, "us-corps", "ap-pool")
	ctx := rules.NewContext(nil)
	status[AP] = WarTotal
	if err := book.Run(st, WarStatusChanged, ctx); err != nil {
		t.Fatal(err)
	}
	if st.Units[dr].Loc.Box != "ap-pool" || !slices.Equal(st.Forces.Due, []Due{{Turn: 1, Index: 1}}) {
		t.Fatalf("before the replacement phase: %v, due %v", st.Units[dr].Loc, st.Forces.Due)
	}
	log := logOf(func(ctx *rules.Context) {
		if err := book.Run(st, ReplacementStart, ctx); err != nil {
			t.Fatal(err)
		}
	})
	if len(st.Arrivals) != 1 || st.Arrivals[0].Unit != dr || st.Units[dr].Step != 1 || len(st.Forces.Due) != 0 {
		t.Fatalf("arrivals %+v, step %d, due %v", st.Arrivals, st.Units[dr].Step, st.Forces.Due)
	}
	if st.Units[us].Loc.Box != "ap-reserve" || !slices.Contains(log, "American corps 2-1-4 goes to the Allied reserve (Tull's V (test))") {
		t.Fatalf("the American corps at %v, log %q", st.Units[us].Loc, log)
	}
}

// L146: "LW on Turn 2, so receive Pz Korps on Replacement Phase of Turn
// 5": a delay of 3 turns.
func TestLWReinforcementDelay(t *testing.T) {
	status := map[string]string{}
	warStatusIs(t, status)
	st := stateWithRules(t, `[[rules.reinforcements]]
name = "Pz Korps (test)"
side = "cp"
status = "lw"
when = "replacement"
delay = 3
[[rules.reinforcements.unit]]
type = "ge-army"
spaces = ["Budapest"]
`)
	ge := unitAt(t, st, "ge-army", "cp-pool")
	ctx := rules.NewContext(nil)
	st.Turn = 2
	status[CP] = WarLimited
	if err := book.Run(st, WarStatusChanged, ctx); err != nil {
		t.Fatal(err)
	}
	for turn := 2; turn <= 5; turn++ {
		st.Turn = turn
		if err := book.Run(st, ReplacementStart, ctx); err != nil {
			t.Fatal(err)
		}
		if got, want := st.SpaceOf(ge), map[bool]string{true: "Budapest", false: ""}[turn == 5]; got != want {
			t.Fatalf("turn %d: the German army at %q, want %q", turn, got, want)
		}
	}
}

// An exhausted pool is logged, not an error.
func TestBringEmptyPool(t *testing.T) {
	st := newTestState(t)
	log := logOf(func(ctx *rules.Context) {
		if i := st.bring(ctx, CP, "it-army", "test", false, "", "Venice"); i != -1 {
			t.Fatalf("brought %d", i)
		}
	})
	if len(log) != 1 || !strings.HasPrefix(log[0], "No Italian army") {
		t.Fatalf("log %q", log)
	}
}

// [[rules.reinforcements]] is checked.
func TestReinforcementRules(t *testing.T) {
	base := "[[rules.reinforcements]]\nname = \"x\"\n"
	for _, tc := range []struct{ text, want string }{
		{base + "side = \"xx\"\nstatus = \"lw\"\n[[rules.reinforcements.unit]]\ntype = \"ge-army\"\nbox = \"cp-reserve\"\n", `side "xx"`},
		{base + "side = \"cp\"\nstatus = \"mw\"\n[[rules.reinforcements.unit]]\ntype = \"ge-army\"\nbox = \"cp-reserve\"\n", `status "mw"`},
		{base + "side = \"cp\"\nstatus = \"lw\"\ndelay = 2\n[[rules.reinforcements.unit]]\ntype = \"ge-army\"\nbox = \"cp-reserve\"\n", "delay 2"},
		{base + "side = \"cp\"\nstatus = \"lw\"\n", "brings no unit"},
		{base + "side = \"cp\"\nstatus = \"lw\"\n[[rules.reinforcements.unit]]\ntype = \"ge-army\"\n", "give spaces or a box"},
		{base + "side = \"cp\"\nstatus = \"lw\"\n[[rules.reinforcements.unit]]\ntype = \"ge-army\"\nspaces = [\"Essen\"]\n", `no space "Essen"`},
	} {
		if err := rulesError(t, tc.text); !strings.Contains(err, tc.want) || !strings.Contains(err, "rules.reinforcements") {
			t.Errorf("error %q does not say %q", err, tc.want)
		}
	}
}

// A game that starts at LW brings no LW reinforcement when the war status
// is next asked.
func TestReinforcementsStartAbove(t *testing.T) {
	status := map[string]string{CP: WarLimited}
	warStatusIs(t, status)
	st := stateWithRules(t, reinforcementRules)
	ctx := rules.NewContext(nil)
	if err := book.Run(st, WarStatusChanged, ctx); err != nil || len(st.Arrivals) != 0 {
		t.Fatalf("at LW from the start: %v, arrivals %v", err, st.Arrivals)
	}
}
