package main

import "testing"

// Lane 5's (combat) scripts of Out of Africa: battles played through
// `sandtable play` with the dice entered by hand, and the lines a player
// checks in the log worked out from the default fire tables (PLAN.md
// §3.6) and the seed's modifiers (each script's comments say what it
// plays).
const oa5Data = "../../rules/outofafrica/testdata/"

func TestOutofafricaLane5Scripts(t *testing.T) {
	for _, tc := range []gfScript{
		{
			// Gaza: [4] 3 points, [3] 2 points. Salonika: the Pz Korps and
			// a German corps (4) on the Corps table with the trench
			// cancelled roll [6]: 2; the Russian corps (1) [6]: 1, the
			// Pz Korps' own step.
			script: "outofafrica-lane5-battle.txt", scenario: oa5Data + "oa-combat.toml", dice: "6,4,3,6,6,6",
			want: []string{
				"Allies attack Gaza from Jerusalem, Beersheba: Draka corps 2-2-4, British corps 1-1-4, Draka army 5-4-4 against Turkish army 3-3-3, Turkish corps 1-1-3, Turkish corps 1-1-3",
				"Allies fire at Gaza: 1d6 [4] on Army fire table 7-8 (strength 8): 3",
				"Central Powers fire at Gaza: 1d6 [3] on Army fire table 5-6 (strength 5): 2",
				"Turkish corps 1-1-3 is reduced (combat loss at Gaza, 1 loss point absorbed)",
				"Turkish army 3-3-3 is reduced (combat loss at Gaza, 3 loss points absorbed)",
				"Draka corps 2-2-4 is reduced (combat loss at Gaza, 2 loss points absorbed)",
				"The defenders of Gaza must retreat",
				"Turkish army 2-3-3 (reduced) at Gaza is eliminated (no space to retreat to from Gaza)",
				"Draka army 5-4-4 advances from Beersheba into Gaza",
				"Gaza passes to the Allies",
				"Central Powers attack Salonika from Nis",
				"Central Powers fire at Salonika: 1d6 [6] +0 column shift: trench 1 cancelled (Pz Korps) = 6 on Corps fire table 4 (strength 4, +0 columns: trench 1 cancelled (Pz Korps)): 2",
				"German Pz Korps 2-1-2 is reduced (combat loss at Salonika, 1 loss point absorbed)",
				"German Pz Korps 1-1-2 (reduced) advances from Nis into Salonika",
			},
			refused: "cp attack Belgrade Nis: refused: Nis may not attack now (a space attacks once, when activated for attack) (Combat)",
		},
	} {
		t.Run(tc.script, func(t *testing.T) { runGfScript(t, tc) })
	}
}
