package vernian

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// hideableUnit matches the unit lines of the infantry and cavalry
// placements, which a scenario may place face down (hidden.go).
var hideableUnit = regexp.MustCompile(`(?m)^unit = "((ger|fra|bel|bri)-(inf|cav|fort)[a-z-]*)"$`)

// hiddenSkirmish is the skirmish scenario (the test scenario and a crowded
// front) with every infantry, cavalry and fortress placement of both sides
// face down, written in dir, and its path.
func hiddenSkirmish(tb testing.TB, dir string) string {
	tb.Helper()
	_, p := skirmishScenario(tb, dir)
	b, err := os.ReadFile(p)
	if err != nil {
		tb.Fatal(err)
	}
	out := hideableUnit.ReplaceAll(b, []byte("$0\nhidden = true"))
	hp := filepath.Join(dir, "hidden-skirmish.toml")
	if err := os.WriteFile(hp, out, 0o644); err != nil {
		tb.Fatal(err)
	}
	return hp
}

// hiddenLeak is what the last action of g let side read about a unit it
// may not see: a face-down enemy's id in its view, legal actions, log or
// decision, its type in its view or in the words of the action, or a
// refusal naming it by type; "" when nothing.
func hiddenLeak(g *rules.Game, side string) string {
	st := g.State().(*State)
	var ids []string
	for i := range st.Units {
		if u := &st.Units[i]; u.Hidden && u.Side != side {
			ids = append(ids, u.ID)
		}
	}
	if len(ids) == 0 {
		return ""
	}
	v := st.View(side)
	for _, u := range v.Units {
		if u.Hidden && u.Side != side && (u.Type != "" || u.Values != nil || u.Steps != 0 || u.Supply != "" || u.Flags != nil) {
			return fmt.Sprintf("the view shows face-down %s: %+v", u.ID, u)
		}
	}
	texts := map[string]string{"view": string(must(json.Marshal(v)))}
	for _, a := range st.Legal(side) {
		texts["legal "+a.String()] = a.String()
	}
	if log := g.Log(); len(log) > 0 {
		e := log[len(log)-1].For(side) // the last entry of g.LogFor(side)
		for _, ev := range e.Events {
			texts["log line"] += ev.String() + "\n"
		}
		texts["action"] = e.Action.String() + " " + e.Cover + " " + e.Why
		// The action in words: a face-down enemy it names is named by
		// nation and alias, never by type.
		if e.Action.Verb != rules.SecretVerb {
			words := g.Describe(e.Action, side)
			texts["description"] = words
			for _, arg := range e.Action.Args {
				if i := st.Units.Resolve(arg); i >= 0 && !st.sees(side, i) && !strings.Contains(words, st.hiddenName(i)) {
					return fmt.Sprintf("%q is worded %q for the %s", e.Action, words, side)
				}
			}
		}
	}
	if d := g.Status().Decision; d != nil {
		texts["decision"] = d.Prompt + " " + d.Default.String()
	}
	for what, text := range texts {
		for _, id := range ids {
			if namesID(text, id) {
				return fmt.Sprintf("the %s names face-down %s: %.300q", what, id, text)
			}
		}
	}
	// Nothing side reads depends on a face-down enemy's type: its view,
	// legal list, overlays and the refusals of acting with that unit are
	// the same with another type in its place (one unit an action, in
	// turn).
	var enemies []int
	for _, i := range st.listOrder(side) {
		if u := &st.Units[i]; u.Hidden && u.Side != side {
			enemies = append(enemies, i)
		}
	}
	if len(enemies) == 0 {
		return ""
	}
	i := enemies[len(g.Log())%len(enemies)]
	u := &st.Units[i]
	other := st.Clone().(*State)
	other.memo.reset()
	for _, t := range st.fixed.s.Counters.Units {
		if t.Nation == u.Nation && t.ID != u.Type && (t.Kind == "infantry" || t.Kind == "cavalry") {
			other.Units[i].Type = t.ID
			break
		}
	}
	if other.Units[i].Type == u.Type {
		return ""
	}
	same := func(what string, a, b any) string {
		ja, jb := must(json.Marshal(a)), must(json.Marshal(b))
		if string(ja) != string(jb) {
			k := 0
			for k < len(ja) && k < len(jb) && ja[k] == jb[k] {
				k++
			}
			from := max(0, k-120)
			return fmt.Sprintf("the %s changes when face-down %s is a %s instead of a %s: %q becomes %q", what, u.ID, other.Units[i].Type, u.Type,
				ja[from:min(len(ja), k+60)], jb[from:min(len(jb), k+60)])
		}
		return ""
	}
	if d := same("view", st.View(side), other.View(side)); d != "" {
		return d
	}
	if d := same("legal list", st.Legal(side), other.Legal(side)); d != "" {
		return d
	}
	if d := same("overlays", st.Overlays(side), other.Overlays(side)); d != "" {
		return d
	}
	for _, verb := range []string{"move", "commit", "lose", "advance", "crack", "double", "push-out", "withdraw"} {
		a := rules.Action{Side: side, Verb: verb, Args: []string{st.Units.Ref(i), "W0605"}}
		if verb != "move" && verb != "advance" {
			a.Args = a.Args[:1]
		}
		err := st.Check(a)
		if err == nil {
			return fmt.Sprintf("%q is legal for the %s", a, side)
		}
		if namesID(err.Error(), u.ID) {
			return fmt.Sprintf("%q is refused with %q, naming face-down %s", a, err, u.ID)
		}
		if err2 := other.Check(a); err2 == nil || err2.Error() != err.Error() {
			return fmt.Sprintf("%q is refused with %q, but with %v were face-down %s of another type", a, err, err2, u.ID)
		}
	}
	return ""
}

