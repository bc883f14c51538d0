package scenarios

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// writeFiles writes name -> text under dir, making folders as needed.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// refScenario is a scenario naming mapRef as its only map.
func refScenario(mapRef string) string {
	return fmt.Sprintf("format = \"sandtable-scenario\"\nversion = 1\nid = \"s\"\nname = \"S\"\nmodule = \"freeplay\"\n"+
		"maps = [%q]\ncounters = [\"builtin:test\"]\n[turns]\ncount = 1\n", mapRef)
}

// loadRef loads dir/game/s.toml naming mapRef; the error of maps[0], or "".
func loadRef(t *testing.T, dir, mapRef string) string {
	t.Helper()
	p := filepath.Join(dir, "game", "s.toml")
	writeFiles(t, dir, map[string]string{"game/s.toml": refScenario(mapRef)})
	_, err := LoadFile(p)
	if err == nil {
		return ""
	}
	first, _, _ := strings.Cut(err.Error(), "\n")
	return strings.TrimPrefix(first, p+":6:9: maps[0]: ")
}

// References inside a scenario name .toml files in its folder or below;
// the scenario itself may be anywhere.
func TestReferencesStayInTheScenarioFolder(t *testing.T) {
	dir := t.TempDir()
	mapText, _, err := maps.BuiltinData("test-square")
	if err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{
		"outside.toml":         string(mapText),
		"game/maps/inner.toml": string(mapText),
		"game/notes.txt":       string(mapText),
	})
	abs := filepath.Join(dir, "outside.toml")
	for _, tc := range []struct{ ref, err string }{
		{"maps/inner.toml", ""},
		{"./maps/../maps/inner.toml", ""},
		{"../outside.toml", `cannot load map "../outside.toml": leaves the scenario's folder; a referenced file must be in that folder or below it`},
		{"maps/../../outside.toml", `cannot load map "maps/../../outside.toml": leaves the scenario's folder; a referenced file must be in that folder or below it`},
		{abs, fmt.Sprintf("cannot load map %q: is an absolute path; name files relative to the scenario's folder", abs)},
		{"notes.txt", `cannot load map "notes.txt": is not a .toml file; name a data file in the scenario's folder ("maps/west.toml") or a bundled one ("builtin:NAME")`},
		{"", `cannot load map "": is empty`},
	} {
		if got := loadRef(t, dir, tc.ref); got != tc.err {
			t.Errorf("%q:\n got %s\nwant %s", tc.ref, got, tc.err)
		}
	}
	// The scenario named directly may be anywhere, ".." and all.
	writeFiles(t, dir, map[string]string{"game/s.toml": refScenario("maps/inner.toml")})
	if _, err := LoadFile(filepath.Join(dir, "game", "maps", "..", "s.toml")); err != nil {
		t.Errorf("a path given by the user: %v", err)
	}
}

// A referenced file that is not a map shows nothing of what it holds.
func TestReferencedNonDataFileIsNotQuoted(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"game/passwd.toml": "root:x:0:0:root:/root:/bin/bash\n",
		"game/secret.toml": "password = \"hunter2\"\nformat = \"sandtable-counters\"\n",
	})
	for _, ref := range []string{"passwd.toml", "secret.toml"} {
		p := filepath.Join(dir, "game", ref)
		got := loadRef(t, dir, ref)
		want := fmt.Sprintf("cannot load map %q: %s is not a Sandtable map: it does not begin with format = \"sandtable-map\" (check it with: sandtable check FILE)", ref, p)
		if got != want {
			t.Errorf("%s:\n got %s\nwant %s", ref, got, want)
		}
		_, err := LoadFile(filepath.Join(dir, "game", "s.toml"))
		for _, secret := range []string{"root", "bin/bash", "password", "hunter2", "counters"} {
			if strings.Contains(err.Error(), secret) {
				t.Errorf("%s: the error shows %q: %v", ref, secret, err)
			}
		}
	}
}

