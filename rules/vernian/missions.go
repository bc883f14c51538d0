package vernian

import (
	"cmp"
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Ether Flyers: Missions, Interception and Returning to Base (000 Ether
// Flyers). "Allied Ether Flyers do not sortie; they fly Missions. All
// Missions have a range of six hexes, except Interception, which has a
// range of three hexes. The range is one-way." In the Allied Mission
// Allocation Phase an Allied F flies a Sweep (sweep) or an Escort
// (escort), a CS a Light and a B a Heavy Interdiction (interdict); a
// mission not yet fought may be taken back (recall); a Sweep is resolved
// with fight. In an Interception Phase the other side's F intercept
// (intercept), fight and land at once; in the Allied Return to Base Phase
// every Allied flyer still out lands (land). The air combat itself is
// aircombat.go's: fightsAt builds the fights of a hex.

// Flight.Mission values.
const (
	missionSweep     = "sweep"
	missionEscort    = "escort"
	missionLight     = "light"
	missionHeavy     = "heavy"
	missionIntercept = "intercept"
)

const (
	// missionRange: "All Missions have a range of six hexes".
	missionRange = 6
	// interceptRange: "except Interception, which has a range of three
	// hexes".
	interceptRange = 3
	// flyerStack: "Stacking limit is 5 friendly Flyers per hex."
	flyerStack = 5
)

// Citations of the Ether Flyers paragraphs (sections of the reference by
// prefix).
const (
	ruleMissions     = RuleFlyers + ": Missions"
	ruleInterception = RuleFlyers + ": Interception"
	ruleReturn       = RuleFlyers + ": Returning to Base"
	ruleFlyerStack   = RuleFlyers + ": stacking"
)

// missionWords are the mission verbs as players say flying them.
var missionWords = map[string]string{"sweep": "a Sweep", "escort": "an Escort", "interdict": "an Interdiction", "intercept": "an Interception"}

// missionName is a mission as people say it.
var missionName = map[string]string{
	missionSweep:     "Sweep",
	missionEscort:    "Escort",
	missionLight:     "Light Interdiction",
	missionHeavy:     "Heavy Interdiction",
	missionIntercept: "Interception",
}

func init() {
	mission := func(verb, args, rule, help, what string, gen func(*State, string, string) []rules.Action, why func(*State, rules.Action) *rules.Refusal, apply func(*State, rules.Action, *rules.Context) error) kit.Verb[*State] {
		return kit.Verb[*State]{Name: verb, Words: "flying " + missionWords[verb], Args: args, Rule: rule, Help: help, Gen: gen, Why: why, Apply: apply,
			Describe: describeUnitHex("Send %s " + what + " %s")}
	}
	kaiser := func(st *State, a rules.Action) *rules.Refusal { return kaisersOrder(st, a) }
	sweep := mission("sweep", "F HEX", ruleMissions, "In the Allied Mission Allocation Phase, an Allied F flies (range 6) to a hex with German Zeppelins, to attack them.",
		"on a Sweep to", genSweep, whySweep, applyMission(missionSweep))
	escort := mission("escort", "F HEX", ruleMissions, "In the Allied Mission Allocation Phase, an Allied F joins a CS or B already on its mission at HEX, to protect it.",
		"to escort at", genEscort, whyEscort, applyMission(missionEscort))
	interdict := mission("interdict", "CS|B HEX", ruleMissions, "In the Allied Mission Allocation Phase, Light Interdiction of a hex with no ground unit (CS), Heavy of any hex (B), range 6: no German supply line from, into or through it; units there Out of Supply (Heavy), until the flyer lands.",
		"to interdict", genInterdict, whyInterdict, applyInterdict)
	for _, v := range []kit.Verb[*State]{sweep, escort, interdict} {
		v.Standing = kaiser
		book.Verb(v)
	}
	book.Verb(mission("intercept", "F HEX", ruleInterception, "In the other side's turn, an F flies (range 3) to a hex with enemy air units: German Zeppelins in the German turn, Allied CS or B on a mission in the Allied turn.",
		"to intercept at", genIntercept, whyIntercept, applyMission(missionIntercept)))
	book.Verb(kit.Verb[*State]{Name: "recall", Words: "taking back a flyer's mission", Args: "FLYER", Rule: ruleMissions,
		Help: "Takes back a mission not yet fought: the flyer is at its base and may fly again.",
		Gen:  genRecall, Why: whyRecall, Apply: applyRecall,
		Describe: describeUnit("Recall %s to its base")})
	book.Verb(kit.Verb[*State]{Name: "fight", Words: "fighting an air combat", Args: "HEX", Rule: RuleAirCombat,
		Help: "Resolves the air combat of the Sweep or the Interceptions at HEX (the window shows the exact odds first); a phase may not end before.",
		Gen:  genFight, Why: whyFight, Apply: applyFight,
		Describe: describeHex("Fight the air combat at ")})
	book.Verb(kit.Verb[*State]{Name: "land", Words: "returning a flyer to base", Args: "FLYER HEX", Rule: ruleReturn,
		Help: "Returns a flyer to a friendly hex in Attack Supply within range (6; an interceptor 3, right after its combat) of where it stands, in the Interception or the Allied Return to Base Phase; one that can land must; those that cannot are lost at the end of the phase.",
		Gen:  genLand, Why: whyLand, Apply: applyLand,
		Describe: describeUnitHex("Land %s at %s")})
	// One mission per flyer per player-turn: the marks go at the start of
	// each player-turn (its New Units Phase).
	onPhases(kit.Enter, "new-units", func(st *State, _ *rules.Context) {
		for i := range st.Units {
			if st.Units[i].HasFlag(flagFlown) {
				st.Units[i].ClearFlag(flagFlown)
			}
		}
	})
	onPhases(kit.Leave, "interception", func(st *State, ctx *rules.Context) { st.strand(st.phase().Side, ctx) })
	onPhases(kit.Leave, "return", func(st *State, ctx *rules.Context) { st.strand(Allies, ctx) })
}

// --- who may fly, and where ---

// airIndex is what stands where, for the missions' generators: German
// Zeppelins, flyers by side, ground units of either side.
type airIndex struct {
	zeppelins map[rules.Location]int
	flyers    map[string]map[rules.Location]int
	ground    map[rules.Location]bool
	units     map[rules.Location][]int
	// interdictors counts the Allied CS and B on a mission, by hex.
	interdictors map[rules.Location]int
}

func (st *State) airIndex() *airIndex {
	x := &airIndex{zeppelins: map[rules.Location]int{}, ground: map[rules.Location]bool{}, units: map[rules.Location][]int{},
		flyers: map[string]map[rules.Location]int{Germans: {}, Allies: {}}, interdictors: map[rules.Location]int{}}
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() {
			continue
		}
		x.units[u.Loc] = append(x.units[u.Loc], i)
		switch {
		case st.isZeppelin(u):
			x.zeppelins[u.Loc]++
		case st.isFlyer(u):
			if x.flyers[u.Side] != nil {
				x.flyers[u.Side][u.Loc]++
			}
		case st.isGround(u):
			x.ground[u.Loc] = true
		}
	}
	for _, f := range st.Air.Flights {
		if f.Mission != missionLight && f.Mission != missionHeavy {
			continue
		}
		if i := st.Units.Index(f.Unit); i >= 0 && st.Units[i].Side == Allies && st.Units[i].Loc.OnMap() {
			x.interdictors[st.Units[i].Loc]++
		}
	}
	return x
}

// canFly is why flyer i of side may not take off now ("" when it may).
func (st *State) canFly(i int, side string) string {
	u := &st.Units[i]
	switch {
	case !st.isFlyer(u):
		return st.name(i) + " is not an Ether Flyer"
	case u.Side != side:
		return st.name(i) + " is not a flyer of the " + st.sideName(side)
	case !u.Loc.OnMap():
		return st.name(i) + " is not on the map"
	case st.flight(i) != nil:
		return st.name(i) + " is already flying a mission"
	case u.HasFlag(flagFlown):
		return st.name(i) + " has flown its mission this player-turn (one each; \"Ether Flyers always return to base at the end of a Mission\")"
	case st.stuck(i):
		return st.name(i) + " is held by the storm at " + st.place(u.Loc) + " (it has not escaped)"
	case slices.Contains(st.Air.Displace, u.ID):
		return st.name(i) + " must first displace"
	}
	return ""
}

// targets are the hexes flyer i may fly a mission to within limit hexes
// of its base, where ok accepts the hex and the friendly flyers there are
// fewer than five; sorted by location text.
func (st *State) targets(i, limit int, x *airIndex, ok func(rules.Location) bool) []rules.Location {
	side := st.Units[i].Side
	var out []rules.Location
	for l := range st.airReach(i, limit) {
		if st.isWater(l) || x.flyers[side][l] >= flyerStack || !ok(l) {
			continue
		}
		out = append(out, l)
	}
	slices.SortFunc(out, func(a, b rules.Location) int { return cmp.Compare(st.text(a), st.text(b)) })
	return out
}

// missionGen lists the actions verb FLYER HEX of every flyer of side that
// may fly and is accepted by who, to the hexes targets accepts.
func (st *State) missionGen(side, arg0, verb string, limit int, who func(i int) bool, where func(i int, x *airIndex) func(rules.Location) bool) []rules.Action {
	if st.active() != side {
		return nil
	}
	var x *airIndex
	var out []rules.Action
	for i := range st.Units {
		if !st.named(i, arg0) || !st.isFlyer(&st.Units[i]) || st.canFly(i, side) != "" || !who(i) {
			continue
		}
		if x == nil {
			x = st.airIndex()
		}
		for _, l := range st.targets(i, limit, x, where(i, x)) {
			out = append(out, rules.Action{Side: side, Verb: verb, Args: []string{st.Units.Ref(i), st.text(l)}})
		}
	}
	return out
}

// flightsAt are the indexes of the units of side flying mission (any when
// "") at l, in take-off order, fought or not as fought says (either when
// nil).
func (st *State) flightsAt(side string, l rules.Location, fought *bool, missions ...string) []int {
	var out []int
	for _, f := range st.Air.Flights {
		i := st.Units.Index(f.Unit)
		if i < 0 || st.Units[i].Loc != l || st.Units[i].Side != side {
			continue
		}
		if (len(missions) == 0 || slices.Contains(missions, f.Mission)) && (fought == nil || *fought == f.Fought) {
			out = append(out, i)
		}
	}
	return out
}

// unfought selects flights whose air combat is still to come.
var unfought = func() *bool { b := false; return &b }()

// --- sweep, escort, interdict ---

func (st *State) isF(i int) bool  { return st.flyerType(&st.Units[i]) == "F" }
func (st *State) isCS(i int) bool { return st.flyerType(&st.Units[i]) == "CS" }
func (st *State) isB(i int) bool  { return st.flyerType(&st.Units[i]) == "B" }

// genSweep: "Allied F types may fly Sweep missions. This mission allows
// the F type to fly to a hex containing enemy Zeppelins and attack them
// using Air Combat."
func genSweep(st *State, side, arg0 string) []rules.Action {
	if side != Allies {
		return nil
	}
	return st.missionGen(side, arg0, "sweep", missionRange, st.isF, func(_ int, x *airIndex) func(rules.Location) bool {
		return func(l rules.Location) bool { return x.zeppelins[l] > 0 }
	})
}

// genEscort: "Allied F types may fly Escort missions. This mission allows
// the F type to accompany friendly CS or B types on their mission to
// protect them." The CS or B takes off first; the F joins it in its hex.
func genEscort(st *State, side, arg0 string) []rules.Action {
	if side != Allies {
		return nil
	}
	return st.missionGen(side, arg0, "escort", missionRange, st.isF, func(_ int, x *airIndex) func(rules.Location) bool {
		return func(l rules.Location) bool { return x.interdictors[l] > 0 }
	})
}

// genInterdict: "Allied CS types may fly out to empty hexes and Interdict
// them" (Light); "Allied B types may fly to any hex and conduct Heavy
// Interdiction regardless of the presence of any enemy units there". An
// empty hex holds no ground unit of either side (RULINGS.md).
func genInterdict(st *State, side, arg0 string) []rules.Action {
	if side != Allies {
		return nil
	}
	return st.missionGen(side, arg0, "interdict", missionRange, func(i int) bool { return st.isCS(i) || st.isB(i) },
		func(i int, x *airIndex) func(rules.Location) bool {
			if st.isB(i) {
				return func(rules.Location) bool { return true }
			}
			return func(l rules.Location) bool { return !x.ground[l] }
		})
}

// genIntercept: "This mission can only be performed during the other
// player's turn. It allows the F type to move into a hex containing enemy
// air units and attack them using Air Combat. ... the range for this
// mission is three hexes." The enemy air units an interceptor can attack:
// in the German turn the Zeppelins (always aloft), in the Allied turn the
// CS and B on their missions (the only Allied flyers a German F may fight
// through to: table c; escorts fight it first, table a).
func genIntercept(st *State, side, arg0 string) []rules.Action {
	if st.phaseKind() != "interception" || side != st.phase().Side {
		return nil
	}
	return st.missionGen(side, arg0, "intercept", interceptRange, st.isF, func(_ int, x *airIndex) func(rules.Location) bool {
		return func(l rules.Location) bool { return x.interceptable(side, l) }
	})
}

// interceptable reports whether l holds air units side's interceptors may
// attack.
func (x *airIndex) interceptable(side string, l rules.Location) bool {
	if side == Allies {
		return x.zeppelins[l] > 0
	}
	return x.interdictors[l] > 0
}

// applyMission sends the flyer named by a.Args[0] on mission to a.Args[1]:
// it stands there with a Flight whose From is the base it left.
func applyMission(mission string) func(st *State, a rules.Action, ctx *rules.Context) error {
	return func(st *State, a rules.Action, ctx *rules.Context) error {
		i := st.unitArg(a.Args[0])
		l, err := rules.ParseLocation(st.fixed.s, a.Args[1])
		if i < 0 || err != nil {
			return fmt.Errorf("vernian: %s: bad arguments", a)
		}
		u := &st.Units[i]
		from := u.Loc
		st.Air.Flights = append(st.Air.Flights, Flight{Unit: u.ID, Mission: mission, From: st.text(from)})
		u.Loc = l
		u.SetFlag(flagFlown)
		ctx.Logf("%s flies %s from %s to %s", st.name(i), article(missionName[mission]), st.place(from), st.place(l))
		return nil
	}
}

func article(s string) string {
	if s != "" && slices.Contains([]byte("AEIOU"), s[0]) {
		return "an " + s
	}
	return "a " + s
}

func applyInterdict(st *State, a rules.Action, ctx *rules.Context) error {
	mission := missionLight
	if i := st.unitArg(a.Args[0]); i >= 0 && st.isB(i) {
		mission = missionHeavy
	}
	return applyMission(mission)(st, a, ctx)
}

// kaisersOrder refuses the Germans every mission but Interception, in
// any phase: "German Ether Flyers can fly only Interception missions, by
// order of the Kaiser; they cannot Escort or Sweep." (000 Ether Flyers,
// Missions). Their flyers are all F types, so an Interdiction (CS, B) is
// no more theirs to fly.
func kaisersOrder(_ *State, a rules.Action) *rules.Refusal {
	if a.Side != Germans {
		return nil
	}
	return rules.Refuse(a, ruleMissions, "German Ether Flyers can fly only Interception missions, by order of the Kaiser; they cannot Escort or Sweep")
}

// whyMission explains a refused mission verb FLYER HEX: rule and reason.
func (st *State) whyMission(a rules.Action, phase string, limit int, rule string, typeOK func(i int) (bool, string), hexOK func(i int, l rules.Location) string) *rules.Refusal {
	if len(a.Args) != 2 {
		return refusalOf(rule, a.Verb+" takes FLYER HEX")
	}
	if st.phaseKind() != phase {
		return refusalOf(RuleSequence, a.Verb+" is not done in the "+st.phase().Name)
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refusalOf(rule, "no unit "+a.Args[0])
	}
	if why := st.canFly(i, a.Side); why != "" {
		return refusalOf(ruleMissions, why)
	}
	if ok, why := typeOK(i); !ok {
		return refusalOf(rule, why)
	}
	l, err := rules.ParseLocation(st.fixed.s, a.Args[1])
	if err != nil || !l.OnMap() {
		return refusalOf(rule, "no hex "+a.Args[1])
	}
	if _, in := st.airReach(i, limit)[l]; !in {
		if rule, why := st.airBarred(i, l, limit); why != "" {
			return refusalOf(rule, why)
		}
		return refusalOf(ruleMissions, fmt.Sprintf("%s is beyond the mission's range of %d hexes from %s", st.place(l), limit, st.place(st.Units[i].Loc)))
	}
	switch {
	case st.isWater(l):
		return refusalOf(ruleMissions, "flyers never end a flight over water")
	case st.airIndex().flyers[a.Side][l] >= flyerStack:
		return refusalOf(ruleFlyerStack, "Stacking limit is 5 friendly Flyers per hex: "+st.place(l)+" is full")
	}
	return refusalOf(rule, hexOK(i, l))
}

func whySweep(st *State, a rules.Action) *rules.Refusal {
	return st.whyMission(a, "missions", missionRange, ruleMissions+": Sweep",
		func(i int) (bool, string) { return st.isF(i), "only Allied F types may fly Sweep missions" },
		func(_ int, l rules.Location) string {
			if st.airIndex().zeppelins[l] == 0 {
				return "a Sweep flies to a hex containing enemy Zeppelins: there are none at " + st.place(l)
			}
			return ""
		})
}

func whyEscort(st *State, a rules.Action) *rules.Refusal {
	return st.whyMission(a, "missions", missionRange, ruleMissions+": Escort",
		func(i int) (bool, string) { return st.isF(i), "only Allied F types may fly Escort missions" },
		func(_ int, l rules.Location) string {
			if st.airIndex().interdictors[l] == 0 {
				return "an Escort accompanies friendly CS or B types on their mission: none is flying to " + st.place(l) + " (send them first)"
			}
			return ""
		})
}

func whyInterdict(st *State, a rules.Action) *rules.Refusal {
	return st.whyMission(a, "missions", missionRange, ruleMissions+": Interdiction",
		func(i int) (bool, string) {
			return st.isCS(i) || st.isB(i), "only CS types (Light Interdiction) and B types (Heavy Interdiction) interdict; an F flies Sweep or Escort"
		},
		func(i int, l rules.Location) string {
			if st.isCS(i) && st.airIndex().ground[l] {
				return "Light Interdiction is of empty hexes: " + st.place(l) + " holds ground units (a B type may interdict any hex)"
			}
			return ""
		})
}

func whyIntercept(st *State, a rules.Action) *rules.Refusal {
	if st.phaseKind() == "interception" && a.Side != st.phase().Side {
		return refusalOf(ruleInterception, "Interception can only be performed during the other player's turn")
	}
	return st.whyMission(a, "interception", interceptRange, ruleInterception,
		func(i int) (bool, string) { return st.isF(i), "only F types intercept" },
		func(_ int, l rules.Location) string {
			if !st.airIndex().interceptable(a.Side, l) {
				if a.Side == Allies {
					return "an interceptor flies to a hex containing enemy air units: no German Zeppelin is at " + st.place(l)
				}
				return "an interceptor flies to a hex containing enemy air units: no Allied CS or B is on a mission at " + st.place(l)
			}
			return ""
		})
}

// --- recall ---

// genRecall: a mission not yet fought may be taken back in the Mission
// Allocation Phase; the flyer is back at its base and may fly again.
func genRecall(st *State, side, arg0 string) []rules.Action {
	if side != Allies || st.phaseKind() != "missions" {
		return nil
	}
	var out []rules.Action
	for _, f := range st.Air.Flights {
		i := st.Units.Index(f.Unit)
		if i < 0 || f.Fought || f.Mission == missionIntercept || st.Units[i].Side != side || !st.named(i, arg0) {
			continue
		}
		out = append(out, rules.Action{Side: side, Verb: "recall", Args: []string{st.Units.Ref(i)}})
	}
	return out
}

func whyRecall(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refusalOf(ruleMissions, "recall takes FLYER")
	}
	if st.phaseKind() != "missions" {
		return refusalOf(ruleMissions, "missions are taken back only in the Allied Mission Allocation Phase")
	}
	i := st.unitArg(a.Args[0])
	switch {
	case i < 0:
		return refusalOf(ruleMissions, "no unit "+a.Args[0])
	case st.flight(i) == nil:
		return refusalOf(ruleMissions, st.name(i)+" is not flying a mission")
	case st.flight(i).Fought:
		return refusalOf(RuleAirCombat, st.name(i)+" has fought its mission's air combat: it returns to base in the Return to Base Phase")
	}
	return refusalOf(ruleMissions, "")
}

