package designer

import (
	"testing"

	"sandtable/design"
)

// The project's name is its scenario's, else its first map's or
// catalogue's, else its first file's: a scenario that is not TOML does
// not hide the name of the map beside it, and a file that does not check
// yet still gives the name its text says.
func TestProjectName(t *testing.T) {
	builtin := func(kind, name string) *design.File {
		f, err := design.OpenBuiltin(kind, name)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	broken := design.Open("draft.toml", []byte("this is not toml = = ="))
	// files that do not check (a map the scenario names is missing, a
	// grid with no rows) but say their names
	draft := design.Open("ypres.toml", []byte("format = \"sandtable-scenario\"\nversion = 1\nid = \"ypres\"\nname = \"Ypres, a draft\"\nmodule = \"freeplay\"\nmaps = [\"no-such-map.toml\"]\n"))
	draftMap := design.Open("west.toml", []byte("format = \"sandtable-map\"\nversion = 1\nid = \"west\"\nname = \"The West, a draft\"\n\n[grid]\nkind = \"hex\"\n"))
	if draft.Result().OK() || draftMap.Result().OK() {
		t.Fatal("the drafts check")
	}
	hexMap := builtin("maps", "test-hex-flat")
	cat := builtin("counters", "test")
	mapName := hexMap.Result().Map.Name
	if mapName == "" || cat.Result().Catalogue.Name == "" {
		t.Fatal("the fixtures have no names")
	}
	tests := []struct {
		name string
		proj design.Project
		want string
	}{
		{"scenario", design.Project{Scenario: builtin("scenarios", "test-hex-flat"), Maps: []*design.File{hexMap}}, builtin("scenarios", "test-hex-flat").Result().Scenario.Name},
		{"broken scenario, a map", design.Project{Scenario: broken, Maps: []*design.File{hexMap}, Counters: []*design.File{cat}}, mapName},
		{"broken scenario, a catalogue", design.Project{Scenario: broken, Counters: []*design.File{cat}}, cat.Result().Catalogue.Name},
		{"nothing named", design.Project{Scenario: broken}, "draft.toml"},
		{"a scenario that does not check, its name", design.Project{Scenario: draft, Maps: []*design.File{hexMap}}, "Ypres, a draft"},
		{"a map that does not check, its name", design.Project{Scenario: broken, Maps: []*design.File{draftMap}, Counters: []*design.File{cat}}, "The West, a draft"},
		{"a lone catalogue", design.Project{Counters: []*design.File{cat}}, cat.Result().Catalogue.Name},
		{"no files", design.Project{}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := &Designer{Proj: &tc.proj}
			if got := d.projectName(); got != tc.want {
				t.Errorf("projectName = %q, want %q", got, tc.want)
			}
		})
	}
}
