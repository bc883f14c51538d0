package designer

import (
	"testing"

	"sandtable/design"
)

// The project's name is its scenario's, else its first map's or
// catalogue's, else its first file's: a scenario that does not check yet
// does not hide the name of the map beside it.
func TestProjectName(t *testing.T) {
	builtin := func(kind, name string) *design.File {
		f, err := design.OpenBuiltin(kind, name)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	broken := design.Open("draft.toml", []byte("this is not toml = = ="))
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
