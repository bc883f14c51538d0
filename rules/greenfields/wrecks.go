package greenfields

import (
	"fmt"
	"slices"

	"sandtable/internal/plural"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file counts, in play, what the seed's "Special rules" lets the
// Germans crew:
//
//	"Germans may not build armoured fighting vehicles before 1918 - after
//	this, they may create a maximum of 2 strength points of tanks. They
//	may, however, create one unit of tanks from every 2 units of enemy
//	tanks lost in terrain which is subsequently recaptured by German units;
//	effectively, the Germans are repairing and crewing enemy vehicles."
//
// An armoured unit destroyed on the map leaves a wreck in its zone
// (State.Wrecks, recorded by loseStrength). At each assault turn's end and
// each week's end, a wreck in a zone the other side holds (a ground unit
// of it there, none of the wreck's side: victory.go's "held") is
// recaptured: State.Recaptured counts it for the side holding the zone,
// and the wreck is gone. Every 2 recaptured give the Germans one unit of
// tanks crewed from captured vehicles: step 9's `recruit TYPE PLACE
// captured` (supply.go), TYPE an enemy tank type (RULINGS W-S.1).

// Wreck is an armoured unit of Side destroyed in Zone (a label), not yet
// recaptured.
type Wreck struct {
	Zone string `json:"zone"`
	Side string `json:"side"`
}

// FlagCaptured marks a German unit of tanks crewed from captured enemy
// vehicles.
const FlagCaptured = "captured"

// argCaptured is the third argument of `recruit TYPE PLACE captured`.
const argCaptured = "captured"

func init() {
	flagText[FlagCaptured] = "crewed from captured enemy tanks"
	book.On(kit.TurnEnd, infallible((*State).recaptureWrecks))
	book.On(weekEnd, infallible((*State).recaptureWrecks))
}

// recordWreck notes the wreck unit t, an armoured unit on the map being
// destroyed, leaves in its zone. A destroyed unit is seen at the table.
func (st *State) recordWreck(t int) {
	u := &st.Units[t]
	if !st.class(t).isArmoured() || !u.Loc.OnMap() || u.Loc.Map != st.fixed.m.ID {
		return
	}
	st.Wrecks = append(st.Wrecks, Wreck{Zone: st.label(u.Loc), Side: u.Side})
}

// recaptureWrecks counts the wrecks lying in zones the other side holds
// now as recaptured by it.
func (st *State) recaptureWrecks(ctx *rules.Context) {
	if len(st.Wrecks) == 0 {
		return
	}
	st.Wrecks = slices.DeleteFunc(slices.Clone(st.Wrecks), func(w Wreck) bool {
		by := other(w.Side)
		if !st.holdsZone(by, w.Zone) {
			return false
		}
		if st.Recaptured == nil {
			st.Recaptured = map[string]int{}
		}
		st.Recaptured[by]++
		// Where the holder's units stand may be its secret: its own log.
		ctx.LogTo(rules.SidesOnly(by), "the %s hold %s, where a tank of the %s was lost: %s recaptured (%s)",
			st.sideName(by), rules.LocationName(st.fixed.s, w.Zone), st.sideName(w.Side), recapturedText(st.Recaptured[by]), RuleSpecial)
		return true
	})
	if len(st.Wrecks) == 0 {
		st.Wrecks = nil
	}
}

// recapturedText words n recaptured enemy tank units.
func recapturedText(n int) string {
	if n == 1 {
		return "1 enemy tank unit"
	}
	return fmt.Sprintf("%d enemy tank units", n)
}

// holdsZone reports whether side holds the zone labelled zone: a ground
// unit of side there and none of the other side (victory.go's held).
func (st *State) holdsZone(side, zone string) bool {
	mine, theirs := false, false
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() || u.Loc.Map != st.fixed.m.ID || !st.class(i).isGround() || st.label(u.Loc) != zone {
			continue
		}
		if u.Side == side {
			mine = true
		} else {
			theirs = true
		}
	}
	return mine && !theirs
}

// capturedAllowed is how many units of tanks side may crew from captured
// vehicles in all: one for every 2 enemy tank units recaptured, those of
// the scenario's `[rules.army] recaptured` (lost before the game) counted.
func (st *State) capturedAllowed(side string) (recaptured, allowed int) {
	if side != Central {
		return 0, 0
	}
	recaptured = st.Recaptured[side] + st.fixed.t.Army.Recaptured
	return recaptured, recaptured / 2
}