func applyRecall(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return fmt.Errorf("vernian: %s: bad arguments", a)
	}
	l := st.Units[i].Loc
	interdictor := st.isCS(i) || st.isB(i)
	st.recall(i, ctx)
	// Escorts left with nothing to escort come back too.
	if interdictor && len(st.flightsAt(Allies, l, nil, missionLight, missionHeavy)) == 0 {
		for _, j := range st.flightsAt(Allies, l, nil, missionEscort) {
			st.recall(j, ctx)
		}
	}
	return nil
}

// recall puts flyer i back at its base, free to fly again.
func (st *State) recall(i int, ctx *rules.Context) {
	u := &st.Units[i]
	if f := st.flight(i); f != nil {
		if l, err := rules.ParseLocation(st.fixed.s, f.From); err == nil {
			u.Loc = l
		}
	}
	st.endFlight(i)
	u.ClearFlag(flagFlown)
	ctx.Logf("%s is recalled to %s", st.name(i), st.place(u.Loc))
}

// --- fight ---

// fightsAt are the air combats of side's unfought attacking flyers at l
// (Sweeps and Interceptions), in the order they are fought. Allied
// fighters attack the German Zeppelins there (table b, "Fighters attack
// one Zeppelin at a time"); German interceptors first fight the Allied
// escorts ("if there are F types from both sides in a hex, and one of them
// is flying an Interception mission and the other is flying Escort, they
// must fight it out before any other air combat can take place"), then
// the survivors attack the CS and B (table c). Allied sweepers take no
// part in an interception ("German fighters never participate in combats
// unless they are flying an Interception mission", and a Sweep's fighters
// are neither Escort nor Interception). Zeppelins are attacked those
// carrying passengers first, then in the order of play (RULINGS.md);
// flyers in take-off order; unless the attacker chose another order
// (first, airorder.go).
func (st *State) fightsAt(side string, l rules.Location) []airFight {
	fighters := st.flightsAt(side, l, unfought, missionSweep, missionIntercept)
	if len(fighters) == 0 {
		return nil
	}
	if side == Allies {
		var zeps []int
		for i := range st.Units {
			if u := &st.Units[i]; u.Loc == l && u.Side == Germans && st.isZeppelin(u) {
				zeps = append(zeps, i)
			}
		}
		slices.SortStableFunc(zeps, func(a, b int) int {
			return cmp.Compare(len(st.Units.Passengers(b)), len(st.Units.Passengers(a)))
		})
		return []airFight{{Table: "fighter-zeppelin", Loc: l, Fighters: fighters, Targets: st.ordered(zeps)}}
	}
	var out []airFight
	if escorts := st.flightsAt(Allies, l, nil, missionEscort); len(escorts) > 0 {
		out = append(out, airFight{Table: "fighter-fighter", Loc: l, Fighters: fighters, Targets: escorts})
	}
	if flyers := st.flightsAt(Allies, l, nil, missionLight, missionHeavy); len(flyers) > 0 {
		out = append(out, airFight{Table: "fighter-flyer", Loc: l, Fighters: fighters, Targets: st.ordered(flyers)})
	}
	return out
}

