package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sandtable/scenarios"
)

// MintedMark starts the ordinal of a minted unit's instance ID:
// "us-inf/new3". A scenario unit's ID ends in "/" and digits only (see
// Unit), so no minted ID can ever be a scenario unit's or a later
// reinforcement's, whatever the type ids.
const MintedMark = "new"

// Mint hands out instance IDs and aliases to pieces that come into play
// during a game and are in no scenario: Green Fields' reserves bought
// during the assault (rules/greenfields, reserves.go), and to come the
// Axis & Allies North Africa variant's purchases (seed 002) and
// Eurofront's cadres (seed 001). Module states embed one
// (made by NewMint when the game is set up), so its counters are part of
// the state: a replay mints exactly the same IDs, and a save needs nothing
// more.
type Mint struct {
	// Units is how many units were minted so far; the next is Units+1.
	Units int `json:"units"`
	// Aliases is the highest alias given so far: the roster's N at
	// set-up (its aliases are 1..N), then every minted or fresh alias.
	Aliases int `json:"aliases"`
}

// NewMint is the mint of a game whose scenario units are r.
func NewMint(r *Roster) Mint { return Mint{Aliases: r.Size()} }

// Size is how many units the scenario brings into play, set-up and
// reinforcements: their aliases are 1..Size.
func (r *Roster) Size() int {
	n := len(r.Setup)
	for _, us := range r.Reinforcements {
		n += len(us)
	}
	return n
}

// IsMinted reports whether id is a minted unit's instance ID.
func IsMinted(id string) bool {
	i := strings.LastIndex(id, "/")
	if i < 0 {
		return false
	}
	n, ok := strings.CutPrefix(id[i+1:], MintedMark)
	v, err := strconv.Atoi(n)
	return ok && err == nil && v > 0 && strconv.Itoa(v) == n
}

// New mints a unit of type typeID of s's counters at loc, at full
// strength, face up: its ID is "TYPE/newN" (N counted over the whole game,
// all types together) and its alias the next unused number, so hiding it
// later names it "hidden:M" with M no scenario unit has. Hiding several
// minted units at once? Give them fresh aliases in a random order with
// Units.Rehide, or the order of the aliases tells the order they came in.
func (m *Mint) New(s *scenarios.Scenario, typeID string, loc Location) (Unit, error) {
	t := s.Counters.Unit(typeID)
	if t == nil {
		return Unit{}, fmt.Errorf("rules: mint: no unit type %q in the scenario's counters", typeID)
	}
	side := ""
	if sd := s.Counters.SideOf(t); sd != nil {
		side = sd.ID
	}
	m.Units++
	m.Aliases++
	return Unit{ID: typeID + "/" + MintedMark + strconv.Itoa(m.Units), Alias: m.Aliases,
		Type: typeID, Side: side, Nation: t.Nation, Loc: loc}, nil
}

// FreshAliasDraw is the From of the engine draws Rehide records.
const FreshAliasDraw = "fresh aliases"

// Rehide turns the units at idx face down under fresh aliases, so the
// other side cannot track them by name (a block game stands its blocks up
// after a battle): k units get the k numbers above every alias given so far
// (m.Aliases+1..m.Aliases+k), in an order drawn at random, so none of the
// new names says which of them is which. Call it once on all the units
// that go face down together (a whole stack, including its units that were
// never revealed, if they should be mixed in too): a unit re-hidden alone
// is as traceable as its place makes it.
//
// The order is drawn through ctx like a card (Context.Draw): by the game's
// dice, or in a manual-dice game from fresh entropy; either way recorded
// in the entry, as a draw only the referee sees, so replay is exact and no
// side's log shows it. Drawing makes the action final (no undo).
func (us Units) Rehide(ctx *Context, m *Mint, idx []int) error {
	for n, i := range idx {
		if i < 0 || i >= len(us) || slices.Contains(idx[:n], i) {
			return fmt.Errorf("rules: rehide: bad or repeated unit index %d", i)
		}
	}
	fresh := make([]int, len(idx))
	for k := range fresh {
		fresh[k] = m.Aliases + 1 + k
	}
	for k := len(fresh) - 1; k > 0; k-- { // Fisher-Yates, one draw a step
		j, err := ctx.engineIndex(FreshAliasDraw, k+1, RefereeOnly())
		if err != nil {
			return err
		}
		fresh[k], fresh[j] = fresh[j], fresh[k]
	}
	for k, i := range idx {
		us[i].Alias = fresh[k]
		us[i].Hidden = true
	}
	m.Aliases += len(idx)
	return nil
}
