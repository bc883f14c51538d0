package design

import (
	"bytes"
	"strings"
	"testing"

	"sandtable/scenarios"
)

// TestScenarioEdits makes each set-up edit on the bundled test-hex-flat
// scenario (twelve [[setup]] items: ger-inf ×2 at W0906 first, a reduced
// ger-inf second, brit-flyer in allied-reserve last; turns A-H), checks the loaded
// scenario, and that undo gives back the opened bytes.
func TestScenarioEdits(t *testing.T) {
	two := 2
	cases := []struct {
		name  string
		edit  func(f *File) error
		check func(t *testing.T, s *scenarios.Scenario)
	}{{
		name: "add a set-up",
		edit: func(f *File) error {
			_, err := f.AddSetup(PlacementSpec{Unit: "ger-art", Count: &two, At: "W1106"})
			return err
		},
		check: func(t *testing.T, s *scenarios.Scenario) {
			p := s.Setup[len(s.Setup)-1]
			if len(s.Setup) != 13 || p.Unit.ID != "ger-art" || p.Count != 2 || p.Map.Label(p.Cell) != "W1106" {
				t.Errorf("%d placements, the last %+v", len(s.Setup), p)
			}
		},
	}, {
		name: "move a set-up to another cell",
		edit: func(f *File) error { return f.MoveSetup(0, "", "W0905", "") },
		check: func(t *testing.T, s *scenarios.Scenario) {
			p := s.Setup[0]
			if p.Unit.ID != "ger-inf" || p.Count != 2 || p.Box != nil || p.Map.Label(p.Cell) != "W0905" {
				t.Errorf("setup[0] is %+v", p)
			}
		},
	}, {
		name: "move a set-up into a box",
		edit: func(f *File) error { return f.MoveSetup(0, "", "", "central-reserve") },
		check: func(t *testing.T, s *scenarios.Scenario) {
			if p := s.Setup[0]; p.Box == nil || p.Box.ID != "central-reserve" {
				t.Errorf("setup[0] is %+v", p)
			}
		},
	}, {
		name: "move a set-up from a box onto the other map",
		edit: func(f *File) error { return f.MoveSetup(11, "test-hex-pointy", "0406", "") },
		check: func(t *testing.T, s *scenarios.Scenario) {
			p := s.Setup[11]
			if p.Unit.ID != "brit-flyer" || p.Box != nil || p.Map.ID != "test-hex-pointy" || p.Map.Label(p.Cell) != "0406" {
				t.Errorf("setup[11] is %+v", p)
			}
		},
	}, {
		name: "set up face down",
		edit: func(f *File) error { return f.SetSetupHidden(0, true) },
		check: func(t *testing.T, s *scenarios.Scenario) {
			if !s.Setup[0].Hidden {
				t.Errorf("setup[0] is face up")
			}
		},
	}, {
		name: "remove a set-up",
		edit: func(f *File) error { return f.RemoveSetup(1) },
		check: func(t *testing.T, s *scenarios.Scenario) {
			if len(s.Setup) != 11 || s.Setup[1].Unit.ID != "ger-inf-crack" {
				t.Errorf("%d placements, setup[1] is %s", len(s.Setup), s.Setup[1].Unit.ID)
			}
		},
	}, {
		name: "add a reinforcement",
		edit: func(f *File) error { return f.AddReinforcement("F", PlacementSpec{Unit: "brit-inf", At: "W0208"}) },
		check: func(t *testing.T, s *scenarios.Scenario) {
			if len(s.Reinforcements) != 4 {
				t.Errorf("%d reinforcements, want 4", len(s.Reinforcements))
			}
		},
	}, {
		name: "add an option",
		edit: func(f *File) error {
			return f.AddOption(OptionSpec{ID: "fog", Name: "Fog", Default: "light", Choices: []any{"none", "light", "thick"}})
		},
		check: func(t *testing.T, s *scenarios.Scenario) {
			o := s.Options[len(s.Options)-1]
			if len(s.Options) != 5 || o.ID != "fog" || o.Kind() != "string" || o.Default != "light" || len(o.Choices) != 3 {
				t.Errorf("%d options, the last %+v", len(s.Options), o)
			}
		},
	}, {
		name: "add a victory condition",
		edit: func(f *File) error {
			return f.AddVictory(VictorySpec{ID: "hold-millbrook", Name: "Hold Millbrook", Side: "central", Kind: "control_places", Places: []string{"millbrook"}, Turn: "H"})
		},
		check: func(t *testing.T, s *scenarios.Scenario) {
			if len(s.Victory) != 3 || s.Victory[2].ID != "hold-millbrook" {
				t.Errorf("%d victory conditions", len(s.Victory))
			}
		},
	}, {
		name: "change the turn track",
		edit: func(f *File) error {
			return f.SetTurns(TurnsSpec{Names: []string{"A", "B", "C", "D", "E", "F", "G", "H", "I"}, Label: "Turn"})
		},
		check: func(t *testing.T, s *scenarios.Scenario) {
			if s.Turns.Count() != 9 || s.Turns.Label != "Turn" || s.Turns.SubTurns != 0 {
				t.Errorf("turns are %+v", s.Turns)
			}
		},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := OpenBuiltin("scenarios", "test-hex-flat")
			if err != nil {
				t.Fatal(err)
			}
			opened, before := f.Bytes(), f.Entries()
			if err := c.edit(f); err != nil {
				t.Fatal(err)
			}
			r := f.Result()
			if !r.OK() {
				t.Fatalf("edited scenario does not check: %v", r.Messages)
			}
			c.check(t, r.Scenario)
			untouched(t, before, f)
			if again := split(string(f.Bytes())); len(again) != f.Len() {
				t.Errorf("the edited file splits into %d entries when opened again, %d in the designer", len(again), f.Len())
			}
			for f.CanUndo() {
				f.Undo()
			}
			if !bytes.Equal(f.Bytes(), opened) {
				t.Errorf("after undo the file is not the bytes opened")
			}
		})
	}
}

