package greenfields

import (
	"fmt"
	"sandtable/internal/plural"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Air operations" step of the assault turn:
// fighters against fighters and then observation and ground attack
// craft, or against balloons (flak first), strafing, ground attack and
// bombing with ground fire back, one sortie a day, the weather. The
// seed's words: the Section below.
//
// Both sides choose at once (State.Air.Choice, a rules.SecretChoice):
// "fly AIRCRAFT MISSION [ZONE [ZONE]]" and "ground AIRCRAFT" are each a
// secret of their side until the last side commits; then every mission is
// revealed and resolved in the seed's order. Aircraft fly from wherever
// they stand (their side's reserve box or an airfield zone on the map):
// every zone of the map is within reach (RULINGS.md).

func init() {
	book.Section(kit.Section[*State]{Rule: RuleAir, Title: "Air operations", Order: 150,
		Text: `"Each player secretly determines the number of aircraft they will hazard in the air."

- "All fighters now fire at enemy fighters (rolling hit and then saving rolls). Survivors may then fire again - this time at enemy observation and ground attack craft."
- "Alternatively, fighter aircraft may attack balloons, needing a single hit to ground the balloon for the rest of the day ... The balloon's flak protection batteries fire at the attacking aircraft BEFORE the attacking aircraft roll their dice, rolling 1 hit dice vs the incoming air attack."
- "Ground attack craft can now fire upon a single zone each, rolling 2 hit dice per strength point of ground attack aircraft. Fighters may also now strafe ground units, rolling 1 hit dice per strength point. Aircraft that attack ground units may then be fired upon by the ground units, who roll 1 "hit" dice per 3 strength points once the air to ground fire has been made."
- "Bombers may attack ground targets (1 dice per strength point)."
- "Aircraft may make only 1 sortie per day."

"Weather: On any given day, conditions may not make aviation possible. On a roll of 6 in autumn, summer and spring, and a roll of 5 or 6 in winter, no flights are possible."`})
}

// Air missions (the fly verb's second argument).
const (
	MissionFighters = "fighters" // fighters: fire at enemy fighters, then at observation and ground attack craft
	MissionBalloon  = "balloon"  // fighters: attack the balloon(s) in ZONE
	MissionStrafe   = "strafe"   // fighters: 1 die per strength point at ZONE
	MissionAttack   = "attack"   // ground attack aircraft: 2 dice per strength point at ZONE
	MissionBomb     = "bomb"     // bombers: 1 die per strength point at ZONE
	MissionRecce    = "recce"    // observation aircraft: overfly 2 adjoining zones
)

// missionsOf are the missions each class of aircraft may fly.
var missionsOf = map[Class][]string{
	Fighter:      {MissionFighters, MissionBalloon, MissionStrafe},
	GroundAttack: {MissionAttack},
	Bomber:       {MissionBomb},
	Observation:  {MissionRecce},
}

// missionZones is how many zones a mission names.
var missionZones = map[string]int{MissionFighters: 0, MissionBalloon: 1, MissionStrafe: 1, MissionAttack: 1,
	MissionBomb: 1, MissionRecce: 2}

// AirOps is the turn's air operations.
type AirOps struct {
	// Choice is both sides' secret commitment of aircraft.
	Choice rules.SecretChoice `json:"choice"`
	// Sorties are the missions chosen this air phase, both sides'; a
	// side's are its secret until the choice is revealed.
	Sorties []Sortie `json:"sorties,omitempty"`
	// WeatherDay is 1 + the day whose flying weather has been rolled;
	// NoFlying: that day "no flights are possible".
	WeatherDay int  `json:"weather_day,omitempty"`
	NoFlying   bool `json:"no_flying,omitempty"`
	// RecceOff are, by side, what its recce flights observed off board
	// this week (airweek.go): "depot" and the ids of enemy units held off
	// board.
	RecceOff map[string][]string `json:"recce_off,omitempty"`
}

// Sortie is one aircraft's mission.
type Sortie struct {
	Unit    int      `json:"unit"`
	Mission string   `json:"mission"`
	Zones   []string `json:"zones,omitempty"`
	// Period (the weekly turn's Dawn, Day, Dusk or Night) and Target (a
	// mission's argument that is no zone: an intercepted class, the depot
	// or box a recce observes off board): airweek.go.
	Period string `json:"period,omitempty"`
	Target string `json:"target,omitempty"`
}

func (a AirOps) clone() AirOps {
	c := a
	c.Choice.Asked = slices.Clone(a.Choice.Asked)
	c.Choice.Committed = slices.Clone(a.Choice.Committed)
	c.Sorties = slices.Clone(a.Sorties)
	for k := range c.Sorties {
		c.Sorties[k].Zones = slices.Clone(a.Sorties[k].Zones)
	}
	c.RecceOff = cloneRecce(a.RecceOff)
	return c
}

// waiting are the sides still to commit their aircraft.
func (a *AirOps) waiting() []string { return a.Choice.Waiting() }

func init() {
	book.Stage(phaseStage(PhaseAir, kit.Stage[*State]{Rule: RuleAir,
		Prompt: func(st *State, viewer string) string {
			return "Air operations: choose the aircraft to hazard in the air and their missions (fly), secretly, then commit; when both sides have committed, the missions are revealed and flown"
		},
		MustFinish: func(st *State) *rules.Refusal {
			return refuse(RuleAir, "the air phase ends when both sides have committed their aircraft (commit)")
		},
		Checklist: phaseItems(func(st *State) []rules.CheckItem {
			return []rules.CheckItem{
				{Text: "Choose the aircraft you hazard in the air and their missions (fly), secretly; ground undoes a choice"},
				{Text: "Commit: when both sides have committed, the missions are revealed and flown", Required: true},
			}
		}, nil)}))
	book.Verb(kit.Verb[*State]{Name: "fly", Title: "Fly", Args: "AIRCRAFT [PERIOD] MISSION [ZONE|TARGET [ZONE]]", Rule: RuleAir,
		Help: "orders a sortie (a secret choice until both sides commit): fighters `fighters` (patrol against enemy aircraft), `balloon ZONE` or `strafe ZONE`; ground attack aircraft `attack ZONE`; bombers `bomb ZONE`; observation aircraft `recce ZONE ZONE` (two adjoining zones, in map order). In the weekly turn the PERIOD comes first (`dawn`, `day`, `dusk`, or `night` for bombers alone) and the missions are fighters `fighters`, `intercept observation-aircraft|ground-attack|bomber` or `balloon ZONE`; ground attack `attack ZONE`; bombers `bomb ZONE`, `bomb-airfield` or `bomb-depot`; observation `recce ZONE ZONE` or `recce-off depot|box`",
		Gen:  genFly, Why: whyFly, Apply: applyFly, Describe: describeAirOrder})
	book.Verb(kit.Verb[*State]{Name: "ground", Title: "Keep on the ground", Args: "AIRCRAFT", Rule: RuleAir,
		Help: "keeps an aircraft on the ground: takes its order back",
		Gen:  genGround, Why: whyGround, Apply: applyGround, Describe: describeAirOrder})
	book.Verb(kit.Verb[*State]{Name: rules.CommitVerb, Title: "Commit the secret orders", Rule: RuleAir,
		Help: "closes the side's secret orders of the step (air orders; in the weekly turn deployment, air and replacement orders): when both have committed they are revealed and carried out (air orders after the day's weather roll)",
		Gen:  genCommit, Why: whyCommit, Apply: applyCommit, Describe: describeCommit})
	book.On(kit.Enter(PhaseAir), func(st *State, ctx *rules.Context) error { openAir(st, ctx); return nil })
	book.On(dayStart, func(st *State, ctx *rules.Context) error {
		// "Aircraft may make only 1 sortie per day"; a balloon is grounded
		// "for the rest of the day".
		for i := range st.Units {
			st.Units[i].ClearFlag(FlagSortie)
			st.Units[i].ClearFlag(FlagGrounded)
		}
		return nil
	})
}

// describeAirOrder words an air order for its side ("Keep Albatros on
// the ground", "Fly Albatros: recce K5 and K6"); to the enemy, only that
// the side gives its air orders (secret until both commit).
func describeAirOrder(st *State, a rules.Action, viewer string) (string, bool) {
	u, ok := st.argUnit(a, 0, viewer)
	switch {
	case !ok:
		return "", false
	case viewer != "" && viewer != a.Side:
		return fmt.Sprintf("The %s give their air orders", st.sideName(a.Side)), true
	case a.Verb == "ground":
		return fmt.Sprintf("Keep %s on the ground", u), len(a.Args) == 1
	case len(a.Args) < 2:
		return "", false
	case periodNames[a.Args[1]] != "":
		return st.describeFlyWeek(a, u)
	}
	var zones []string
	for k := 2; k < len(a.Args); k++ {
		z, ok := st.argZone(a, k)
		if !ok {
			return "", false
		}
		zones = append(zones, z)
	}
	text := fmt.Sprintf("Fly %s: %s", u, a.Args[1])
	if len(zones) > 0 {
		text += " " + strings.Join(zones, " and ")
	}
	return text, true
}

// openAir opens the air phase's secret choice to the sides that have an
// aircraft able to fly now; with none, the phase passes by itself.
func openAir(st *State, ctx *rules.Context) {
	st.Air.Sorties = nil
	var sides []string
	for _, side := range Sides {
		if len(st.flyable(side)) > 0 {
			sides = append(sides, side)
		}
	}
	st.Air.Choice = rules.SecretChoice{}
	if len(sides) > 0 {
		st.Air.Choice = rules.NewSecretChoice(sides...)
	}
}

// weatherKnownBad reports whether today's weather has been rolled and
// forbids flying.
func (st *State) weatherKnownBad() bool {
	return st.Mode != ModeWeek && st.Air.WeatherDay == st.Day+1 && st.Air.NoFlying
}

// flyable are side's aircraft that may fly now, in unit order: in play,
// not yet flown today, bombers alone at night ("Only bombers may elect to
// fly during the "night" period"), and not on a day the weather forbids.
func (st *State) flyable(side string) []int {
	if st.weatherKnownBad() {
		return nil
	}
	var out []int
	for i := range st.Units {
		if why := st.whyNotFly(side, i); why == "" {
			out = append(out, i)
		}
	}
	return out
}

// whyNotFly says why aircraft i of side may not fly now ("" when it may).
func (st *State) whyNotFly(side string, i int) string {
	u := &st.Units[i]
	switch {
	case !st.isAircraft(i):
		return fmt.Sprintf("%s is not an aircraft", st.unitName(i))
	case u.Side != side:
		return fmt.Sprintf("%s is not yours", st.unitName(i))
	case u.Loc.IsEliminated() || u.Loc.IsZero():
		return fmt.Sprintf("%s is not in play", st.unitName(i))
	case st.overCap(i):
		return fmt.Sprintf("%s is beyond its army's cap of aircraft (3 strength points per depot point): it \"may not be used in combat\"", st.unitName(i))
	case u.HasFlag(FlagSortie) && st.Mode == ModeWeek:
		return fmt.Sprintf("%s has flown this week: \"Aircraft may only fly in one period in any weekly turn\"", st.unitName(i))
	case u.HasFlag(FlagSortie):
		return fmt.Sprintf("%s has flown today: \"Aircraft may make only 1 sortie per day\"", st.unitName(i))
	case st.Mode != ModeWeek && st.night() && st.class(i) != Bomber:
		return "only bombers fly at night"
	case st.weatherKnownBad():
		return "the weather forbids flying today: \"no flights are possible\""
	}
	return ""
}

// sortieOf is the index in Air.Sorties of unit i's sortie, -1 when none.
func (st *State) sortieOf(i int) int {
	return slices.IndexFunc(st.Air.Sorties, func(s Sortie) bool { return s.Unit == i })
}

// allZones are every zone label of the map, in map order.
func (st *State) allZones() []string {
	n := st.fixed.topo.Len()
	out := make([]string, n)
	for k := 0; k < n; k++ {
		out[k] = st.fixed.m.Label(st.fixed.topo.Cell(k))
	}
	return out
}

// balloonZones are the zones holding a balloon of side that is aloft
// (not grounded), in map order: balloons "add +2 to the base terrain's
// elevation level" and are seen by all (RULINGS.md).
func (st *State) balloonZones(side string) []string {
	var out []string
	seen := map[string]bool{}
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == side && st.class(i) == Balloon && u.Loc.OnMap() && !u.HasFlag(FlagGrounded) {
			if l := st.label(u.Loc); !seen[l] {
				seen[l] = true
				out = append(out, l)
			}
		}
	}
	slices.SortFunc(out, func(a, b string) int { return st.zoneIndex(a) - st.zoneIndex(b) })
	return out
}

