package main

import (
	"path/filepath"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
)

// secretSave saves a test-hex-flat game with the secret set-up in which the
// Central Powers have placed their artillery at W0906 and committed, and
// the Allies have placed their cavalry at W0405 but not committed.
func secretSave(t *testing.T) string {
	t.Helper()
	g, err := rules.StartGame("builtin:test-hex-flat", rules.Options{freeplay.OptionSecretSetup: true}, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	st := g.State().(*freeplay.State)
	alias := func(id string) string { return st.Units.Ref(unitIndex(st, id)) }
	for _, a := range []rules.Action{
		{Side: "central", Verb: "move", Args: []string{alias("ger-art/1"), "W0906"}},
		{Side: "allies", Verb: "move", Args: []string{alias("brit-cav/1"), "W0405"}},
		rules.CommitAction("central"),
	} {
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	path := filepath.Join(t.TempDir(), "secret.save.toml")
	if err := g.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	return path
}

func unitIndex(st *freeplay.State, id string) int {
	for i := range st.Units {
		if st.Units[i].ID == id {
			return i
		}
	}
	return -1
}

// replay --side and state --side show a side what it may see and nothing
// else: the Allies read the German placement as its cover only, and see
// the German counters face down; the Germans see their own in full.
func TestReplayAndStateForASide(t *testing.T) {
	save := secretSave(t)
	code, out, errOut := sandtable(t, "replay", save, "--side", "allies")
	if code != 0 {
		t.Fatal(errOut)
	}
	for _, want := range []string{"1. central secret: the Central Powers placed a counter face down",
		"brit-cav/1 (British cavalry division) placed face down: from W0506 to W0405", "as the Allies see it"} {
		if !strings.Contains(out, want) {
			t.Errorf("replay --side allies lacks %q:\n%s", want, out)
		}
	}
	for _, secret := range []string{"ger-art", "Monstrous", "seed 3"} {
		if strings.Contains(out, secret) {
			t.Errorf("replay --side allies names %q:\n%s", secret, out)
		}
	}
	code, out, errOut = sandtable(t, "replay", save, "--side", "central")
	if code != 0 || !strings.Contains(out, "ger-art/1 (Monstrous artillery) placed face down: from W1005 to W0906") || strings.Contains(out, "brit-cav") {
		t.Errorf("replay --side central (%d %s):\n%s", code, errOut, out)
	}
	code, out, errOut = sandtable(t, "state", save, "--json", "--side", "allies")
	if code != 0 {
		t.Fatal(errOut)
	}
	if strings.Contains(out, "ger-") || strings.Contains(out, "checksum") || !strings.Contains(out, `"type": "brit-cav"`) {
		t.Errorf("state --side allies:\n%s", out)
	}
	// The referee sees everything.
	code, out, _ = sandtable(t, "replay", save)
	if code != 0 || !strings.Contains(out, "ger-art/1") || !strings.Contains(out, "brit-cav/1") {
		t.Errorf("replay without --side:\n%s", out)
	}
	if code, _, errOut := sandtable(t, "replay", save, "--side", "martians"); code == 0 || !strings.Contains(errOut, "central, allies") {
		t.Errorf("replay --side martians: %d %s", code, errOut)
	}
}

// play --option sets scenario options: the secret set-up by script, and
// clear refusals of an unknown option or a value of the wrong kind.
func TestPlayOption(t *testing.T) {
	script := filepath.Join(t.TempDir(), "setup.txt")
	writeFile(t, filepath.Dir(script), "setup.txt", "central commit\nallies commit\n")
	code, out, errOut := sandtable(t, "play", "builtin:test-hex-flat", "--script", script, "--seed", "3", "--option", "secret_setup=true")
	if code != 0 || !strings.Contains(out, "every side has committed: the secret set-ups are revealed") {
		t.Errorf("play --option secret_setup=true: %d %s\n%s", code, errOut, out)
	}
	for _, tc := range []struct{ opt, want string }{
		{"secret_setup=maybe", `"maybe" is not true or false`},
		{"vp_target=lots", `"lots" is not a whole number`},
		{"fog=true", "the scenario's options are zeppelins, weather, secret_setup, vp_target"},
		{"secret_setup", "write ID=VALUE"},
	} {
		code, _, errOut := sandtable(t, "play", "builtin:test-hex-flat", "--script", script, "--option", tc.opt)
		if code == 0 || !strings.Contains(errOut, tc.want) {
			t.Errorf("--option %s: %d %q, want %q", tc.opt, code, errOut, tc.want)
		}
	}
}

// Issue 23: an alias is an id, not a name. In replay --side, a side reads
// its own face-down unit by its name and values, in a plain save and in
// a sealed one (whose side log is kept as the side read it); the other
// side reads "face-down unit of Germany (hidden:N)", as before. With seed
// 3 the German infantry at Aachen that moves first is hidden:34.
func TestReplayForASideNamesItsOwnFaceDownUnits(t *testing.T) {
	dir := t.TempDir()
	script := writeFile(t, dir, "s.txt", "allies end-phase\n"+strings.Repeat("germans end-phase\n", 4)+"germans move hidden:34 W7705\n")
	t.Setenv("SANDTABLE_PASSPHRASE_GERMANS", "german secret")
	t.Setenv("SANDTABLE_PASSPHRASE_ALLIES", "allied secret")
	own := "   German infantry division 4-4-4 (face down) moves W7805 Aachen → W7705"
	cover := "   face-down unit of Germany (hidden:34) moves W7805 Aachen → W7705"
	for _, seal := range []bool{false, true} {
		save := filepath.Join(dir, map[bool]string{false: "plain.toml", true: "sealed.toml"}[seal])
		args := []string{"play", "builtin:vernian-hidden", "--seed", "3", "--script", script, "--save", save}
		if seal {
			args = append(args, "--seal")
		}
		if code, out, errOut := sandtable(t, args...); code != 0 {
			t.Fatalf("play: exit %d: %s\n%s", code, errOut, out)
		}
		_, ger, errOut := sandtable(t, "replay", save, "--side", "germans")
		if !strings.Contains(ger, own) || strings.Contains(ger, "(hidden:34)") {
			t.Errorf("sealed %v: the Germans' replay lacks %q or names their unit by its alias (%s):\n%s", seal, own, errOut, ger)
		}
		_, all, errOut := sandtable(t, "replay", save, "--side", "allies")
		if !strings.Contains(all, cover) || strings.Contains(all, "(face down)") {
			t.Errorf("sealed %v: the Allies' replay lacks %q or names the unit (%s):\n%s", seal, cover, errOut, all)
		}
	}
}
