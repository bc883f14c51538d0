package greenfields

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// checkWith runs unit i's morale check after cas casualties with exactly
// the given faces.
func checkWith(t *testing.T, st *State, i, cas int, faces ...int) (string, []string) {
	t.Helper()
	d := manual(faces...)
	ctx := rules.NewContext(d)
	got, err := st.moraleCheck(i, cas, ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d.Pending() != 0 {
		t.Fatalf("%d faces not rolled", d.Pending())
	}
	return got, eventLines(ctx)
}

// 003 Morale checks: "roll hit dice equal to its morale. If the unit
// scores hits equal to or more than the number of casualties suffered, the
// unit reduces its morale rating by *one* and may continue play. If the
// unit scores *some* hits, but not enough ... the unit "wavers". The unit
// becomes suppressed. Drop the units morale by one ... If the unit scores
// *no* hits ... drop its morale and experience by one. The unit becomes
// suppressed, and immediately flees". "Whenever a unit suffers two
// casualties from enemy fire, it *immediately* lowers its morale by one.
// This takes place before the unit rolls its morale checks." German
// regulars (3-3-12) at X6, their base line, where a fall back has nowhere
// to go (RULINGS.md: it stays).
func TestMoraleCheckOutcomes(t *testing.T) {
	for _, c := range []struct {
		name       string
		cas        int
		faces      []int
		want       string
		morale     int
		experience int
		suppressed bool
		routing    bool
	}{
		{"1 casualty, 1 hit on 3 dice: continues, morale -1", 1, []int{5, 1, 1}, kit.MoraleContinues, 2, 3, false, false},
		{"1 casualty, no hit: routs, morale and experience -1", 1, []int{1, 2, 3}, kit.MoraleRouts, 2, 2, true, true},
		{"2 casualties: 2 dice; one 6 is 2 hits: continues", 2, []int{6, 1}, kit.MoraleContinues, 1, 3, false, false},
		{"2 casualties: 2 dice, one 5: wavers", 2, []int{5, 1}, kit.MoraleWavers, 1, 3, true, false},
		{"5 casualties: one drop only, 2 dice, 4 hits: wavers", 5, []int{6, 6}, kit.MoraleWavers, 1, 3, true, false},
		{"2 casualties, no hit: routs", 2, []int{4, 4}, kit.MoraleRouts, 1, 2, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := newTestState(t, nil)
			a := unit(t, st, "ger-reg", 1)
			place(t, st, a, "X6")
			got, log := checkWith(t, st, a, c.cas, c.faces...)
			if got != c.want {
				t.Errorf("outcome %s, want %s (%q)", got, c.want, log)
			}
			troop(t, st, a, "after the check", 12, c.morale, c.experience)
			if st.suppressed(a) != c.suppressed || st.Units[a].HasFlag(FlagRouting) != c.routing {
				t.Errorf("flags %v, want suppressed %v routing %v", st.Units[a].Flags, c.suppressed, c.routing)
			}
			if c.suppressed && (st.label(st.Units[a].Loc) != "X6" || len(st.Pending) > 0 || !hasLine(log, "it stays in X6")) {
				t.Errorf("on its base line it stays in X6: %q", log)
			}
		})
	}
}

// "If the unit scores *no* hits with its morale dice at all": a unit with
// no morale left rolls no dice and routs.
func TestMoraleZeroRouts(t *testing.T) {
	st := newTestState(t, nil)
	a := unit(t, st, "ger-reg", 1)
	place(t, st, a, "X6")
	st.Troops[a].Morale = 1
	if got, _ := checkWith(t, st, a, 2); got != kit.MoraleRouts {
		t.Errorf("morale 1, 2 casualties: 0 dice, %s, want routs", got)
	}
	troop(t, st, a, "routed", 12, 0, 2)
}