// capturedUsed is how many units of tanks side has crewed from captured
// vehicles: its units so marked (destroyed ones too) and its orders.
func (st *State) capturedUsed(side string) int {
	n := 0
	for i := range st.Units {
		if st.Units[i].Side == side && st.Units[i].HasFlag(FlagCaptured) {
			n++
		}
	}
	for _, o := range st.Replace.Orders {
		if o.Side == side && o.Captured {
			n++
		}
	}
	return n
}

// whyCaptured refuses one more captured unit of tanks for side when it
// has used all its recaptured tanks give.
func (st *State) whyCaptured(side string) *rules.Refusal {
	if side != Central {
		return refuse(RuleSpecial, "only the Germans crew captured enemy tanks: \"effectively, the Germans are repairing and crewing enemy vehicles\"")
	}
	rec, allowed := st.capturedAllowed(side)
	if used := st.capturedUsed(side); used >= allowed {
		return refuse(RuleSpecial, "%s recaptured give %s; you have used %d: \"one unit of tanks from every 2 units of enemy tanks lost in terrain which is subsequently recaptured by German units\"",
			recapturedText(rec), plural.Count(allowed, "captured tank unit"), used)
	}
	return nil
}

// capturedTypes are the enemy tank types side may crew from captured
// vehicles: the other side's armoured types with a class, in counters
// order.
func (st *State) capturedTypes(side string) []string {
	var out []string
	for _, u := range st.fixed.s.Counters.Units {
		sd := st.fixed.s.Counters.SideOf(u)
		if c, ok := st.fixed.class[u.ID]; ok && c.isArmoured() && sd != nil && sd.ID == other(side) {
			out = append(out, u.ID)
		}
	}
	return out
}

// gameDate is the date of the war the scenario plays (its army design's
// `[rules.army] date`), false when it gives none.
func (st *State) gameDate() (Date, bool) {
	if st.fixed.t.Army.Date == "" {
		return Date{}, false
	}
	return parseDate(st.fixed.t.Army.Date)
}

// germanTanks are the strength points of side's German tanks in play not
// crewed from captured vehicles, and of those its orders add.
func (st *State) germanTanks(side string) int {
	n := 0
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == side && u.Nation == NationGermany && st.class(i).isArmoured() && !u.HasFlag(FlagCaptured) && !u.Loc.IsEliminated() && !u.Loc.IsZero() {
			n += st.Troops[i].Strength
		}
	}
	for _, o := range st.Replace.Orders {
		if t := st.fixed.types[o.Type]; o.Side == side && !o.Captured && t != nil && t.Nation == NationGermany && st.fixed.class[o.Type].isArmoured() {
			n += st.printedStrength(o.Type)
		}
	}
	return n
}

// printedStrength is a unit type's printed strength.
func (st *State) printedStrength(typ string) int {
	return st.printedTroop(&rules.Unit{Type: typ}).Strength
}

// whyGermanTank refuses a new German unit of tanks of type typ (not
// captured) for side: none before 1918, then at most 2 strength points
// in play.
func (st *State) whyGermanTank(side, typ string) *rules.Refusal {
	t := st.fixed.types[typ]
	if t == nil || t.Nation != NationGermany || !st.fixed.class[typ].isArmoured() {
		return nil
	}
	rec, allowed := st.capturedAllowed(side)
	aside := fmt.Sprintf("captured ones aside: %s recaptured give %d, you have used %d", recapturedText(rec), allowed, st.capturedUsed(side))
	if d, ok := st.gameDate(); ok && d.before(germanAFVFrom) {
		return refuse(RuleSpecial, "%s in %s: \"Germans may not build armoured fighting vehicles before 1918\" (%s)", t.Name, d, aside)
	}
	if have, add := st.germanTanks(side), st.printedStrength(typ); have+add > germanTankSP {
		return refuse(RuleSpecial, "%s would make %d strength points of German tanks (%d now): \"they may create a maximum of 2 strength points of tanks\" (%s)", t.Name, have+add, have, aside)
	}
	return nil
}
