package greenfields

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"sandtable/internal/plural"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's Section 2 "Air operations", step 5 of the
// weekly turn (WEEKLY-PLAN.md §6). The seed's words (L279-297):
//
//	Those players who have aircraft may now elect to put some, all or none
//	of their crates up into the skies.
//
//	There are four periods of air war play - "Dawn", "Day", "Dusk" and
//	"Night". Aircraft may only fly in one period in any weekly turn. Player
//	secretly write down which of their aircraft are flying in which
//	periods. Only bombers may elect to fly during the "night" period.
//
//	Each period is adjudicated in turn, according to the following
//	hierarchy of activities.:
//
//	* Firstly - each side's fighters roll "hit" dice vs the enemy fighters.
//	Aircraft can roll vs their experience as a saving throw vs casualties.
//
//	* Fighters may now roll hit dice for damage caused vs enemy balloons or
//	any other aircraft, splitting their fire into specific attacks against
//	each aircraft type. Targets roll exp. dice to save as usual. Balloons
//	may roll 2 dice of "flak" against incoming aircraft; flak effects take
//	place before the balloons come under fire from the aircraft.
//
//	* Surviving reconnaissance aircraft may now overfly any 2 adjoining
//	zones each, positively identifying the units and unit strengths within
//	the zones. Artillery fire into these zones now counts as being
//	"observed fire". Recce aircraft may also fly off board and observe any
//	one "thing" (the depot or any 1 unit being held off board), allowing
//	such areas to come under artillery fire by heavy guns. Depots are
//	protected by two dice of flak.
//
//	* Ground attack aircraft may now roll dice against ground units. The
//	aircraft roll hit dice vs any unit that has been identified by trench
//	raid or observation. The target units may save vs experience in the
//	usual way. Artillery units are always protected by 2 dice of flak
//	(which fires before the aircraft). Other units may fire back only after
//	the air attacks are done, rolling 1 hit dice per 3 full strength
//	points.
//
//	* Finally - bombers make their raids! Bombers may attack ground units,
//	may attack enemy aircraft that are on the ground this period, or may
//	attack enemy depots. Depots receive 2 dice of flak cover, as do
//	artillery units. If enemy fighters are bombed on the ground during
//	daytime, the defending player may roll 1 hit dice per strength point to
//	see how many fighters he can "scramble" as an emergency measure to
//	meet the threat to his aerodrome!
//
// and the weather (L407): "On a roll of 6 in autumn, summer and spring,
// and a roll of 5 or 6 in winter, no flights are possible."
//
// Both sides give their orders at once, secretly (State.Air.Choice, the
// assault's air phase's secret choice, reused): `fly AIRCRAFT PERIOD
// MISSION [TARGET [TARGET]]`, `ground AIRCRAFT`, `commit`. The last commit
// reveals them; the week's weather is rolled once; then each period is
// flown in turn with airops.go's hierarchy (airFighters, airBalloons,
// airRecce, airGround, airBombers), its sorties alone.

// RuleWeekAir is the weekly turn's air operations.
const RuleWeekAir = "003 Air operations (weekly)"

// The four periods of the weekly air war, in the order they are flown
// (the fly verb's PERIOD).
const (
	PeriodDawn  = "dawn"
	PeriodDay   = "day"
	PeriodDusk  = "dusk"
	PeriodNight = "night"
)

// periods are the periods in order: "Each period is adjudicated in turn".
var periods = []string{PeriodDawn, PeriodDay, PeriodDusk, PeriodNight}

// periodNames are the periods as the seed names them.
var periodNames = map[string]string{PeriodDawn: "Dawn", PeriodDay: "Day", PeriodDusk: "Dusk", PeriodNight: "Night"}

// The weekly turn's missions besides part 1's (airops.go).
const (
	MissionIntercept    = "intercept"     // fighters: after the dogfight, at enemy aircraft of one class
	MissionRecceOff     = "recce-off"     // observation: the enemy depot or a unit held off board
	MissionBombAirfield = "bomb-airfield" // bombers: enemy aircraft on the ground this period
	MissionBombDepot    = "bomb-depot"    // bombers: the enemy depot
)

// What a recce off board observes: "the depot or any 1 unit being held
// off board".
const (
	OffDepot = "depot"
	OffBox   = "box"
)

// weekMissionsOf are the missions each class flies in the weekly turn.
// Fighters all fight the enemy fighters of their period; `fighters` is a
// patrol that does nothing more, `intercept CLASS` and `balloon ZONE` name
// the second stage's target (W-6.2). No strafing: that sentence is the
// assault's.
var weekMissionsOf = map[Class][]string{
	Fighter:      {MissionFighters, MissionIntercept, MissionBalloon},
	GroundAttack: {MissionAttack},
	Bomber:       {MissionBomb, MissionBombAirfield, MissionBombDepot},
	Observation:  {MissionRecce, MissionRecceOff},
}

