package outofafrica

import (
	"fmt"
	"slices"

	"sandtable/scenarios"
)

// CardRules are lane 3's [rules] keys (turn and cards, PLAN.md §3):
// [[rules.card]] (§6), [rules.war_status] and [rules.rp]. Checked by
// checkCardRules (addRulesCheck), which also fills in their defaults.
type CardRules struct {
	// Cards are both alliances' strategy cards ([[rules.card]]). A
	// scenario with none plays every action round by the die action or a
	// pass.
	Cards []CardData `toml:"card"`
	// WarStatus are the war status thresholds ([rules.war_status]).
	WarStatus WarStatusRules `toml:"war_status"`
	// RP are the replacement costs ([rules.rp]).
	RP RPRules `toml:"rp"`
	// EventUnits are the units an event brings into play, by card id
	// ([[rules.arrivals.A17]]; PLAN.md §3.15): the event's own part that
	// is data.
	EventUnits map[string][]EventUnit `toml:"arrivals"`
	// EventRemovals are the units an event takes out of play, by card id
	// ([[rules.removals.C32]]: type and count; to is not used): the
	// owner picks which.
	EventRemovals map[string][]EventUnit `toml:"removals"`
	// Mandated are the mandated offensive tables ([rules.mandated],
	// mandated.go).
	Mandated MandatedRules `toml:"mandated"`
	// Y1919 are the 1919 events ([rules.y1919], y1919.go).
	Y1919 Y1919Rules `toml:"y1919"`
}

// EventUnit is one [[rules.arrivals.ID]] line: units of a counter type
// taken from their alliance's force pool (its "available" box) by a card's
// event, and where they go.
type EventUnit struct {
	// Unit is the counter type ("dr-army").
	Unit string `toml:"unit"`
	// Count is how many (default 1).
	Count int `toml:"count"`
	// Reduced: they arrive on their reduced side (the seed's "+").
	Reduced bool `toml:"reduced"`
	// To are the spaces the owner places each in (a choice when several),
	// or one box id (a reserve box).
	To []string `toml:"to"`
}

// TurnCardRules are lane 3's keys of [rules.turn] (PLAN.md §3.3).
type TurnCardRules struct {
	// Hand is the hand size at Mobilization (default 7, Paths of Glory's
	// base left to data); HandWar the hand size once the alliance is at
	// Limited or Total War (default 8, L125).
	Hand    int `toml:"hand"`
	HandWar int `toml:"hand_war"`
	// MayPass lets a side with no card in hand pass its action round
	// (default true; Sandtable's original default).
	MayPass *bool `toml:"may_pass"`
}

// CardData is one [[rules.card]]: a strategy card as data.
type CardData struct {
	// ID is the card's id, "A17" or "C32": the seed's numbers with the
	// alliance's letter (PLAN.md §6).
	ID string `toml:"id"`
	// Side is the alliance whose deck holds it ("cp" or "ap").
	Side string `toml:"side"`
	// Status is the war status at which it joins its deck: "mob"
	// (Mobilization, in the deck from the start), "lw" or "tw".
	Status string `toml:"status"`
	// Name is the card's title.
	Name string `toml:"name"`
	// OPS, SR are its operations and strategic redeployment points.
	OPS int `toml:"ops"`
	SR  int `toml:"sr"`
	// RP are its replacement points by nation id (rp = { ge = 2, ah = 1 }).
	RP map[string]int `toml:"rp"`
	// WS is its war status value: added to its alliance's war status when
	// it is played for the event.
	WS int `toml:"ws"`
	// CC marks a combat card: its event puts it in play beside its
	// owner's hand, for the combats that may use it.
	CC bool `toml:"cc"`
	// Once marks the seed's "*": the card leaves the game after its event.
	Once bool `toml:"once"`
	// Text is the event as players read it.
	Text string `toml:"text"`
	// Origin is where the card's words come from: "seed" (the seed writes
	// the event), "seed+sandtable" (the seed amends a base event whose
	// base part is Sandtable's wording) or "sandtable" (an original card).
	Origin string `toml:"origin"`
}

// WarStatusRules are [rules.war_status]: the war status at which an
// alliance reaches Limited War and Total War (Sandtable's original
// defaults 4 and 11).
type WarStatusRules struct {
	Limited int `toml:"limited"`
	Total   int `toml:"total"`
	// Reshuffle puts an alliance's discards back into its deck when its
	// Limited or Total War cards join it (default false).
	Reshuffle bool `toml:"reshuffle"`
	// Start is each alliance's war status at the start (a scenario that
	// begins later in the war); its cards of the levels reached are in
	// its deck from the start.
	Start map[string]int `toml:"start"`
}

// RPRules are [rules.rp]: replacement costs in RPs of the unit's nation
// (Sandtable's original defaults).
type RPRules struct {
	// Step is the cost of one step restored to a reduced unit, or of an
	// eliminated unit rebuilt on its reduced side (default 1).
	Step int `toml:"step"`
	// Army is the extra cost of rebuilding an eliminated army (default 1).
	Army *int `toml:"army_off_map"`
}

// The card statuses, in the order alliances reach them.
var cardStatuses = []string{"mob", "lw", "tw"}

// The card origins.
var cardOrigins = []string{"seed", "seed+sandtable", "sandtable"}

