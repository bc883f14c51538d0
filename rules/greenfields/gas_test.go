package greenfields

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// The seed's step 7 (gas.go):
//
//	One sector adjacent to any "friendly" sector may be attacked by
//	expending gas canisters.
//
//	Roll 1D6 - on a roll of 1 or 2, weather conditions chance and the gas
//	is wasted. Otherwise - The gas rolls 3 "attack" dice, with damage being
//	taken from the target's EXPERIENCE rating rather than their strength.

// atWeekStep puts st in weekly phase id of its week, declarer declaring
// first (set by hand: the steps before it roll dice of their own).
func atWeekStep(t testing.TB, st *State, id, declarer string) {
	t.Helper()
	k := slices.IndexFunc(weekPhases, func(ph phase) bool { return ph.ID == id })
	if k < 0 {
		t.Fatalf("no weekly phase %s", id)
	}
	st.Mode, st.Step, st.Declarer = ModeWeek, k, declarer
}

// gasPosition: the BEF regiment at G6 (a friendly sector of the Allies,
// their troops there), German regiment A at H7 (diagonally adjacent) in a
// heavy trench, the Allies declaring first with two canisters.
func gasPosition(t *testing.T) (*State, int, int) {
	st := newWeekState(t, nil)
	identifyAll(st)
	bef, ger := unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1)
	place(t, st, ger, "H7")
	st.Zones = map[string]Zone{"H7": {Trench: 2}}
	st.setStores(Allies, Stores{Gas: 2})
	atWeekStep(t, st, PhaseGasFirst, Allies)
	return st, bef, ger
}

// "One sector adjacent to any "friendly" sector may be attacked": a
// sector is a zone, adjacent includes the diagonals (as the seed's raids
// "(including diagonally adjacent zones)" and sight "(including
// diagonals)"); a friendly sector is not a target ("Attack vs enemy
// lines"); "by expending gas canisters": none, no attack.
func TestGasAdjacentSector(t *testing.T) {
	st, _, _ := gasPosition(t)
	if !slices.ContainsFunc(st.Legal(Allies), func(a rules.Action) bool { return a.Verb == "gas" && a.Args[0] == "H7" }) {
		t.Errorf("gas H7 (diagonally adjacent to the BEF at G6) not legal")
	}
	refusal(t, st, act(Allies, "gas", "G6"), RuleGas, "is a friendly sector")
	refusal(t, st, act(Allies, "gas", "I6"), RuleGas, "not next to a friendly sector")
	st.setStores(Allies, Stores{})
	refusal(t, st, act(Allies, "gas", "H7"), RuleGas, "no gas canisters left")
}

// "on a roll of 1 or 2, weather conditions chance and the gas is wasted":
// a 2 wastes the canister, logged with the roll; the regiment is
// untouched.
func TestGasWastedOnOneOrTwo(t *testing.T) {
	st, _, ger := gasPosition(t)
	d := manual(2)
	log := do(t, st, act(Allies, "gas", "H7"), d)
	if st.stores(Allies).Gas != 1 {
		t.Errorf("canisters %d, want 1 (one expended)", st.stores(Allies).Gas)
	}
	if !strings.Contains(strings.Join(log, "\n"), "announce a gas attack on H7") {
		t.Errorf("announcement not logged:\n%s", strings.Join(log, "\n"))
	}
	endStep(t, st, d) // the Allies' step
	if st.phase().ID != PhaseGasSecond {
		t.Fatalf("phase %s", st.phase().ID)
	}
	text := strings.Join(endStep(t, st, d), "\n")
	if !strings.Contains(text, "Gas attack by the") || !strings.Contains(text, "[2]") || !strings.Contains(text, "the gas is wasted") {
		t.Errorf("the weather roll is not logged with its reason:\n%s", text)
	}
	if tr := st.Troops[ger]; tr.Experience != 3 || tr.Strength != 12 {
		t.Errorf("German regiment %d-%d-%d after wasted gas, want its 3-3-12", tr.Morale, tr.Experience, tr.Strength)
	}
	if len(st.Gassing) != 0 {
		t.Errorf("gas attacks left over: %v", st.Gassing)
	}
}

