package kit

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// toy is a two-phase game on a Rulebook: in "march" red steps 1 or 2
// (and must step once before the phase ends); a step of 2 asks red to
// pick "left" or "right"; in "rest" blue camps. The game ends when blue
// camps a third time.
type toy struct {
	phase, choice string
	stepped       int
	camps         int
	seen          []string // moments run, in order
	failAfter     bool     // the AfterAction handler fails
}

const (
	ruleSeq   = "T Sequence"
	ruleTurn  = "T Who acts"
	ruleMarch = "T March"
	rulePick  = "T Pick"
	ruleEnd   = "T End"
)

var toyBook = newToyBook()

func newToyBook() *Rulebook[*toy] {
	b := NewRulebook[*toy]("toy")
	b.Use(Hooks[*toy]{
		Sides:  []string{"red", "blue"},
		Phase:  func(st *toy) string { return st.phase },
		Choice: func(st *toy) string { return st.choice },
		Ended: func(st *toy) (string, string) {
			if st.camps >= 3 {
				return "blue wins", ruleEnd
			}
			return "", ""
		},
		SideName:     func(st *toy, side string) string { return map[string]string{"red": "Reds", "blue": "Blues"}[side] },
		SequenceRule: ruleSeq, TurnRule: ruleTurn,
	})
	b.Stage(Stage[*toy]{ID: "march", Name: "March", Rule: ruleMarch, Verbs: []string{"step"},
		Who:    func(*toy) []string { return []string{"red"} },
		Prompt: func(*toy, string) string { return "Step, then end the phase" },
		MustFinish: func(st *toy) *rules.Refusal {
			if st.stepped == 0 {
				return &rules.Refusal{Rule: ruleMarch, Reason: "step at least once first"}
			}
			return nil
		},
		Checklist: func(st *toy, _ string) []rules.CheckItem {
			return []rules.CheckItem{{Text: "Step once", Done: st.stepped > 0, Required: true}}
		}})
	b.Stage(Stage[*toy]{ID: "rest", Name: "Rest", Verbs: []string{"camp"},
		Who: func(*toy) []string { return []string{"blue"} }})
	b.Stage(Stage[*toy]{ID: "pick", Name: "way to go", Rule: rulePick, Choice: true, Verbs: []string{"pick"},
		Who:     func(*toy) []string { return []string{"red"} },
		Prompt:  func(_ *toy, viewer string) string { return "Choose the way (" + viewer + ")" },
		Default: func(*toy) rules.Action { return rules.Action{Side: "red", Verb: "pick", Args: []string{"left"}} }})
	b.Verb(Verb[*toy]{Name: "step", Args: "N", Help: "Step N paces.", Rule: ruleMarch,
		Gen: func(st *toy, side, arg0 string) []rules.Action {
			var out []rules.Action
			for _, n := range []string{"1", "2"} {
				if arg0 == "" || arg0 == n {
					out = append(out, rules.Action{Side: side, Verb: "step", Args: []string{n}})
				}
			}
			return out
		},
		Why: func(st *toy, a rules.Action) *rules.Refusal {
			if len(a.Args) != 1 {
				return rules.Refuse(a, "", "step takes N")
			}
			return nil
		},
		Apply: func(st *toy, a rules.Action, ctx *rules.Context) error {
			st.stepped++
			if a.Args[0] == "2" {
				st.choice = "pick"
			}
			return nil
		},
		Describe: func(st *toy, a rules.Action, viewer string) (string, bool) {
			return "Step " + a.Args[0] + " paces", len(a.Args) == 1
		}})
	b.Verb(Verb[*toy]{Name: "pick", Args: "WAY", Rule: rulePick,
		Gen: func(st *toy, side, arg0 string) []rules.Action {
			return []rules.Action{{Side: side, Verb: "pick", Args: []string{"left"}}, {Side: side, Verb: "pick", Args: []string{"right"}}}
		},
		Apply: func(st *toy, a rules.Action, ctx *rules.Context) error { st.choice = ""; return nil }})
	b.Verb(Verb[*toy]{Name: "camp", Rule: "T Rest",
		Gen: func(st *toy, side, arg0 string) []rules.Action {
			return []rules.Action{{Side: side, Verb: "camp"}}
		},
		Apply: func(st *toy, a rules.Action, ctx *rules.Context) error {
			st.camps++
			st.phase = "march"
			st.stepped = 0
			return nil
		}})
	b.Verb(b.EndPhaseVerb("End the phase.", func(st *toy, ctx *rules.Context) error {
		if err := b.Run(st, Leave(st.phase), ctx); err != nil {
			return err
		}
		st.phase = "rest"
		return b.Run(st, Enter(st.phase), ctx)
	}, func(st *toy, viewer string) string { return "End the " + st.phase }))
	b.On(AfterAction, func(st *toy, ctx *rules.Context) error {
		st.seen = append(st.seen, "after")
		if st.failAfter {
			return errors.New("toy: the dice ran out")
		}
		return nil
	})
	b.On(Leave("march"), func(st *toy, ctx *rules.Context) error { st.seen = append(st.seen, "leave march"); return nil })
	b.On(Enter("rest"), func(st *toy, ctx *rules.Context) error { st.seen = append(st.seen, "enter rest"); return nil })
	return b
}

