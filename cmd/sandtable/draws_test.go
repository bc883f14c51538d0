package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// cupTest is freeplay plus a cup of three chits (2, 5, 9): the acting side
// may "draw" one, which the log names to that side only.
type cupTest struct{}

func (cupTest) ID() string   { return "cup-test" }
func (cupTest) Name() string { return "Cup (test)" }
func (cupTest) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &cupState{State: st, Cup: rules.NewDeck("activation cup", "chit", "2", "5", "9")}, err
}

type cupState struct {
	rules.State
	Cup rules.Deck
}

func (s *cupState) Clone() rules.State {
	return &cupState{State: s.State.Clone(), Cup: s.Cup.Clone()}
}

func (s *cupState) Legal(side string) []rules.Action {
	out := s.State.Legal(side)
	if len(out) > 0 && s.Cup.Len() > 0 {
		out = append(out, rules.Action{Side: side, Verb: "draw"})
	}
	return out
}

func (s *cupState) Check(a rules.Action) error {
	if a.Verb == "draw" {
		if !slices.ContainsFunc(s.Legal(a.Side), a.Equal) {
			return rules.Refuse(a, "cup 1", "no chit to draw now")
		}
		return nil
	}
	return s.State.Check(a)
}

func (s *cupState) Apply(a rules.Action, ctx *rules.Context) error {
	if a.Verb != "draw" {
		return s.State.Apply(a, ctx)
	}
	chit, err := s.Cup.Draw(ctx, rules.SidesOnly(a.Side))
	if err != nil {
		return err
	}
	ctx.LogTo(rules.SidesOnly(a.Side), "chit %s drawn", chit)
	return nil
}

func init() { rules.Register(cupTest{}) }

// cupScenario is test-hex-flat played with the cup-test module, as a file.
func cupScenario(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../../scenarios/data/test-hex-flat.toml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), `module = "freeplay"`, `module = "cup-test"`, 1)
	if text == string(data) {
		t.Fatal("test-hex-flat.toml does not name the freeplay module")
	}
	p := filepath.Join(t.TempDir(), "cup.toml")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A script enters physical draws with "drew chit 5" lines (or --draws):
// each is used by the next action that draws; a draw that is missing or
// not in the cup stops the script, saying what to do.
func TestPlayTakesPhysicalDraws(t *testing.T) {
	scen := cupScenario(t)
	dir := t.TempDir()
	script := func(lines ...string) string {
		p := filepath.Join(dir, "s.txt")
		if err := os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		name   string
		args   []string
		lines  []string
		code   int
		want   []string
		unwant []string
	}{
		{"script lines", nil, []string{"drew chit 5", "central draw", "drew chit 9", "central draw"}, 0,
			[]string{"manual dice", "1. central draw\n   chit 5 drawn", "2. central draw\n   chit 9 drawn"}, nil},
		{"flag", []string{"--draws", "9,2"}, []string{"central draw", "central draw"}, 0,
			[]string{"manual dice", "chit 9 drawn", "chit 2 drawn"}, nil},
		{"missing", nil, []string{"drew chit 5", "central draw", "central draw"}, 1,
			[]string{"s.txt:3: central draw: rules: draw a chit from the activation cup and enter it", `a line "drew KIND ID" before it, or --draws`}, []string{"2. central draw"}},
		{"not in the cup", nil, []string{"drew chit 7", "central draw"}, 1,
			[]string{`s.txt:2: central draw: rules: entered chit "7" is not in the activation cup`}, []string{"1. central draw"}},
		{"not a draw", nil, []string{"drew 5", "central draw"}, 1,
			[]string{`s.txt:1: rules: "drew 5" is not a draw; write drew KIND ID`}, []string{"1. central draw"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"play", scen, "--script", script(tc.lines...)}, tc.args...)
			code, out, errOut := sandtable(t, args...)
			all := out + errOut
			if code != tc.code {
				t.Errorf("exit %d, want %d:\n%s", code, tc.code, all)
			}
			for _, w := range tc.want {
				if !strings.Contains(all, w) {
					t.Errorf("output lacks %q:\n%s", w, all)
				}
			}
			for _, w := range tc.unwant {
				if strings.Contains(all, w) {
					t.Errorf("output has %q:\n%s", w, all)
				}
			}
		})
	}
}

func TestParseDrawsFlag(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
		ok   bool
	}{
		{"", nil, true},
		{"37", []string{"37"}, true},
		{"37,2", []string{"37", "2"}, true},
		{"37, 2 c4", []string{"37", "2", "c4"}, true},
		{" , ", nil, false},
	} {
		got, err := parseDraws(tc.in)
		if (err == nil) != tc.ok || !slices.Equal(got, tc.want) {
			t.Errorf("parseDraws(%q) = %q, %v", tc.in, got, err)
		}
	}
}
