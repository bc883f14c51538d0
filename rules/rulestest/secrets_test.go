package rulestest_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// leaky is freeplay with one deliberate leak, to prove the checker fails:
// in the log, in the view or in a refusal it names a face-down counter of
// the Central Powers (ger-hq/1, hidden by test-hex-flat).
type leaky struct {
	*freeplay.State
	where string
}

type leakyModule struct{ where string }

func (m leakyModule) ID() string   { return "leaky-" + m.where }
func (m leakyModule) Name() string { return "Leaky toy" }
func (m leakyModule) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	if err != nil {
		return nil, err
	}
	return &leaky{st.(*freeplay.State), m.where}, nil
}

func (l *leaky) Clone() rules.State { return &leaky{l.State.Clone().(*freeplay.State), l.where} }

func (l *leaky) Apply(a rules.Action, ctx *rules.Context) error {
	if err := l.State.Apply(a, ctx); err != nil {
		return err
	}
	switch l.where {
	case "log":
		ctx.Logf("psst: the German HQ is ger-hq/1")
	case "log-type":
		ctx.Logf("psst: there is a ger-hq over there")
	}
	return nil
}

func (l *leaky) View(side string) rules.View {
	v := l.State.View(side)
	if l.where == "view" {
		v.Notes = append(v.Notes, "the face-down German counter is a German army HQ")
	}
	return v
}

func (l *leaky) Check(a rules.Action) error {
	err := l.State.Check(a)
	if l.where == "refusal" && err != nil && a.Side == "allies" {
		return rules.Refuse(a, "toy", "not while ger-hq/1 looks on")
	}
	return err
}

func init() {
	for _, w := range []string{"log", "log-type", "view", "refusal", "none"} {
		rules.Register(leakyModule{w})
	}
}

func TestSecretsCheckerCatchesLeaks(t *testing.T) {
	base, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ where, want string }{
		{"log", `log entry 1 given to the allies names "ger-hq/1"`},
		{"log-type", `log entry 1 given to the allies names "ger-hq"`},
		{"view", `the view given to the allies names "German army HQ"`},
		{"refusal", `given to the allies names "ger-hq/1"`},
		{"none", ""},
	} {
		t.Run(tc.where, func(t *testing.T) {
			s := *base
			s.Module = "leaky-" + tc.where
			g, err := rules.NewGame(&s, nil, 1, false)
			if err != nil {
				t.Fatal(err)
			}
			sc := &rulestest.SecretsChecker{Rand: rand.New(rand.NewPCG(1, 2)), Probes: 50}
			c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(3, 4)), EndBias: 0.3}
			if err = sc.Check(g); err == nil {
				_, err = rulestest.RandomPlayChecked(g, c, 200, sc.Check)
			}
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("no leak, but: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("got %v, want an error with %q", err, tc.want)
			}
		})
	}
}

// An id inside a longer id is not that id.
func TestWordBoundaries(t *testing.T) {
	for _, tc := range []struct {
		text, w string
		want    bool
	}{
		{"ger-inf/1 moved", "ger-inf", false},
		{"ger-inf-crack moved", "ger-inf", false},
		{"a ger-inf moved", "ger-inf", true},
		{`"type":"ger-inf"`, "ger-inf", true},
		{"ger-inf/10 moved", "ger-inf/1", false},
		{"ger-inf/1: moved", "ger-inf/1", true},
	} {
		if got := rulestest.NamesWord(tc.text, tc.w); got != tc.want {
			t.Errorf("NamesWord(%q, %q) = %v", tc.text, tc.w, got)
		}
	}
}