// fightPhase is the mission whose fighters fight in the current phase.
func (st *State) fightMission() string {
	switch st.phaseKind() {
	case "missions":
		return missionSweep
	case "interception":
		return missionIntercept
	}
	return ""
}

// genFight lists fight HEX for every hex where the phase side's Sweeps
// (Mission Allocation) or Interceptions (Interception Phase) wait for
// their air combat.
func genFight(st *State, side, arg0 string) []rules.Action {
	mission := st.fightMission()
	if mission == "" || side != st.phase().Side {
		return nil
	}
	var out []rules.Action
	seen := map[rules.Location]bool{}
	for _, f := range st.Air.Flights {
		i := st.Units.Index(f.Unit)
		if i < 0 || f.Fought || f.Mission != mission || st.Units[i].Side != side {
			continue
		}
		l := st.Units[i].Loc
		if seen[l] || (arg0 != "" && arg0 != st.text(l)) {
			continue
		}
		seen[l] = true
		out = append(out, rules.Action{Side: side, Verb: "fight", Args: []string{st.text(l)}})
	}
	return out
}

func whyFight(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refusalOf(RuleAirCombat, "fight takes HEX")
	}
	if st.fightMission() == "" {
		return refusalOf(RuleAirCombat, "air combat is fought in the Mission Allocation and Interception Phases")
	}
	l, err := rules.ParseLocation(st.fixed.s, a.Args[0])
	if err != nil || !l.OnMap() {
		return refusalOf(RuleAirCombat, "no hex "+a.Args[0])
	}
	return refusalOf(RuleAirCombat, fmt.Sprintf("no %s of the %s waits for its air combat at %s", missionName[st.fightMission()], st.sideName(a.Side), st.place(l)))
}