var _ = addRulesCheck(checkCardRules)

// checkCardRules fills in lane 3's defaults and checks its keys.
func checkCardRules(r *Rules, s *scenarios.Scenario) error {
	if r.Turn.Hand == 0 {
		r.Turn.Hand = 7
	}
	if r.Turn.HandWar == 0 {
		r.Turn.HandWar = 8
	}
	if r.Turn.MayPass == nil {
		t := true
		r.Turn.MayPass = &t
	}
	if r.WarStatus.Limited == 0 {
		r.WarStatus.Limited = 4
	}
	if r.WarStatus.Total == 0 {
		r.WarStatus.Total = 11
	}
	if r.RP.Step == 0 {
		r.RP.Step = 1
	}
	if r.RP.Army == nil {
		one := 1
		r.RP.Army = &one
	}
	if r.Turn.Hand < 1 || r.Turn.HandWar < 1 {
		return s.RulesErrorf("rules.turn.hand", "hand sizes must be at least 1")
	}
	if r.WarStatus.Limited < 1 || r.WarStatus.Total <= r.WarStatus.Limited {
		return s.RulesErrorf("rules.war_status.total", "total (%d) must be above limited (%d), and limited at least 1", r.WarStatus.Total, r.WarStatus.Limited)
	}
	for _, side := range sortedKeys(r.WarStatus.Start) {
		if !slices.Contains(Sides, side) || r.WarStatus.Start[side] < 0 {
			return s.RulesErrorf("rules.war_status.start", "start: %q %d: want a side (%s, %s) and a war status from 0", side, r.WarStatus.Start[side], CP, AP)
		}
	}
	seen := map[string]bool{}
	for i, c := range r.Cards {
		path := fmt.Sprintf("rules.card[%d]", i)
		switch {
		case c.ID == "":
			return s.RulesErrorf(path, "%s: a card needs an id", path)
		case seen[c.ID]:
			return s.RulesErrorf(path, "%s: card %s is given twice", path, c.ID)
		case !slices.Contains(Sides, c.Side):
			return s.RulesErrorf(path, "%s (%s): side %q: want %q or %q", path, c.ID, c.Side, CP, AP)
		case !slices.Contains(cardStatuses, c.Status):
			return s.RulesErrorf(path, "%s (%s): status %q: want one of %v", path, c.ID, c.Status, cardStatuses)
		case !slices.Contains(cardOrigins, c.Origin):
			return s.RulesErrorf(path, "%s (%s): origin %q: want one of %v", path, c.ID, c.Origin, cardOrigins)
		case c.Name == "":
			return s.RulesErrorf(path, "%s (%s): a card needs a name", path, c.ID)
		case c.OPS < 0 || c.SR < 0 || c.WS < 0:
			return s.RulesErrorf(path, "%s (%s): ops, sr and ws may not be negative", path, c.ID)
		}
		for _, n := range sortedKeys(c.RP) {
			if _, ok := r.Nations[n]; !ok {
				return s.RulesErrorf(path+".rp", "%s (%s): no nation %q in [rules.nations]", path, c.ID, n)
			}
			if c.RP[n] < 1 {
				return s.RulesErrorf(path+".rp", "%s (%s): rp of %s must be at least 1", path, c.ID, n)
			}
		}
		seen[c.ID] = true
	}
	for _, id := range sortedKeys(r.EventUnits) {
		path := "rules.arrivals." + id
		if !seen[id] {
			return s.RulesErrorf(path, "%s: no card %s in [[rules.card]]", path, id)
		}
		for i, eu := range r.EventUnits[id] {
			p := fmt.Sprintf("%s[%d]", path, i)
			if s.Counters.Unit(eu.Unit) == nil {
				return s.RulesErrorf(p, "%s: no unit type %q in counters %s", p, eu.Unit, s.Counters.ID)
			}
			if len(eu.To) == 0 {
				return s.RulesErrorf(p, "%s: say where the units go (to)", p)
			}
			for _, l := range eu.To {
				if _, err := s.Maps[0].Cell(l); err != nil && s.Maps[0].Box(l) == nil {
					return s.RulesErrorf(p, "%s: no space or box %q on map %s", p, l, s.Maps[0].ID)
				}
			}
			if len(eu.To) > 1 && s.Maps[0].Box(eu.To[0]) != nil {
				return s.RulesErrorf(p, "%s: a box is the only destination of its line", p)
			}
		}
	}
	for _, id := range sortedKeys(r.EventRemovals) {
		path := "rules.removals." + id
		if !seen[id] {
			return s.RulesErrorf(path, "%s: no card %s in [[rules.card]]", path, id)
		}
		for i, eu := range r.EventRemovals[id] {
			if s.Counters.Unit(eu.Unit) == nil {
				p := fmt.Sprintf("%s[%d]", path, i)
				return s.RulesErrorf(p, "%s: no unit type %q in counters %s", p, eu.Unit, s.Counters.ID)
			}
		}
	}
	return nil
}

// card is the card id's data, nil when the scenario has none.
func (st *State) card(id string) *CardData {
	for i := range st.fixed.r.Cards {
		if st.fixed.r.Cards[i].ID == id {
			return &st.fixed.r.Cards[i]
		}
	}
	return nil
}
