package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// setFixture is a folder with two files of a set as they were (a.toml,
// sub/b.toml, the first read-only to its owner's group: 0600), and the set
// that replaces them and adds sub/deeper/c.toml.
func setFixture(t *testing.T) (string, []SetFile) {
	t.Helper()
	dir := tempDir(t)
	for name, text := range map[string]string{"a.toml": "old a", "sub/b.toml": "old b"} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return dir, newSet(dir)
}

// newSet is the set of setFixture in folder dir.
func newSet(dir string) []SetFile {
	return []SetFile{
		{Path: filepath.Join(dir, "a.toml"), Data: []byte("new a")},
		{Path: filepath.Join(dir, "sub", "b.toml"), Data: []byte("new b")},
		{Path: filepath.Join(dir, "sub", "deeper", "c.toml"), Data: []byte("new c")},
	}
}

// tree is every file under dir, by slash path, with its text.
func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// sameTree fails the test unless dir holds exactly want.
func sameTree(t *testing.T, what, dir string, want map[string]string) {
	t.Helper()
	if got := tree(t, dir); !sameFiles(got, want) {
		t.Errorf("%s: the folder holds %v, want %v", what, got, want)
	}
}

var (
	oldTree = map[string]string{"a.toml": "old a", "sub/b.toml": "old b"}
	newTree = map[string]string{"a.toml": "new a", "sub/b.toml": "new b", "sub/deeper/c.toml": "new c"}
)

// A set is written whole: every file new, replaced ones keeping their
// permissions, and nothing else left in the folder (no journal, no new
// texts beside the files).
func TestWriteSetWritesEveryFile(t *testing.T) {
	dir, set := setFixture(t)
	if err := WriteSet(set); err != nil {
		t.Fatal(err)
	}
	sameTree(t, "written", dir, newTree)
	if fi, _ := os.Stat(set[0].Path); fi.Mode().Perm() != newFileMode(0o600) {
		t.Errorf("a.toml's mode is %v, want it kept (%v)", fi.Mode().Perm(), newFileMode(0o600))
	}
	if fi, _ := os.Stat(set[2].Path); fi.Mode().Perm() != newFileMode(0o644) {
		t.Errorf("the new c.toml's mode is %v, want %v", fi.Mode().Perm(), newFileMode(0o644))
	}
}

// A read-only file of a set is replaced too (its caller asked the user
// first: the designer does) and stays read-only; Windows, which refuses
// to replace a read-only file, has it made writable just before.
func TestWriteSetReplacesReadOnlyFile(t *testing.T) {
	dir, set := setFixture(t)
	if err := os.Chmod(set[1].Path, 0o444); err != nil {
		t.Fatal(err)
	}
	if err := WriteSet(set); err != nil {
		t.Fatal(err)
	}
	sameTree(t, "written", dir, newTree)
	if fi, _ := os.Stat(set[1].Path); fi.Mode().Perm() != newFileMode(0o444) {
		t.Errorf("sub/b.toml's mode is %v, want it kept (%v)", fi.Mode().Perm(), newFileMode(0o444))
	}
	os.Chmod(set[1].Path, 0o644) // for the clean-up, under Wine
}