// applyFight resolves the air combat at the hex (aircombat.go) and marks
// every flight there fought.
func applyFight(st *State, a rules.Action, ctx *rules.Context) error {
	l, err := rules.ParseLocation(st.fixed.s, a.Args[0])
	if err != nil {
		return fmt.Errorf("vernian: %s: %w", a, err)
	}
	ctx.Logf("Air combat at %s", st.place(l))
	if err := st.resolveAirFights(st.fightsAt(a.Side, l), ctx); err != nil {
		return err
	}
	for k := range st.Air.Flights {
		if i := st.Units.Index(st.Air.Flights[k].Unit); i >= 0 && st.Units[i].Loc == l {
			st.Air.Flights[k].Fought = true
		}
	}
	return nil
}

// mustFight is why the phase may not end while side's Sweeps or
// Interceptions wait for their air combat.
func (st *State) mustFight(side string) *rules.Refusal {
	if acts := genFight(st, side, ""); len(acts) > 0 {
		return &rules.Refusal{Rule: RuleAirCombat, Reason: fmt.Sprintf("fight the air combat at %s first (the %s there attack)", st.placeText(acts[0].Args[0]), missionName[st.fightMission()])}
	}
	return nil
}

// --- land ---

// landers are side's flyers that land in the current phase: every flyer
// still out in the Return to Base Phase ("At the end of the combat phase
// all Flyers in the air must return to base"), the interceptors whose
// combat is over in an Interception Phase ("F types performing
// Interception missions return to base immediately after the mission is
// concluded"), with their range.
func (st *State) landers(side string) ([]int, int) {
	var out []int
	kind := st.phaseKind()
	limit := missionRange
	if kind == "interception" {
		limit = interceptRange
	}
	if (kind != "return" && kind != "interception") || side != st.phase().Side {
		return nil, limit
	}
	for _, f := range st.Air.Flights {
		i := st.Units.Index(f.Unit)
		if i < 0 || st.Units[i].Side != side || !st.Units[i].Loc.OnMap() {
			continue
		}
		if kind == "interception" && (f.Mission != missionIntercept || !f.Fought) {
			continue
		}
		out = append(out, i)
	}
	return out, limit
}

