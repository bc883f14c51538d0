package rules_test

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"sandtable/rules"
)

// rosterAliases lists "ID=alias" for every unit of r, set-up first.
func rosterAliases(r *rules.Roster) []string {
	var out []string
	add := func(us rules.Units) {
		for _, u := range us {
			out = append(out, fmt.Sprintf("%s=%d", u.ID, u.Alias))
		}
	}
	add(r.Setup)
	for _, rs := range r.Reinforcements {
		add(rs)
	}
	return out
}

func TestRosterAliasesArePermutations(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	// No draw: 1..N in scenario order, set-up then reinforcement entries.
	plain := rules.NewRoster(s, nil)
	n := 0
	for _, a := range rosterAliases(plain) {
		n++
		if want := "=" + strconv.Itoa(n); a[len(a)-len(want):] != want {
			t.Errorf("undrawn alias %s, want %s", a, want)
		}
	}
	if n != 18 {
		t.Fatalf("%d units in the roster, want 14 set up and 4 reinforcements", n)
	}
	for seed := uint64(1); seed <= 5; seed++ {
		r := rules.NewRoster(s, rules.NewSetupRand(seed))
		var got []int
		for _, us := range append([]rules.Units{r.Setup}, r.Reinforcements...) {
			for _, u := range us {
				got = append(got, u.Alias)
			}
		}
		slices.Sort(got)
		for i, a := range got {
			if a != i+1 {
				t.Fatalf("seed %d: aliases %v are not a permutation of 1..%d", seed, got, len(got))
			}
		}
		if again := rosterAliases(rules.NewRoster(s, rules.NewSetupRand(seed))); !slices.Equal(again, rosterAliases(r)) {
			t.Errorf("seed %d: two draws differ", seed)
		}
	}
}

// Saves name hidden units by alias, so the draw for a seed must never
// change (across Go releases too: it draws only through Uint64).
func TestRosterAliasesPinned(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	want := []string{"ger-inf/1=8", "ger-inf/2=17", "ger-inf/3=4", "ger-inf-crack/1=14", "ger-hq/1=5",
		"ger-art/1=3", "ger-zeppelin/1=12", "brit-inf/1=18", "brit-inf/2=9", "fr-inf/1=1", "brit-cav/1=15",
		"fr-block/1=2", "brit-inf/3=16", "brit-flyer/1=6", "brit-tank/1=10", "fr-inf/2=11", "fr-inf/3=7", "ger-inf/4=13"}
	if got := rosterAliases(rules.NewRoster(s, rules.NewSetupRand(1))); !slices.Equal(got, want) {
		t.Errorf("seed 1 aliases\n  %v\nwant\n  %v", got, want)
	}
}

// Two seeds give at least one hidden unit different aliases.
func TestAliasesDependOnTheSeed(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	a, b := rules.NewRoster(s, rules.NewSetupRand(1)), rules.NewRoster(s, rules.NewSetupRand(2))
	differ := 0
	for i, u := range a.Setup {
		if u.Hidden && b.Setup[i].Alias != u.Alias {
			differ++
		}
	}
	if differ == 0 {
		t.Error("seeds 1 and 2 give every hidden unit the same alias")
	}
}

func TestRefAndResolveByAlias(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	us := rules.NewRoster(s, rules.NewSetupRand(1)).SetupUnits()
	hq, frInf := us.Index("ger-hq/1"), us.Index("fr-inf/1") // aliases 5 and 1 (pinned above)
	tests := []struct {
		i   int
		ref string
	}{{0, "ger-inf/1"}, {hq, "hidden:5"}, {frInf, "hidden:1"}, {us.Index("fr-block/1"), "hidden:2"}, {13, "brit-flyer/1"}}
	for _, tc := range tests {
		if got := us.Ref(tc.i); got != tc.ref {
			t.Errorf("Ref(%d) = %q, want %q", tc.i, got, tc.ref)
		}
		if got := us.Resolve(tc.ref); got != tc.i {
			t.Errorf("Resolve(%q) = %d, want %d", tc.ref, got, tc.i)
		}
	}
	// hidden:8 is ger-inf/1's alias, but it is face up; hidden:10 was the
	// HQ's name under the old set-up numbering.
	for _, bad := range []string{"ger-hq/1", "hidden:8", "hidden:10", "hidden:01", "hidden:0", "hidden:-5", "hidden:99", "hidden:", ""} {
		if got := us.Resolve(bad); got != -1 {
			t.Errorf("Resolve(%q) = %d, want -1", bad, got)
		}
	}
	// Hiding a unit names it by the alias it has had all along.
	us[0].Hidden = true
	if us.Ref(0) != "hidden:8" || us.Resolve("hidden:8") != 0 {
		t.Errorf("hidden ger-inf/1 is %q", us.Ref(0))
	}
}

