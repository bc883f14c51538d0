package freeplay_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// A freeplay roll changes nothing on the board, so only the checksum's
// cover of the dice can tell that a manual die of a save was edited: the
// save must then be refused, not loaded as a different game.
func TestEditedManualRollIsRefused(t *testing.T) {
	s, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(s, nil, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	g.Ref = "builtin:test-hex-flat"
	side := g.Status().Active[0]
	g.EnterDice(3, 5)
	before, _ := json.Marshal(g.State().View(""))
	a, err := rules.ParseAction(side + " roll 2d6")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(a); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	open := func(string) (*scenarios.Scenario, error) { return scenarios.Builtin("test-hex-flat") }
	loaded, err := rules.LoadSave("s.toml", []byte(good), open)
	if err != nil {
		t.Fatalf("the save as written: %v", err)
	}
	if faces := loaded.Log()[0].Faces; len(faces) != 2 || faces[0] != 3 || faces[1] != 5 {
		t.Fatalf("loaded roll faces %v, want [3 5]", faces)
	}
	// The roll left the state as it was: a checksum of the state alone
	// would not see the edit.
	if after, _ := json.Marshal(g.State().View("")); !bytes.Equal(after, before) {
		t.Fatalf("the roll changed the state:\n%s\n%s", before, after)
	}
	bad := strings.Replace(good, "dice = [3, 5]", "dice = [4, 5]", 1)
	if bad == good {
		t.Fatalf("no \"dice = [3, 5]\" in the save:\n%s", good)
	}
	_, err = rules.LoadSave("s.toml", []byte(bad), open)
	want := "s.toml:11:1: the file was altered or damaged, or the rules have changed since it was saved: replaying its 1 action does not give the game it recorded"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("edited die: err = %v\nwant %s...", err, want)
	}
}

// Save never writes what LoadSave would refuse: a log too long for
// rules.MaxSaveSize (here 25,000 rolls, some 1.2 MB) is an error, and
// nothing is written.
func TestSaveRefusesWhatCouldNotBeLoaded(t *testing.T) {
	g, err := rules.StartGame("builtin:test-hex-flat", nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	a, err := rules.ParseAction(g.Status().Active[0] + " roll 1d6")
	if err != nil {
		t.Fatal(err)
	}
	for range 25000 {
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	err = g.Save(&buf)
	if err == nil || !strings.HasPrefix(err.Error(), "rules: save: 25000 actions make a save of ") ||
		!strings.HasSuffix(err.Error(), " MB, more than the 1 MB a saved game may have") || buf.Len() != 0 {
		t.Errorf("err %v, %d bytes written", err, buf.Len())
	}
}