// bases are the hexes flyer i may land in within limit hexes of where it
// stands: "any hex in mission range that is in attack supply", and, as
// for a base change, a friendly hex with no enemy unit and fewer than five
// friendly flyers (RULINGS.md). Sorted by location text.
func (st *State) bases(i, limit int, net *SupplyNet, x *airIndex) []rules.Location {
	side := st.Units[i].Side
	var out []rules.Location
	for l := range st.airReach(i, limit) {
		if st.legalBase(side, l, net, x, l == st.Units[i].Loc) {
			out = append(out, l)
		}
	}
	slices.SortFunc(out, func(a, b rules.Location) int { return cmp.Compare(st.text(a), st.text(b)) })
	return out
}

// legalBase reports whether a flyer of side may land at l (self: it
// stands there, and does not count against the stacking limit).
func (st *State) legalBase(side string, l rules.Location, net *SupplyNet, x *airIndex, self bool) bool {
	if !l.OnMap() || st.isWater(l) || st.controlOf(st.mapOf(l), l.Cell) != side {
		return false
	}
	for _, j := range x.units[l] {
		if st.Units[j].Side != side {
			return false
		}
	}
	n := x.flyers[side][l]
	if self {
		n--
	}
	return n < flyerStack && net.At(l) == AttackSupply
}