// weekMissionArgs is how many arguments each weekly mission takes after it.
var weekMissionArgs = map[string]int{MissionFighters: 0, MissionIntercept: 1, MissionBalloon: 1, MissionAttack: 1,
	MissionBomb: 1, MissionBombAirfield: 0, MissionBombDepot: 0, MissionRecce: 2, MissionRecceOff: 1}

// interceptClasses are the classes `intercept` names: "any other
// aircraft".
var interceptClasses = []Class{Observation, GroundAttack, Bomber}

// OptWeeklyWeather is whether the weekly turn's flying has weather:
// "week" (the default: one roll for the week, before any period) or
// "none" (the weather sentence is the assault's "On any given day").
// RULINGS.md W-6.1.
const OptWeeklyWeather = "weekly_weather"

// The values of OptWeeklyWeather.
const (
	WeeklyWeatherWeek = "week"
	WeeklyWeatherNone = "none"
)

var _ = addWeekStep(PhaseWeekAir, weekStep{Rule: RuleWeekAir, Verbs: []string{"fly", "ground"}, Both: true,
	Choice: func(st *State) *rules.SecretChoice { return &st.Air.Choice },
	What:   "air orders",
	Reveal: (*State).revealWeekAir,
	Prompt: func(st *State, viewer string) string {
		return "Air operations: choose which aircraft fly, in which period (Dawn, Day, Dusk; bombers also Night) and on what mission (fly), secretly; then commit. When both sides have committed, the orders are revealed and each period is flown in turn"
	},
	MustFinish: func(st *State) *rules.Refusal {
		return refuse(RuleWeekAir, "the air operations end when both sides have committed their air orders (commit)")
	},
	Checklist: func(st *State, viewer string) []rules.CheckItem {
		return []rules.CheckItem{
			{Text: "Choose which aircraft fly, in which period and on what mission (fly), secretly; ground takes an order back"},
			{Text: "Commit: when both sides have committed, the orders are revealed and flown, Dawn, Day, Dusk, then Night", Required: true},
		}
	},
	Default: func(st *State) rules.Action {
		if w := st.Air.Choice.Waiting(); len(w) > 0 {
			return rules.CommitAction(w[0])
		}
		return rules.Action{}
	},
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleWeekAir, Title: "Air operations (weekly)", Order: 151,
		Text: `"There are four periods of air war play - "Dawn", "Day", "Dusk" and "Night". Aircraft may only fly in one period in any weekly turn. Player secretly write down which of their aircraft are flying in which periods. Only bombers may elect to fly during the "night" period."

"Each period is adjudicated in turn": fighters v fighters; then fighters v balloons ("Balloons may roll 2 dice of "flak"") or other aircraft; recce over "any 2 adjoining zones" or off board ("the depot or any 1 unit being held off board ... Depots are protected by two dice of flak"); ground attack ("Artillery units are always protected by 2 dice of flak (which fires before the aircraft)"; "1 hit dice per 3 full strength points" back); bombers at ground units, "enemy aircraft that are on the ground this period" (fighters "scramble" in daytime) or depots ("2 dice of flak cover").

Weather: one roll for the week's flying: "On a roll of 6 in autumn, summer and spring, and a roll of 5 or 6 in winter, no flights are possible."`})
	book.On(kit.GameStart, func(st *State, ctx *rules.Context) error {
		if v := st.fixed.opts.String(OptWeeklyWeather); v != "" && v != WeeklyWeatherWeek && v != WeeklyWeatherNone {
			return fmt.Errorf("greenfields: option %s = %q: want %q or %q", OptWeeklyWeather, v, WeeklyWeatherWeek, WeeklyWeatherNone)
		}
		return nil
	})
	book.On(kit.Enter(PhaseWeekAir), func(st *State, ctx *rules.Context) error {
		// "Those players who have aircraft may now elect ...": whether a
		// side has aircraft is its secret, so both are asked (W-6.7).
		st.Air.Sorties = nil
		st.Air.Choice = rules.NewSecretChoice(Sides...)
		return nil
	})
	book.On(weekStart, func(st *State, ctx *rules.Context) error {
		// "Aircraft may only fly in one period in any weekly turn"; what
		// recce observed counts for the week it flew.
		for i := range st.Units {
			st.Units[i].ClearFlag(FlagSortie)
			st.Units[i].ClearFlag(FlagGrounded)
		}
		st.Air = AirOps{}
		st.Recce = nil
		return nil
	})
}

