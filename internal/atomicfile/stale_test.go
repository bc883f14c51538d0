//go:build unix || windows

package atomicfile

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"sandtable/internal/testchild"
)

// TestMain lets a test run this binary as another process: one of
// children.
func TestMain(m *testing.M) { testchild.Main(m, children) }

// children are what a test may run in another process (testchild.Start):
// "hang" starts saving ATOMICFILE_TEST_HANG and never finishes (until it
// is killed).
var children = map[string]func(){"hang": func() {
	Write(os.Getenv("ATOMICFILE_TEST_HANG"), func(w io.Writer) error {
		io.WriteString(w, "half a save")
		os.Stdout.WriteString("writing\n")
		// Asleep, not blocked for good: with no goroutine left that could
		// run, `select {}` would end the process at once ("all goroutines
		// are asleep - deadlock!"), letting its lock go.
		for {
			time.Sleep(time.Hour)
		}
	})
}}

// hang starts a process saving path that stops half way; it returns once
// the temporary file is written, with the process and that file.
func hang(t *testing.T, path string) (*exec.Cmd, string) {
	t.Helper()
	c := testchild.Start(t, "hang", "ATOMICFILE_TEST_HANG="+path)
	t.Cleanup(func() { c.Kill(); c.Cmd.Wait() })
	if line, _ := c.Out.ReadString('\n'); line != "writing\n" {
		t.Fatalf("the saving process says %q", line)
	}
	tmps := temps(t, filepath.Dir(path))
	if len(tmps) != 1 {
		t.Fatalf("temporary files %v, want the one being written", tmps)
	}
	return c.Cmd, tmps[0]
}

func temps(t *testing.T, dir string) []string {
	t.Helper()
	left, err := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	if err != nil {
		t.Fatal(err)
	}
	return left
}

// age makes a file look as if written d ago.
func age(t *testing.T, path string, d time.Duration) {
	t.Helper()
	old := time.Now().Add(-d)
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}
}

func save(t *testing.T, path string) {
	t.Helper()
	if err := Write(path, func(w io.Writer) error { _, err := io.WriteString(w, "whole"); return err }); err != nil {
		t.Fatal(err)
	}
}

// A save killed half way leaves its temporary file behind; the next save
// into the folder removes it, once it is old enough that no save could
// just be starting with it.
func TestNextSaveRemovesTempFileOfKilledSave(t *testing.T) {
	dir := tempDir(t)
	game := filepath.Join(dir, "game.toml")
	cmd, tmp := hang(t, game)
	cmd.Process.Kill()
	cmd.Wait()
	save(t, filepath.Join(dir, "other.toml")) // just killed: left alone
	if _, err := os.Stat(tmp); err != nil {
		t.Fatalf("a fresh temporary file was removed: %v", err)
	}
	age(t, tmp, staleAfter+time.Second)
	save(t, filepath.Join(dir, "other.toml"))
	if left := temps(t, dir); len(left) != 0 {
		t.Errorf("left behind: %v", left)
	}
}

// The temporary file of a save still being written is not touched, however
// old; nor is a file of ours that is not a temporary file, nor another
// program's.
func TestNextSaveLeavesLiveSaveAndOtherFiles(t *testing.T) {
	dir := tempDir(t)
	_, tmp := hang(t, filepath.Join(dir, "game.toml"))
	// The lock is what tells removeStale the save is live. (Windows would
	// also refuse to remove the file while the save holds it open, so
	// there the check below passes even without the lock: this one does
	// not.)
	if inUse, known := locked(tmp); !inUse || !known {
		t.Errorf("locked(the live save's temporary file) = %v, %v; want in use, known", inUse, known)
	}
	age(t, tmp, time.Hour)
	others := []string{".notes.txt.123.tmp", ".game.toml.tmp", "game.toml.123.tmp", ".x.sandtable-12.tmpl"}
	for _, name := range others {
		p := filepath.Join(dir, name)
		os.WriteFile(p, nil, 0o644)
		age(t, p, time.Hour)
	}
	save(t, filepath.Join(dir, "game.toml"))
	if _, err := os.Stat(tmp); err != nil {
		t.Errorf("the live save's temporary file was removed: %v", err)
	}
	for _, name := range others {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s was removed: %v", name, err)
		}
	}
}
