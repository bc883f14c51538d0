package outofafrica

import (
	"strings"
	"testing"
)

// L187-220: the four tables, chosen by the Treaty of Brest-Litovsk and
// TR's demand; a half between two bands is a draw (OA-28).
func TestVictoryTables(t *testing.T) {
	for _, tc := range []struct {
		brest, tr bool
		vp        int // halves
		winner    string
		draw      bool
	}{
		// No treaty, no demand: CP 12+, draw 10-11, Allies 9-.
		{vp: 24, winner: CP},
		{vp: 23, draw: true},
		{vp: 20, draw: true},
		{vp: 19, draw: true}, // 9½
		{vp: 18, winner: AP},
		// TR demand: CP 10+, draw 9, Allies 8-.
		{tr: true, vp: 20, winner: CP},
		{tr: true, vp: 19, draw: true},
		{tr: true, vp: 18, draw: true},
		{tr: true, vp: 16, winner: AP},
		// The treaty: CP 11+, draw 10, Allies 9-.
		{brest: true, vp: 22, winner: CP},
		{brest: true, vp: 20, draw: true},
		{brest: true, vp: 18, winner: AP},
		// Both: CP 9+, draw 7-8, Allies 6-.
		{brest: true, tr: true, vp: 18, winner: CP},
		{brest: true, tr: true, vp: 14, draw: true},
		{brest: true, tr: true, vp: 13, draw: true},
		{brest: true, tr: true, vp: 12, winner: AP},
	} {
		st := newTestState(t)
		st.Forces.BrestLitovsk, st.Forces.TRDemand = tc.brest, tc.tr
		w, r := st.verdict(tc.vp)
		if w != tc.winner || tc.draw != strings.HasPrefix(r, "draw: ") {
			t.Errorf("brest %v, tr %v, %s VP: winner %q, %q", tc.brest, tc.tr, halves(tc.vp), w, r)
		}
		if !strings.Contains(r, halves(tc.vp)+" VP at the end of Aug 1914") {
			t.Errorf("result %q does not give the VP", r)
		}
	}
}

// The game's end is judged by the tables (the scaffold's draw is gone):
// with the track at 12 the Central Powers win when the last turn ends
// (Belgrade's +1 at the first attrition makes 13).
func TestVictoryAtGameEnd(t *testing.T) {
	st := stateWithTopRules(t, "vp_start = 12", "")
	for n := 0; !st.Over; n++ {
		endPhase(t, st)
		if n > 1000 {
			t.Fatal("the game does not end")
		}
	}
	if st.Winner != CP || !strings.HasPrefix(st.Result, "the Central Powers win: 13 VP at the end of Fall 1914") {
		t.Fatalf("winner %q: %q", st.Winner, st.Result)
	}
}

// [[rules.victory.table]] replaces the seed's tables: one table per pair of
// conditions, all four, the CP's number above the Allies'.
func TestVictoryRules(t *testing.T) {
	four := func(extra string) string {
		return `[[rules.victory.table]]
cp_win = 14
ap_win = 6
[[rules.victory.table]]
tr = true
cp_win = 10
ap_win = 8
[[rules.victory.table]]
brest = true
cp_win = 11
ap_win = 9
` + extra
	}
	st := stateWithRules(t, four(`[[rules.victory.table]]
brest = true
tr = true
cp_win = 9
draw = [8, 7]
ap_win = 6
`))
	if w, r := st.verdict(26); w != "" || !strings.HasPrefix(r, "draw: ") {
		t.Fatalf("13 VP with cp_win 14: %q %q", w, r)
	}
	for _, tc := range []struct{ text, want string }{
		{four(""), "a table for each of the four pairs"},
		{four("[[rules.victory.table]]\ncp_win = 9\nap_win = 6\n"), "a second table for brest = false, tr = false"},
		{four("[[rules.victory.table]]\nbrest = true\ntr = true\ncp_win = 6\nap_win = 6\n"), "cp_win (6) must be above ap_win (6)"},
		{four("[[rules.victory.table]]\nbrest = true\ntr = true\ncp_win = 9\ndraw = [8]\nap_win = 6\n"), "draw [8]: want every number from 7 to 8"},
	} {
		if err := rulesError(t, tc.text); !strings.Contains(err, tc.want) || !strings.Contains(err, "rules.victory.table") {
			t.Errorf("error %q does not say %q", err, tc.want)
		}
	}
}