// A set write that fails before its commit leaves every file as it was
// and nothing of its own: here the place of c.toml's new text is taken
// by a folder.
func TestWriteSetFailingLeavesFilesAsTheyWere(t *testing.T) {
	dir, set := setFixture(t)
	blocker := newPath(set[2].Path)
	if err := os.MkdirAll(blocker, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := WriteSet(set); err == nil {
		t.Fatal("WriteSet succeeded with a folder where it writes")
	}
	if err := os.Remove(blocker); err != nil {
		t.Fatal(err)
	}
	sameTree(t, "after the failure", dir, oldTree)
}

// view is what a reader going by Pending (as tomlfile.ReadFile does) sees
// of the set's files: the pending text, or the file on disk; a missing
// file is left out.
func view(t *testing.T, set []SetFile) map[string]string {
	t.Helper()
	root, err := commonDir(set)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range set {
		rel, _ := filepath.Rel(root, f.Path)
		text, ok, err := Pending(f.Path, 1<<20)
		if err != nil {
			t.Fatalf("Pending(%s): %v", rel, err)
		}
		if !ok {
			b, err := os.ReadFile(f.Path)
			if err != nil {
				continue
			}
			text = b
		}
		out[filepath.ToSlash(rel)] = string(text)
	}
	return out
}

// stopAt runs fn with the set write's step hook stopping it at step n
// (panicking out of it, the files left as a kill there would leave them);
// it reports whether fn was stopped.
func stopAt(n int, fn func()) (stopped bool) {
	type stop struct{}
	k := 0
	step = func() {
		if k++; k == n {
			panic(stop{})
		}
	}
	defer func() {
		step = func() {}
		if r := recover(); r != nil {
			if _, ok := r.(stop); !ok {
				panic(r)
			}
			stopped = true
		}
	}()
	fn()
	return false
}

// Whatever step a set write stops at, readers going by Pending see all
// the old files or all the new ones, and Recover then leaves that on disk
// with nothing else (after the commit the set is finished, before it
// undone), whatever step Recover itself is stopped at before it runs
// again. (TestWriteSetKilled kills a real process at each step.)
func TestWriteSetStoppedAtEveryStep(t *testing.T) {
	committed := 0
	for n := 1; ; n++ {
		for m := 0; ; m++ { // stop Recover at step m; 0: let it run
			dir, set := setFixture(t)
			if !stopAt(n, func() { WriteSet(set) }) {
				sameTree(t, "not stopped", dir, newTree)
				if n < 8 {
					t.Errorf("the set write has only %d steps", n-1)
				}
				if committed == 0 {
					t.Error("no stop came after the commit")
				}
				return
			}
			want := oldTree
			if j, err := readJournal(dir); err != nil {
				t.Fatal(err)
			} else if j != nil && j.Committed {
				want = newTree
			}
			if m == 0 && want["a.toml"] == "new a" {
				committed++
			}
			what := fmt.Sprintf("write stopped at step %d, Recover at %d", n, m)
			recovered := m > 0 && !stopAt(m, func() { Recover(dir) })
			if seen := view(t, set); !sameFiles(seen, want) {
				t.Errorf("%s: readers see %v, a mix", what, seen)
			}
			if err := Recover(dir); err != nil {
				t.Fatalf("%s: Recover: %v", what, err)
			}
			sameTree(t, what+", recovered", dir, want)
			if m > 0 && recovered {
				break
			}
		}
	}
}

// sameFiles reports whether got and want hold the same files and texts.
func sameFiles(got, want map[string]string) bool {
	if len(got) != len(want) {
		return false
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			return false
		}
	}
	return true
}

// Recover leaves alone a file another program changed after the set was
// cut short, saying so: the file keeps its text, the save's stays beside
// it, and readers are told why the set cannot be finished.
func TestRecoverLeavesFileChangedSince(t *testing.T) {
	dir, set := setFixture(t)
	// Stop after the commit, before any file is replaced.
	stopAt(6, func() { WriteSet(set) })
	if _, ok, _ := Pending(set[0].Path, 100); !ok {
		t.Fatal("the set is not committed at step 6")
	}
	if err := os.WriteFile(set[1].Path, []byte("theirs"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := Recover(dir)
	if err == nil || !strings.Contains(err.Error(), "sub/b.toml was changed by another program") || !strings.Contains(err.Error(), JournalName) {
		t.Fatalf("Recover over a changed file: %v", err)
	}
	if b, _ := os.ReadFile(set[1].Path); string(b) != "theirs" {
		t.Errorf("the changed file is now %q", b)
	}
	if _, err := os.Stat(newPath(set[1].Path)); err != nil {
		t.Errorf("the save's text of it is gone: %v", err)
	}
}

// A journal Sandtable cannot read stops readers below it with an error
// naming it, rather than letting them see a set half written; a damaged
// new text too.
func TestPendingRefusesBadJournalAndDamagedText(t *testing.T) {
	dir, set := setFixture(t)
	stopAt(6, func() { WriteSet(set) })
	if err := os.WriteFile(newPath(set[1].Path), []byte("new B"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Pending(set[1].Path, 100); err == nil || !strings.Contains(err.Error(), "sub/b.toml is missing or damaged") {
		t.Errorf("Pending of a damaged new text: %v", err)
	}
	if _, ok, err := Pending(set[0].Path, 100); !ok || err != nil {
		t.Errorf("Pending of a sound one: %v, %v", ok, err)
	}
	journal := filepath.Join(dir, JournalName)
	for _, text := range []string{"not json", `{"format":"sandtable-save-journal 1","committed":true,"files":[{"path":"../x","new":"00"}]}`} {
		if err := os.WriteFile(journal, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, _, err := Pending(set[1].Path, 100); err == nil || !strings.Contains(err.Error(), journal) {
			t.Errorf("Pending under journal %q: %v", text, err)
		}
		if err := Recover(dir); err == nil || !strings.Contains(err.Error(), journal) {
			t.Errorf("Recover of journal %q: %v", text, err)
		}
	}
}