// zoneIndex is the dense index of the zone labelled label, -1 when none.
func (st *State) zoneIndex(label string) int {
	c, err := st.fixed.m.Cell(label)
	if err != nil {
		return -1
	}
	return st.fixed.topo.Index(c)
}

// missionArgs lists the zone arguments mission may take for side.
func (st *State) missionArgs(side, mission string) [][]string {
	var out [][]string
	switch mission {
	case MissionFighters:
		out = append(out, nil)
	case MissionBalloon:
		for _, z := range st.balloonZones(other(side)) {
			out = append(out, []string{z})
		}
	case MissionStrafe, MissionAttack, MissionBomb:
		for _, z := range st.allZones() {
			out = append(out, []string{z})
		}
	case MissionRecce:
		// "overfly any 2 adjoining zones": each pair once, the zone first
		// in map order named first.
		topo := st.fixed.topo
		var buf []board.Cell
		for k := 0; k < topo.Len(); k++ {
			c := topo.Cell(k)
			buf = topo.Neighbors(c, buf[:0])
			var later []int
			for _, nb := range buf {
				if j := topo.Index(nb); j > k {
					later = append(later, j)
				}
			}
			slices.Sort(later)
			for _, j := range later {
				out = append(out, []string{st.fixed.m.Label(c), st.fixed.m.Label(topo.Cell(j))})
			}
		}
	}
	return out
}