// "If a unit makes a morale check with its full dice and scores hits with
// every single dice, then the unit permanently raises its morale by 1
// above its usual maximum level." Full dice: its morale is its printed
// morale when it rolls (RULINGS.md). The BEF (printed 3): 1 casualty, 3
// dice all scoring: morale 4. After 2 casualties it rolls 2 dice, not its
// full 3: both scoring only continue it, morale 1. Below its printed
// morale, never a rise.
func TestMoraleRiseWithFullDice(t *testing.T) {
	st := newTestState(t, nil)
	bef := unit(t, st, "bef-inf", 1)
	if got, log := checkWith(t, st, bef, 1, 5, 6, 5); got != kit.MoraleContinues || st.Troops[bef].Morale != 4 || !hasLine(log, "morale rises to 4") {
		t.Errorf("full dice all scoring: %s, morale %d (%q)", got, st.Troops[bef].Morale, log)
	}
	// Risen to 4, it is still at full dice: another perfect check keeps
	// it 1 above its usual 3.
	if got, _ := checkWith(t, st, bef, 1, 5, 5, 5, 5); got != kit.MoraleContinues || st.Troops[bef].Morale != 4 {
		t.Errorf("again at 4: %s, morale %d, want 4", got, st.Troops[bef].Morale)
	}
	st = newTestState(t, nil)
	bef = unit(t, st, "bef-inf", 1)
	if got, _ := checkWith(t, st, bef, 2, 5, 5); got != kit.MoraleContinues || st.Troops[bef].Morale != 1 {
		t.Errorf("after the two-casualty drop: %s, morale %d, want 1", got, st.Troops[bef].Morale)
	}
	st.Troops[bef].Morale = 2
	if _, _ = checkWith(t, st, bef, 1, 5, 5); st.Troops[bef].Morale != 1 {
		t.Errorf("below its printed morale: morale %d, want 1", st.Troops[bef].Morale)
	}
}

// "Units which have successfully rolled experience throws and have scored
// hits with every single dice immediately go up one experience level (to a
// maximum of 5)." German regulars (experience 3) not moving: 3 save dice,
// all scoring (4 hits saved of 6): experience 4; one miss: no rise. The
// BEF (5) stays at 5.
func TestExperienceRise(t *testing.T) {
	st := newTestState(t, nil)
	a, bef := unit(t, st, "ger-reg", 1), unit(t, st, "bef-inf", 1)
	hits, _ := fireWith(t, st, shot{For: "fire", Kind: FireSmallArms, Side: Allies, Dice: 3, Targets: []int{a}},
		6, 6, 6, // 6 hits
		5, 5, 6, // 4 saved, all dice scoring
		5, 5) // 2 casualties: morale 3-1 = 2 dice, 2 hits: continues
	if hits[0].Saved != 4 || st.Troops[a].Experience != 4 {
		t.Errorf("all save dice scoring: saved %d, experience %d, want 4 and 4", hits[0].Saved, st.Troops[a].Experience)
	}
	fireWith(t, st, shot{For: "fire", Kind: FireSmallArms, Side: Allies, Dice: 1, Targets: []int{a}},
		5,          // 1 hit
		5, 5, 5, 1) // 4 dice, one miss
	if st.Troops[a].Experience != 4 {
		t.Errorf("a missed save die: experience %d, want 4", st.Troops[a].Experience)
	}
	fireWith(t, st, shot{For: "fire", Kind: FireSmallArms, Side: Central, Dice: 1, Targets: []int{bef}},
		5,             // 1 hit
		5, 5, 5, 5, 5) // all scoring
	if st.Troops[bef].Experience != 5 {
		t.Errorf("experience past 5: %d", st.Troops[bef].Experience)
	}
}