// genFlyWeek lists side's weekly orders: each aircraft that may fly, in
// each period open to it, on each mission of its class.
func (st *State) genFlyWeek(side, arg0 string) []rules.Action {
	var out []rules.Action
	for _, i := range st.flyable(side) {
		ref := st.Units.Ref(i)
		if (arg0 != "" && arg0 != ref) || st.sortieOf(i) >= 0 {
			continue
		}
		c := st.class(i)
		for _, p := range periods {
			if p == PeriodNight && c != Bomber {
				continue
			}
			for _, m := range weekMissionsOf[c] {
				for _, args := range st.weekTargets(side, m) {
					out = append(out, rules.Action{Side: side, Verb: "fly", Args: append([]string{ref, p, m}, args...)})
				}
			}
		}
	}
	return out
}

// weekTargets lists the arguments weekly mission m may take for side.
func (st *State) weekTargets(side, m string) [][]string {
	switch m {
	case MissionFighters, MissionBombAirfield, MissionBombDepot:
		return [][]string{nil}
	case MissionIntercept:
		var out [][]string
		for _, c := range interceptClasses {
			out = append(out, []string{string(c)})
		}
		return out
	case MissionRecceOff:
		out := [][]string{{OffDepot}}
		if _, ok := st.reserveLoc(other(side)); ok {
			out = append(out, []string{OffBox})
		}
		return out
	}
	return st.missionArgs(side, m) // zones: balloon, attack, bomb, recce
}

// whyFlyWeek is the refusal of a weekly fly order that is not listed.
func (st *State) whyFlyWeek(a rules.Action) *rules.Refusal {
	if r := choiceWhy(&st.Air.Choice, a, RuleWeekAir); r != nil {
		return r
	}
	if len(a.Args) < 3 {
		return refuse(RuleWeekAir, "fly takes AIRCRAFT PERIOD MISSION [TARGET [TARGET]] in the weekly turn: PERIOD is dawn, day, dusk or night")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RuleWeekAir, "no unit %q in play", a.Args[0])
	}
	if why := st.whyNotFly(a.Side, i); why != "" {
		return refuse(RuleWeekAir, "%s", why)
	}
	if st.sortieOf(i) >= 0 {
		return refuse(RuleWeekAir, "%s already has its orders this week: \"Aircraft may only fly in one period in any weekly turn\" (ground it first to change them)", st.unitName(i))
	}
	p, m, c := a.Args[1], a.Args[2], st.class(i)
	if periodNames[p] == "" {
		return refuse(RuleWeekAir, "%q is no period: \"There are four periods of air war play - \"Dawn\", \"Day\", \"Dusk\" and \"Night\"\" (dawn, day, dusk, night)", p)
	}
	if p == PeriodNight && c != Bomber {
		return refuse(RuleWeekAir, "only bombers fly at night: \"Only bombers may elect to fly during the \"night\" period\"")
	}
	if !slices.Contains(weekMissionsOf[c], m) {
		return refuse(RuleWeekAir, "%s (%s) may fly: %s", st.unitName(i), classNames[c], strings.Join(weekMissionsOf[c], ", "))
	}
	targets := a.Args[3:]
	if n := weekMissionArgs[m]; len(targets) != n {
		return refuse(RuleWeekAir, "the %s mission names %s, got %d", m, plural.Count(n, "target"), len(targets))
	}
	switch m {
	case MissionIntercept:
		if !slices.Contains(interceptClasses, Class(targets[0])) {
			return refuse(RuleWeekAir, "fighters intercept one class of enemy aircraft: observation-aircraft, ground-attack or bomber")
		}
	case MissionRecceOff:
		if targets[0] == OffBox {
			return refuse(RuleWeekAir, "the %s hold no units off board in a box on this map", st.sideName(other(a.Side)))
		}
		return refuse(RuleWeekAir, "a recce off board observes \"the depot or any 1 unit being held off board\": depot or box")
	case MissionBalloon, MissionAttack, MissionBomb, MissionRecce:
		return st.whyZones(RuleWeekAir, m, targets)
	}
	return refuse(RuleWeekAir, "not a legal air mission now")
}

// applyFlyWeek records a weekly order: its side's secret until both
// commit.
func (st *State) applyFlyWeek(a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	s := Sortie{Unit: i, Period: a.Args[1], Mission: a.Args[2]}
	if targets := a.Args[3:]; weekMissionArgs[s.Mission] > 0 {
		if s.Mission == MissionIntercept || s.Mission == MissionRecceOff {
			s.Target = targets[0]
		} else {
			s.Zones = slices.Clone(targets)
		}
	}
	st.Air.Sorties = append(st.Air.Sorties, s)
	st.Air.Choice.Choose(ctx, a.Side, fmt.Sprintf("the %s chose an air mission", st.sideName(a.Side)))
	ctx.LogTo(rules.SidesOnly(a.Side), "%s will fly at %s: %s", st.unitName(i), periodNames[s.Period], st.missionText(s))
	return nil
}

