package vernian

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// odds is d as "result=fraction; ...", for comparing exact chances.
func odds(d rules.Distribution) string {
	var out []string
	for _, o := range d {
		out = append(out, o.Result+"="+o.P.Fraction())
	}
	return strings.Join(out, "; ")
}

// 000 Monstrous Artilleries a, c, e and Part II Tanks: the forecast before
// Fire gives the exact chance of each result, worked out by hand from the
// seed's table. A die kills a step on the kill number or less after the
// DRMs (+1 not Clear, +1 no spotter); excess hits are wasted; a tank
// ignores the first hit on its hex.
func TestBombardForecastExactOdds(t *testing.T) {
	for _, c := range []struct {
		name  string
		setup func(st *State) []string // designates; returns nothing
		want  string                   // Outcomes
		parts []string                 // Parts, in order
	}{{
		// 2-2 gun, clear and spotted: a die hits on 1-2, 1/3. Two dice:
		// 0 hits 4/9, 1 hit 4/9, 2 hits 1/9; the reduced infantry has one
		// step, so the second hit is wasted: 1 step lost 5/9.
		name: "excess wasted",
		setup: func(st *State) []string {
			add(t, st, "ger-inf", "W0706")
			hq := add(t, st, "ger-hq-22", "W0806")
			v := add(t, st, "fra-inf", "W0605")
			st.Units[idx(t, st, v)].Step = 1
			return []string{hq, "W0605"}
		},
		want:  "no step lost=4/9; 1 step lost=5/9",
		parts: []string{"no hit=4/9; 1 hit=4/9; 2 hits=1/9"},
	}, {
		// 1-3 gun, clear, no spotter (+1): hits on 1-2, 1/3.
		name: "no spotter",
		setup: func(st *State) []string {
			hq := add(t, st, "ger-hq-13", "W0806")
			add(t, st, "fra-inf", "W0605")
			return []string{hq, "W0605"}
		},
		want:  "no step lost=2/3; 1 step lost=1/3",
		parts: []string{"no hit=2/3; 1 hit=1/3"},
	}, {
		// Two 1-3 guns, clear and spotted: each hits on 1-3, 1/2; two hits
		// 1/4, one 1/2, none 1/4. The tank ignores the first: one step
		// lost 1/4, none 3/4.
		name: "tank",
		setup: func(st *State) []string {
			add(t, st, "ger-inf", "W0706")
			h1 := add(t, st, "ger-hq-13", "W0806")
			h2 := add(t, st, "ger-hq-13", "W0807")
			add(t, st, "fra-inf", "W0605")
			add(t, st, "bri-tank", "W0605")
			return []string{h1, "W0605", h2, "W0605"}
		},
		want:  "no step lost=3/4; 1 step lost=1/4",
		parts: []string{"no hit=1/2; 1 hit=1/2", "no hit=1/2; 1 hit=1/2"},
	}} {
		t.Run(c.name, func(t *testing.T) {
			st := fresh(t, nil, PhaseGerBombard)
			args := c.setup(st)
			for k := 0; k < len(args); k += 2 {
				do(t, st, act(Germans, "bombard", args[k], args[k+1]), nil)
			}
			f, ok := st.Forecast(act(Germans, "fire"))
			if !ok {
				t.Fatal("no forecast for fire")
			}
			if f.Confirm != "Fire" {
				t.Errorf("the dialog's button says %q, want Fire: the player fires the bombards", f.Confirm)
			}
			if got := odds(f.Outcomes); got != c.want {
				t.Errorf("outcomes %s, want %s", got, c.want)
			}
			if len(f.Parts) != len(c.parts) {
				t.Fatalf("%d parts, want %d: %+v", len(f.Parts), len(c.parts), f.Parts)
			}
			for k, p := range c.parts {
				if got := odds(f.Parts[k].Outcomes); got != p {
					t.Errorf("part %q: %s, want %s", f.Parts[k].Title, got, p)
				}
			}
		})
	}
}

// A face-down defender (Sandtable's face-down units, RULINGS.md "Bombard
// odds"): the forecast may depend only on what the firer sees, so it is the
// same whether the hidden unit is whole or reduced, gives hits rather than
// steps lost, says what it is based on, and does not name the unit.
func TestBombardForecastHidesFaceDownSteps(t *testing.T) {
	var seen []rules.Forecast
	for _, step := range []int{0, 1} {
		st := fresh(t, nil, PhaseGerBombard)
		add(t, st, "ger-inf", "W0706")
		hq := add(t, st, "ger-hq-22", "W0806")
		v := add(t, st, "fra-inf", "W0605")
		st.Units[idx(t, st, v)].Step = step
		st.Units[idx(t, st, v)].Hidden = true
		do(t, st, act(Germans, "bombard", hq, "W0605"), nil)
		f, ok := st.Forecast(act(Germans, "fire"))
		if !ok {
			t.Fatal("no forecast")
		}
		if got, want := odds(f.Outcomes), "no hit=4/9; 1 hit=4/9; 2 hits=1/9"; got != want {
			t.Errorf("step %d: outcomes %s, want %s", step, got, want)
		}
		if !strings.Contains(f.Table, "face-down") || !strings.Contains(strings.ToLower(f.Table), "based on what you see") {
			t.Errorf("the forecast does not say what it is based on: %q", f.Table)
		}
		if strings.Contains(strings.Join(f.Defenders, " "), "infantry") {
			t.Errorf("the forecast names the face-down unit: %v", f.Defenders)
		}
		seen = append(seen, f)
	}
	a, b := seen[0], seen[1]
	if odds(a.Outcomes) != odds(b.Outcomes) || a.Table != b.Table || strings.Join(a.Defenders, "|") != strings.Join(b.Defenders, "|") {
		t.Errorf("the forecast tells a whole face-down unit from a reduced one:\n%+v\n%+v", a, b)
	}
}

// After Fire the log (and so the window's result dialog) says in a line
// what each target hex suffered: a 1-3 gun on a clear, unspotted hex
// (+1) misses on a 3 and hits on a 1.
func TestBombardResultLine(t *testing.T) {
	for _, c := range []struct {
		die  int
		want string
	}{{3, "the bombardment of W0605: no hit, no step lost"}, {1, "the bombardment of W0605: 1 hit; Allies choose the steps lost"}} {
		st := fresh(t, nil, PhaseGerBombard)
		hq := add(t, st, "ger-hq-13", "W0806")
		add(t, st, "fra-inf", "W0605")
		do(t, st, act(Germans, "bombard", hq, "W0605"), nil)
		lines := do(t, st, act(Germans, "fire"), manual(c.die))
		if !hasLine(lines, c.want) {
			t.Errorf("die %d: no line %q:\n%s", c.die, c.want, strings.Join(lines, "\n"))
		}
	}
}