// "retreat the unit one zone back towards its home base line": with one
// zone open it goes at once; with none it stays; with several its side
// chooses (a "retreat" decision whose choices are exactly those zones).
// Regiment A at G6 heads east (base line X): H5, H6, H7.
func TestWaverFallsBack(t *testing.T) {
	st := newTestState(t, nil)
	a := unit(t, st, "ger-reg", 1)
	place(t, st, a, "G6")
	// British in H5 and H7, identified (H5 is woods, where an unidentified
	// unit is unseen and bars nothing): only H6 is open.
	place(t, st, unit(t, st, "bef-inf", 1), "H5")
	place(t, st, unit(t, st, "fr-inf", 1), "H7")
	identifyAll(st)
	got, log := checkWith(t, st, a, 1, 1, 1, 1)
	if got != kit.MoraleRouts || st.label(st.Units[a].Loc) != "H6" || len(st.Pending) != 0 || !hasLine(log, "falls back from G6 to H6") {
		t.Fatalf("one zone open: %s at %s, pending %v (%q)", got, st.locText(st.Units[a].Loc), st.Pending, log)
	}

	// Several: the Germans choose; another zone is refused citing the rule.
	st = newTestState(t, nil)
	a = unit(t, st, "ger-reg", 1)
	b := unit(t, st, "ger-reg", 2)
	stack(t, st, "G6", a, b)
	if got, _ := checkWith(t, st, a, 1, 5, 1, 1); got != kit.MoraleContinues {
		t.Fatal("1 hit against 1 casualty continues")
	}
	if got, _ := checkWith(t, st, a, 3, 5); got != kit.MoraleWavers || !st.retreating(a) {
		t.Fatalf("wavers with a choice pending: %s, %v", got, st.Pending)
	}
	var zones []string
	for _, l := range st.Legal(Central) {
		zones = append(zones, l.Args[1])
	}
	if len(zones) != 3 || zones[0] != "H5" || zones[1] != "H6" || zones[2] != "H7" {
		t.Fatalf("choices %v, want H5 H6 H7", zones)
	}
	if len(st.Legal(Allies)) != 0 {
		t.Errorf("the Allies do nothing while the Germans choose")
	}
	refusal(t, st, act(Central, "retreat", st.Units.Ref(a), "F6"), RuleMorale, "one zone back towards its home base line")
	do(t, st, act(Central, "retreat", st.Units.Ref(a), "H7"), nil)
	if st.label(st.Units[a].Loc) != "H7" || st.Troops[b].Wave != 1 || st.Troops[a].Wave != 1 || len(st.Pending) != 0 {
		t.Errorf("A in H7 (%s), B leads G6 alone (wave %d)", st.locText(st.Units[a].Loc), st.Troops[b].Wave)
	}
}

// A fall back goes only where the unit may go: not into a full stack, not
// across the river. French infantry at K7 (west bank of
// the Aisnelle, which runs K/L there) heading west: J6, J7, J8 — all
// open; with J6 and J8 stacked full of French, J7 alone.
func TestFallBackRespectsStacking(t *testing.T) {
	st := newTestState(t, nil)
	fr := unit(t, st, "fr-inf", 1)
	place(t, st, fr, "K7")
	for _, z := range []string{"J6", "J8"} {
		for k := 0; k < StackLimit; k++ {
			addUnit(t, st, "fr-col", z)
		}
	}
	zones := st.retreatZones(fr)
	if len(zones) != 1 || st.label(zones[0]) != "J7" {
		t.Errorf("zones %v, want J7 alone", zones)
	}
	// A German at L7, in a bend of the Aisnelle (river on its sides with
	// L8 and M7 and across its corners with M6 and M8): every zone nearer
	// its base line is across the river, so it stays.
	g := unit(t, st, "ger-reg", 1)
	place(t, st, g, "L7")
	if zones := st.retreatZones(g); len(zones) != 0 {
		t.Errorf("retreat across the river into %v", zones)
	}
}