func act(side, verb string, args ...string) rules.Action {
	return rules.Action{Side: side, Verb: verb, Args: args}
}

func TestRulebookRefusals(t *testing.T) {
	b := toyBook
	cases := []struct {
		name     string
		st       toy
		a        rules.Action
		rule     string
		reason   string // the whole reason
		accepted bool
	}{
		{"legal step", toy{phase: "march"}, act("red", "step", "2"), "", "", true},
		{"no such side", toy{phase: "march"}, act("green", "step", "1"), ruleTurn, `no side "green" (sides: red, blue)`, false},
		{"not your turn", toy{phase: "march"}, act("blue", "camp"), ruleTurn, "it is the March: the Blues do not act now", false},
		{"no such verb", toy{phase: "march"}, act("red", "fly"), ruleSeq, `no verb "fly" in this game (verbs: camp, end-phase, pick, step)`, false},
		{"not in this phase", toy{phase: "march"}, act("red", "camp"), ruleSeq, `"camp" is not done in the March, where the rules allow "end-phase" or "step"`, false},
		{"choice verb with no choice", toy{phase: "march"}, act("red", "pick", "left"), rulePick, "there is no choice to make now: pick answers a pending way to go", false},
		{"waiting for a choice", toy{phase: "rest", choice: "pick"}, act("blue", "camp"), rulePick, "the game waits for the Reds to choose: Choose the way (*)", false},
		{"first choose", toy{phase: "march", choice: "pick"}, act("red", "step", "1"), rulePick, "first choose: Choose the way (*)", false},
		{"why of the verb, rule from the verb", toy{phase: "march"}, act("red", "step"), ruleMarch, "step takes N", false},
		{"no why: not a legal", toy{phase: "march"}, act("red", "step", "3"), ruleMarch, "not a legal step now", false},
		{"must finish", toy{phase: "march"}, act("red", "end-phase"), ruleMarch, "step at least once first", false},
		{"end-phase with arguments", toy{phase: "march", stepped: 1}, act("red", "end-phase", "x"), ruleSeq, "end-phase takes no arguments", false},
		{"game over", toy{phase: "march", camps: 3}, act("red", "step", "1"), ruleEnd, "the game is over: blue wins", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := c.st
			err := b.Check(&st, c.a)
			listed := slices.ContainsFunc(b.Legal(&st, c.a.Side), c.a.Equal)
			if listed != (err == nil) {
				t.Fatalf("Legal lists it: %v, but Check says %v", listed, err)
			}
			if c.accepted {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var r *rules.Refusal
			if !errors.As(err, &r) {
				t.Fatalf("got %v, want a refusal", err)
			}
			if r.Rule != c.rule || r.Reason != c.reason || !r.Action.Equal(c.a) {
				t.Fatalf("refusal (%s) %q of %v, want (%s) %q", r.Rule, r.Reason, r.Action, c.rule, c.reason)
			}
		})
	}
}