// "Otherwise - The gas rolls 3 "attack" dice, with damage being taken
// from the target's EXPERIENCE rating rather than their strength": a 3,
// then 3 dice 5, 6, 1 = 3 hits on the German regiment (experience 3); it
// saves with its 3 experience dice and no more, its heavy trench not
// counted ("Dice modifiers are not counted vs gas attack or mines"): 5,
// 1, 1 saves 1; it loses 2 experience levels, no strength, no morale.
func TestGasFromExperience(t *testing.T) {
	st, _, ger := gasPosition(t)
	d := manual(3, 5, 6, 1, 5, 1, 1)
	do(t, st, act(Allies, "gas", "H7"), d)
	endStep(t, st, d)
	text := strings.Join(endStep(t, st, d), "\n")
	if tr := st.Troops[ger]; tr.Experience != 1 || tr.Strength != 12 || tr.Morale != 3 {
		t.Errorf("German regiment %d-%d-%d, want 3-1-12 (2 experience lost to gas)\n%s", tr.Morale, tr.Experience, tr.Strength, text)
	}
	for _, want := range []string{"the gas rolls 3 attack dice", "saves against 3 hits: 3d6", "loses 2 experience to gas (1 left)"} {
		if !strings.Contains(text, want) {
			t.Errorf("log lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "trench") {
		t.Errorf("a trench modifier against gas:\n%s", text)
	}
}

// A gas attack announced may be taken back in the same step: the
// canister returns. The canisters left are the side's own to read.
func TestCancelGas(t *testing.T) {
	st, _, _ := gasPosition(t)
	e := rulesDoEntry(t, st, act(Allies, "gas", "H7"))
	for _, ev := range e {
		if strings.Contains(ev.Text, "canister") && !ev.To.Public() && !slices.Equal(ev.To.Sides, []string{Allies}) {
			t.Errorf("%q goes to %v", ev.Text, ev.To)
		}
		if strings.Contains(ev.Text, "left") && ev.To.Public() {
			t.Errorf("the canisters left are public: %q", ev.Text)
		}
	}
	do(t, st, act(Allies, "cancel-gas", "H7"), nil)
	if st.stores(Allies).Gas != 2 || len(st.Gassing) != 0 {
		t.Errorf("after cancel: %d canisters, attacks %v", st.stores(Allies).Gas, st.Gassing)
	}
}

// rulesDoEntry applies a and returns its events.
func rulesDoEntry(t testing.TB, st *State, a rules.Action) []rules.Event {
	t.Helper()
	if err := st.Check(a); err != nil {
		t.Fatal(err)
	}
	ctx := rules.NewContext(nil)
	if err := st.Apply(a, ctx); err != nil {
		t.Fatal(err)
	}
	return ctx.Events()
}

// Secrets of a gas attack: the announcement and the weather roll are
// public; the dice at a unit the attacker does not see, its save and its
// loss are its own side's ("Unit strength and morale/experience are still
// kept secret"), and nothing says whether the gas found anyone: the checks
// by difference over the release, German regiment A unseen in its heavy
// trench at H7.
func TestGasSecrets(t *testing.T) {
	st := newWeekState(t, nil)
	ger := unit(t, st, "ger-reg", 1)
	place(t, st, ger, "H7")
	st.Zones = map[string]Zone{"H7": {Trench: 2}}
	st.setStores(Allies, Stores{Gas: 1})
	atWeekStep(t, st, PhaseGasFirst, Allies)
	if st.sees(Allies, ger) {
		t.Fatalf("set-up: the Allies see the regiment in its trench")
	}
	do(t, st, act(Allies, "gas", "H7"), nil)
	endStep(t, st, nil)
	e, g := diffOverWeek(t, st, act(Central, rules.VerbEndPhase), 4, 3, 5, 6, 1, 5, 1, 1)
	for _, ev := range e.For(Allies).Events {
		if strings.Contains(ev.String(), "German") || strings.Contains(ev.String(), "experience") {
			t.Errorf("the Allies read %q", ev.String())
		}
	}
	if x := g.State().(*State).Troops[ger].Experience; x != 1 {
		t.Errorf("the regiment's experience %d after the gas, want 1 (3 hits, 1 saved)", x)
	}
}