// namesID reports whether text names unit id ("ger-inf/1", not the
// start of "ger-inf/10").
func namesID(text, id string) bool {
	for k := 0; ; {
		j := strings.Index(text[k:], id)
		if j < 0 {
			return false
		}
		end := k + j + len(id)
		if end == len(text) || text[end] < '0' || text[end] > '9' {
			return true
		}
		k = end
	}
}

// Random legal play with face-down units on both sides (every infantry,
// cavalry and fortress placement hidden): after every action, neither side's
// view, legal list, log, decision, wording of the action or refusals
// names a unit it may not see, nor does anything given to a side change
// with what it may not see (the DiffChecker, over a window of each game);
// every reveal is final for undo; the
// generic checks of the conformance games hold (Check and LegalWith agree with
// Legal for actions naming face-down units too); the game replays and
// saves. Seed 1's game to its end and seed 2's (automatic losses) for 150
// actions or through its window by difference; four games to their end
// under make soak (rulestest.Seeds).
func TestRandomPlayHidden(t *testing.T) {
	path := hiddenSkirmish(t, t.TempDir())
	seeds := rulestest.Seeds([]uint64{1, 2}, 4)
	revealed, compared := 0, 0
	for _, seed := range seeds {
		g, err := rules.StartGame(path, rules.Options{OptAutoLosses: seed%2 == 0}, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		st := g.State().(*State)
		hidden := 0
		for i := range st.Units {
			if st.Units[i].Hidden {
				hidden++
			}
		}
		if hidden < 20 {
			t.Fatalf("only %d units face down", hidden)
		}
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 13)), EndBias: 0.02}
		// The engine's generic checker too (views, each log entry as its
		// side reads it, legal lists, probed refusals), beside hiddenLeak.
		secrets := &rulestest.SecretsChecker{Rand: rand.New(rand.NewPCG(seed, 17)), Probes: 2}
		// And by difference, over a window of the game (difference_test.go).
		diff := newDiffSample(g, 500)
		stop := 0 // to the end
		if seed == 2 {
			stop = rulestest.Sample(max(150, diff.to), 0) // through its window by difference
		}
		for n := 0; !g.Status().Over && (stop == 0 || n < stop); n++ {
			if n >= 40000 {
				t.Fatalf("seed %d: the game did not end within %d actions", seed, n)
			}
			before := map[string]bool{}
			for i := range g.State().(*State).Units {
				if u := &g.State().(*State).Units[i]; u.Hidden {
					before[u.ID] = true
				}
			}
			if n%30 == 0 {
				if err := rulestest.CheckLegalAgreesWithCheck(g, []string{Germans, Allies}, c.Rand); err != nil {
					t.Fatalf("seed %d, after %d actions: %v", seed, n, err)
				}
				if err := rulestest.CheckLegalFilter(g, []string{Germans, Allies}, c.Rand, 8); err != nil {
					t.Fatalf("seed %d, after %d actions: %v", seed, n, err)
				}
			}
			phase := g.Status().Phase
			if res, err := rulestest.RandomPlay(g, c, 1); err != nil && res.Actions == 0 {
				t.Fatal(err)
			}
			st := g.State().(*State)
			last := g.Log()[len(g.Log())-1]
			if err := secrets.Check(g); err != nil {
				t.Fatalf("seed %d, after %d actions (last %q): %v", seed, n+1, last.Action, err)
			}
			if err := diff.check(g); err != nil {
				t.Fatalf("seed %d, after %d actions (last %q): %v", seed, n+1, last.Action, err)
			}
			for _, side := range []string{Germans, Allies} {
				if leak := hiddenLeak(g, side); leak != "" {
					t.Fatalf("seed %d, after %d actions (%s, last %q): the %s: %s", seed, n+1, st.describe(), last.Action, side, leak)
				}
			}
			for i := range st.Units {
				if u := &st.Units[i]; before[u.ID] && !u.Hidden {
					revealed++
					if !last.Final {
						t.Fatalf("seed %d: %q turned %s face up but undo may take it back", seed, last.Action, u.ID)
					}
				}
			}
			if err := namesForPeople(st, last); err != nil {
				t.Fatal(err)
			}
			if err := decisionAgrees(g); err != nil {
				t.Fatal(err)
			}
			if err := invariants(st, phase != g.Status().Phase, true); err != nil {
				t.Fatalf("seed %d, after %d actions: %v", seed, n+1, err)
			}
		}
		if err := rulestest.CheckReplayAndSave(g); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		compared += diff.dc.Compared
		if !slices.ContainsFunc(g.Log(), func(e rules.Entry) bool { return strings.HasPrefix(e.Why, "it revealed") }) {
			t.Logf("seed %d: no reveal made an entry final by itself (dice came first)", seed)
		}
	}
	if revealed == 0 {
		t.Errorf("no unit was ever turned face up in %d games", len(seeds))
	}
	if compared == 0 {
		t.Errorf("the difference checker compared nothing in %d games", len(seeds))
	}
	t.Logf("%d reveals, %d comparisons by difference", revealed, compared)
}
