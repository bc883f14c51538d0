package greenfields

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

func viewOf(v rules.View, id string) *rules.UnitView {
	for k := range v.Units {
		if v.Units[k].ID == id {
			return &v.Units[k]
		}
	}
	return nil
}

// "Troops that are in zones that can be seen from the enemy terrain must
// be placed in their positions upon the table top. Unit strength and
// morale/experience are still kept secret."
func TestViewKeepsSecrets(t *testing.T) {
	st := newTestState(t, nil)
	fr, near, far := unit(t, st, "fr-inf", 1), unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	only(st, fr, near, far)
	place(t, st, fr, "J10")
	place(t, st, near, "L10") // 2 zones: seen
	place(t, st, far, "O10")  // 5 zones: unseen
	for i := range st.Units {
		if !st.Units[i].Hidden {
			t.Fatalf("%s starts identified; want every unit unidentified by its enemy", st.Units[i].ID)
		}
	}
	v := st.View(Allies)
	own := viewOf(v, st.Units.Ref(fr))
	if own == nil || own.Type != "fr-inf" || own.Values["strength"] != 12 || own.Print != "5-1-12" {
		t.Errorf("own unit in the Allied view: %+v, want it in full (fr-inf 5-1-12)", own)
	}
	seen := viewOf(v, st.Units.Ref(near))
	if seen == nil {
		t.Fatal("the German unit 2 zones away is not in the Allied view")
	}
	if !seen.Hidden || seen.Type != "" || seen.Values != nil || seen.Print != "" || seen.Steps != 0 || seen.Cell != "L10" {
		t.Errorf("the unidentified German unit: %+v, want hidden, at L10, no type, values or print", seen)
	}
	if len(seen.Flags) == 0 || !strings.Contains(seen.Flags[0], "unidentified infantry") {
		t.Errorf("the unidentified German unit's flags %q: want its kind first", seen.Flags)
	}
	if viewOf(v, st.Units.Ref(far)) != nil {
		t.Error("the German unit 5 zones away (unseen) is in the Allied view")
	}
	b, _ := json.Marshal(v)
	for _, w := range []string{"ger-reg", "German regulars", st.Units[far].ID, st.Units.Ref(far), "3-3-12"} {
		if strings.Contains(string(b), w) {
			t.Errorf("the Allied view names %q", w)
		}
	}
	// The referee sees everything, in full.
	ref := st.View("")
	if u := viewOf(ref, st.Units.Ref(far)); u == nil || u.Type != "ger-reg" || u.Print != "3-3-12" {
		t.Errorf("referee's view of the far unit: %+v", u)
	}
	// Identified: in full, under its id.
	st.Units[near].Hidden = false
	v = st.View(Allies)
	if u := viewOf(v, "ger-reg/1"); u == nil || u.Type != "ger-reg" || u.Print != "3-3-12" || u.Hidden {
		t.Errorf("the identified German unit in the Allied view: %+v, want it in full", u)
	}
	// SecretWords: the ids of units not identified, the references of
	// units unseen.
	words := st.SecretWords(Allies)
	for _, w := range []string{st.Units[far].ID, st.Units.Ref(far)} {
		if !slices.Contains(words, w) {
			t.Errorf("SecretWords(allies) = %q, want %q in it", words, w)
		}
	}
	if slices.Contains(words, "ger-reg/1") {
		t.Errorf("SecretWords(allies) = %q holds the identified, seen ger-reg/1", words)
	}
}