func genFly(st *State, side, arg0 string) []rules.Action {
	if !st.Air.Choice.MayChoose(side) {
		return nil
	}
	if st.Mode == ModeWeek {
		return st.genFlyWeek(side, arg0)
	}
	var out []rules.Action
	for _, i := range st.flyable(side) {
		ref := st.Units.Ref(i)
		if (arg0 != "" && arg0 != ref) || st.sortieOf(i) >= 0 {
			continue
		}
		for _, m := range missionsOf[st.class(i)] {
			for _, zs := range st.missionArgs(side, m) {
				out = append(out, rules.Action{Side: side, Verb: "fly", Args: append([]string{ref, m}, zs...)})
			}
		}
	}
	return out
}

func whyFly(st *State, a rules.Action) *rules.Refusal {
	if st.Mode == ModeWeek {
		return st.whyFlyWeek(a)
	}
	if r := choiceWhy(&st.Air.Choice, a, RuleAir); r != nil {
		return r
	}
	if len(a.Args) < 2 {
		return refuse(RuleAir, "fly takes AIRCRAFT MISSION [ZONE]: missions are fighters, balloon ZONE, strafe ZONE (fighters), attack ZONE (ground attack), bomb ZONE (bombers), recce ZONE ZONE (observation)")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RuleAir, "no unit %q in play", a.Args[0])
	}
	if why := st.whyNotFly(a.Side, i); why != "" {
		return refuse(RuleAir, "%s", why)
	}
	if st.sortieOf(i) >= 0 {
		return refuse(RuleAir, "%s already has a mission this phase (ground it first to change it)", st.unitName(i))
	}
	m := a.Args[1]
	if !slices.Contains(missionsOf[st.class(i)], m) {
		return refuse(RuleAir, "%s (%s) may fly: %s", st.unitName(i), classNames[st.class(i)], strings.Join(missionsOf[st.class(i)], ", "))
	}
	zs := a.Args[2:]
	if len(zs) != missionZones[m] {
		return refuse(RuleAir, "the %s mission names %s, got %d", m, plural.Count(missionZones[m], "zone"), len(zs))
	}
	return st.whyZones(RuleAir, m, zs)
}

