package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// playOn plays st on to phase (and side, "" for any), each action round
// taken by the die for SR, else the first card for SR, else a pass.
func playOn(t testing.TB, st *State, phase, side string) {
	t.Helper()
	d := rules.NewSeededDice(7)
	for n := 0; !(st.Phase == phase && (side == "" || st.Side == side)); n++ {
		if n > 500 || st.Over {
			t.Fatalf("%s (%s) not reached", phase, side)
		}
		s := st.Status().Active[0]
		if st.Phase == PhaseAction && !st.Tracks.Acted {
			a := rules.Action{Side: s, Verb: "roll-die", Args: []string{"sr"}}
			if st.Check(a) != nil {
				a = rules.Action{Side: s, Verb: "pass"}
				if h := st.Cards.Hands[s]; len(h) > 0 {
					a = rules.Action{Side: s, Verb: "play", Args: []string{h[0], "sr"}}
				}
			}
			applyWithDice(t, st, a, d)
		}
		applyWithDice(t, st, rules.Action{Side: s, Verb: rules.VerbEndPhase}, d)
	}
}

// A card played for its RPs gives them by nation: A03 Reserves called up
// gives ru 2 and br 1. In the Allies' replacement phase the reduced
// Russian corps at Kiev is restored for 1 ru RP, the British corps in the
// dead pile rebuilt for 1 br RP into the Allied reserve, on its reduced
// side; a second British rebuild is refused for want of RPs, citing the
// rule; what is left (1 ru) is lost as the phase ends.
func TestReplacementsFromRPCard(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	playOn(t, st, PhaseAction, AP)
	giveCard(st, AP, "A03")
	log := applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A03", "rp"}})
	if st.Tracks.RP["ru"] != 2 || st.Tracks.RP["br"] != 1 {
		t.Fatalf("RP %v, want ru 2 br 1; log %q", st.Tracks.RP, log)
	}
	playOn(t, st, PhaseReplacement, AP)
	// The Russian corps set up reduced at Kiev, put back there by hand
	// should attrition have taken it (no Russian supply on the test map).
	ru := slices.IndexFunc(st.Units, func(u rules.Unit) bool { return u.Type == "ru-corps" })
	st.Units[ru].Loc, st.Units[ru].Step = st.Loc("Kiev"), 1
	br := unitAt(t, st, "br-corps", BoxDead)
	if err := st.Check(rules.Action{Side: CP, Verb: "replace", Args: []string{st.Units.Ref(ru)}}); err == nil {
		t.Fatal("the CP may replace in the Allies' part of the phase")
	}
	applyChecked(t, st, rules.Action{Side: AP, Verb: "replace", Args: []string{st.Units.Ref(ru)}})
	if st.Units[ru].Step != 0 || st.Tracks.RP["ru"] != 1 {
		t.Fatalf("after the replacement: step %d, RP %v", st.Units[ru].Step, st.Tracks.RP)
	}
	if r := cardRefusal(t, st, rules.Action{Side: AP, Verb: "replace", Args: []string{st.Units.Ref(ru)}}); r.Rule != RuleReplacements || !strings.Contains(r.Reason, "not a reduced unit") {
		t.Fatalf("a full-strength unit replaced: %v", r)
	}
	applyChecked(t, st, rules.Action{Side: AP, Verb: "rebuild", Args: []string{st.Units.Ref(br)}})
	if u := st.Units[br]; u.Loc.Box != "ap-reserve" || u.Step != 1 || st.Tracks.RP["br"] != 0 {
		t.Fatalf("rebuilt British corps at %+v step %d, RP %v", u.Loc, u.Step, st.Tracks.RP)
	}
	// Another British unit in the dead pile: no br RP left.
	other := unitAt(t, st, "br-corps", "Alexandria")
	st.Units[other].Loc = rules.BoxLocation(st.fixed.m, st.fixed.m.Box(BoxDead))
	r := cardRefusal(t, st, rules.Action{Side: AP, Verb: "rebuild", Args: []string{st.Units.Ref(other)}})
	if r.Rule != RuleReplacements || !strings.Contains(r.Reason, "costs 1 RP br, and there are 0") {
		t.Fatalf("a rebuild without RPs: %v", r)
	}
	log = nil
	for _, side := range []string{AP, CP} { // the Allies' part, then the CP's (and the draw)
		for _, e := range applyWithDice(t, st, rules.Action{Side: side, Verb: rules.VerbEndPhase}, rules.NewSeededDice(8)).Events() {
			log = append(log, e.Text)
		}
	}
	if !slices.Contains(log, "Unspent replacement points are lost") || len(st.Tracks.RP) != 0 {
		t.Fatalf("after the phase: RP %v, log %q", st.Tracks.RP, log)
	}
}

// An eliminated army is rebuilt for the step and the army's extra RP (2
// by default), at a capital of its nation its alliance holds: the Draka
// army to Cairo.
func TestRebuildArmy(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	playOn(t, st, PhaseReplacement, AP)
	dr := unitAt(t, st, "dr-army", "Cairo")
	st.Units[dr].Loc = rules.BoxLocation(st.fixed.m, st.fixed.m.Box(BoxDead))
	st.Tracks.RP = map[string]int{"dr": 1}
	if r := cardRefusal(t, st, rules.Action{Side: AP, Verb: "rebuild", Args: []string{st.Units.Ref(dr)}}); !strings.Contains(r.Reason, "costs 2 RP dr") {
		t.Fatalf("an army for 1 RP: %v", r)
	}
	st.Tracks.RP["dr"] = 2
	applyChecked(t, st, rules.Action{Side: AP, Verb: "rebuild", Args: []string{st.Units.Ref(dr)}})
	if len(st.Arrivals) > 0 { // the Draka's own arrival rules may offer more spaces
		applyChecked(t, st, rules.Action{Side: AP, Verb: "place", Args: []string{st.Units.Ref(dr), "Cairo"}})
	}
	if st.SpaceOf(dr) != "Cairo" || st.Units[dr].Step != 1 || st.Tracks.RP["dr"] != 0 {
		t.Fatalf("rebuilt army at %q step %d, RP %v", st.SpaceOf(dr), st.Units[dr].Step, st.Tracks.RP)
	}
}
