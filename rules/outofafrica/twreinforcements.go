package outofafrica

import "sandtable/rules/kit"

// This file is the TW reinforcements (PLAN.md §2.25). They are
// [[rules.reinforcements]] data of status "tw", brought as the LW ones are
// (lwreinforcements.go):
//
//	"The CP get the Albanian Bashi-Bazouk Corps in Tirana the instant
//	they go to TW." (L576)
//	"On the replacement phase immediately after the Allied entry into
//	Total War Status, place the Draka Tull's V Janissary Army in Cairo,
//	Basra or Alexandria. At the same time place 1 J corps in the Reserve
//	Box." (L578)
//	"Italy receives their "Blackshirt Gd." (BGD) in Rome on the
//	Replacement Phase immediately after they enter Total War status."
//	(L580)
//	"CP Player gets 3 Kurdish units on the Replacement Phase immediately
//	after CP entry into TW. Place one 1-1-2 Kurdish corps unit (no flip)
//	each in Kirkuk, Dilman and Diyarbakir. ... Draka forces may trace
//	supply through spaces solely occupied by Kurdish unit(s)." (L582)
//
// The Kurds' supply rule is [rules.supply_through] (supply.go).
// TODO(lane 6): "Any Allied units in the above three locales get
// retreated out" waits for a retreat helper (lane 5's retreat.go).

// RuleTWReinforcements is the TW reinforcements (SSR 24).
const RuleTWReinforcements = "TW reinforcements (SSR 24)"

func init() {
	book.Section(kit.Section[*State]{Rule: RuleTWReinforcements, Title: "TW reinforcements", Order: 310,
		Text: `"The CP get the Albanian Bashi-Bazouk Corps in Tirana the instant they go to TW." "On the replacement phase immediately after the Allied entry into Total War Status, place the Draka Tull's V Janissary Army in Cairo, Basra or Alexandria. At the same time place 1 J corps in the Reserve Box." "Italy receives their "Blackshirt Gd." (BGD) in Rome on the Replacement Phase immediately after they enter Total War status." "CP Player gets 3 Kurdish units on the Replacement Phase immediately after CP entry into TW. Place one 1-1-2 Kurdish corps unit (no flip) each in Kirkuk, Dilman and Diyarbakir." "Draka forces may trace supply through spaces solely occupied by Kurdish unit(s)."

The reinforcements of this game are listed under LW reinforcements.`})
}
