package design

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

// openKeep opens testdata/keep/NAME.toml: entries with comments inside
// their tables (see the files).
func openKeep(t *testing.T, name string) (*File, string) {
	t.Helper()
	path := "testdata/keep/" + name + ".toml"
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return Open(path, b), string(b)
}

// place reads place id of f.
func place(t *testing.T, f *File, id string) PlaceSpec {
	t.Helper()
	for _, p := range f.Places() {
		if p.ID == id {
			return p
		}
	}
	t.Fatalf("no place %q", id)
	return PlaceSpec{}
}

// unit reads unit id of f.
func unit(t *testing.T, f *File, id string) UnitSpec {
	t.Helper()
	u, err := f.Unit(id)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// oldPlace is a place as a designer that knows only its id and name
// models it: every other key is one it does not know.
type oldPlace struct {
	ID   string `toml:"id"`
	Name string `toml:"name"`
}

func (p oldPlace) Text() string {
	return WriteTable("place", true, []KV{{"id", p.ID, false}, {"name", p.Name, false}})
}

// TestEditsKeepWhatTheyDoNotChange makes each entry edit on a file whose
// entries hold comments inside their tables, and checks the result is
// the file with exactly the changed text replaced (worked out by hand
// from the fixture): every other byte, comments inside the entry
// included, is kept; the result still loads with the strict loader; undo
// gives back the opened bytes.
func TestEditsKeepWhatTheyDoNotChange(t *testing.T) {
	type change struct{ old, new string }
	cases := []struct {
		name, file string
		edit       func(t *testing.T, f *File) error
		changes    []change // each old, found once in the file, becomes new
		check      func(t *testing.T, f *File)
	}{{
		name: "rename a place from its form", file: "map",
		edit: func(t *testing.T, f *File) error {
			p := place(t, f, "aubrecourt")
			p.Name = "Aubrecourt-sur-Mer"
			return f.SetPlace("aubrecourt", p)
		},
		changes: []change{{`name = "Aubrecourt"     # renamed in 1919`, `name = "Aubrecourt-sur-Mer"     # renamed in 1919`}},
		check: func(t *testing.T, f *File) {
			if p := f.Result().Map.Place("aubrecourt"); p == nil || p.Name != "Aubrecourt-sur-Mer" {
				t.Errorf("place aubrecourt is %+v", p)
			}
		},
	}, {
		name: "rename a place", file: "map",
		edit:    func(t *testing.T, f *File) error { return f.RenamePlace("aubrecourt", "Aubrecourt-sur-Mer") },
		changes: []change{{`name = "Aubrecourt"     # renamed in 1919`, `name = "Aubrecourt-sur-Mer"     # renamed in 1919`}},
	}, {
		name: "move a place and take its VP away", file: "map",
		edit: func(t *testing.T, f *File) error {
			p := place(t, f, "aubrecourt")
			p.Cells, p.VP = []string{"0102"}, 0
			return f.SetPlace("aubrecourt", p)
		},
		changes: []change{{"cells = [\n  \"0101\",   # the old town\n  \"0201\",\n]\nvp = 2\n", "cells = [\"0102\"]\n"}},
		check: func(t *testing.T, f *File) {
			p := f.Result().Map.Place("aubrecourt")
			if p == nil || p.VP != 0 || len(p.Cells) != 1 {
				t.Errorf("place aubrecourt is %+v", p)
			}
		},
	}, {
		name: "a key the entry lacks goes after the keys before it", file: "map",
		edit: func(t *testing.T, f *File) error {
			p := place(t, f, "millbrook")
			p.VP, p.Side = 1, "central"
			return f.SetPlace("millbrook", p)
		},
		changes: []change{{"cells = [\"0303\"]\n", "cells = [\"0303\"]\nvp = 1\nside = \"central\"\n"}},
	}, {
		name: "a designer that models fewer keys keeps the others", file: "map",
		edit: func(t *testing.T, f *File) error {
			return f.SetEntry(f.Items("place")[0], oldPlace{ID: "aubrecourt", Name: "Aubrecourt-sur-Mer"})
		},
		changes: []change{{`name = "Aubrecourt"     # renamed in 1919`, `name = "Aubrecourt-sur-Mer"     # renamed in 1919`}},
	}, {
		name: "change a terrain type", file: "map",
		edit: func(t *testing.T, f *File) error {
			tr, err := f.Terrain("forest")
			if err != nil {
				return err
			}
			tr.Color, tr.MoveCost = "#4f7f3e", nil
			return f.SetTerrain(tr)
		},
		changes: []change{{`color = "#5f8f4e"   # the printed map's green`, `color = "#4f7f3e"   # the printed map's green`},
			{"move_cost = 2\n", ""}},
	}, {
		name: "rename a terrain type's table", file: "map",
		edit: func(t *testing.T, f *File) error {
			tr, err := f.Terrain("forest")
			if err != nil {
				return err
			}
			tr.ID = "woods"
			return f.SetEntry(f.Find(Table, "terrain.forest"), tr)
		},
		changes: []change{{"[terrain.forest]", "[terrain.woods]"}},
		check: func(t *testing.T, f *File) {
			if f.Find(Table, "terrain.woods") < 0 || f.Find(Table, "terrain.forest") >= 0 {
				t.Errorf("the entries are named %v", f.Entries())
			}
		},
	}, {
		name: "a newer version's key survives a rename", file: "newer-map",
		edit:    func(t *testing.T, f *File) error { return f.RenamePlace("aubrecourt", "Aubrecourt-sur-Mer") },
		changes: []change{{`name = "Aubrecourt"`, `name = "Aubrecourt-sur-Mer"`}},
		check: func(t *testing.T, f *File) {
			// this version's loader refuses the key, on its line, as before the edit
			ms := f.Result().Messages
			if len(ms) != 1 || !strings.Contains(ms[0].Text, "newer-map.toml:24:1: place[0].population: unknown key") {
				t.Errorf("check says %v", ms)
			}
		},
	}, {
		name: "change a unit and a step", file: "counters",
		edit: func(t *testing.T, f *File) error {
			u := unit(t, f, "ger-inf")
			six := 6
			u.Count, u.Steps[1].Label = &six, "weak"
			return f.SetUnit("ger-inf", u)
		},
		changes: []change{{"count = 8   # as the", "count = 6   # as the"}, {`label = "reduced"   #`, `label = "weak"   #`}},
		check: func(t *testing.T, f *File) {
			if u := f.Result().Catalogue.Unit("ger-inf"); u == nil || u.Count != 6 || u.Steps[1].Label != "weak" {
				t.Errorf("unit ger-inf is %+v", u)
			}
		},
	}, {
		name: "add a step to a unit", file: "counters",
		edit: func(t *testing.T, f *File) error {
			u := unit(t, f, "ger-inf")
			u.Steps = append(u.Steps, StepSpec{Values: map[string]int{"combat": 1, "move": 3}, Label: "cadre"})
			return f.SetUnit("ger-inf", u)
		},
		changes: []change{{"label = \"reduced\"   # the back of the counter\n", "label = \"reduced\"   # the back of the counter\n" +
			"[[unit.step]]\nvalues = { combat = 1, move = 3 }\nlabel = \"cadre\"\n"}},
		check: func(t *testing.T, f *File) {
			if u := f.Result().Catalogue.Unit("ger-inf"); u == nil || len(u.Steps) != 3 {
				t.Errorf("unit ger-inf is %+v", u)
			}
		},
	}, {
		name: "take a step away from a unit", file: "counters",
		edit: func(t *testing.T, f *File) error {
			u := unit(t, f, "ger-inf")
			u.Steps = u.Steps[:1]
			return f.SetUnit("ger-inf", u)
		},
		changes: []change{{"[[unit.step]]\nvalues = { combat = 3, move = 3 }\nlabel = \"reduced\"   # the back of the counter\n", ""}},
	}, {
		name: "move a set-up", file: "scenario",
		edit:    func(t *testing.T, f *File) error { return f.MoveSetup(0, "", "W0905", "") },
		changes: []change{{`at = "W0906"   # the ridge`, `at = "W0905"   # the ridge`}},
		check: func(t *testing.T, f *File) {
			if p := f.Result().Scenario.Setup[0]; p.Map.Label(p.Cell) != "W0905" || p.Count != 2 {
				t.Errorf("setup[0] is %+v", p)
			}
		},
	}, {
		name: "change a set-up from its form", file: "scenario",
		edit: func(t *testing.T, f *File) error {
			p, err := f.Setup(1)
			if err != nil {
				return err
			}
			p.Note, p.Hidden = "the old garrison", true
			return f.SetEntry(f.Items("setup")[1], p)
		},
		changes: []change{{"at = \"W0303\"\nnote = \"the garrison\"   # read", "at = \"W0303\"\nhidden = true\nnote = \"the old garrison\"   # read"}},
	}, {
		name: "add a set-up", file: "scenario",
		edit: func(t *testing.T, f *File) error {
			_, err := f.AddSetup(PlacementSpec{Unit: "ger-art", At: "W1106"})
			return err
		},
		changes: []change{{"note = \"the garrison\"   # read by the players\n", "note = \"the garrison\"   # read by the players\n" +
			"\n[[setup]]\nunit = \"ger-art\"\nat = \"W1106\"\n"}},
	}, {
		name: "remove a set-up", file: "scenario",
		edit:    func(t *testing.T, f *File) error { return f.RemoveSetup(0) },
		changes: []change{{"[[setup]]\nunit = \"ger-inf\"\n# Two corps hold the hills.\ncount = 2\nat = \"W0906\"   # the ridge\n\n", ""}},
	}, {
		name: "change the turn track", file: "scenario",
		edit: func(t *testing.T, f *File) error {
			return f.SetTurns(TurnsSpec{Names: []string{"A", "B", "C", "D"}, Label: "Turn"})
		},
		changes: []change{{`names = ["A", "B", "C"]   # three turns`, `names = ["A", "B", "C", "D"]   # three turns`}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, orig := openKeep(t, c.file)
			ok := f.Result().OK()
			if err := c.edit(t, f); err != nil {
				t.Fatal(err)
			}
			want := orig
			for _, ch := range c.changes {
				if strings.Count(want, ch.old) != 1 {
					t.Fatalf("the fixture holds %q %d times", ch.old, strings.Count(want, ch.old))
				}
				want = strings.Replace(want, ch.old, ch.new, 1)
			}
			if got := string(f.Bytes()); got != want {
				t.Errorf("the file reads\n%s\nwant\n%s", got, want)
			}
			if ok && !f.Result().OK() {
				t.Errorf("the edited file does not load: %v", f.Result().Messages)
			}
			if c.check != nil {
				c.check(t, f)
			}
			f.Undo()
			if string(f.Bytes()) != orig {
				t.Errorf("undo gives\n%s", f.Bytes())
			}
			if !reflect.DeepEqual(f.Entries(), split(orig)) {
				t.Errorf("after undo the entries are\n%+v", f.Entries())
			}
			if f.Redo(); string(f.Bytes()) != want {
				t.Errorf("redo gives\n%s", f.Bytes())
			}
		})
	}
}

// TestSetEntryRefusesAnotherKind checks an entry is not set from a spec
// of another kind of entry: a [table] from an [[array]] item.
func TestSetEntryRefusesAnotherKind(t *testing.T) {
	f, orig := openKeep(t, "map")
	err := f.SetEntry(f.Find(Table, "terrain.forest"), PlaceSpec{ID: "x", Name: "X"})
	if err == nil || !strings.Contains(err.Error(), "is not a terrain.forest entry") {
		t.Errorf("SetEntry says %v", err)
	}
	if string(f.Bytes()) != orig || f.CanUndo() {
		t.Errorf("the refused edit changed the file")
	}
}