// TestNewTurns adds a [turns] table to a scenario that has none (the
// bundled test-square without its own), before its first [[setup]].
func TestNewTurns(t *testing.T) {
	f, err := OpenBuiltin("scenarios", "test-square")
	if err != nil {
		t.Fatal(err)
	}
	if err := f.RemoveEntry(f.Find(Table, "turns")); err != nil {
		t.Fatal(err)
	}
	// its reinforcement arrives on turn "Assault"
	if err := f.SetTurns(TurnsSpec{Names: []string{"Probe", "Assault", "Exploit"}}); err != nil {
		t.Fatal(err)
	}
	r := f.Result()
	if !r.OK() || r.Scenario.Turns.Count() != 3 {
		t.Fatalf("turns %+v, messages %v", r.Scenario, r.Messages)
	}
	if i := f.Find(Table, "turns"); i < 0 || i > f.Items("setup")[0] {
		t.Errorf("[turns] is entry %d, after the first [[setup]]", i)
	}
}

// TestCRTRow edits one row of the Vernian scenario's combat results table
// ([rules.crt] rows, one inline table per die roll): a good result keeps
// the scenario checking and changes that line only; a result the module
// does not know is refused by the module's own check.
func TestCRTRow(t *testing.T) {
	f, err := OpenBuiltin("scenarios", "vernian")
	if err != nil {
		t.Fatal(err)
	}
	crt := f.Find(Table, "rules.crt")
	if crt < 0 {
		t.Fatal("no [rules.crt]")
	}
	opened := f.Bytes()
	row := func(first string) Inline {
		return Inline{{"min", 1, true}, {"max", 1, true}, {"results", []string{first, "AE", "A1", "A1", "EX", "EX", "D1", "D1"}, false}}
	}
	if err := f.SetElement(crt, "rows", 0, row("A1")); err != nil {
		t.Fatal(err)
	}
	if r := f.Result(); !r.OK() {
		t.Fatalf("a CRT with A1 at 1:2 on a 1 does not check: %v", r.Messages)
	}
	want := "\n  { min = 1, max = 1, results = [\"A1\", \"AE\", \"A1\", \"A1\", \"EX\", \"EX\", \"D1\", \"D1\"] },\n  { min = 2, max = 2,"
	if !strings.Contains(string(f.Bytes()), want) {
		t.Errorf("row 1 is not rewritten in place:\n%s", f.Entry(crt).Text)
	}
	if err := f.SetElement(crt, "rows", 0, row("XX")); err != nil {
		t.Fatal(err)
	}
	if r := f.Result(); len(r.Messages) != 1 {
		t.Errorf("a CRT result XX: %d messages, want the module's one", len(r.Messages))
	} else if p := r.Messages[0].Place; p.Path != "rules.crt.rows[0].results[0]" || p.Entry != crt || p.Line == 0 {
		t.Errorf("the module's refusal %q is placed at %+v", r.Messages[0].Text, p)
	}
	f.Undo()
	f.Undo()
	if !bytes.Equal(f.Bytes(), opened) || !f.Result().OK() {
		t.Errorf("undo did not give back the scenario as opened")
	}
}