// Units the side does not see for what they are are listed after the
// others, by alias (rules.Units.ListOrder): their place in the list says
// nothing of the set-up.
func TestViewListOrder(t *testing.T) {
	s := loadTest(t)
	st0, err := Module{}.New(s, rules.DefaultOptions(s), rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	st := st0.(*State)
	fr := unit(t, st, "fr-inf", 1)
	regs := []int{unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2), unit(t, st, "ger-reg", 3)}
	only(st, append([]int{fr}, regs...)...)
	place(t, st, fr, "J10")
	for _, i := range regs {
		place(t, st, i, "K10")
	}
	v := st.View(Allies)
	var aliases []string
	for _, u := range v.Units {
		if u.Side == Central {
			aliases = append(aliases, u.ID)
		}
	}
	want := []int{st.Units[regs[0]].Alias, st.Units[regs[1]].Alias, st.Units[regs[2]].Alias}
	slices.Sort(want)
	var wantRefs []string
	for _, a := range want {
		wantRefs = append(wantRefs, rules.HiddenRefPrefix+itoa(a))
	}
	if !slices.Equal(aliases, wantRefs) {
		t.Errorf("German units in the Allied view: %q, want by alias %q", aliases, wantRefs)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// A unit becomes identified when it rolls dice in front of the enemy:
// the reveal is public, logged, and no undo crosses it; it is spotted
// for the rest of the turn, even out of sight.
func TestIdentify(t *testing.T) {
	st := newTestState(t, nil)
	fr, reg := unit(t, st, "fr-inf", 1), unit(t, st, "ger-reg", 1)
	only(st, fr, reg)
	place(t, st, fr, "J10")
	place(t, st, reg, "P4")
	alias := st.Units.Ref(reg)
	if st.sees(Allies, reg) {
		t.Fatal("the unit at P4 is seen from J10")
	}
	ctx := rules.NewContext(rules.NewSeededDice(1))
	st.identify(reg, "it fired", ctx)
	if st.Units[reg].Hidden || !st.sees(Allies, reg) {
		t.Fatal("an identified unit is still hidden, or not spotted this turn")
	}
	if len(ctx.Events()) == 0 {
		t.Fatal("the identification was not logged")
	}
	text := ctx.Events()[0].String()
	if !strings.Contains(text, alias) || !strings.Contains(text, "German regulars, 1914") || !strings.Contains(text, "P4") {
		t.Errorf("identification logged %q: want the alias %s, the type and the place", text, alias)
	}
	if aud := st.audiencesOf(reg); len(aud) != 1 || !aud[0].Public() {
		t.Errorf("a spotted, identified unit's log lines go to %+v, want one to everyone", aud)
	}
	// The next turn it is out of sight again (identified still).
	runMoment(t, st, kit.TurnStart, nil)
	if st.sees(Allies, reg) || st.Units[reg].Hidden {
		t.Error("next turn: the identified unit at P4 is seen from J10 or hidden again")
	}
	if aud := st.audiencesOf(reg); len(aud) != 1 || aud[0].Sees(Allies) {
		t.Errorf("an unseen unit's log lines go to %+v, want its own side only", aud)
	}
	// A unit that fired is identified after the action.
	other := unit(t, st, "ger-reg", 2)
	place(t, st, other, "P5")
	st.Units[other].SetFlag(FlagFired)
	runMoment(t, st, kit.AfterAction, rules.NewContext(rules.NewSeededDice(1)))
	if st.Units[other].Hidden {
		t.Error("a unit that fired is still unidentified")
	}
}

// Recce: "overfly any 2 adjoining zones each, positively identifying the
// units and unit strengths within the zones. Artillery fire into these
// zones now counts as being "observed fire"."
func TestRecce(t *testing.T) {
	st := newTestState(t, nil)
	bef := unit(t, st, "bef-inf", 1)
	only(st, bef)
	place(t, st, bef, "C10") // deep in the Allied zones
	loc, _ := st.zoneLoc("C10")
	if st.observed(Central, loc) || st.sees(Central, bef) {
		t.Fatal("C10 is observed by the Germans before the recce")
	}
	st.recce(Central, loc, rules.NewContext(rules.NewSeededDice(1)))
	if st.Units[bef].Hidden || !st.sees(Central, bef) {
		t.Error("the BEF unit the German recce found is not identified and seen")
	}
	if !st.observed(Central, loc) {
		t.Error("a zone the Germans recce'd is not observed by them")
	}
	c := st.Clone().(*State)
	runMoment(t, c, dayStart, nil)
	if c.observed(Central, loc) || !st.observed(Central, loc) {
		t.Error("recce'd zones: want them cleared at the next day's start, in the clone only")
	}
}

// "what a side may not see never reaches its ... refusals": naming an
// enemy unit the Allies do not see, one destroyed out of their sight, or
// no unit at all is refused alike, with no word of its class or nation.
func TestRefusalsNameNoUnseenUnit(t *testing.T) {
	st := newTestState(t, nil)
	movePhase(t, st, Allies)
	unseen := addUnit(t, st, "ger-reg", "W16")
	gone := addUnit(t, st, "ger-cav", "W15")
	st.Units[unseen].Hidden, st.Units[gone].Hidden = true, true
	if st.sees(Allies, unseen) {
		t.Fatal("test set-up: the Allies should not see W16")
	}
	unseenRef, goneRef := st.Units.Ref(unseen), st.Units.Ref(gone)
	st.Units[gone].Loc = rules.Eliminated
	// ger-reg/1 is the set-up's German regiment by its id, which names no
	// unit while it is unidentified (units start the assault so).
	for _, ref := range []string{unseenRef, goneRef, "hidden:999", "ger-reg/1"} {
		refusal(t, st, act(Allies, "move", ref, "V16"), RuleMovement, ref+" is not one of your units in play")
	}
	if err := st.Check(act(Allies, "move", unseenRef, "V16")); err != nil && contains(err.Error(), "German") {
		t.Fatalf("the refusal names the unit: %v", err)
	}
}

// A side names its own unidentified units by id in a script; the action
// is applied, and logged, under the alias its enemy may read
// (rules.Canonicalizer). An enemy unit's id is left alone (and refused).
func TestCanonicalOwnIDs(t *testing.T) {
	st := newTestState(t, nil)
	bef := unit(t, st, "bef-inf", 1)
	reg := unit(t, st, "ger-reg", 1)
	a := st.Canonical(act(Allies, "opfire", st.Units[bef].ID, "H6"))
	if a.Args[0] != st.Units.Ref(bef) || a.Args[0] == st.Units[bef].ID || a.Args[1] != "H6" {
		t.Fatalf("own id: %v", a)
	}
	b := st.Canonical(act(Allies, "opfire", st.Units[reg].ID, "H6"))
	if b.Args[0] != st.Units[reg].ID {
		t.Fatalf("an enemy id must stay as written: %v", b)
	}
}
