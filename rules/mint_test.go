package rules_test

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

func TestIsMinted(t *testing.T) {
	for id, want := range map[string]bool{
		"ger-inf/new1": true, "ger-inf/new12": true, "a/b/new3": true,
		"ger-inf/1": false, "ger-inf/new0": false, "ger-inf/new": false, "ger-inf/new01": false,
		"ger-inf/newx": false, "new1": false, "ger-inf/new1/2": false,
	} {
		if got := rules.IsMinted(id); got != want {
			t.Errorf("IsMinted(%q) = %v, want %v", id, got, want)
		}
	}
}

// Minted units never clash with a scenario unit: every set-up unit and
// reinforcement of every bundled scenario has an ID IsMinted refuses, and
// minted IDs count over all types, with aliases above the roster's.
func TestMintNeverClashes(t *testing.T) {
	for _, name := range scenarios.BuiltinNames() {
		s, err := scenarios.Builtin(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		r := rules.NewRoster(s, nil)
		all := r.SetupUnits()
		for _, rs := range r.Reinforcements {
			all = append(all, rs...)
		}
		if len(all) != r.Size() {
			t.Errorf("%s: Size %d, roster has %d units", name, r.Size(), len(all))
		}
		for _, u := range all {
			if rules.IsMinted(u.ID) {
				t.Errorf("%s: scenario unit %s reads as minted", name, u.ID)
			}
		}
	}
	s, err := scenarios.Builtin("test-square")
	if err != nil {
		t.Fatal(err)
	}
	r := rules.NewRoster(s, nil)
	m := rules.NewMint(r)
	loc := r.Setup[0].Loc
	a, err1 := m.New(s, "ger-inf", loc)
	b, err2 := m.New(s, "brit-inf", loc)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if a.ID != "ger-inf/new1" || b.ID != "brit-inf/new2" || a.Alias != r.Size()+1 || b.Alias != r.Size()+2 {
		t.Errorf("minted %s (alias %d) and %s (alias %d); want ger-inf/new1, brit-inf/new2 with aliases %d, %d",
			a.ID, a.Alias, b.ID, b.Alias, r.Size()+1, r.Size()+2)
	}
	if a.Side != "central" || b.Side != "allies" || a.Loc != loc || a.Hidden {
		t.Errorf("minted units %+v %+v: want their types' sides, at loc, face up", a, b)
	}
	if _, err := m.New(s, "no-such", loc); err == nil || !strings.Contains(err.Error(), `"no-such"`) {
		t.Errorf("minting an unknown type: %v", err)
	}
}

// Minted units replay exactly: the mint is state.
func TestMintReplays(t *testing.T) {
	g := newCards(t, 2, false)
	me := g.Status().Active[0]
	act(t, g, me+" buy")
	act(t, g, me+" buy")
	units := g.State().(*cardsState).Units
	if n := len(units); !rules.IsMinted(units[n-1].ID) || !strings.HasSuffix(units[n-1].ID, "/new2") {
		t.Errorf("last unit %s, want the second minted", units[n-1].ID)
	}
	roundTrip(t, g)
}

// Rehide gives k units the k aliases above every alias given so far in a
// random order, drawn through the dice as referee-only engine draws: over
// 40 seeds all 3! orders of three units occur, and a seed always gives the
// same one.
func TestRehide(t *testing.T) {
	base := rules.Units{{ID: "a/1", Alias: 1}, {ID: "b/1", Alias: 2}, {ID: "c/1", Alias: 3}, {ID: "d/1", Alias: 4}}
	orders := map[string]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		run := func() (rules.Units, rules.Mint, *rules.Context) {
			us := base.Clone()
			m := rules.Mint{Aliases: 10}
			ctx := rules.NewContext(rules.NewSeededDice(seed))
			if err := us.Rehide(ctx, &m, []int{0, 2, 3}); err != nil {
				t.Fatal(err)
			}
			return us, m, ctx
		}
		us, m, ctx := run()
		again, _, _ := run()
		if !reflect.DeepEqual(us, again) {
			t.Fatalf("seed %d: two runs differ: %v, %v", seed, us, again)
		}
		got := []int{us[0].Alias, us[2].Alias, us[3].Alias}
		sorted := slices.Sorted(slices.Values(got))
		if !slices.Equal(sorted, []int{11, 12, 13}) || !us[0].Hidden || us[1].Hidden || us[1].Alias != 2 || m.Aliases != 13 {
			t.Fatalf("seed %d: units %v mint %v: want aliases 11..13 on the three, hidden; the other untouched", seed, us, m)
		}
		if len(ctx.Faces()) != 0 || len(ctx.Draws()) != 2 || !ctx.Draws()[0].Engine || !ctx.Draws()[0].To.Referee {
			t.Fatalf("seed %d: faces %v draws %v: want two referee-only engine draws and no faces", seed, ctx.Faces(), ctx.Draws())
		}
		orders[fmt.Sprint(got)] = true
	}
	if len(orders) != 6 {
		t.Errorf("orders over 40 seeds: %v, want all 6", orders)
	}
	us := base.Clone()
	if err := us.Rehide(rules.NewContext(rules.NewSeededDice(1)), &rules.Mint{}, []int{1, 1}); err == nil {
		t.Error("Rehide accepted a repeated unit")
	}
}

// In a game, a re-hide is final, shows in no side's log, and replays
// exactly from the save, in manual play too, where the order comes from
// fresh entropy and is saved.
func TestRehideInGame(t *testing.T) {
	for _, manual := range []bool{false, true} {
		g := newCards(t, 9, manual)
		me := g.Status().Active[0]
		e := act(t, g, me+" rehide")
		if !e.Final || e.Why != "it hid units under fresh aliases" || len(e.Draws) == 0 {
			t.Errorf("manual %v: entry final %v why %q draws %v", manual, e.Final, e.Why, e.Draws)
		}
		for _, sd := range g.Scenario.Sides {
			if d := g.LogFor(sd.ID)[0].Draws; len(d) != 0 {
				t.Errorf("manual %v: %s's log shows the alias draws %v", manual, sd.ID, d)
			}
		}
		var buf bytes.Buffer
		if err := g.Save(&buf); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(buf.String(), "fresh = [") {
			t.Errorf("manual %v: save has no fresh draws:\n%s", manual, buf.String())
		}
		roundTrip(t, g)
	}
}