// The scenario and the files it names are bounded together: maps that are
// each within the limit of a map file may not add up past MaxTotalSize.
func TestScenarioFilesAreBoundedTogether(t *testing.T) {
	dir := t.TempDir()
	mapText, _, err := maps.BuiltinData("test-square")
	if err != nil {
		t.Fatal(err)
	}
	padding := "# " + strings.Repeat("x", 3<<19) + "\n" // 1.5 MB of comment
	var refs []string
	files := map[string]string{}
	for i := range 3 {
		name := fmt.Sprintf("m%d.toml", i)
		files[name] = strings.Replace(string(mapText), `id = "test-square"`, fmt.Sprintf(`id = "m%d"`, i), 1) + padding
		refs = append(refs, fmt.Sprintf("%q", name))
	}
	files["s.toml"] = strings.Replace(refScenario("x"), `maps = ["x"]`, "maps = ["+strings.Join(refs, ", ")+"]", 1)
	writeFiles(t, dir, files)
	_, err = LoadFile(filepath.Join(dir, "s.toml"))
	m2 := filepath.Join(dir, "m2.toml")
	want := fmt.Sprintf(`maps[2]: cannot load map "m2.toml": %s: brings the scenario and the files it names to 4.6 MB, more than the 4 MB they may have together`, m2)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v\nwant ...%s", err, want)
	}
	if strings.Contains(errText(err), "maps[0]") || strings.Contains(errText(err), "maps[1]") {
		t.Errorf("the first two maps are within the limit: %v", err)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// gridMap is a map file of a cols×rows square grid: a few bytes that ask
// for many cells. Its [grid] is on line 5.
func gridMap(id string, cols, rows int) string {
	return fmt.Sprintf("format = \"sandtable-map\"\nversion = 1\nid = %q\nname = %q\n[grid]\nkind = \"square\"\ncols = %d\nrows = %d\n[terrain.clear]\ncolor = \"#fff\"\n", id, id, cols, rows)
}

// graphMap is a map file of n spaces in a row. Its first [[space]] is on
// line 8.
func graphMap(id string, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "format = \"sandtable-map\"\nversion = 1\nid = %q\nname = %q\n[grid]\nkind = \"graph\"\n[terrain.clear]\ncolor = \"#fff\"\n", id, id)
	for i := range n {
		fmt.Fprintf(&b, "[[space]]\nid = \"s%d\"\nx = %d\ny = 0\n", i, i*10)
	}
	return b.String()
}

// The maps of a scenario may have MaxTotalCells cells or spaces together,
// counted from each map's [grid] (or its spaces) before any cell is built:
// a few hundred bytes of maps cannot ask for gigabytes. The first map over
// the limit is refused at its grid and no further map is read; bundled
// maps count too.
func TestScenarioCellsAreBoundedTogether(t *testing.T) {
	over := func(at string, n, total int) string {
		return fmt.Sprintf("%s: %s cells bring the scenario and the files it names to %s, more than the 500,000 cells they may have together",
			at, tomlfile.Count(n), tomlfile.Count(total))
	}
	big := gridMap("x", 500, 500)
	square, _, err := maps.BuiltinData("test-square")
	if err != nil {
		t.Fatal(err)
	}
	squareGrid := 1 + strings.Count(string(square[:strings.Index(string(square), "\n[grid]\n")+1]), "\n")
	for _, tc := range []struct {
		name  string
		maps  []string // file texts, or a builtin: reference
		bad   int      // the index of the map refused, or -1
		wantF func(dir string) string
	}{
		{"two of the largest maps", []string{big, big}, -1, nil},
		{"four of the largest maps: the third is refused, the fourth not read", []string{big, big, big, big}, 2,
			func(dir string) string { return over(filepath.Join(dir, "m2.toml")+":5:1: grid", 250000, 750000) }},
		{"a bundled map after two of the largest", []string{big, big, "builtin:test-square"}, 2,
			func(string) string {
				return over(fmt.Sprintf("maps/data/test-square.toml:%d:1: grid", squareGrid), 120, 500120)
			}},
		{"a graph's spaces count as cells", []string{big, gridMap("x", 500, 499), graphMap("x", 501)}, 2,
			func(dir string) string { return over(filepath.Join(dir, "m2.toml")+":9:1: space", 501, 500001) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			files := map[string]string{}
			var refs []string
			for i, m := range tc.maps {
				if strings.HasPrefix(m, "builtin:") {
					refs = append(refs, fmt.Sprintf("%q", m))
					continue
				}
				name := fmt.Sprintf("m%d.toml", i)
				files[name] = strings.Replace(m, `id = "x"`, fmt.Sprintf(`id = "m%d"`, i), 1)
				refs = append(refs, fmt.Sprintf("%q", name))
			}
			files["s.toml"] = strings.Replace(refScenario("x"), `maps = ["x"]`, "maps = ["+strings.Join(refs, ", ")+"]", 1)
			writeFiles(t, dir, files)
			_, err := LoadFile(filepath.Join(dir, "s.toml"))
			if tc.bad < 0 {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var es tomlfile.Errors
			if !errors.As(err, &es) || len(es) != 2 {
				t.Fatalf("got %v\nwant the scenario's maps[%d] and one error in that map", err, tc.bad)
			}
			if want := fmt.Sprintf("maps[%d]: map ", tc.bad); !strings.Contains(es[0].Error(), want) {
				t.Errorf("got %v\nwant it at %s", es[0], want)
			}
			if want := tc.wantF(dir); es[1].Error() != want {
				t.Errorf("got %v\nwant %s", es[1], want)
			}
		})
	}
}
