package atomicfile

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func writeText(text string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, text); return err }
}

// A file another program holds open (without sharing deletion, as most
// do) cannot be replaced on Windows: the save fails saying why and what to
// do, the file keeps its old text, and no temporary file is left.
func TestWriteOverFileOpenElsewhereSaysSo(t *testing.T) {
	dir := tempDir(t)
	p := filepath.Join(dir, "save.toml")
	if err := os.WriteFile(p, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	err = Write(p, writeText("new"))
	if err == nil {
		t.Fatal("replaced a file another program has open; want an error")
	}
	for _, want := range []string{"atomicfile: cannot replace " + p, "another program has it open", "save again"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	f.Close()
	if b, _ := os.ReadFile(p); string(b) != "precious" {
		t.Errorf("the file changed to %q", b)
	}
	assertNoTemp(t, dir)
}

// A program that lets go of the file within moments (a virus scanner, an
// indexer) does not fail the save: it is tried again.
func TestWriteWaitsForFileLetGoSoon(t *testing.T) {
	dir := tempDir(t)
	p := filepath.Join(dir, "save.toml")
	if err := os.WriteFile(p, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	time.AfterFunc(100*time.Millisecond, func() { f.Close() })
	if err := Write(p, writeText("new")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p); string(b) != "new" {
		t.Errorf("the file has %q, want the new text", b)
	}
}
