package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"sandtable/scenarios"
)

// timing hides the one line that differs from run to run.
var timing = regexp.MustCompile(`[0-9.]+ ms\n$`)

// sandtable odds on a battle worked out by hand (rules.TestBattleSupport):
// attacker wins 83/95 = 87.4%, both destroyed 4/95 = 4.2%, defender
// holds 8/95 = 8.4%; infantry and artillery left 10/19 = 52.6%, the
// artillery alone 33/95 = 34.7%; the attacker loses the infantry's 3 IPC
// 1 - 10/19 = 9/19 of the time and the artillery's 4 12/95 of the time:
// 3·9/19 + 4·12/95 = 183/95 = 1.9; the defender 3·87/95 = 2.7. Fought
// to the end the swing is 2.7 - 1.9 = +0.8, but the artillery alone
// against the infantry (1/3 each) is worth 3·2/5 - 4·2/5 - 1·1/5 = -3/5
// to fight on: retreating pays once the first rounds are over. After
// round 1: +3·10/27 + 0·5/27 - 3·4/27 = 2/3 (the JSON's values[1]);
// after round 3 the expected swing peaks (0.8368 against 0.8149 after
// round 2 and 0.8335 after round 4).
func TestOddsCommand(t *testing.T) {
	code, out, errOut := sandtable(t, "odds", "testdata/odds-support.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := `Attacker wins 87.4% · Defender holds 8.4% · Both destroyed 4.2%
Attacker left: 0 12.6% | 1 34.7% | 2 52.6%
  1 infantry, 1 artillery: 52.6%
  1 artillery: 34.7%
  none: 12.6%
Defender left: 0 91.6% | 1 8.4%
  none: 91.6%
  1 infantry: 8.4%
Expected IPC lost: attacker 1.9, defender 2.7
Best retreat: after round 3 (+0.8 IPC)
Computed exactly: 6 states, 1 line-up, X ms
`
	if got := timing.ReplaceAllString(out, "X ms\n"); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	oddsStdin = strings.NewReader("attacker germany: 1 infantry, 1 artillery\ndefender uk: 1 infantry\n")
	defer func() { oddsStdin = nil }()
	code, out, errOut = sandtable(t, "odds", "-", "--json")
	if code != 0 {
		t.Fatalf("json: exit %d: %s", code, errOut)
	}
	var rep struct {
		Exact   map[string]string `json:"exact"`
		Retreat struct {
			Best   int       `json:"best_round"`
			Values []float64 `json:"values"`
		} `json:"retreat"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.Exact["attacker_wins"] != "83/95" || rep.Exact["both_destroyed"] != "4/95" ||
		rep.Retreat.Best != 3 || math.Abs(rep.Retreat.Values[1]-2.0/3) > 1e-12 {
		t.Errorf("json %v %v:\n%s", err, rep, out)
	}
}

func TestOddsCommandErrors(t *testing.T) {
	oddsStdin = strings.NewReader("attacker germany: 1 infantry\ndefender uk: 2 camels\n")
	defer func() { oddsStdin = nil }()
	if code, _, errOut := sandtable(t, "odds", "-"); code != 1 || !strings.Contains(errOut, "standard input: aanorthafrica: odds: line 2: unknown unit \"camels\"") {
		t.Errorf("exit %d: %s", code, errOut)
	}
	if code, _, errOut := sandtable(t, "odds"); code != 2 || !strings.Contains(errOut, "odds needs exactly one FILE") {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

// -scenario takes the unit values from a scenario's [rules.units]: with
// the standard infantry made to defend at 0, the British infantry never
// hits and the attack always wins; a scenario of other rules is refused.
func TestOddsCommandScenario(t *testing.T) {
	text, _, err := scenarios.BuiltinData("aa-north-africa")
	if err != nil {
		t.Fatal(err)
	}
	old := "infantry  = { attack = 1, defence = 2, move = 1, cost = 3 }"
	if !strings.Contains(string(text), old) {
		t.Fatal("the bundled scenario's infantry line changed")
	}
	path := filepath.Join(t.TempDir(), "weak.toml")
	if err := os.WriteFile(path, []byte(strings.Replace(string(text), old, "infantry  = { attack = 1, defence = 0, move = 1, cost = 3 }", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := sandtable(t, "odds", "-scenario", path, "testdata/odds-support.txt")
	if code != 0 || !strings.HasPrefix(out, "Attacker wins 100.0% · Defender holds 0% · Both destroyed 0%\n") {
		t.Errorf("exit %d: %s%s", code, out, errOut)
	}
	code, _, errOut = sandtable(t, "odds", "-scenario", "builtin:test-square", "testdata/odds-support.txt")
	if code != 1 || !strings.Contains(errOut, "is for rules") {
		t.Errorf("other rules: exit %d: %s", code, errOut)
	}
}
