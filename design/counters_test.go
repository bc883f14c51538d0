package design

import (
	"bytes"
	"testing"

	"sandtable/counters"
)

// TestCounterEdits makes each catalogue edit on the bundled test
// catalogue (ger-inf with two steps 5-3 and 3-3 first, ger-inf-crack
// with two, ger-hq with one step "1-3"), checks the loaded catalogue and
// that undo gives back the opened bytes.
func TestCounterEdits(t *testing.T) {
	two := 2
	cases := []struct {
		name  string
		edit  func(f *File) error
		check func(t *testing.T, c *counters.Catalogue)
	}{{
		name: "add a unit with two steps",
		edit: func(f *File) error {
			return f.AddUnit(UnitSpec{ID: "ger-jaeger", Name: "German Jäger", Nation: "germany", Kind: "mountain", Count: &two,
				Steps: []StepSpec{{Values: map[string]int{"attack": 4, "defense": 5, "move": 4}}, {Values: map[string]int{"attack": 2, "defense": 3, "move": 4}, Label: "reduced"}}})
		},
		check: func(t *testing.T, c *counters.Catalogue) {
			u := c.Unit("ger-jaeger")
			if u == nil || u.Count != 2 || len(u.Steps) != 2 || u.Steps[0].Print != "4-5-4" || u.Steps[1].Print != "2-3-4" || u.Steps[1].Label != "reduced" {
				t.Errorf("ger-jaeger is %+v", u)
			}
		},
	}, {
		name: "change a unit and its steps",
		edit: func(f *File) error {
			u, err := f.Unit("ger-inf")
			if err != nil {
				return err
			}
			if len(u.Steps) != 2 || u.Steps[0].Values["combat"] != 5 {
				t.Fatalf("ger-inf read as %+v", u)
			}
			six := 6
			u.Count, u.Steps = &six, u.Steps[:1]
			return f.SetUnit("ger-inf", u)
		},
		check: func(t *testing.T, c *counters.Catalogue) {
			u := c.Unit("ger-inf")
			if u == nil || u.Count != 6 || len(u.Steps) != 1 || u.Steps[0].Print != "5-3" {
				t.Errorf("ger-inf is %+v", u)
			}
			if c.Units[0] != u {
				t.Errorf("ger-inf is no longer the first unit")
			}
		},
	}, {
		name: "remove a unit with its steps",
		edit: func(f *File) error { return f.RemoveUnit("ger-inf-crack") },
		check: func(t *testing.T, c *counters.Catalogue) {
			if c.Unit("ger-inf-crack") != nil || len(c.Units) != 12 {
				t.Errorf("ger-inf-crack still there, or %d units", len(c.Units))
			}
			if u := c.Unit("ger-inf"); len(u.Steps) != 2 {
				t.Errorf("ger-inf has %d steps: the removed unit's steps went to it", len(u.Steps))
			}
		},
	}, {
		name: "add a side, a nation and a marker",
		edit: func(f *File) error {
			if err := f.AddSide(SideSpec{ID: "neutral", Name: "Neutrals", Color: "#999999"}); err != nil {
				return err
			}
			if err := f.AddNation(NationSpec{ID: "swiss", Name: "Switzerland", Side: "neutral", Color: "#ee3333"}); err != nil {
				return err
			}
			return f.AddMarker(MarkerSpec{ID: "border", Name: "Border post", Kind: "other", Nation: "swiss", Caption: "B"})
		},
		check: func(t *testing.T, c *counters.Catalogue) {
			if c.Side("neutral") == nil || c.Nation("swiss") == nil || c.Nation("swiss").Side != "neutral" {
				t.Errorf("side or nation missing")
			}
			if m := c.Marker("border"); m == nil || m.Nation != "swiss" {
				t.Errorf("marker border is %+v", m)
			}
		},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := OpenBuiltin("counters", "test")
			if err != nil {
				t.Fatal(err)
			}
			opened, before := f.Bytes(), f.Entries()
			if err := c.edit(f); err != nil {
				t.Fatal(err)
			}
			r := f.Result()
			if !r.OK() {
				t.Fatalf("edited catalogue does not check: %v\n%s", r.Messages, f.Bytes())
			}
			c.check(t, r.Catalogue)
			untouched(t, before, f)
			reopened := Open(f.Name, f.Bytes())
			if len(reopened.Entries()) != len(f.Entries()) {
				t.Errorf("the edited file splits into %d entries when opened again, %d in the designer", len(reopened.Entries()), len(f.Entries()))
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