// whyZones is the refusal of mission m at zones zs (their number right),
// citing rule.
func (st *State) whyZones(rule, m string, zs []string) *rules.Refusal {
	for _, z := range zs {
		if st.zoneIndex(z) < 0 {
			return refuse(rule, "no zone %q on the map", z)
		}
	}
	switch m {
	case MissionBalloon:
		return refuse(rule, "no enemy balloon aloft at %s", zs[0])
	case MissionRecce:
		a0, a1 := st.zoneIndex(zs[0]), st.zoneIndex(zs[1])
		if !st.fixed.topo.Adjacent(st.fixed.topo.Cell(a0), st.fixed.topo.Cell(a1)) {
			return refuse(rule, "a recce overflies \"2 adjoining zones\": %s and %s do not adjoin", zs[0], zs[1])
		}
		if a0 > a1 {
			return refuse(rule, "name the pair in map order: recce %s %s", zs[1], zs[0])
		}
	}
	return refuse(rule, "not a legal air mission now")
}

func applyFly(st *State, a rules.Action, ctx *rules.Context) error {
	if st.Mode == ModeWeek {
		return st.applyFlyWeek(a, ctx)
	}
	i := st.unitArg(a.Args[0])
	s := Sortie{Unit: i, Mission: a.Args[1], Zones: slices.Clone(a.Args[2:])}
	st.Air.Sorties = append(st.Air.Sorties, s)
	st.Air.Choice.Choose(ctx, a.Side, fmt.Sprintf("the %s chose an air mission", st.sideName(a.Side)))
	ctx.LogTo(rules.SidesOnly(a.Side), "%s will fly: %s", st.unitName(i), st.missionText(s))
	return nil
}

