package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sealedGame plays testdata/moves.txt on test-hex-flat (sides allies and
// central) and saves it sealed under the passphrases in the environment.
func sealedGame(t *testing.T) string {
	t.Helper()
	t.Setenv("SANDTABLE_PASSPHRASE_ALLIES", "allied secret")
	t.Setenv("SANDTABLE_PASSPHRASE_CENTRAL", "central secret")
	save := filepath.Join(t.TempDir(), "game.toml")
	code, out, errOut := sandtable(t, "play", "builtin:test-hex-flat", "--script", "testdata/moves.txt", "--seed", "7", "--save", save, "--seal")
	if code != 0 {
		t.Fatalf("play --seal: exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "saved 6 actions to "+save) {
		t.Fatalf("play --seal output:\n%s", out)
	}
	data, _ := os.ReadFile(save)
	if !strings.Contains(string(data), `format = "sandtable-sealed-save"`) || strings.Contains(string(data), "seed =") {
		t.Fatalf("not a sealed save, or the seed is in the clear:\n%s", data)
	}
	return save
}

func TestStateOfSealedSave(t *testing.T) {
	save := sealedGame(t)

	// The referee's view would show every secret: refused, saying what to do.
	code, out, errOut := sandtable(t, "state", save, "--json")
	if code == 0 || out != "" {
		t.Fatalf("state --json of a sealed save: exit %d, printed %q", code, out)
	}
	for _, want := range []string{"sealed", "--side SIDE", "central, allies", "SANDTABLE_PASSPHRASE_SIDE", "prompt"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("refusal lacks %q: %s", want, errOut)
		}
	}

	// One side's view needs only that side's passphrase.
	os.Unsetenv("SANDTABLE_PASSPHRASE_CENTRAL")
	code, js, errOut := sandtable(t, "state", save, "--json", "--side", "allies")
	if code != 0 {
		t.Fatalf("state --side allies: exit %d: %s", code, errOut)
	}
	var st struct {
		Actions  int     `json:"actions"`
		Checksum *string `json:"checksum"`
		State    struct {
			Side string `json:"side"`
		} `json:"state"`
	}
	if err := json.Unmarshal([]byte(js), &st); err != nil {
		t.Fatal(err)
	}
	if st.Actions != 6 || st.State.Side != "allies" || st.Checksum != nil {
		t.Errorf("state --side allies: %+v\n%s", st, js)
	}

	// The other side's passphrase is not set and there is no terminal.
	code, _, errOut = sandtable(t, "state", save, "--json", "--side", "central")
	if code == 0 || !strings.Contains(errOut, "set SANDTABLE_PASSPHRASE_CENTRAL") {
		t.Errorf("no passphrase: exit %d: %s", code, errOut)
	}
	// A wrong one names the side and the field, and leaves the file alone.
	before, _ := os.ReadFile(save)
	t.Setenv("SANDTABLE_PASSPHRASE_CENTRAL", "allied secret")
	code, _, errOut = sandtable(t, "state", save, "--json", "--side", "central")
	if code == 0 || !strings.Contains(errOut, "wrong passphrase for central") || !strings.Contains(errOut, "side[0].secrets") {
		t.Errorf("wrong passphrase: exit %d: %s", code, errOut)
	}
	if after, _ := os.ReadFile(save); string(after) != string(before) {
		t.Error("a refused passphrase changed the save")
	}
	code, _, errOut = sandtable(t, "state", save, "--json", "--side", "nobody")
	if code != 2 || !strings.Contains(errOut, "central, allies") {
		t.Errorf("unknown side: exit %d: %s", code, errOut)
	}
}

func TestReplayOfSealedSaveNeedsEveryPassphrase(t *testing.T) {
	save := sealedGame(t)
	code, out, errOut := sandtable(t, "replay", save)
	if code != 0 || !strings.Contains(out, "2. central roll 2d6") || !strings.Contains(out, "seed 7") {
		t.Fatalf("replay with both passphrases: exit %d: %s\n%s", code, errOut, out)
	}
	os.Unsetenv("SANDTABLE_PASSPHRASE_CENTRAL")
	code, _, errOut = sandtable(t, "replay", save)
	if code == 0 || !strings.Contains(errOut, "SANDTABLE_PASSPHRASE_CENTRAL") {
		t.Errorf("replay without central's passphrase: exit %d: %s", code, errOut)
	}
}

func TestPassphraseEnv(t *testing.T) {
	for side, want := range map[string]string{"allies": "SANDTABLE_PASSPHRASE_ALLIES", "red-army 2": "SANDTABLE_PASSPHRASE_RED_ARMY_2"} {
		if got := passphraseEnv(side); got != want {
			t.Errorf("passphraseEnv(%q) = %q; want %q", side, got, want)
		}
	}
}

// replay --side on a sealed save prints that side's log with its own
// passphrase only: the same log lines as replay --side on a plain save of
// the same game.
func TestReplayOfSealedSaveForOneSide(t *testing.T) {
	save := sealedGame(t)
	plain := filepath.Join(t.TempDir(), "plain.toml")
	if code, _, errOut := sandtable(t, "play", "builtin:test-hex-flat", "--script", "testdata/moves.txt", "--seed", "7", "--save", plain); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errOut)
	}
	_, want, _ := sandtable(t, "replay", plain, "--side", "allies")
	os.Unsetenv("SANDTABLE_PASSPHRASE_CENTRAL")
	code, out, errOut := sandtable(t, "replay", save, "--side", "allies")
	if code != 0 {
		t.Fatalf("replay --side allies with the allies' passphrase only: exit %d: %s", code, errOut)
	}
	logLines := func(s string) []string { // the numbered actions and their events
		var out []string
		for _, l := range strings.Split(s, "\n") {
			if l != "" && (l[0] >= '0' && l[0] <= '9' || strings.HasPrefix(l, "   ")) {
				out = append(out, l)
			}
		}
		return out
	}
	got, exp := logLines(out), logLines(want)
	if len(exp) < 6 || strings.Join(got, "\n") != strings.Join(exp, "\n") {
		t.Errorf("sealed replay --side allies:\n%s\nwant the log lines of the plain save's:\n%s", out, want)
	}
	if !strings.Contains(out, "as allies sees it") || !strings.Contains(out, "-- after 6 actions") || strings.Contains(out, "seed 7") {
		t.Errorf("header or status: %s", out)
	}
	// Central's log needs central's passphrase, which is not there.
	code, _, errOut = sandtable(t, "replay", save, "--side", "central")
	if code == 0 || !strings.Contains(errOut, "SANDTABLE_PASSPHRASE_CENTRAL") {
		t.Errorf("replay --side central without its passphrase: exit %d: %s", code, errOut)
	}
	code, _, errOut = sandtable(t, "replay", save, "--side", "nobody")
	if code != 2 || !strings.Contains(errOut, "central, allies") {
		t.Errorf("unknown side: exit %d: %s", code, errOut)
	}
}

// On a console shared with a Command Prompt that does not wait (the
// windowed Windows build's commands), a passphrase is taken from its
// variable only: the prompt would race the shell for what is typed.
func TestNoPassphrasePromptOnASharedConsole(t *testing.T) {
	defer func(v bool) { stdinShared = v }(stdinShared)
	stdinShared = true
	t.Setenv("SANDTABLE_PASSPHRASE_ALLIES", "allied secret")
	if p, err := askPassphrase("allies"); err != nil || p != "allied secret" {
		t.Errorf("with the variable set: %q, %v; want the variable's passphrase", p, err)
	}
	os.Unsetenv("SANDTABLE_PASSPHRASE_ALLIES") // restored by t.Setenv's clean-up
	_, err := askPassphrase("allies")
	if err == nil || !strings.Contains(err.Error(), "set SANDTABLE_PASSPHRASE_ALLIES first") || !strings.Contains(err.Error(), "not asked for here") {
		t.Errorf("without it: %v; want a refusal naming SANDTABLE_PASSPHRASE_ALLIES and saying why there is no prompt", err)
	}
}