func TestRulebookPlay(t *testing.T) {
	b := toyBook
	st := &toy{phase: "march"}
	if got := b.Legal(st, "blue"); got != nil {
		t.Fatalf("blue may act in the march: %v", got)
	}
	if got, want := b.LegalVerbs(st, "red"), []string{"step"}; !slices.Equal(got, want) {
		t.Fatalf("LegalVerbs = %v, want %v (end-phase waits for a step)", got, want)
	}
	if got := b.LegalWith(st, "red", "step", "2"); len(got) != 1 || got[0].Args[0] != "2" {
		t.Fatalf("LegalWith step 2 = %v", got)
	}
	if got := b.Prompt(st, "red"); got != "Step, then end the phase" {
		t.Fatalf("prompt %q", got)
	}
	if cl := b.Checklist(st, "red"); len(cl) != 1 || cl[0].Done {
		t.Fatalf("checklist %v", cl)
	}
	if err := b.Apply(st, act("red", "step", "2"), nil); err != nil {
		t.Fatal(err)
	}
	d := b.Decision(st, "red")
	if d == nil || d.Side != "red" || d.Rule != rulePick || d.Prompt != "Choose the way (red)" || d.Default.String() != "red pick left" {
		t.Fatalf("decision %+v", d)
	}
	if cl := b.Checklist(st, Everyone); len(cl) != 2 || cl[0].Text != "Waiting for the Reds to choose: Choose the way (*)" || !cl[0].Required {
		t.Fatalf("checklist while choosing %v", cl)
	}
	if got := b.Legal(st, "red"); len(got) != 2 || got[0].Verb != "pick" {
		t.Fatalf("while choosing, red may %v, want the two picks alone", got)
	}
	for _, a := range []rules.Action{act("red", "pick", "right"), act("red", "end-phase"), act("blue", "camp")} {
		if err := b.Check(st, a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		if err := b.Apply(st, a, nil); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	want := []string{"after", "after", "leave march", "enter rest", "after", "after"}
	if !slices.Equal(st.seen, want) {
		t.Fatalf("moments %v, want %v", st.seen, want)
	}
	if text, ok := b.Describe(st, act("red", "step", "1"), "red"); !ok || text != "Step 1 paces" {
		t.Fatalf("describe %q %v", text, ok)
	}
	if _, ok := b.Describe(st, act("blue", "camp"), "red"); ok {
		t.Fatal("camp has no Describe: the engine's words should be used")
	}
	st.failAfter = true
	if err := b.Apply(st, act("red", "step", "1"), nil); err == nil || !strings.Contains(err.Error(), "dice ran out") {
		t.Fatalf("a moment's error should be the action's: %v", err)
	}
}

func TestRulebookRegisterTwicePanics(t *testing.T) {
	for name, f := range map[string]func(b *Rulebook[*toy]){
		"verb": func(b *Rulebook[*toy]) {
			b.Verb(Verb[*toy]{Name: "step", Gen: toyBook.verbs["step"].Gen, Apply: toyBook.verbs["step"].Apply})
		},
		"stage": func(b *Rulebook[*toy]) { b.Stage(Stage[*toy]{ID: "rest", Who: func(*toy) []string { return nil }}) },
		"hooks": func(b *Rulebook[*toy]) { b.Use(b.hooks) },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(r.(string), "twice") {
					t.Fatalf("registering a %s twice: %v, want a panic saying so", name, r)
				}
			}()
			f(newToyBook())
		})
	}
}

