package tomlfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, size int) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(strings.Repeat("a", size)), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ok := write("ok.toml", 1000)
	big := write("big.toml", 1001)
	missing := filepath.Join(dir, "missing.toml")
	for _, tc := range []struct{ path, err string }{
		{ok, ""},
		{big, big + ": is 1001 bytes, more than the 1000 bytes a map file may have"},
		{dir, dir + ": is a folder, not a file"},
		{missing, "open " + missing + ": no such file or directory"},
	} {
		data, err := ReadFile(tc.path, "map", 1000)
		if errText(err) != tc.err || err == nil && len(data) != 1000 {
			t.Errorf("ReadFile(%s) = %d bytes, %v; want %q", tc.path, len(data), err, tc.err)
		}
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{
		0: "0 bytes", 1023: "1023 bytes", 1024: "1 KB", 1025: "1.1 KB", 40 << 10: "40 KB",
		2 << 20: "2 MB", 2<<20 + 1: "2.1 MB", 2<<20 + 1<<19: "2.5 MB", 200 << 20: "200 MB",
	} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestBudget(t *testing.T) {
	b := &Budget{What: "the scenario and the files it names", MaxBytes: 100, MaxValues: 4}
	if err := b.Take("a.toml", []byte("a = 1\nb = [1, 2]\n")); err != nil { // 17 bytes, 4 values
		t.Fatal(err)
	}
	if err := b.Take("b.toml", []byte("c = 1\n")); errText(err) != "b.toml: brings the scenario and the files it names to more than 4 keys, tables and array elements together" {
		t.Errorf("values: %v", err)
	}
	b = &Budget{What: "the scenario and the files it names", MaxBytes: 20, MaxValues: 5}
	b.Take("a.toml", []byte("# 12 bytes.\n"))
	if err := b.Take("b.toml", []byte("# 9 bytes\n")); errText(err) != "b.toml: brings the scenario and the files it names to 22 bytes, more than the 20 bytes they may have together" {
		t.Errorf("bytes: %v", err)
	}
	if !b.Over() {
		t.Error("Over after going over: false")
	}
	b = &Budget{What: "the maps", MaxBytes: 20, MaxValues: 5, MaxCells: 1000}
	if err := b.TakeCells(600); err != nil || b.Over() {
		t.Fatalf("600 of 1000 cells: %v, over %v", err, b.Over())
	}
	if err := b.TakeCells(400); err != nil {
		t.Fatalf("1000 of 1000 cells: %v", err)
	}
	if err := b.TakeCells(1); errText(err) != "1 cells bring the maps to 1,001, more than the 1,000 cells they may have together" || !b.Over() {
		t.Errorf("cells: %v, over %v", err, b.Over())
	}
	if (*Budget)(nil).Over() {
		t.Error("a nil Budget is over")
	}
}

func TestCount(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 250000: "250,000", 1234567: "1,234,567", -1500: "-1,500"} {
		if got := Count(n); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}

// A referenced file is read only when it says it is of the kind wanted:
// the error about another file shows nothing of what it holds.
func TestLoadReferenced(t *testing.T) {
	dir := t.TempDir()
	b := testBundle("")
	load := func(file string, text []byte) (string, error) {
		var f testFile
		doc, err := Decode(file, text, &f)
		if err != nil {
			return "", err
		}
		f.CheckHeader(doc, b.Format)
		return strings.Join(f.Rows, ","), doc.Err()
	}
	for _, tc := range []struct{ name, text, want, err string }{
		{"good.toml", "format = \"sandtable-test\"\nversion = 1\nrows = [\"ab\"]\n", "ab", ""},
		{"passwd.toml", "root:x:0:0:root:/root:/bin/bash\n", "", "things: %s is not a Sandtable thing: it does not begin with format = \"sandtable-test\" (check it with: sandtable check FILE)"},
		{"secret.toml", "password = \"hunter2\"\n", "", "things: %s is not a Sandtable thing: it does not begin with format = \"sandtable-test\" (check it with: sandtable check FILE)"},
		{"other.toml", "format = \"hunter2\"\n", "", "things: %s is not a Sandtable thing: it does not begin with format = \"sandtable-test\" (check it with: sandtable check FILE)"},
		// A file that says it is one is a data file: its own errors help.
		{"bad.toml", "format = \"sandtable-test\"\nversion = 1\nrowz = 1\n", "", "%s:3:1: rowz: unknown key (did you mean \"rows\"?)"},
	} {
		p := filepath.Join(dir, tc.name)
		if err := os.WriteFile(p, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		want := tc.err
		if want != "" {
			want = strings.ReplaceAll(want, "%s", p)
		}
		got, err := LoadReferenced(b, p, nil, load)
		if got != tc.want || errText(err) != want {
			t.Errorf("%s: %q, %v\nwant %q, %s", tc.name, got, err, tc.want, want)
		}
	}
}