func genLand(st *State, side, arg0 string) []rules.Action {
	landers, limit := st.landers(side)
	if len(landers) == 0 {
		return nil
	}
	net, x := st.supply(side), st.airIndex()
	var out []rules.Action
	for _, i := range landers {
		if !st.named(i, arg0) {
			continue
		}
		for _, l := range st.bases(i, limit, net, x) {
			out = append(out, rules.Action{Side: side, Verb: "land", Args: []string{st.Units.Ref(i), st.text(l)}})
		}
	}
	return out
}

func whyLand(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return refusalOf(ruleReturn, "land takes FLYER HEX")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refusalOf(ruleReturn, "no unit "+a.Args[0])
	}
	f := st.flight(i)
	landers, limit := st.landers(a.Side)
	switch {
	case f == nil:
		return refusalOf(ruleReturn, st.name(i)+" is not in the air")
	case st.phaseKind() == "interception" && f.Mission != missionIntercept:
		return refusalOf(ruleReturn, st.name(i)+" returns to base at the end of the Combat Phase, in the Return to Base Phase")
	case st.phaseKind() == "interception" && !f.Fought:
		return refusalOf(RuleAirCombat, st.name(i)+" has not fought yet: fight first")
	case !slices.Contains(landers, i):
		return refusalOf(ruleReturn, "flyers land in the Return to Base Phase (interceptors in their Interception Phase, after their combat)")
	}
	l, err := rules.ParseLocation(st.fixed.s, a.Args[1])
	if err != nil || !l.OnMap() {
		return refusalOf(ruleReturn, "no hex "+a.Args[1])
	}
	if _, in := st.airReach(i, limit)[l]; !in {
		if rule, why := st.airBarred(i, l, limit); why != "" {
			return refusalOf(rule, why)
		}
		return refusalOf(ruleReturn, fmt.Sprintf("%s is beyond the mission range of %d hexes from %s", st.place(l), limit, st.place(st.Units[i].Loc)))
	}
	x := st.airIndex()
	switch {
	case st.isWater(l) || st.controlOf(st.mapOf(l), l.Cell) != a.Side:
		return refusalOf(ruleReturn, "a flyer lands in a friendly hex: "+st.place(l)+" is not held by the "+st.sideName(a.Side))
	case !st.legalBase(a.Side, l, st.supply(a.Side), x, l == st.Units[i].Loc):
		for _, j := range x.units[l] {
			if st.Units[j].Side != a.Side {
				return refusalOf(ruleReturn, "a base must not contain an enemy unit: "+st.name(j)+" is at "+st.place(l))
			}
		}
		if st.supply(a.Side).At(l) != AttackSupply {
			return refusalOf(ruleReturn, "a flyer returns to a hex that is in Attack Supply: "+st.place(l)+" is not in Attack Supply")
		}
		return refusalOf(ruleFlyerStack, "Stacking limit is 5 friendly Flyers per hex: "+st.place(l)+" is full")
	}
	return refusalOf(ruleReturn, "")
}