// "continuing to flee until it successfully makes two hits with a morale
// roll": a 6 alone is two hits; 5 and a miss is not.
func TestRallyRoll(t *testing.T) {
	st := newTestState(t, nil)
	a := unit(t, st, "ger-reg", 1)
	st.Units[a].SetFlag(FlagRouting)
	st.Units[a].SetFlag(FlagSuppressed)
	st.Troops[a].Morale = 2
	for _, c := range []struct {
		faces   []int
		rallied bool
	}{{[]int{5, 1}, false}, {[]int{6, 1}, true}} {
		ctx := rules.NewContext(manual(c.faces...))
		ok, err := st.rallyRoll(a, ctx)
		if err != nil || ok != c.rallied || st.Units[a].HasFlag(FlagRouting) == c.rallied {
			t.Errorf("%v: rallied %v (%v), flags %v", c.faces, ok, err, st.Units[a].Flags)
		}
	}
	if !st.suppressed(a) {
		t.Errorf("a rallied unit stays suppressed (RULINGS.md)")
	}
	// A rally roll needs dice: manual dice that ran out ask for them.
	st.Units[a].SetFlag(FlagRouting)
	if _, err := st.rallyRoll(a, rules.NewContext(manual())); err == nil {
		t.Errorf("no dice entered: want a NeedDice error")
	}
}

// "If the unit fires, it does so at half its normal dice value (rounding
// down)": a routing German regiment of 11 fires 5 dice; pooled with a
// steady one of 12, 23 dice less 6 lost by the routing one = 17, the loss
// named.
func TestRoutingFiresHalfDice(t *testing.T) {
	st := newTestState(t, nil)
	a, b := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	st.Troops[a].Strength = 11
	st.Units[a].SetFlag(FlagRouting)
	if n := st.fireDice(a); n != 5 {
		t.Errorf("routing, strength 11: %d dice, want 5", n)
	}
	n, mods := st.firersDice([]int{a, b})
	if n+rules.Sum(mods) != 17 || len(mods) != 1 || mods[0].Value != -6 {
		t.Errorf("pooled: %d %v, want 23 -6", n, mods)
	}
}

// "Suppressed units may not move towards the enemy, nor may they fire at
// any units outside of their own map zone."
func TestSuppression(t *testing.T) {
	st := newTestState(t, nil)
	bef := unit(t, st, "bef-inf", 1)
	g6, _ := st.zoneLoc("G6")
	h6, _ := st.zoneLoc("H6")
	f6, _ := st.zoneLoc("F6")
	g7, _ := st.zoneLoc("G7")
	if !st.mayFireAt(bef, h6) {
		t.Errorf("an unsuppressed unit fires at H6")
	}
	st.Units[bef].SetFlag(FlagSuppressed)
	if st.mayFireAt(bef, h6) || !st.mayFireAt(bef, g6) {
		t.Errorf("suppressed: only its own zone")
	}
	if rule, why := ruleReason(st.whyNoFireAt(bef, h6)); rule != RuleSuppression || !contains(why, "outside of their own map zone") {
		t.Errorf("refusal %q %q", rule, why)
	}
	// The British face east (the German base line is column X).
	for _, c := range []struct {
		to   rules.Location
		want bool
	}{{h6, true}, {f6, false}, {g7, false}} {
		if got := st.towardEnemy(bef, g6, c.to); got != c.want {
			t.Errorf("G6 to %s towards the enemy: %v, want %v", st.label(c.to), got, c.want)
		}
	}
}

// A wavering unit retreats "one zone back towards its home base line",
// not into a zone where its side sees the enemy; an enemy unit it cannot
// see (unidentified, in a trench) does not shape the zones offered, which
// would tell where it is.
func TestFallBackIgnoresUnseenEnemy(t *testing.T) {
	st := newTestState(t, nil)
	b := addUnit(t, st, "bef-inf", "G10")
	e := addUnit(t, st, "ger-res", "F10")
	st.Units[e].Hidden = true
	f10, _ := st.zoneLoc("F10")
	z := st.zone(f10)
	z.Trench = 1
	st.setZone(f10, z)
	if st.sees(Allies, e) {
		t.Fatal("test set-up: the Germans in a trench, unidentified, should be unseen")
	}
	labels := func() []string {
		var out []string
		for _, l := range st.retreatZones(b) {
			out = append(out, st.label(l))
		}
		return out
	}
	if got := labels(); !slices.Contains(got, "F10") {
		t.Fatalf("retreat zones %v: want F10 among them (its enemy is unseen)", got)
	}
	st.Units[e].Hidden = false
	if got := labels(); slices.Contains(got, "F10") || len(got) == 0 {
		t.Fatalf("retreat zones %v: want F10 left out once the Germans there are seen", got)
	}
}