func TestRulebookDocs(t *testing.T) {
	docs := toyBook.Docs()
	var names []string
	for _, d := range docs {
		names = append(names, d.Name)
	}
	if !slices.Equal(names, []string{"camp", "end-phase", "pick", "step"}) {
		t.Fatalf("docs %v", names)
	}
	if docs[3] != (VerbDoc{Name: "step", Args: "N", Help: "Step N paces.", Rule: ruleMarch}) {
		t.Fatalf("step's doc %+v", docs[3])
	}
}

// A choice whose rule depends on the state (a step loss cites the result
// that caused it) cites its RuleOf while it waits: in the decision, in the
// refusal of the side that does not choose and in "first choose".
func TestRulebookStageRuleOf(t *testing.T) {
	b := NewRulebook[*toy]("toy-rule-of")
	b.Use(Hooks[*toy]{Sides: []string{"red", "blue"},
		Phase:        func(st *toy) string { return st.phase },
		Choice:       func(st *toy) string { return st.choice },
		Ended:        func(*toy) (string, string) { return "", "" },
		SequenceRule: ruleSeq, TurnRule: ruleTurn})
	b.Stage(Stage[*toy]{ID: "march", Name: "March", Verbs: []string{"step"}, Who: func(*toy) []string { return []string{"red"} }})
	b.Stage(Stage[*toy]{ID: "pick", Name: "way to go", Rule: rulePick, Choice: true, Verbs: []string{"pick"},
		Who: func(*toy) []string { return []string{"red"} },
		RuleOf: func(st *toy) string {
			if st.stepped > 1 {
				return "T Pick b"
			}
			return ""
		},
		Prompt: func(*toy, string) string { return "Choose the way" }})
	b.Verb(Verb[*toy]{Name: "step", Rule: ruleMarch,
		Gen:   func(st *toy, side, arg0 string) []rules.Action { return []rules.Action{{Side: side, Verb: "step"}} },
		Apply: func(*toy, rules.Action, *rules.Context) error { return nil }})
	b.Verb(Verb[*toy]{Name: "pick", Rule: rulePick,
		Gen:   func(st *toy, side, arg0 string) []rules.Action { return []rules.Action{{Side: side, Verb: "pick"}} },
		Apply: func(*toy, rules.Action, *rules.Context) error { return nil }})
	for _, c := range []struct {
		stepped int
		rule    string
	}{{1, rulePick}, {2, "T Pick b"}} {
		st := &toy{phase: "march", choice: "pick", stepped: c.stepped}
		if d := b.Decision(st, Everyone); d == nil || d.Rule != c.rule {
			t.Errorf("stepped %d: decision %+v, want rule %q", c.stepped, d, c.rule)
		}
		for _, a := range []rules.Action{act("blue", "pick"), act("red", "step")} {
			var r *rules.Refusal
			if err := b.Check(st, a); !errors.As(err, &r) || r.Rule != c.rule {
				t.Errorf("stepped %d: %s refused %v, want a refusal citing %q", c.stepped, a, err, c.rule)
			}
		}
	}
}

