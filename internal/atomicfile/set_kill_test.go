//go:build unix

package atomicfile

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"sandtable/internal/testchild"
)

func init() { children["set"] = setChild }

// setChild writes newSet(ATOMICFILE_TEST_DIR) or recovers that folder
// (ATOMICFILE_TEST_WHAT "save" or "recover"), killing itself with
// SIGKILL before step ATOMICFILE_TEST_KILL_AT.
func setChild() {
	dir := os.Getenv("ATOMICFILE_TEST_DIR")
	at, _ := strconv.Atoi(os.Getenv("ATOMICFILE_TEST_KILL_AT"))
	k := 0
	step = func() {
		if k++; k == at {
			testchild.KillSelf()
		}
	}
	var err error
	if os.Getenv("ATOMICFILE_TEST_WHAT") == "save" {
		err = WriteSet(newSet(dir))
	} else {
		err = Recover(dir)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// runSetChild runs setChild in another process; it reports whether the
// process was killed (false: it finished its work).
func runSetChild(t *testing.T, dir, what string, killAt int) bool {
	t.Helper()
	return testchild.Run(t, "set", "ATOMICFILE_TEST_DIR="+dir, "ATOMICFILE_TEST_WHAT="+what,
		"ATOMICFILE_TEST_KILL_AT="+strconv.Itoa(killAt))
}

// A process killed (SIGKILL) at any step of a set write, and then at any
// step of the Recover that follows, leaves what readers see (Pending) all
// old or all new, and the next Recover leaves that on disk and nothing
// else: new once the journal is committed, else old.
func TestWriteSetKilled(t *testing.T) {
	kills := 0
	for n := 1; ; n++ {
		for m := 0; ; m++ { // kill Recover at step m; 0: no Recover in another process
			dir, set := setFixture(t)
			if !runSetChild(t, dir, "save", n) {
				sameTree(t, "not killed", dir, newTree)
				if n < 8 {
					t.Errorf("the set write has only %d steps", n-1)
				}
				t.Logf("%d processes killed", kills)
				return
			}
			kills++
			want := oldTree
			if j, err := readJournal(dir); err != nil {
				t.Fatal(err)
			} else if j != nil && j.Committed {
				want = newTree
			}
			what := fmt.Sprintf("write killed at step %d, Recover at %d", n, m)
			killed := m > 0 && runSetChild(t, dir, "recover", m)
			kills += boolInt(killed)
			if seen := view(t, set); !sameFiles(seen, want) {
				t.Errorf("%s: readers see %v, a mix", what, seen)
			}
			if err := Recover(dir); err != nil {
				t.Fatalf("%s: Recover: %v", what, err)
			}
			sameTree(t, what+", recovered", dir, want)
			if m > 0 && !killed {
				break
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
