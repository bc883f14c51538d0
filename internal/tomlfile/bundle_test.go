package tomlfile

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func testBundle(first string) Bundle {
	return Bundle{
		FS: fstest.MapFS{
			"data/beta.toml":  {Data: []byte("b")},
			"data/alpha.toml": {Data: []byte("a")},
			"data/gamma.toml": {Data: []byte("g")},
			"data/notes.txt":  {Data: []byte("not data")},
		},
		Dir: "data", Pkg: "things", Kind: "thing", First: first, Format: "sandtable-test", MaxSize: 1 << 10,
	}
}

func TestBundleNames(t *testing.T) {
	for _, tc := range []struct {
		first string
		want  []string
	}{
		{"", []string{"alpha", "beta", "gamma"}},
		{"gamma", []string{"gamma", "alpha", "beta"}},
		{"alpha", []string{"alpha", "beta", "gamma"}},
		{"missing", []string{"alpha", "beta", "gamma"}},
	} {
		if got := testBundle(tc.first).Names(); !slices.Equal(got, tc.want) {
			t.Errorf("First %q: Names() = %q, want %q", tc.first, got, tc.want)
		}
	}
}

func TestBundleData(t *testing.T) {
	for _, tc := range []struct {
		first, name     string
		text, file, err string
	}{
		{"", "beta", "b", "things/data/beta.toml", ""},
		{"", "builtin:beta", "b", "things/data/beta.toml", ""},
		{"", "beta.toml", "b", "things/data/beta.toml", ""},
		{"", "nope", "", "", `things: no built-in thing "nope" (have alpha, beta, gamma)`},
		{"gamma", "nope", "", "", `things: no built-in thing "nope" (have gamma, alpha, beta)`},
		{"", "../data/beta", "", "", `things: no built-in thing "../data/beta" (have alpha, beta, gamma)`},
		{"", "notes.txt", "", "", `things: no built-in thing "notes.txt" (have alpha, beta, gamma)`},
		{"", "", "", "", `things: no built-in thing "" (have alpha, beta, gamma)`},
	} {
		text, file, err := testBundle(tc.first).Data(tc.name)
		if string(text) != tc.text || file != tc.file || errText(err) != tc.err {
			t.Errorf("Data(%q) = %q, %q, %q; want %q, %q, %q", tc.name, text, file, errText(err), tc.text, tc.file, tc.err)
		}
	}
}

func TestBundleSeed(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "x.toml"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	var got []string
	add := func(args ...any) {
		if len(args) != 1 {
			t.Fatalf("add got %d arguments, want 1", len(args))
		}
		got = append(got, string(args[0].([]byte)))
	}
	if err := testBundle("gamma").Seed(add, filepath.Join(dir, "*.toml")); err != nil {
		t.Fatal(err)
	}
	if want := []string{"g", "a", "b", "x"}; !slices.Equal(got, want) {
		t.Errorf("Seed added %q, want %q", got, want)
	}
}

func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	disk := filepath.Join(dir, "disk.toml")
	if err := os.WriteFile(disk, []byte("d"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.toml")
	b := testBundle("")
	builtin := func(name string) (string, error) {
		text, file, err := b.Data(name)
		return "builtin " + file + " " + string(text), err
	}
	load := func(file string, text []byte) (string, error) {
		return "file " + file + " " + string(text), nil
	}
	for _, tc := range []struct {
		path, want, err string
	}{
		{"builtin:alpha", "builtin things/data/alpha.toml a", ""},
		{"builtin:things/alpha", "builtin things/data/alpha.toml a", ""},
		{"builtin:builtin:alpha.toml", "builtin things/data/alpha.toml a", ""},
		{"builtin:other/alpha", "builtin  ", `things: no built-in thing "other/alpha" (have alpha, beta, gamma)`},
		{disk, "file " + disk + " d", ""},
		{missing, "", "things: open " + missing + ": no such file or directory"},
	} {
		got, err := LoadFile(b, tc.path, builtin, load)
		if got != tc.want || errText(err) != tc.err {
			t.Errorf("LoadFile(%q) = %q, %q; want %q, %q", tc.path, got, errText(err), tc.want, tc.err)
		}
	}
}

func TestLoad(t *testing.T) {
	const header = "format = \"sandtable-test\"\nversion = 1\n"
	for _, tc := range []struct {
		name, text, want, err string
		built                 bool
	}{
		{"ok", header + "rows = [\"ab\"]\n", "ab", "", true},
		{"syntax", "rows = [\n", "", "x.toml:", false},
		{"unknown key", header + "nope = 1\n", "", `x.toml:3:1: nope: unknown key`, false},
		{"header", "format = \"sandtable-map\"\nversion = 1\n", "", `x.toml:1:1: format: is "sandtable-map", expected "sandtable-test"`, false},
		{"build error", header + "rows = [\"bad\"]\n", "", `x.toml:3:1: rows: bad row`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var f testFile
			built := false
			got, err := Load("x.toml", []byte(tc.text), "sandtable-test", &f, func(d *Doc) string {
				built = true
				if len(f.Rows) > 0 && f.Rows[0] == "bad" {
					d.Report("rows", "bad row")
				}
				return strings.Join(f.Rows, ",")
			})
			if got != tc.want || !strings.HasPrefix(errText(err), tc.err) || (tc.err == "") != (err == nil) || built != tc.built {
				t.Errorf("Load = %q, %q (built %v); want %q, %q... (built %v)", got, errText(err), built, tc.want, tc.err, tc.built)
			}
		})
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