// A verb's Words say it as players do where a refusal names what a phase
// allows; a verb without reads as its name quoted.
func TestRulebookVerbWords(t *testing.T) {
	b := NewRulebook[*toy]("toy-words")
	b.Use(Hooks[*toy]{Sides: []string{"red", "blue"},
		Phase:        func(st *toy) string { return st.phase },
		Ended:        func(*toy) (string, string) { return "", "" },
		SequenceRule: ruleSeq, TurnRule: ruleTurn})
	b.Stage(Stage[*toy]{ID: "march", Name: "March", Verbs: []string{"step", "sing"}, Who: func(*toy) []string { return []string{"red"} }})
	b.Stage(Stage[*toy]{ID: "rest", Name: "Rest", Verbs: []string{"camp"}, Who: func(*toy) []string { return []string{"red"} }})
	gen := func(verb string) func(*toy, string, string) []rules.Action {
		return func(st *toy, side, arg0 string) []rules.Action { return []rules.Action{{Side: side, Verb: verb}} }
	}
	apply := func(*toy, rules.Action, *rules.Context) error { return nil }
	b.Verb(Verb[*toy]{Name: "step", Words: "stepping forward", Gen: gen("step"), Apply: apply})
	b.Verb(Verb[*toy]{Name: "sing", Gen: gen("sing"), Apply: apply})
	b.Verb(Verb[*toy]{Name: "camp", Words: "pitching camp", Gen: gen("camp"), Apply: apply})
	err := b.Check(&toy{phase: "march"}, act("red", "camp"))
	want := `pitching camp is not done in the March, where the rules allow stepping forward or "sing"`
	var r *rules.Refusal
	if !errors.As(err, &r) || r.Reason != want {
		t.Fatalf("refusal %v, want %q", err, want)
	}
	if got := b.Words("fly"); got != `"fly"` {
		t.Errorf("an unknown verb's words %s", got)
	}
}

// A module words the refusal of a verb its phase does not allow itself
// (WrongStage), and a verb's Title reaches its doc.
func TestRulebookWrongStageAndTitle(t *testing.T) {
	b := NewRulebook[*toy]("toy2")
	b.Use(Hooks[*toy]{Sides: []string{"red", "blue"}, SequenceRule: ruleSeq, TurnRule: ruleTurn,
		Phase: func(st *toy) string { return st.phase },
		Ended: func(*toy) (string, string) { return "", "" },
		WrongStage: func(st *toy, verb string, now []string) string {
			return verb + " is not done in the " + st.phase + ", which allows " + strings.Join(now, ", ")
		}})
	b.Stage(Stage[*toy]{ID: "march", Name: "March", Verbs: []string{"step"}, Who: func(*toy) []string { return []string{"red"} }})
	b.Stage(Stage[*toy]{ID: "rest", Name: "Rest", Verbs: []string{"camp"}, Who: func(*toy) []string { return []string{"red"} }})
	for _, name := range []string{"step", "camp"} {
		b.Verb(Verb[*toy]{Name: name, Title: "The " + name, Rule: ruleMarch,
			Gen:   func(st *toy, side, arg0 string) []rules.Action { return []rules.Action{{Side: side, Verb: name}} },
			Apply: func(*toy, rules.Action, *rules.Context) error { return nil }})
	}
	b.Verb(b.EndPhaseVerb("End the phase.", func(*toy, *rules.Context) error { return nil }, nil))
	err := b.Check(&toy{phase: "march"}, act("red", "camp"))
	var r *rules.Refusal
	if !errors.As(err, &r) || r.Rule != ruleSeq || r.Reason != "camp is not done in the march, which allows end-phase, step" {
		t.Fatalf("got %v, want the module's words citing %s", err, ruleSeq)
	}
	if d := b.Docs(); d[0].Name != "camp" || d[0].Title != "The camp" {
		t.Fatalf("docs %+v, want camp titled", d)
	}
}

// The sections' choices are asked in registration order: the first that
// names a stage is the one the game waits for; none, none.
func TestRulebookChoosing(t *testing.T) {
	b := NewRulebook[*toy]("toy-choosing")
	b.AddChoice(func(st *toy) string {
		if st.choice == "pick" {
			return "pick-stage"
		}
		return ""
	})
	b.AddChoice(func(st *toy) string {
		if st.stepped > 0 {
			return "stepped-stage"
		}
		return ""
	})
	for _, c := range []struct {
		st   toy
		want string
	}{
		{toy{}, ""},
		{toy{stepped: 1}, "stepped-stage"},
		{toy{choice: "pick", stepped: 1}, "pick-stage"},
	} {
		if got := b.Choosing(&c.st); got != c.want {
			t.Errorf("Choosing(%+v) = %q, want %q", c.st, got, c.want)
		}
	}
}