// The retreat choice is in the game's status, which both sides read, and
// in the enemy's view: a unit its enemy does not see is not named there,
// and the morale result of an unidentified one ("Unit strength and
// morale/experience are still kept secret") is not told. Its own side
// reads it by name with its result, whatever the enemy sees.
func TestRetreatPromptKeepsSecrets(t *testing.T) {
	st := newTestState(t, nil)
	a, b := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	stack(t, st, "Q12", a, b)
	if st.sees(Allies, a) {
		t.Fatal("test set-up: the Allies should not see Q12")
	}
	if got, _ := checkWith(t, st, a, 3, 5, 1); got != kit.MoraleWavers || !st.retreating(a) {
		t.Fatalf("wavers with a choice pending: %s, %v", got, st.Pending)
	}
	for _, p := range []string{st.Status().Decision.Prompt, st.View(Allies).Status.Decision.Prompt} {
		if contains(p, st.unitName(a)) || contains(p, "wavers") || !contains(p, "A unit of the Germans falls back") {
			t.Fatalf("prompt %q names the unseen unit or its morale result", p)
		}
	}
	if p := st.View(Central).Status.Decision.Prompt; !contains(p, "German regulars, 1914 wavers") {
		t.Fatalf("the Germans' prompt %q: want their unit named, with its result", p)
	}
	// Seen and identified: named, with its result.
	st = newTestState(t, nil)
	identifyAll(st)
	a, b = unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	stack(t, st, "H6", a, b) // beside the BEF at G6
	checkWith(t, st, a, 3, 5, 1)
	if p := st.Status().Decision.Prompt; !contains(p, st.unitName(a)+" wavers") {
		t.Fatalf("prompt %q: want the seen, identified unit named with its result", p)
	}
}

// "When a unit reaches zero strength points, it is destroyed and must be
// removed from play": a unit that wavers under one fire, its side to choose
// where it falls back, and is destroyed by the next fire before the choice
// is made (the barrages of a bombardment fall one after another) falls
// back nowhere. Issue 24's measuring game brought a destroyed cavalry
// regiment back onto the map this way.
func TestDestroyedUnitFallsBackNowhere(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	i := addUnit(t, st, "ger-reg", "F6")
	st.Troops[i].Strength, st.Troops[i].Morale, st.Troops[i].Experience = 3, 2, 0
	gun := unit(t, st, "brit-fa", 1)
	sh := shot{For: "a barrage", Kind: FireArtillery, Side: Allies, Firers: []int{gun}, Dice: 3, Zone: loc(t, st, "F6"), Targets: []int{i}}
	// 5 5 1: 2 hits, no save, 2 casualties (3 -> 1); morale 2 -> 1 for
	// two casualties; its 1 morale die 5 is 1 hit of 2: it wavers, and
	// may fall back to G5 or G7 (the BEF holds G6).
	ctx := rules.NewContext(manual(5, 5, 1, 5))
	if _, err := st.fire(sh, ctx); err != nil {
		t.Fatal(err)
	}
	if len(st.Pending) != 1 || st.Pending[0].Kind != "retreat" {
		t.Fatalf("set-up: want the Germans to choose where the regiment falls back, pending %+v", st.Pending)
	}
	// 5 1 1: 1 hit, 1 casualty: destroyed.
	ctx = rules.NewContext(manual(5, 1, 1))
	if _, err := st.fire(sh, ctx); err != nil {
		t.Fatal(err)
	}
	if !st.Units[i].Loc.IsEliminated() || len(st.Pending) != 0 {
		t.Fatalf("destroyed %v, pending %+v; want destroyed and nothing to choose", st.Units[i].Loc.IsEliminated(), st.Pending)
	}
}
