package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The Vernian example in docs/actions.md is played as the doc says (a
// script, --seed 7), and every line the doc quotes is in the output: the
// bombard's die with its modifier, the fortress eliminated, and the
// attack refused with its reason and rule. The doc's text is read, not
// copied here, so the doc cannot drift from the program.
func TestActionsDocVernianExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/actions.md")
	if err != nil {
		t.Fatal("the actions doc, whose Vernian example this test plays, is missing:", err)
	}
	text := string(doc)
	i := strings.Index(text, "## `vernian` verbs")
	if i < 0 {
		t.Fatal("docs/actions.md has no \"## `vernian` verbs\" section")
	}
	m := regexp.MustCompile("(?s)```\n(.*?)```\n\n(With `--seed 7`.*?)(?:\n\n|\n*$)").FindStringSubmatch(text[i:])
	if m == nil {
		t.Fatal("the vernian section has no script followed by a \"With `--seed 7`\" paragraph")
	}
	script, para := m[1], strings.Join(strings.Fields(m[2]), " ")
	quotes := regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(para, -1)
	var die, gone, refusal string
	for _, q := range quotes {
		switch {
		case strings.HasPrefix(q[1], "1d6 "):
			die = q[1]
		case strings.HasSuffix(q[1], " is eliminated"):
			gone = q[1]
		case strings.Contains(q[1], " holds no enemy ground units ("):
			refusal = q[1]
		}
	}
	if die == "" || gone == "" || refusal == "" {
		t.Fatalf("the paragraph quotes no die %q, elimination %q or refusal %q: %s", die, gone, refusal, para)
	}
	lines := strings.Split(strings.TrimSpace(script), "\n")
	attack := -1
	for n, l := range lines {
		if strings.HasPrefix(l, "germans attack ") {
			attack = n
		}
	}
	if attack < 0 {
		t.Fatalf("the script has no attack:\n%s", script)
	}

	path := filepath.Join(t.TempDir(), "vernian.txt")
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := sandtable(t, "play", "builtin:vernian", "--script", path, "--seed", "7")
	if code != 1 {
		t.Fatalf("exit %d, want 1 (the attack is refused)\n%s%s", code, out, errOut)
	}
	for _, want := range []string{die, gone} {
		if !strings.Contains(out, want) {
			t.Errorf("the log lacks %q:\n%s", want, out)
		}
	}
	if want := "vernian.txt:" + strconv.Itoa(attack+1) + ": " + lines[attack] + ": refused: " + refusal; !strings.Contains(errOut, want) {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
	if !strings.Contains(out, "-- after "+strconv.Itoa(attack)+" actions") {
		t.Errorf("want exactly the %d actions before the attack applied:\n%s", attack, out)
	}
}

// The Green Fields example in docs/actions.md is played as the doc says
// (its script, with the --seed the paragraph before it and the --dice the
// paragraph after it give, in the module's test scenario), and every log
// line the paragraph quotes is in the output; the last action is refused
// with the reason and rule quoted.
func TestActionsDocGreenfieldsExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/actions.md")
	if err != nil {
		t.Fatal("the actions doc, whose Green Fields example this test plays, is missing:", err)
	}
	text := string(doc)
	i := strings.Index(text, "## `greenfields` verbs")
	if i < 0 {
		t.Fatal("docs/actions.md has no \"## `greenfields` verbs\" section")
	}
	text = text[i:]
	if j := strings.Index(text[1:], "\n## "); j >= 0 {
		text = text[:j+1]
	}
	m := regexp.MustCompile("(?s)```\n(.*?)```\n\n(With `--dice ([0-9,]+)`.*?)(?:\n\n|\n*$)").FindStringSubmatch(text)
	if m == nil {
		t.Fatal("the greenfields section has no script followed by a \"With `--dice ...`\" paragraph")
	}
	script, para, dice := m[1], strings.Join(strings.Fields(m[2]), " "), m[3]
	// The script names face-down units by aliases drawn from the seed.
	seed := regexp.MustCompile("With `--seed ([0-9]+)`").FindStringSubmatch(text)
	if seed == nil {
		t.Fatal("the greenfields section does not say with which `--seed` its aliases are drawn")
	}
	var logged []string
	refusal := ""
	for _, q := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(para, -1) {
		switch {
		case strings.HasPrefix(q[1], "--dice") || strings.HasPrefix(q[1], "sandtable ") || q[1] == "assault" || strings.HasSuffix(q[1], ".go"):
		case strings.HasSuffix(q[1], ")") && strings.Contains(q[1], "(003 "):
			refusal = q[1]
		default:
			logged = append(logged, q[1])
		}
	}
	if len(logged) < 3 || refusal == "" {
		t.Fatalf("the paragraph quotes %d log lines (want 3 or more) and refusal %q: %s", len(logged), refusal, para)
	}
	lines := strings.Split(strings.TrimSpace(script), "\n")
	path := filepath.Join(t.TempDir(), "greenfields.txt")
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := sandtable(t, "play", "../../rules/greenfields/testdata/gf-test.toml", "--script", path, "--seed", seed[1], "--dice", dice)
	if code != 1 {
		t.Fatalf("exit %d, want 1 (the last action is refused)\n%s%s", code, out, errOut)
	}
	for _, want := range logged {
		if !strings.Contains(out, want) {
			t.Errorf("the log lacks %q:\n%s", want, out)
		}
	}
	last := len(lines) - 1
	if want := "greenfields.txt:" + strconv.Itoa(last+1) + ": " + lines[last] + ": refused: " + refusal; !strings.Contains(errOut, want) {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
	if !strings.Contains(out, "-- after "+strconv.Itoa(last)+" actions") {
		t.Errorf("want exactly the %d actions before the last applied:\n%s", last, out)
	}
}
