package outofafrica

import (
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the A-H Fleet (SSR 17, L496):
//
//	"If the A-H Fleet is in Trieste, the Allied Player may not conduct
//	invasions against Tarento or Valona. If the A-H Fleet is in
//	Constantinople, no invasions are allowed against that locale or the
//	MEF #1 & #2 locales. The A-H Fleet is permanently removed if the
//	Allies take its base. The A-H Fleet can only switch base by play of
//	CP LW card # 23."
//
// The fleet is a marker at its base ([rules.ahfleet] base, drawn "AHF"),
// which blocks the invasions [rules.ahfleet] blocks names for that base.
// It is removed for good when its base passes to the Allies. Card C23
// (lane 3) moves it with moveFleet.

// RuleFleet is the A-H Fleet rule.
const RuleFleet = "Out of Africa SSR 17: the A-H Fleet"

// fleetBlocks reports whether the A-H Fleet at its base blocks an
// invasion of space.
func (st *State) fleetBlocks(space string) bool {
	return st.Battle.Fleet != "" && slices.Contains(st.fixed.r.Fleet.Blocks[st.Battle.Fleet], space)
}

// moveFleet moves the A-H Fleet to base (card C23), logged for all;
// nothing when it is gone.
func (st *State) moveFleet(ctx *rules.Context, base string) {
	if st.Battle.Fleet == "" {
		return
	}
	ctx.Logf("The A-H Fleet moves from %s to %s", st.Battle.Fleet, base)
	st.Battle.Fleet = base
}

// dirigibleRaid is card #36's part that is combat's (L608): "any CP
// Trench Level in the space is reduced by one, and the A-H Fleet if
// based in the space is eliminated". Lane 3's event calls it through
// addEventPart("A36", ...) at the merge.
func (st *State) dirigibleRaid(ctx *rules.Context, space string) {
	if lvl := st.trenchLevel(space); lvl > 0 && st.ControlOf(space) == CP {
		st.setTrench(space, lvl-1)
		ctx.Logf("The trench at %s is reduced to level %d (#36)", space, lvl-1)
	}
	if st.Battle.Fleet == space {
		st.Battle.Fleet = ""
		ctx.Logf("The A-H Fleet at %s is eliminated (#36)", space)
	}
}

var _ = []any{(*State).moveFleet}

// Card #36's trench and fleet part, run with its event (events_ap.go).
var _ = addEventPart("A36", func(st *State, ctx *rules.Context, _ string) error {
	st.dirigibleRaid(ctx, "Constantinople")
	return nil
})

var _ = addControlChange(func(st *State, ctx *rules.Context, space, _, to string, _ []int) error {
	if st.Battle.Fleet == space && to == AP {
		st.Battle.Fleet = ""
		ctx.Logf("The A-H Fleet is removed for good: the Allies have taken its base, %s", space)
	}
	return nil
})

var _ = addOverlay(func(st *State, _ string) []rules.Overlay {
	if st.Battle.Fleet == "" {
		return nil
	}
	return []rules.Overlay{{ID: "ah-fleet", Name: "A-H Fleet", Shown: true, Rule: RuleFleet, Meaning: "the A-H Fleet's base (AHF)",
		Cells: []rules.OverlayCell{{Map: st.fixed.m.ID, Cell: st.Battle.Fleet, Side: CP, Mark: "AHF"}}}}
})

func init() {
	on(kit.GameStart, func(st *State, _ *rules.Context) error {
		st.Battle.Fleet = st.fixed.r.Fleet.Base
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleFleet, Title: "The A-H Fleet", Order: 410,
		Text: `"If the A-H Fleet is in Trieste, the Allied Player may not conduct invasions against Tarento or Valona. If the A-H Fleet is in Constantinople, no invasions are allowed against that locale or the MEF #1 & #2 locales. The A-H Fleet is permanently removed if the Allies take its base. The A-H Fleet can only switch base by play of CP LW card # 23." (Out of Africa SSR 17.)`})
}