func TestListOrder(t *testing.T) {
	us := rules.Units{
		{ID: "a/1", Alias: 4, Hidden: true, Side: "x"},
		{ID: "b/1", Alias: 2, Side: "y"},
		{ID: "c/1", Alias: 1, Hidden: true, Side: "y"},
		{ID: "d/1", Alias: 3, Hidden: true, Side: "x"},
		{ID: "e/1", Alias: 5, Side: "x"},
	}
	sees := func(side string) func(int) bool {
		return func(i int) bool { return !us[i].Hidden || us[i].Side == side }
	}
	for _, tc := range []struct {
		side string
		want []int
	}{
		{"x", []int{0, 1, 3, 4, 2}}, // its own hidden units in place; y's hidden one last
		{"y", []int{1, 2, 4, 3, 0}}, // x's hidden units by alias: d (3) before a (4)
	} {
		if got := us.ListOrder(sees(tc.side)); !slices.Equal(got, tc.want) {
			t.Errorf("ListOrder for %s = %v, want %v", tc.side, got, tc.want)
		}
	}
	if got := us.ListOrder(func(int) bool { return true }); !slices.Equal(got, []int{0, 1, 2, 3, 4}) {
		t.Errorf("ListOrder seeing everything = %v", got)
	}
}

func TestShuffleIsAPermutation(t *testing.T) {
	r := rules.NewSetupRand(3)
	rules.Shuffle(r, 0, func(i, j int) { t.Fatal("swap with nothing to shuffle") })
	rules.Shuffle(r, 1, func(i, j int) {
		if i != 0 || j != 0 {
			t.Fatalf("swap(%d, %d) of one element", i, j)
		}
	})
	xs := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	moved := false
	for range 10 {
		rules.Shuffle(r, len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
		moved = moved || !slices.IsSorted(xs)
	}
	ys := slices.Clone(xs)
	slices.Sort(ys)
	if !moved || !slices.Equal(ys, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}) {
		t.Errorf("shuffled to %v", xs)
	}
}

// The set-up draw must not move the dice: a game seeded with 7 rolls what
// NewSeededDice(7) rolls, the faces it always rolled (pinned from before the
// set-up randomness existed), though the race module draws at set-up.
func TestSetupDrawLeavesTheDiceAlone(t *testing.T) {
	pinned := []int{1, 4, 6, 5, 3, 1, 2, 1, 4, 3, 5, 5}
	if got, _ := rules.NewSeededDice(7).Roll(len(pinned), 6); !slices.Equal(got, pinned) {
		t.Fatalf("NewSeededDice(7) rolls %v, want %v", got, pinned)
	}
	if got, _ := rules.NewSeededDice(2024).Roll(8, 6); !slices.Equal(got, []int{4, 2, 2, 3, 2, 1, 3, 1}) {
		t.Errorf("NewSeededDice(2024) rolls %v", got)
	}
	g := newRace(t, 7, false)
	var faces []int
	for len(faces) < len(pinned) {
		side := g.Status().Active[0]
		for range 3 {
			faces = append(faces, act(t, g, side+" roll").Faces...)
		}
		act(t, g, side+" end-phase")
	}
	if !slices.Equal(faces, pinned) {
		t.Errorf("a game seeded with 7 rolls %v, want %v", faces, pinned)
	}
}
