package main

import "testing"

// Out of Africa, lane 6 (forces, supply, control, victory): scripts played
// through `sandtable play` on lane 6's copy of the module's test scenario,
// the lines a player checks in the log worked out from the seed and the
// test map (each script's comments say what it plays).
const oaForcesData = "../../rules/outofafrica/testdata/"

func TestOutofafricaForcesScripts(t *testing.T) {
	for _, tc := range []gfScript{
		{
			script: "outofafrica-forces-victory.txt", scenario: oaForcesData + "oa-lane6.toml",
			want: []string{
				"Turn 1: Aug 1914",
				"Russian army 3-3-3 at Odessa is eliminated (attrition: out of supply)",
				"Russian corps 1-1-3 at Kiev is eliminated (attrition: out of supply)",
				"Belgrade is cut off from the supply of the Allies",
				"Belgrade passes to the Central Powers",
				"Nis passes to the Central Powers",
				"Turn 2: Sep 1914",
				"Attrition: every unit is in supply",
				"The game is over: draw: 11 VP at the end of Fall 1914 (no Treaty of Brest-Litovsk, no TR demand for unconditional surrender: the Central Powers win at 12 or more, the Allies at 9 or fewer)",
			},
		},
		{
			script: "outofafrica-forces-kempf.txt", scenario: oaForcesData + "oa-lane6.toml",
			want:    []string{"Replacement phase: Allies"},
			refused: `outofafrica-forces-kempf.txt:35: ap create-det dr-kempf dr-corps/1: refused: Army Det. Kempf may not be created until the Allies play "Draka Mobilization" (#17) as an event (Army Det. Kempf (SSR 8))`,
		},
	} {
		t.Run(tc.script, func(t *testing.T) { runGfScript(t, tc) })
	}
}