// describeFlyWeek words a weekly fly order for its side ("Fly Albatros at
// Dawn: reconnaissance of the enemy depot (off board)").
func (st *State) describeFlyWeek(a rules.Action, u string) (string, bool) {
	if len(a.Args) < 3 {
		return "", false
	}
	s := Sortie{Period: a.Args[1], Mission: a.Args[2]}
	targets := a.Args[3:]
	if n, ok := weekMissionArgs[s.Mission]; !ok || len(targets) != n {
		return "", false
	}
	if s.Mission == MissionIntercept || s.Mission == MissionRecceOff {
		s.Target = targets[0]
	} else {
		for k := 3; k < len(a.Args); k++ {
			z, ok := st.argZone(a, k)
			if !ok {
				return "", false
			}
			s.Zones = append(s.Zones, z)
		}
	}
	return fmt.Sprintf("Fly %s at %s: %s", u, periodNames[s.Period], st.missionText(s)), true
}

// weekMissionText words the weekly turn's own missions ("" for others).
func weekMissionText(s Sortie) string {
	switch s.Mission {
	case MissionIntercept:
		return "intercept enemy " + classNames[Class(s.Target)]
	case MissionRecceOff:
		if s.Target == OffBox {
			return "reconnaissance of the enemy units held off board"
		}
		return "reconnaissance of the enemy depot (off board)"
	case MissionBombAirfield:
		return "bomb the enemy aircraft on the ground"
	case MissionBombDepot:
		return "bomb the enemy depot"
	}
	return ""
}

// revealWeekAir flies the revealed orders: the week's weather, then each
// period in turn, "according to the following hierarchy of activities".
func (st *State) revealWeekAir(ctx *rules.Context) error {
	all := st.Air.Sorties
	defer func() { st.Air.Sorties = nil }()
	if len(all) == 0 {
		ctx.Logf("no aircraft take off this week")
		return nil
	}
	for _, p := range periods {
		for _, s := range all {
			if s.Period == p {
				st.logAbout(s.Unit, ctx, "%s (%s), %s: %s", st.unitName(s.Unit), st.sideName(st.Units[s.Unit].Side), periodNames[p], st.missionText(s))
			}
		}
	}
	if ok, err := st.weekWeather(ctx); err != nil || !ok {
		return err
	}
	for _, s := range all {
		st.Units[s.Unit].SetFlag(FlagSortie)
	}
	steps := []func(*rules.Context) error{st.airFighters, st.airBalloons, st.airRecce, st.airRecceOff, st.airGround, st.airBombers}
	for _, p := range periods {
		st.Air.Sorties = nil
		for _, s := range all {
			if s.Period == p {
				st.Air.Sorties = append(st.Air.Sorties, s)
			}
		}
		if len(st.Air.Sorties) == 0 {
			continue
		}
		for _, step := range steps {
			if err := step(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// weekWeather rolls the week's flying weather (W-6.1: once a week, before
// any period; none with OptWeeklyWeather "none") and reports whether
// aircraft fly.
func (st *State) weekWeather(ctx *rules.Context) (bool, error) {
	if st.fixed.opts.String(OptWeeklyWeather) == WeeklyWeatherNone {
		return true, nil
	}
	f, err := ctx.Roll(1, 6)
	if err != nil {
		return false, err
	}
	need := "6"
	if st.fixed.season == "winter" {
		need = "5 or 6"
	}
	fly, res := !st.weatherFails(f[0]), "flying is possible this week"
	if !fly {
		res = "no flights are possible this week"
	}
	ctx.LogRoll("", rules.Roll{For: fmt.Sprintf("Flying weather for %s (%s: no flights on %s)", st.weekName(), st.fixed.season, need),
		Table: RuleWeekAir, Dice: f, Sides: 6, Total: f[0], Result: res})
	if !fly {
		ctx.Logf("the weather keeps every aircraft on the ground this week")
	}
	return fly, nil
}

// otherPeriod is, half the time, another period weekly sortie s could
// fly in ("" otherwise, and outside the weekly turn): for the checks by
// difference (variants.go), the enemy's order made otherwise.
func otherPeriod(st *State, s Sortie, r *rand.Rand) string {
	if s.Period == "" || r.IntN(2) == 0 {
		return ""
	}
	var out []string
	for _, p := range periods {
		if p != s.Period && (p != PeriodNight || st.class(s.Unit) == Bomber) {
			out = append(out, p)
		}
	}
	return out[r.IntN(len(out))]
}
