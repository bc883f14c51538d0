package fyneoverlay

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// overlayEntry is one line of third_party/overlay/overlay.txt.
type overlayEntry struct {
	module, version, file, sum string
}

func readOverlayList(t *testing.T) []overlayEntry {
	t.Helper()
	f, err := os.Open("../../third_party/overlay/overlay.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []overlayEntry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 3 {
			t.Fatalf("overlay.txt: %q: want MODULE@VERSION FILE SHA256", line)
		}
		mod, ver, _ := strings.Cut(fields[0], "@")
		out = append(out, overlayEntry{module: mod, version: ver, file: fields[1], sum: fields[2]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// The overlay replaces files of the exact module versions go.mod pins: after
// an upgrade of Fyne (or sqweek/dialog) this fails until the patches are
// made again against the new files (third_party/overlay/README.md).
func TestOverlayMatchesPinnedModules(t *testing.T) {
	entries := readOverlayList(t)
	if len(entries) == 0 {
		t.Fatal("overlay.txt lists no files")
	}
	type modInfo struct{ Version, Dir string }
	mods := map[string]modInfo{}
	for _, e := range entries {
		repl := filepath.Join("../../third_party/overlay", e.module, e.file)
		if _, err := os.Stat(repl); err != nil {
			t.Errorf("%s: the replacement file is missing: %v", e.file, err)
		}
		if e.module == "sandtable" {
			if e.sum != "new" {
				t.Errorf("%s: files of sandtable itself can only be added (\"new\")", e.file)
			}
			if _, err := os.Stat(filepath.Join("../..", e.file)); err == nil {
				t.Errorf("%s exists in the repository: the overlay would hide it", e.file)
			}
			continue
		}
		m, ok := mods[e.module]
		if !ok {
			// go mod download -json: the version go.mod selects, and where
			// the module cache holds it (downloading it if need be).
			cmd := exec.Command("go", "mod", "download", "-json", e.module)
			cmd.Dir = "../.."
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("go mod download %s: %v", e.module, err)
			}
			if err := json.Unmarshal(out, &m); err != nil {
				t.Fatalf("go mod download %s: %v", e.module, err)
			}
			mods[e.module] = m
		}
		if m.Version != e.version {
			t.Errorf("go.mod pins %s %s, but the overlay patches %s: make the patches again against the new version (third_party/overlay/README.md)",
				e.module, m.Version, e.version)
			continue
		}
		orig := filepath.Join(m.Dir, e.file)
		data, err := os.ReadFile(orig)
		if e.sum == "new" {
			if err == nil {
				t.Errorf("%s %s now has %s, which the overlay adds", e.module, e.version, e.file)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %s: %v", e.module, e.version, err)
			continue
		}
		sum := sha256.Sum256(data)
		if got := hex.EncodeToString(sum[:]); got != e.sum {
			t.Errorf("%s %s: %s has sha256 %s, the overlay was made from %s", e.module, e.version, e.file, got, e.sum)
		}
	}
}
