package main

import (
	"os"
	"strings"
	"testing"

	"sandtable/rules/aanorthafrica"
)

// The aanorthafrica scripts: the verbs of Axis & Allies: North Africa
// played through `sandtable play`, the dice entered by hand and the lines
// a player checks in the log worked out from the seed's rules (each
// script's comments say what it plays).
const aantData = "../../rules/aanorthafrica/testdata/"

// aantScripts are the scripts, their scenarios, dice and expected lines.
var aantScripts = []gfScript{
	{
		script: "aanorthafrica-purchase.txt", scenario: "builtin:aa-north-africa",
		want: []string{
			"Italy buys an Italian armour for 4 IPCs (the Axis bonus: 12 - 4 = 8)",
			"Italy buys an Italian infantry for 2 IPCs (the Axis bank: 22 - 2 = 20)",
			"Italy buys an Italian artillery for 3 IPCs (the Axis bank: 18 - 3 = 15)",
			"Italy takes back an Italian artillery (the Axis bank: 15 + 3 = 18)",
			"Italy places Italian armour 2-2-2 at Bardia",
			"Italy places Italian infantry 1-1-1 at Misurata",
		},
		refused: `aanorthafrica-purchase.txt:18: axis place ita-inf/new3 Derna: refused: Derna is not a Reinforcement Zone: units bought with IPCs "must enter the board through the RZ" (Reinforcement Zones)`,
	},
	{
		script: "aanorthafrica-move.txt", scenario: aantData + "aant-move.toml",
		want: []string{
			"Italian infantry 1-1-1 moves Tripoli → Sirte (non-combat move)",
			"Italian armour 2-2-2 moves Tripoli → Sirte → Benghazi → Tobruk (non-combat move)",
			"Italian armour 2-2-2 makes a mechanized move along the Via Balbia (Benghazi → Tobruk): no penalty while its road stays open (Via Balbia)",
			"Italian infantry 1-1-1 makes a mechanized move (Sirte → Jalo, the extra space): out of gas until Italy's turn in round 3 (Mechanized move)",
		},
		refused: "axis move ita-inf/2 Sirte: refused: Italian infantry 1-1-1 is out of gas until Italy's turn in round 3 (Mechanized move)",
	},
	{
		// AT guns [3 5]: one tank hit; flak [1]: the fighter; round 1
		// [6 6] v [6 6]; round 2 infantry@1 [1] hits, infantry@2 [2] hits.
		script: "aanorthafrica-battle.txt", scenario: aantData + "aant-combat.toml", dice: "3,5,1,6,6,6,6,1,6,2,6",
		want: []string{
			"The Allies fire 2 AT guns at Tobruk (Anti-tank Guns: hit tanks on 3 or less): [3 5] — 1 tank hit",
			"German armour 3-3-2 at Tobruk is destroyed (AT guns)",
			"British AA gun 0-0-1 at Tobruk fires at the attacking plane (AA guns (Flak): 1 die per plane, hit on 1): [1] — 1 plane hit",
			"German fighter 3-4-4 at Tobruk is destroyed (flak)",
			"Germany attacks at Tobruk, round 1 (Combat: hit on the attack value or less): infantry@1 [6], armour@3 [6] — 0 hits",
			"The Allies defend Tobruk, round 1 (Combat: hit on the defence value or less): infantry@2 [6], artillery@2 [6] — 0 hits",
			"axis press-on",
			"infantry@1 [1], armour@3 [6] — 1 hit",
			"infantry@2 [2], artillery@2 [6] — 1 hit",
			"German infantry 1-2-1 at Tobruk is destroyed (Combat, round 2)",
			"British infantry 1-2-1 at Tobruk is destroyed (Combat, round 2)",
			"Germany retreats from Tobruk to Benghazi: German armour 3-3-2",
		},
	},
	{
		script: "aanorthafrica-raid.txt", scenario: aantData + "aant-combat.toml", dice: "3,1",
		want: []string{
			"German bomber 4-1-6 makes a Tactical Bombing Raid on Tobruk",
			"British AA gun 0-0-1 at Tobruk fires at the raiding bomber (AA guns (Flak): 1 die per plane, hit on 1): [3] — 0 planes hit",
			"German bomber 4-1-6 bombs Tobruk (Tactical Bombing Raids: hit on 1): [1] — 1 hit",
			"British artillery 2-2-1 at Tobruk is destroyed (Tactical Bombing Raids)",
			"German bomber 4-1-6 moves Tobruk → Benghazi (non-combat move)",
		},
	},
	{
		// The declared mine's first roll [1] (3 or less) destroys the
		// armour; its second [5] (still 3 or less: the artillery dashing
		// in the same combat move is the same incursion, ruling N-M3)
		// misses the artillery; the
		// sweep [2] (2 or less, the turn it was declared) clears it.
		script: "aanorthafrica-mines.txt", scenario: aantData + "aant-mines.toml", dice: "1,5,2",
		want: []string{
			"United Kingdom buys a minefield for 8 IPCs (the Allies bank: 13 - 8 = 5)",
			"United Kingdom buys a minefield for 8 IPCs (the Allies bonus: 12 - 8 = 4)",
			"British minefield M laid at Siwa, hidden from the Axis",
			"British minefield M laid at Sidi Omar, hidden from the Axis",
			"waiting for allies: Axis land units entered Sidi Omar: the Allies declare a minefield there, or not",
			"British minefield M at Sidi Omar forfeited: back to the bank, no refund (ruling N-M2)",
			"Germany takes Sidi Omar from the United Kingdom",
			"The Allies declare a minefield at Siwa: British minefield M; the invaders stop",
			"1d6 [1] on Minefield Combat (first roll: hits on 3 or less, the first roll only): 1 hit",
			"Italian armour 2-2-2 at Siwa is destroyed (minefield)",
			"1d6 [5] on Minefield Combat (the first incursion's roll: hits on 3 or less): no hit",
			"The Axis sweep the British minefield M at Siwa: 1d6 [2] on Minefield Combat (sweeps on 2 or less at the first incursion): swept: the attackers may take Siwa",
			"Italy takes Siwa from the United Kingdom",
		},
	},
}

func TestAanorthafricaScripts(t *testing.T) {
	for _, tc := range aantScripts {
		t.Run(tc.script, func(t *testing.T) { runGfScript(t, tc) })
	}
}

// aantUnscripted are the module's verbs no script can play, and why.
// None today: every verb is scripted.
var aantUnscripted = map[string]string{}

// Every verb of the module is played by one of the scripts (or listed in
// aantUnscripted with the reason none can).
func TestAanorthafricaScriptsPlayEveryVerb(t *testing.T) {
	played := map[string]bool{}
	for _, tc := range aantScripts {
		raw, err := os.ReadFile("testdata/" + tc.script)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(raw), "\n") {
			if f := strings.Fields(line); len(f) >= 2 && !strings.HasPrefix(f[0], "#") {
				played[f[1]] = true
			}
		}
	}
	for _, v := range aanorthafrica.VerbNames() {
		if !played[v] && aantUnscripted[v] == "" {
			t.Errorf("no aanorthafrica script plays %q", v)
		}
	}
}
