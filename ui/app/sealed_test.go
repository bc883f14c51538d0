package app

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/rules"
)

// The Save dialog says that the file holds every side's secrets (issue 11:
// "a hotseat save holds every secret: say so in the Save dialog").
func TestSaveDialogSaysTheFileHoldsEverySecret(t *testing.T) {
	w := newTestWindow(t)
	var title string
	w.pick = func(save bool, t string, _, _, _ string, _ []string, done func(string)) {
		title = t
		done("")
	}
	w.saveAs()
	if !strings.Contains(title, "holds every side's secrets") {
		t.Errorf("Save dialog title %q does not say the file holds every side's secrets", title)
	}
}

// A sealed save is not misread as a scenario: the window says why it does
// not open it and what does.
func TestOpenSealedSaveSaysHowToReadIt(t *testing.T) {
	g, err := rules.StartGame("builtin:test-hex-flat", nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	l, err := rules.NewLocks(g, map[string]string{"allies": "a", "central": "c"})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "sealed.toml")
	if err := g.SaveSealedFile(path, l); err != nil {
		t.Fatal(err)
	}
	_, saved, err := open(path)
	if !errors.Is(err, rules.ErrSealedSave) || saved != "" {
		t.Fatalf("open(sealed save) = %q, %v; want rules.ErrSealedSave", saved, err)
	}
	for _, want := range []string{path, "passphrase", "--side SIDE", "sandtable replay"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q: %v", want, err)
		}
	}
}
