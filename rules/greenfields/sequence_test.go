package greenfields

import (
	"strings"
	"testing"
)

// 003 The assault turn: "There are 4 turns in a spring, summer or autumn
// day, and 3 turns in a winter day. Daytime is followed by a single turn
// of night." "The player first announcing assault moves first on the first
// turn, and alternating with his opponent thereafter."
func TestAssaultTurnsAlternateAndDaysEnd(t *testing.T) {
	for _, tc := range []struct {
		season string
		turns  int // assault turns a day, night included
	}{{"summer", 5}, {"winter", 4}} {
		st := newTestState(t, map[string]any{OptSeason: tc.season})
		if st.First != Central {
			t.Fatalf("%s: the attacker (central) must move first, got %s", tc.season, st.First)
		}
		var starts []string
		for guard := 0; !st.Over && guard < 1000; guard++ {
			side, verb := st.activeSides()[0], "end-phase"
			if st.phase().Both {
				verb = "commit" // the air phase: each side commits (no aircraft up)
			}
			for _, l := range do(t, st, act(side, verb), nil) {
				if strings.Contains(l, " move first") {
					starts = append(starts, l)
				}
			}
		}
		if !st.Over {
			t.Fatalf("%s: the game did not end", tc.season)
		}
		// Two days: 2*turns assault turns, the first announced by nothing.
		if len(starts) != 2*tc.turns-1 {
			t.Fatalf("%s: %d new assault turns over two days, want %d: %q", tc.season, len(starts), 2*tc.turns-1, starts)
		}
		for k, l := range starts {
			want := "the Allies move first" // turn 2, 4...
			if k%2 == 1 {
				want = "the Germans move first"
			}
			if !strings.Contains(l, want) {
				t.Fatalf("%s: turn %d: %q, want %q", tc.season, k+2, l, want)
			}
		}
		if !strings.Contains(starts[tc.turns-2], "night") || !strings.Contains(starts[tc.turns-1], "Day 2, assault turn 1") {
			t.Fatalf("%s: the day's last turn must be its night, then day 2: %q", tc.season, starts)
		}
	}
}

// The seed's steps 5 and 6, side by side: the side moving first does its
// construction, then brings up its reserves, then the side moving second
// does both. Ending its construction leaves the side that ended it at the
// screen (no hand-over of a shared screen just to end the reserves step
// that follows); the whole end of the turn hands over once.
func TestConstructionThenReservesWithoutHandOver(t *testing.T) {
	st := newTestState(t, nil)
	toPhase(t, st, PhasePioneerFirst)
	want := []struct{ phase, side string }{
		{PhaseReserveFirst, Central},
		{PhasePioneerSecond, Allies},
		{PhaseReserveSecond, Allies},
	}
	changes := 0
	for _, w := range want {
		side := st.activeSides()[0]
		do(t, st, act(side, "end-phase"), nil)
		if st.phase().ID != w.phase || st.activeSides()[0] != w.side {
			t.Fatalf("after %s ended the step: %s of %v, want %s of %s", side, st.phase().ID, st.activeSides(), w.phase, w.side)
		}
		if st.activeSides()[0] != side {
			changes++
		}
	}
	if changes != 1 {
		t.Fatalf("the sides changed %d times over steps 5 and 6, want once", changes)
	}
}

// Every step of the assault turn tells the side acting what it is asked
// to do (Status.Prompt, the window's prompt line), in the game's status
// and in each side's view; while a choice waits, the prompt is the
// choice's.
func TestEveryStepPrompts(t *testing.T) {
	st := newTestState(t, nil)
	seen := map[string]bool{}
	for k, ph := range phases {
		st.Step = k
		s := st.Status()
		if s.Prompt == "" || seen[s.Prompt] && !strings.Contains(ph.ID, "second") {
			t.Errorf("%s: prompt %q, want the step's own", ph.ID, s.Prompt)
		}
		seen[s.Prompt] = true
		for _, side := range Sides {
			if p := st.View(side).Status.Prompt; p == "" {
				t.Errorf("%s: the %s read no prompt", ph.ID, side)
			}
		}
	}
	st.Step = 0
	st.ask(Pending{Kind: "lead", Side: Central, Zone: "G6"})
	if s := st.Status(); s.Decision == nil || s.Prompt != s.Decision.Prompt || !strings.Contains(s.Prompt, "choose your unit to lead") {
		t.Errorf("while a choice waits, prompt %q, want the choice's (%+v)", s.Prompt, s.Decision)
	}
}
