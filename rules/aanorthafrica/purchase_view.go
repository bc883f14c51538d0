package aanorthafrica

import (
	"fmt"

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
