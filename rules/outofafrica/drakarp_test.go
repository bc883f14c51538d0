package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

const servicesRules = "[rules.services]\n\"dr-army\" = \"cf\"\n\"dr-corps\" = \"j\"\n"

// L119: "Whenever the Allied Player uses a card for RPs for the first time
// in a game turn, he also gets 1 Draka CF RP and 2 Draka J RPs ... No
// Draka RPs are received on Turns 1 and 2": turn 2 gives none, turn 3's
// first card CF 1 and J 2, its second nothing, turn 4's first card as
// much again; a Central Powers card gives the Draka nothing.
func TestDrakaRPIncome(t *testing.T) {
	st := newTestState(t)
	income := func(turn int, side string) []string {
		st.Turn = turn
		return logOf(func(ctx *rules.Context) {
			if err := runRPIncome(st, ctx, side, "A1"); err != nil {
				t.Fatal(err)
			}
		})
	}
	log := income(2, AP)
	if st.Draka.CF != 0 || st.Draka.J != 0 || len(log) != 1 || !strings.Contains(log[0], "no replacement points on turn 2") {
		t.Fatalf("turn 2: %s, log %q", st.drakaRPText(), log)
	}
	income(3, CP)
	if st.drakaRPText() != "CF 0, J 0" {
		t.Fatalf("after a CP card: %s", st.drakaRPText())
	}
	log = income(3, AP)
	if st.drakaRPText() != "CF 1, J 2" || !slices.Equal(log, []string{"The Draka receive 1 CF and 2 J replacement points with the first RP card of the turn (Draka replacement points): CF 1, J 2"}) {
		t.Fatalf("turn 3: %s, log %q", st.drakaRPText(), log)
	}
	if log = income(3, AP); st.drakaRPText() != "CF 1, J 2" || len(log) != 0 {
		t.Fatalf("second card: %s, log %q", st.drakaRPText(), log)
	}
	if income(4, AP); st.drakaRPText() != "CF 2, J 4" {
		t.Fatalf("turn 4: %s", st.drakaRPText())
	}
	// Shown to both sides.
	for _, side := range Sides {
		found := false
		for _, e := range st.View(side).Sides[AP] {
			found = found || e.Key == "draka-rp" && e.Text == "CF 2, J 4"
		}
		if !found {
			t.Errorf("%s does not see the Draka RPs", side)
		}
	}
}

// "One type of Draka RP cannot be used to Replace units of the other
// type. A maximum of 1 Draka CF RP and 2 J RPs can be utilized in a
// Replacement Phase."
func TestDrakaRPServices(t *testing.T) {
	st := stateWithRules(t, servicesRules)
	army := unitAt(t, st, "dr-army", "Cairo") // CF
	corps := unitAt(t, st, "dr-corps", "Sinai")
	st.Draka.J = 3
	r := mayReplace(st, army, "")
	if r == nil || r.Rule != RuleDrakaRP || !strings.Contains(r.Reason, "no Draka Citizen Force replacement point") || !strings.Contains(r.Reason, "cannot be used to replace units of the other type") {
		t.Fatalf("CF army with J points only: %+v", r)
	}
	if r := mayReplace(st, corps, ""); r != nil {
		t.Fatalf("J corps with J points: %v", r)
	}
	ctx := rules.NewContext(nil)
	st.spendDrakaRP(ctx, corps)
	st.spendDrakaRP(ctx, corps)
	if st.drakaRPText() != "CF 0, J 1" {
		t.Fatalf("after two: %s", st.drakaRPText())
	}
	r = mayReplace(st, corps, "")
	if r == nil || r.Rule != RuleDrakaRP || !strings.Contains(r.Reason, "used 2 Janissary replacement point(s) this phase") {
		t.Fatalf("a third J point in one phase: %+v", r)
	}
	// A new replacement phase: the J point left may be used.
	if err := book.Run(st, ReplacementStart, ctx); err != nil {
		t.Fatal(err)
	}
	if r := mayReplace(st, corps, ""); r != nil {
		t.Fatalf("the next phase: %v", r)
	}
	// A unit of no Draka service is none of this rule's business.
	if r := mayReplace(st, unitAt(t, st, "tu-corps", "Baghdad"), ""); r != nil {
		t.Fatalf("a Turkish corps: %v", r)
	}
}

// L564: the corps an eliminated army of a service needs is one of its
// own service in the reserve.
func TestServiceCorpsInReserve(t *testing.T) {
	st := stateWithRules(t, servicesRules)
	if i := st.serviceCorpsInReserve(ServiceJ); i != -1 {
		t.Fatalf("a J corps in the reserve at the start: %d", i)
	}
	corps := unitAt(t, st, "dr-corps", "Sinai")
	st.Units[corps].Loc = rules.BoxLocation(st.fixed.m, st.fixed.m.Box("ap-reserve"))
	if i := st.serviceCorpsInReserve(ServiceJ); i != corps {
		t.Fatalf("J corps in reserve: %d, want %d", i, corps)
	}
	if i := st.serviceCorpsInReserve(ServiceCF); i != -1 {
		t.Fatalf("CF corps in reserve: %d", i)
	}
}