func applyLand(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	l, err := rules.ParseLocation(st.fixed.s, a.Args[1])
	if i < 0 || err != nil {
		return fmt.Errorf("vernian: %s: bad arguments", a)
	}
	from := st.Units[i].Loc
	st.endFlight(i)
	st.Units[i].Loc = l
	ctx.Logf("%s returns from %s to base at %s", st.name(i), st.place(from), st.place(l))
	return nil
}

// mustLand is why the phase may not end while one of side's flyers that
// must return to base can.
func (st *State) mustLand(side string) *rules.Refusal {
	landers, limit := st.landers(side)
	if len(landers) == 0 {
		return nil
	}
	net, x := st.supply(side), st.airIndex()
	for _, i := range landers {
		if len(st.bases(i, limit, net, x)) > 0 {
			return &rules.Refusal{Rule: ruleReturn, Reason: "return " + st.name(i) + " at " + st.place(st.Units[i].Loc) + " to base first (land)"}
		}
	}
	return nil
}

// strand destroys side's flyers still in the air at the end of a phase in
// which they had to return to base and could not (no friendly hex in
// Attack Supply within range): the seed's Base Change rule, "If they can't
// reach a legal base hex they are destroyed".
func (st *State) strand(side string, ctx *rules.Context) {
	landers, limit := st.landers(side)
	for _, i := range landers {
		name, where := st.name(i), st.place(st.Units[i].Loc)
		st.endFlight(i)
		st.Units[i].Loc = rules.Eliminated
		ctx.Logf("%s at %s can reach no friendly hex in Attack Supply within %d hexes and is lost (%s)", name, where, limit, ruleReturn)
	}
}

