package aanorthafrica

import (
	"fmt"
	"strings"

	"sandtable/rules"
)

// The purchase's side data (purchase.go), for the window's purchase
// screen: while a nation of side is in its purchase phase, side's view
// holds
//
//	"prices"  the nation's price list, one item per counter type it may
//	          buy: "ita-inf: Italian infantry 1/1, move 1, 2 IPC" (type id,
//	          name, attack/defence, move, cost: Stats.String);
//	"bought"  this phase's purchases with price and pot: "Italian
//	          infantry (2 IPC)", "Italian fighter (10 IPC, bonus)"
//
// besides the banks ("ipcs") and the bonus ("bonus") every view has.
// Prices and purchases are public, as in Axis & Allies; a minefield is
// named only "minefield".

// Side data keys of the purchase screen.
const (
	PricesKey = "prices"
	BoughtKey = "bought"
)

// priceItem is counter type typeID's line of the price list.
func (st *State) priceItem(typeID string) string {
	t := st.fixed.s.Counters.Unit(typeID)
	return fmt.Sprintf("%s: %s %s", typeID, st.typeName(typeID), st.fixed.r.Stats(t.Nation, st.fixed.r.ClassOf(typeID)))
}

// setBuyViews puts the acting nation's price list and purchases in its
// side's data during its purchase phase.
func (st *State) setBuyViews(v *rules.View) {
	if st.Over || st.Phase != PhasePurchase {
		return
	}
	nation, side := st.Nation(), st.ActingSide()
	var prices []string
	for _, t := range st.nationTypes(nation) {
		if st.Price(t.ID) > 0 {
			prices = append(prices, st.priceItem(t.ID))
		}
	}
	v.SetSide(side, rules.SideEntry{Key: PricesKey, Label: st.NationName(nation) + "'s prices", Kind: rules.SideItems, Items: prices})
	v.SetSide(side, rules.SideEntry{Key: BoughtKey, Label: "Bought this phase", Kind: rules.SideItems, Items: append([]string{}, st.boughtItems()...)})
}

// purchaseChecklist are the purchase phase's lines: the money and what
// was bought.
func purchaseChecklist(st *State, _ string) []rules.CheckItem {
	nation := st.Nation()
	out := []rules.CheckItem{{Text: fmt.Sprintf("Buy units: %s holds %d IPCs", st.potName(nation, false), st.pot(nation, false))}}
	if b := st.pot(nation, true); b > 0 {
		out = append(out, rules.CheckItem{Text: fmt.Sprintf("Or with the turn-1 bonus: %d IPCs unspent; its units may be placed in any space your side controls", b)})
	}
	if len(st.Buy.Bought) > 0 {
		out = append(out, rules.CheckItem{Text: "Bought: " + strings.Join(st.boughtItems(), ", "), Done: true})
	}
	return out
}

// boughtItems name this phase's purchases with their price and pot:
// "Italian infantry (2 IPC)", "Italian fighter (10 IPC, bonus)".
func (st *State) boughtItems() []string {
	var out []string
	for _, p := range st.Buy.Bought {
		s := fmt.Sprintf("%s (%d IPC", st.boughtName(p.Unit), p.Cost)
		if p.Bonus {
			s += ", bonus"
		}
		out = append(out, s+")")
	}
	return out
}