// Lane 6's keys are checked against the map and the counters.
func TestForceRulesErrors(t *testing.T) {
	for _, tc := range []struct{ top, more, want string }{
		{more: "[rules.supply.xx]\nsources = [\"Gaza\"]\n", want: `no nation "xx"`},
		{more: "[rules.supply.tu]\nsources = [\"Mosul\"]\n", want: `no space "Mosul"`},
		{more: "[rules.supply.tu]\nboth = [\"Gaza\"]\n", want: "names one space"},
		{more: "[rules.supply_as]\n\"xx-corps\" = \"tu\"\n", want: `no unit type "xx-corps"`},
		{more: "[rules.original]\nGaza = \"tu\"\n", want: `want "cp", "ap" or "dr"`},
		{more: "[rules.services]\n\"dr-army\" = \"sd\"\n", want: `want "cf" or "j"`},
		{more: "[rules.draka_rp]\ncf = -1\n", want: "draka_rp.cf may not be negative"},
		{top: `draka_control = ["Libya"]`, want: `no space "Libya"`},
		{top: `draka_pairs = "thirds"`, want: `draka_pairs "thirds"`},
	} {
		s, err := withTopRules(t, tc.top, tc.more)
		if err == nil {
			_, err = Module{}.New(s, rules.DefaultOptions(s), nil)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "outofafrica: ") {
			t.Errorf("%q %q: error %v, want %q", tc.top, tc.more, err, tc.want)
		}
	}
}

// The events' cuts (L556, L661, L669): after the Nightmare no Draka RP
// comes nor is used; with #36 in effect the J income is 1 and one J point
// a phase may be used; #55 cuts one J point of this turn's and next
// turn's income.
func TestDrakaRPCuts(t *testing.T) {
	st := stateWithRules(t, servicesRules)
	corps := unitAt(t, st, "dr-corps", "Sinai")
	ctx := rules.NewContext(nil)
	st.Turn = 5
	st.Draka.JCut = true
	if err := drakaIncome(st, ctx, AP, "A1"); err != nil || st.drakaRPText() != "CF 1, J 1" {
		t.Fatalf("#36: %s", st.drakaRPText())
	}
	st.Draka.J = 2
	st.spendDrakaRP(ctx, corps)
	if r := mayReplace(st, corps, ""); r == nil || !strings.Contains(r.Reason, "used 1 Janissary") {
		t.Fatalf("#36, a second J point: %+v", r)
	}
	st = stateWithRules(t, servicesRules)
	st.Turn, st.Draka.JCutUntil = 5, 6
	for _, tc := range []struct {
		turn int
		want string
	}{{5, "CF 1, J 1"}, {6, "CF 2, J 2"}, {7, "CF 3, J 4"}} {
		st.Turn = tc.turn
		if err := drakaIncome(st, ctx, AP, "A1"); err != nil || st.drakaRPText() != tc.want {
			t.Fatalf("#55, turn %d: %s, want %s", tc.turn, st.drakaRPText(), tc.want)
		}
	}
	st.Draka.NoRP = true
	st.Turn = 8
	if err := drakaIncome(st, ctx, AP, "A1"); err != nil || st.drakaRPText() != "CF 3, J 4" {
		t.Fatalf("Nightmare: %s", st.drakaRPText())
	}
	if r := mayReplace(st, corps, ""); r == nil || r.Rule != RuleDrakaRP || !strings.Contains(r.Reason, "Draka Nightmare") {
		t.Fatalf("Nightmare: %+v", r)
	}
}

// L564: "corps from one service cannot come out of the Reserve Box to
// replace an eliminated army from the other service": a CF army finds no
// corps when only a J corps waits; another nation's army takes a corps of
// its nation.
func TestReserveCorpsFor(t *testing.T) {
	st := stateWithRules(t, servicesRules)
	reserve := func(i int) { st.Units[i].Loc = rules.BoxLocation(st.fixed.m, st.fixed.m.Box("ap-reserve")) }
	jCorps := unitAt(t, st, "dr-corps", "Sinai")
	reserve(jCorps)
	if i := st.reserveCorpsFor(unitAt(t, st, "dr-army", "Cairo")); i != -1 {
		t.Fatalf("a J corps for a CF army: %d", i)
	}
	ru := unitAt(t, st, "ru-corps", "Kiev")
	reserve(ru)
	if i := st.reserveCorpsFor(unitAt(t, st, "ru-army", "Odessa")); i != ru {
		t.Fatalf("a Russian corps for the Russian army: %d, want %d", i, ru)
	}
	st2 := stateWithRules(t, "[rules.services]\n\"dr-army\" = \"j\"\n\"dr-corps\" = \"j\"\n")
	c := unitAt(t, st2, "dr-corps", "Sinai")
	st2.Units[c].Loc = rules.BoxLocation(st2.fixed.m, st2.fixed.m.Box("ap-reserve"))
	if i := st2.reserveCorpsFor(unitAt(t, st2, "dr-army", "Cairo")); i != c {
		t.Fatalf("a J corps for a J army: %d, want %d", i, c)
	}
}