// missionText words a sortie's mission.
func (st *State) missionText(s Sortie) string {
	switch s.Mission {
	case MissionFighters:
		return "fighter patrol against enemy aircraft"
	case MissionBalloon:
		return "attack the balloon at " + s.Zones[0]
	case MissionStrafe:
		return "strafe " + s.Zones[0]
	case MissionAttack:
		return "ground attack at " + s.Zones[0]
	case MissionBomb:
		return "bomb " + s.Zones[0]
	case MissionRecce:
		return "reconnaissance over " + strings.Join(s.Zones, " and ")
	}
	if w := weekMissionText(s); w != "" {
		return w
	}
	return s.Mission
}

func genGround(st *State, side, arg0 string) []rules.Action {
	if !st.Air.Choice.MayChoose(side) {
		return nil
	}
	var out []rules.Action
	for _, s := range st.Air.Sorties {
		if st.Units[s.Unit].Side != side {
			continue
		}
		if ref := st.Units.Ref(s.Unit); arg0 == "" || arg0 == ref {
			out = append(out, rules.Action{Side: side, Verb: "ground", Args: []string{ref}})
		}
	}
	return out
}

func whyGround(st *State, a rules.Action) *rules.Refusal {
	if r := choiceWhy(&st.Air.Choice, a, RuleAir); r != nil {
		return r
	}
	if len(a.Args) != 1 {
		return refuse(RuleAir, "ground takes AIRCRAFT")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 || st.Units[i].Side != a.Side {
		return refuse(RuleAir, "%q is none of your aircraft", a.Args[0])
	}
	return refuse(RuleAir, "%s has no mission to cancel", st.unitName(i))
}

func applyGround(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	st.Air.Sorties = slices.Delete(st.Air.Sorties, st.sortieOf(i), st.sortieOf(i)+1)
	st.Air.Choice.Choose(ctx, a.Side, fmt.Sprintf("the %s changed their air missions", st.sideName(a.Side)))
	ctx.LogTo(rules.SidesOnly(a.Side), "%s stays on the ground", st.unitName(i))
	return nil
}

func genCommit(st *State, side, arg0 string) []rules.Action {
	c := st.secretChoice()
	if arg0 != "" || c == nil || !c.MayChoose(side) {
		return nil
	}
	if ws := st.weekStepOf(); ws != nil && ws.Ready != nil && ws.Ready(st, side) != nil {
		return nil
	}
	return []rules.Action{rules.CommitAction(side)}
}

func whyCommit(st *State, a rules.Action) *rules.Refusal {
	c := st.secretChoice()
	if c == nil {
		return refuse(rules.RuleSecretChoice, "there are no secret orders to commit now")
	}
	if r := choiceWhy(c, a, rules.RuleSecretChoice); r != nil {
		return r
	}
	if ws := st.weekStepOf(); ws != nil && ws.Ready != nil && len(a.Args) == 0 {
		if r := ws.Ready(st, a.Side); r != nil {
			return r
		}
	}
	return refuse(st.commitRule(), "commit takes no arguments")
}

// describeCommit words a commit by the orders it closes.
func describeCommit(st *State, a rules.Action, viewer string) (string, bool) {
	if len(a.Args) != 0 {
		return "", false
	}
	if ws := st.weekStepOf(); ws != nil && ws.What != "" {
		return "Commit the " + ws.What, true
	}
	if st.Mode != ModeWeek && st.phase().ID == PhaseAir {
		return "Commit the air orders", true
	}
	// Worded after its step has ended (the log): which orders it closed
	// is in the lines under it.
	return "Commit the secret orders", true
}

// commitRule is the rule of the secret orders being committed.
func (st *State) commitRule() string {
	if ws := st.weekStepOf(); ws != nil && ws.Rule != "" {
		return ws.Rule
	}
	return RuleAir
}

// applyCommit closes a side's secret orders; the last commit reveals
// them and carries them out (the assault's air phase: resolveAir; a
// weekly step: its Reveal), and the phase ends.
func applyCommit(st *State, a rules.Action, ctx *rules.Context) error {
	if ws := st.weekStepOf(); ws != nil {
		c := ws.Choice(st)
		c.Commit(ctx, a.Side, st.sideName(a.Side), ws.What, func(*rules.Context) {})
		if !c.Revealed {
			return nil
		}
		if ws.Reveal != nil {
			if err := ws.Reveal(st, ctx); err != nil {
				return err
			}
		}
		return st.endPhase(ctx)
	}
	st.Air.Choice.Commit(ctx, a.Side, st.sideName(a.Side), "air missions", func(ctx *rules.Context) {
		if len(st.Air.Sorties) == 0 {
			ctx.Logf("no aircraft take off")
		}
		for _, s := range st.Air.Sorties {
			st.logAbout(s.Unit, ctx, "%s (%s): %s", st.unitName(s.Unit), st.sideName(st.Units[s.Unit].Side), st.missionText(s))
		}
	})
	if !st.Air.Choice.Revealed {
		return nil
	}
	if err := st.resolveAir(ctx); err != nil {
		return err
	}
	st.Air.Sorties = nil
	return st.endPhase(ctx)
}

// weatherFails: "On a roll of 6 in autumn, summer and spring, and a roll of
// 5 or 6 in winter, no flights are possible."
func (st *State) weatherFails(face int) bool {
	if st.fixed.season == "winter" {
		return face >= 5
	}
	return face == 6
}

// resolveAir flies the revealed missions in the seed's order. The day's
// weather is rolled at the first reveal of the day with aircraft aloft.
func (st *State) resolveAir(ctx *rules.Context) error {
	if len(st.Air.Sorties) == 0 {
		return nil
	}
	if st.Air.WeatherDay != st.Day+1 {
		f, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		st.Air.WeatherDay, st.Air.NoFlying = st.Day+1, st.weatherFails(f[0])
		need := "6"
		if st.fixed.season == "winter" {
			need = "5 or 6"
		}
		res := "flying is possible today"
		if st.Air.NoFlying {
			res = "no flights are possible today"
		}
		ctx.LogRoll("", rules.Roll{For: fmt.Sprintf("Flying weather for %s (%s: no flights on %s)", st.dayName(), st.fixed.season, need),
			Dice: f, Sides: 6, Total: f[0], Result: res})
	}
	if st.Air.NoFlying {
		ctx.Logf("the weather keeps every aircraft on the ground")
		return nil
	}
	for _, s := range st.Air.Sorties {
		st.Units[s.Unit].SetFlag(FlagSortie)
	}
	steps := []func(*rules.Context) error{st.airFighters, st.airBalloons, st.airRecce, st.airGround, st.airBombers}
	for _, step := range steps {
		if err := step(ctx); err != nil {
			return err
		}
	}
	return nil
}

// aloft are side's aircraft still flying a sortie of one of missions (all
// missions when none given), in sortie order.
func (st *State) aloft(side string, classes []Class, missions ...string) []int {
	var out []int
	for _, s := range st.Air.Sorties {
		u := &st.Units[s.Unit]
		if u.Side != side || u.Loc.IsEliminated() || !slices.Contains(classes, st.class(s.Unit)) {
			continue
		}
		if len(missions) == 0 || slices.Contains(missions, s.Mission) {
			out = append(out, s.Unit)
		}
	}
	return out
}

// dice is the sum of units' hit dice at per dice a strength point.
func (st *State) airDice(units []int, per int) int {
	n := 0
	for _, i := range units {
		n += per * st.Troops[i].Strength
	}
	return n
}

// airFighters: "All fighters now fire at enemy fighters (rolling hit and
// then saving rolls). Survivors may then fire *again* - this time at enemy
// observation and ground attack craft." Both sides' patrols fire at once:
// their dice are counted before either fire lands.
func (st *State) airFighters(ctx *rules.Context) error {
	type volley struct {
		side   string
		firers []int
		dice   int
	}
	var vs []volley
	for _, side := range Sides {
		pat := st.aloft(side, []Class{Fighter}, MissionFighters)
		if st.Mode == ModeWeek {
			// "each side's fighters roll "hit" dice vs the enemy
			// fighters": all of them, whatever their mission (W-6.2).
			pat = st.aloft(side, []Class{Fighter})
		}
		if len(pat) > 0 && len(st.aloft(other(side), []Class{Fighter})) > 0 {
			vs = append(vs, volley{side, pat, st.airDice(pat, 1)})
		}
	}
	for _, v := range vs {
		sh := shot{For: fmt.Sprintf("the fighters of the %s at enemy fighters", st.sideName(v.side)), Kind: FireAir, Side: v.side,
			Firers: v.firers, Dice: v.dice, Targets: st.aloft(other(v.side), []Class{Fighter})}
		if _, err := st.fire(sh, ctx); err != nil {
			return err
		}
	}
	if st.Mode == ModeWeek {
		return st.airIntercept(ctx) // "splitting their fire into specific attacks against each aircraft type"
	}
	for _, side := range Sides {
		pat := st.aloft(side, []Class{Fighter}, MissionFighters)
		targets := st.aloft(other(side), []Class{Observation, GroundAttack})
		if len(pat) == 0 || len(targets) == 0 {
			continue
		}
		sh := shot{For: fmt.Sprintf("the fighters of the %s at enemy observation and ground attack aircraft", st.sideName(side)),
			Kind: FireAir, Side: side, Firers: pat, Dice: st.airDice(pat, 1), Targets: targets}
		if _, err := st.fire(sh, ctx); err != nil {
			return err
		}
	}
	return nil
}

// airBalloons: fighters attack balloons, "needing a single hit to ground
// the balloon for the rest of the day"; the "balloon's flak protection
// batteries fire at the attacking aircraft BEFORE the attacking aircraft
// roll their dice, rolling 1 hit dice".
// In the weekly turn "Balloons may roll 2 dice of "flak" against incoming
// aircraft" and the hits are damage alone: "Targets roll exp. dice to
// save as usual" (balloonFlak, RULINGS.md W-6.3).
func (st *State) airBalloons(ctx *rules.Context) error {
	for _, s := range st.Air.Sorties {
		f := s.Unit
		if s.Mission != MissionBalloon || st.Units[f].Loc.IsEliminated() {
			continue
		}
		side := st.Units[f].Side
		l, _ := st.zoneLoc(s.Zones[0])
		b := -1
		for _, i := range st.sideAt(other(side), l) {
			if st.class(i) == Balloon && !st.Units[i].HasFlag(FlagGrounded) {
				b = i
				break
			}
		}
		if b < 0 {
			st.logAbout(f, ctx, "%s finds no balloon aloft at %s", st.unitName(f), s.Zones[0])
			continue
		}
		flak := shot{For: fmt.Sprintf("flak of %s at %s", st.unitName(b), st.unitName(f)), Kind: FireFlak,
			Side: other(side), Firers: []int{b}, Dice: st.balloonFlak(), Targets: []int{f}}
		if _, err := st.fire(flak, ctx); err != nil {
			return err
		}
		if st.Units[f].Loc.IsEliminated() {
			continue
		}
		sh := shot{For: fmt.Sprintf("%s at %s", st.unitName(f), st.unitName(b)), Kind: FireAir, Side: side,
			Firers: []int{f}, Dice: st.airDice([]int{f}, 1), Zone: l, Targets: []int{b}}
		hits, err := st.fire(sh, ctx)
		if err != nil {
			return err
		}
		if len(hits) > 0 && hits[0].Hits > 0 && !st.Units[b].Loc.IsEliminated() && st.Mode != ModeWeek {
			st.Units[b].SetFlag(FlagGrounded)
			st.logAbout(b, ctx, "%s is grounded for the rest of the day", st.unitName(b))
		}
	}
	return nil
}

// airRecce: "Surviving reconnaissance aircraft may now overfly any 2
// adjoining zones each, positively identifying the units and unit
// strengths within the zones. Artillery fire into these zones now counts as
// being "observed fire"."
func (st *State) airRecce(ctx *rules.Context) error {
	for _, s := range st.Air.Sorties {
		f := s.Unit
		if s.Mission != MissionRecce || st.Units[f].Loc.IsEliminated() {
			continue
		}
		side := st.Units[f].Side
		for _, z := range s.Zones {
			l, _ := st.zoneLoc(z)
			st.recce(side, l, ctx) // identifies the enemy units there; observed for the day
		}
		st.logAbout(f, ctx, "%s overflies %s", st.unitName(f), strings.Join(s.Zones, " and "))
	}
	return nil
}

// reconnoitred reports whether side's observation aircraft overflew the
// zone at l today: it counts as observed for artillery (observation.go).
func (st *State) reconnoitred(side string, l rules.Location) bool {
	return l.OnMap() && slices.Contains(st.Recce[side], st.label(l))
}

// airGround: ground attack ("2 hit dice per strength point") and strafing
// fighters ("1 hit dice per strength point"), each at the identified enemy
// units of one zone; artillery in the zone first fires its flak ("always
// protected by 2 dice of flak (which fires before the aircraft)"); the
// other ground units fire back "1 "hit" dice per 3 strength points once the
// air to ground fire has been made".
func (st *State) airGround(ctx *rules.Context) error {
	for _, s := range st.Air.Sorties {
		per := 0
		switch s.Mission {
		case MissionAttack:
			per = 2
		case MissionStrafe:
			per = 1
		default:
			continue
		}
		if err := st.airAtGround(s, per, true, ctx); err != nil {
			return err
		}
	}
	return nil
}

// airBombers: "Bombers may attack ground targets (1 dice per strength
// point)"; artillery's flak protects the zone, and a hit on a road zone
// cuts its road ("When an area crossed by a road receives one or more hits
// from artillery or bombers, the road is cut").
func (st *State) airBombers(ctx *rules.Context) error {
	for _, s := range st.Air.Sorties {
		var err error
		switch s.Mission {
		case MissionBomb:
			err = st.airAtGround(s, 1, false, ctx)
		case MissionBombAirfield: // the weekly turn's (airweek.go)
			err = st.bombAirfield(s, ctx)
		case MissionBombDepot:
			err = st.bombDepot(s, ctx)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// airAtGround flies sortie s at its zone with per dice a strength point:
// the zone's artillery flak first, then the attack, then (returnFire) the
// surviving ground units' fire back.
func (st *State) airAtGround(s Sortie, per int, returnFire bool, ctx *rules.Context) error {
	f := s.Unit
	if st.Units[f].Loc.IsEliminated() {
		return nil
	}
	side, enemy := st.Units[f].Side, other(st.Units[f].Side)
	l, _ := st.zoneLoc(s.Zones[0])
	var guns, targets []int
	for _, i := range st.sideAt(enemy, l) {
		c := st.class(i)
		if c.isArtillery() {
			guns = append(guns, i)
		}
		// Ground attack and strafing roll "vs any unit that has been
		// identified"; bombers hit the zone's units whatever is known.
		if c != Balloon && (!returnFire || !st.Units[i].Hidden) {
			targets = append(targets, i)
		}
	}
	if len(guns) > 0 {
		flak := shot{For: fmt.Sprintf("artillery flak at %s over %s", st.unitName(f), s.Zones[0]), Kind: FireFlak,
			Side: enemy, Firers: guns, Dice: 2 * len(guns), Targets: []int{f}}
		if _, err := st.fire(flak, ctx); err != nil {
			return err
		}
		if st.Units[f].Loc.IsEliminated() {
			return nil
		}
	}
	if len(targets) == 0 {
		st.logAbout(f, ctx, "%s finds no target at %s", st.unitName(f), s.Zones[0])
		return nil
	}
	sh := shot{For: fmt.Sprintf("%s: %s", st.unitName(f), st.missionText(s)), Kind: FireAir, Side: side,
		Firers: []int{f}, Dice: st.airDice([]int{f}, per), Zone: l, Targets: targets}
	hits, err := st.fire(sh, ctx)
	if err != nil {
		return err
	}
	if !returnFire {
		if landed(hits) && st.roadTouches(l) {
			z := st.zone(l)
			if !z.RoadCut {
				z.RoadCut = true
				st.setZone(l, z)
				ctx.Logf("the road at %s is cut", s.Zones[0])
			}
		}
		return nil
	}
	var back []int
	var mods []rules.Modifier
	dice, lost := 0, 0
	for _, i := range st.sideAt(enemy, l) {
		if c := st.class(i); c != Balloon && !c.isArtillery() && st.Troops[i].Strength/3 > 0 {
			n := st.Troops[i].Strength / 3
			if st.Units[i].HasFlag(FlagRouting) {
				// "If the unit fires, it does so at half its normal dice
				// value (rounding down)".
				if h := n - kit.Halve(n, false); h > 0 {
					mods = append(mods, rules.Modifier{Value: -h, Reason: st.unitName(i) + " routing: half dice, rounding down"})
					lost += h
				}
			}
			back = append(back, i)
			dice += n
		}
	}
	if dice-lost <= 0 {
		return nil
	}
	fb := shot{For: fmt.Sprintf("ground fire at %s over %s", st.unitName(f), s.Zones[0]), Kind: FireFlak, Side: enemy,
		Firers: back, Dice: dice, DiceMods: mods, Targets: []int{f}}
	_, err = st.fire(fb, ctx)
	return err
}

// landed reports whether a fire's roll made any hit.
func landed(hs []hit) bool {
	for _, h := range hs {
		if h.Hits > 0 {
			return true
		}
	}
	return false
}

// roadTouches reports whether a road crosses the zone at l: a road of
// one of the road types [rules.edges] names runs to a neighbour.
func (st *State) roadTouches(l rules.Location) bool {
	if len(st.fixed.t.Edges.Road) == 0 || !l.OnMap() {
		return false
	}
	return st.roadZone(l)
}
