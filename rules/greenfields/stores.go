package greenfields

// This file holds each side's stores in the weekly game (Section 2's
// steps 1, 7, 8 and 9): its depot, the week's supply points and what
// they bought and keep for later (replacement men, luxuries, gas
// canisters, explosives). SHELLS stay in State.Shells (part 1). Which
// of these the enemy may read: the depot's points are public (its stands
// are on the table, RULINGS W-9.10); the rest is the side's own.

// Stores are one side's stores in the weekly game.
type Stores struct {
	// Depot is the depot's points now; DepotStart its points at the start
	// (a destroyed depot "rebuilds 1 per week" up to it).
	Depot      int `json:"depot"`
	DepotStart int `json:"depot_start"`
	// Supply are this week's supply points, rolled in step 9 (1D6 per
	// depot point) and spent there.
	Supply int `json:"supply,omitempty"`
	// Pool are replacement strength points held for units off board.
	Pool int `json:"pool,omitempty"`
	// Luxuries restore lost morale to units off board (step 1).
	Luxuries int `json:"luxuries,omitempty"`
	// Gas are gas canisters (step 7).
	Gas int `json:"gas,omitempty"`
	// Explosive are strength points of explosives for mines (step 8).
	Explosive int `json:"explosive,omitempty"`
}

// Flags of the weekly turn, cleared at each week's start: a unit that has
// entrenched, raided, bombarded (fired a weekly mission) or moved into an
// enemy zone in the week's assault ("any unit which performs no raids and
// does not assault or bombard" may entrench).
const (
	FlagEntrenched = "entrenched"
	FlagRaided     = "raided"
	FlagBombarded  = "bombarded"
	FlagAssaulted  = "assaulted"
)

// weekFlags are the flags the week's start clears.
var weekFlags = []string{FlagEntrenched, FlagRaided, FlagBombarded, FlagAssaulted}

// stores is side's stores (a copy; setStores writes them back).
func (st *State) stores(side string) Stores { return st.Stores[side] }

// setStores writes side's stores.
func (st *State) setStores(side string, s Stores) {
	if st.Stores == nil {
		st.Stores = map[string]Stores{}
	}
	st.Stores[side] = s
}
