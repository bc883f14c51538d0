package vernian

import (
	"slices"
	"strings"
	"testing"
)

// flagsOf is side's view of unit id's flags.
func flagsOf(t *testing.T, st *State, side, id string) []string {
	t.Helper()
	for _, u := range st.View(side).Units {
		if u.ID == id {
			return u.Flags
		}
	}
	t.Fatalf("%s is not in the %s view", id, side)
	return nil
}

// wantFlags checks the view words unit id's markers as want (each a part
// of one line, in order), and shows no flag id.
func wantFlags(t *testing.T, st *State, id string, want ...string) {
	t.Helper()
	got := flagsOf(t, st, "", id)
	if len(got) != len(want) {
		t.Fatalf("%s shows %q, want %d lines like %q", id, got, len(want), want)
	}
	for k, w := range want {
		if !strings.Contains(got[k], w) {
			t.Errorf("%s line %d is %q, want it to say %q", id, k, got[k], w)
		}
	}
	for _, f := range got {
		if slices.Contains([]string{flagAttacked, flagOOSStart, flagDefStart, flagUndoubled, flagFlown}, f) {
			t.Errorf("%s shows the flag id %q to players", id, f)
		}
	}
}

// The ground flags read as the rules they stand for: 000 Supply 1 ("If
// they start the turn out of Attack Supply they may not move unless...":
// the supply a unit started its movement in), one attack per Combat Phase,
// and 000 Movement's doubled movement once a normal move is made.
func TestViewWordsGroundFlags(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	inf := add(t, st, "ger-inf", "W0905")
	i := idx(t, st, inf)
	wantFlags(t, st, inf)
	st.Units[i].SetFlag(flagOOSStart)
	wantFlags(t, st, inf, "Out of Supply when its movement began")
	st.Units[i].SetFlag(flagDefStart)
	wantFlags(t, st, inf, "in Defense Supply when its movement began")
	st.Units[i].SetFlag(flagAttacked)
	st.Units[i].SetFlag(flagUndoubled)
	wantFlags(t, st, inf, "attacked this Combat Phase", "in Defense Supply when its movement began", "no more doubled movement")
	// The state keeps the ids the rules test.
	if !st.Units[i].HasFlag(flagOOSStart) || !st.Units[i].HasFlag(flagAttacked) {
		t.Errorf("state flags %v", st.Units[i].Flags)
	}
}

// The air markers: a flyer on its mission says which and from where; one
// that aborted says it has flown its one mission ("Ether Flyers always
// return to base at the end of a Mission"); a Zeppelin whose place in the
// order of attack its enemy chose says so.
func TestViewWordsAirFlags(t *testing.T) {
	var f, l, e string
	st := missionsPhase(t, func(st *State) {
		f = add(t, st, "bri-flyer-f", "W0307")
		l = add(t, st, "ger-zep-3", "W0605")
		e = add(t, st, "ger-zep-3", "W0605")
		embarked(t, st, l, "W0605")
	})
	do(t, st, act(Allies, "sweep", f, "W0605"), nil)
	wantFlags(t, st, f, "flying a Sweep mission from its base at W0307 Paris")
	wantFlags(t, st, l) // the default order: nobody chose
	do(t, st, act(Allies, "first", e), nil)
	wantFlags(t, st, e, "to be attacked first of 2 in the air combat here (the Allies' choice)")
	wantFlags(t, st, l, "to be attacked second of 2")
	// The Germans see the choice too: it is public.
	if got := flagsOf(t, st, Germans, e); len(got) != 1 {
		t.Errorf("the Germans see %q on the Zeppelin", got)
	}
	// 3: "One F type aborts and returns to base immediately".
	do(t, st, act(Allies, "fight", "W0605"), manual(3))
	wantFlags(t, st, f, "has flown its mission this player-turn")
	wantFlags(t, st, e)
}

// 000 Inventions, Storms b: an air unit in a Storm says whether it may
// still roll to escape, escaped, or failed ("units which fail to rebase
// cannot Sortie nor fly a Mission"); outside a Storm it says nothing of
// storms.
func TestViewWordsStorm(t *testing.T) {
	st := atPhase(t, turnA, PhaseAllBaseChange)
	st.Air.Storms = []string{"W0307"}
	f := add(t, st, "fra-flyer-f", "W0307")
	g := add(t, st, "fra-flyer-f", "W0605")
	wantFlags(t, st, f, "in a Storm: it may leave only after rolling 1 or 2 to escape")
	wantFlags(t, st, g)
	do(t, st, act(Allies, "escape", f), manual(5))
	wantFlags(t, st, f, "failed to escape the Storm: it cannot Sortie nor fly a Mission")
	st.Air.Escape[st.Units[idx(t, st, f)].ID] = true
	wantFlags(t, st, f, "escaped the Storm")
}