// airChecklist is the air phases' checklist: what still must be done.
func (st *State) airChecklist() []rules.CheckItem {
	var out []rules.CheckItem
	switch st.phaseKind() {
	case "missions":
		out = append(out, rules.CheckItem{Text: "Fly missions (optional): F Sweep or Escort, CS Light and B Heavy Interdiction, range 6; fight each Sweep"})
	case "interception":
		out = append(out, rules.CheckItem{Text: "Intercept (optional): F to enemy air units within 3 hexes, fight, then land at once"})
	case "return":
		out = append(out, rules.CheckItem{Text: "Land every flyer still in the air within 6 hexes, in a friendly hex in Attack Supply"})
	}
	if r := book.MustFinish(st); r != nil && st.Pending == nil {
		out = append(out, rules.CheckItem{Text: r.Reason, Required: true})
	}
	return out
}

// interdicted are the hexes Allied flyers interdict now, with whether
// the interdiction is Heavy: "Interdiction status lasts only so long as
// the Ether Flyer remains there".
func (st *State) interdicted() map[rules.Location]bool {
	var out map[rules.Location]bool
	for _, f := range st.Air.Flights {
		if f.Mission != missionLight && f.Mission != missionHeavy {
			continue
		}
		i := st.Units.Index(f.Unit)
		if i < 0 || !st.Units[i].Loc.OnMap() {
			continue
		}
		if out == nil {
			out = map[rules.Location]bool{}
		}
		l := st.Units[i].Loc
		out[l] = out[l] || f.Mission == missionHeavy
	}
	return out
}
