package main

import "testing"

// The Out of Africa scripts of lane 3 (turn and cards): played through
// `sandtable play` on the cards test scenario, the draws and the dice
// entered by hand, the lines checked worked out from the seed's SSR 2
// and the module's card rules (the script's comments say what it plays).
var oaCardsScripts = []gfScript{
	{
		script: "outofafrica-cards-play.txt", scenario: "../../rules/outofafrica/testdata/oa-cards.toml", dice: "3,4,5,4",
		want: []string{
			"The Central Powers drew 4 cards (4 in hand)",
			"The Allies drew 4 cards (4 in hand)",
			"Central Powers mandated offensive: 1d6 [3] on Mandated offensives: Germany",
			"Allies mandated offensive: 1d6 [4] on Mandated offensives: no offensive (a Draka offensive is no event while the Central Powers are at Mobilization)",
			"The Central Powers play C03 Staff conference (3 OPS, 4 SR) for 3 OPS",
			"Central Powers: 3 OPS to spend (C03 for OPS)",
			"Allies die action for SR (SSR 2): 1d6 [5]",
			"Allies: 5 SR points to spend (the die action)",
			"The Central Powers play C01 Guns of August (3 OPS, 4 SR) for the event",
			"Central Powers war status +1 (C01 Guns of August): 1",
			"Event C01 Guns of August: Test card: the German armies march (done by hand).",
			"The Central Powers carry out the event of C01 Guns of August by hand, then say done",
			"C01 Guns of August leaves the game",
			"Central Powers adjust (the event of C01 Guns of August): VP +½, now ",
			"The Allies play A03 Reserves called up (2 OPS, 3 SR, RP br 1 ru 2) for its replacement points",
			"RP br +1 (A03): 1",
			"RP ru +2 (A03): 2",
			"Central Powers die action for OPS (SSR 2): 1d6 [4]",
		},
		refused: "cp roll-die sr: refused: the die action is once per turn up to Winter 1917, and the Central Powers have used it this turn (Out of Africa SSR 2: the die action)",
	},
}

func TestOutofafricaCardsScripts(t *testing.T) {
	for _, tc := range oaCardsScripts {
		t.Run(tc.script, func(t *testing.T) { runGfScript(t, tc) })
	}
}
