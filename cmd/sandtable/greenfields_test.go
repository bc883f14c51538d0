package main

import (
	"strings"
	"testing"
)

// The greenfields scripts: every verb of "To The Green Fields Beyond!"
// played through `sandtable play` with the dice entered by hand, and the
// lines a player would check in the printed log (dice, hits, saves,
// casualties, morale, falls back) worked out from the seed's rules, as
// each script's comments work them. Units are named as the module names
// them: by alias (hidden:N, fixed by --seed 1) until the enemy has
// identified them, then by id.
const (
	gfVerbs = "testdata/greenfields-verbs.toml"
	gfTest  = "../../rules/greenfields/testdata/gf-test.toml"
	gf1914  = "builtin:greenfields-1914"
	gfSomme = "builtin:greenfields-somme-1916"
)

// gfScript is one script run: its scenario and dice, and what it prints.
type gfScript struct {
	script, scenario, dice string
	// want are lines (or parts of lines) of the output, in order.
	want []string
	// refused is the refusal on standard error ("" when the script plays
	// to its end), after the script's file:line and action.
	refused string
}

func TestGreenfieldsScripts(t *testing.T) {
	for _, tc := range []gfScript{
		{
			// The seed's Combat example, its dice as the seed gives them.
			script: "greenfields-combat.txt", scenario: gfTest,
			dice: "6,1,1,6,1," + "6,5,1,1,1,1,5,1,5,1," + "6,5,1,1,1,1,1,1,5,1," +
				"5,1,1,1,1,1,5,1,6,6,5,5,1,1,1,1,1,1,1,1,6,5,1,1,1,6,1",
			want: []string{
				"3. central move hidden:7 H6",
				"unidentified unit of Germany (hidden:7) moves from I6 to H6 cross country (open; 1 of 2 zones)",
				"waiting for allies: Germans moving into H6: open opportunity fire at half dice with a unit within 1 zone of it (opfire), or hold (003 Movement and opportunity fire)",
				"4. allies hold", "The Allies hold their fire at H6",
				// Half of 6 dice, rounding up: 3; one 6 is 2 hits. A's 3
				// experience dice, -1 moving: 2; its 6 saves both.
				"8. allies opfire hidden:6 H6",
				"opportunity fire by unidentified unit of Britain (hidden:6) at H6: 3d6 [6 1 1] on Hit dice (3d6: 5 = 1 hit, 6 = 2 hits; 3 dice, not 6: -3 opportunity fire: half dice, rounding up): 2 hits",
				"German regulars, 1914 saves against 2 hits: 2d6 [6 1] on Experience dice (2d6: 5 = 1 hit, 6 = 2 hits; 2 dice, not 3: -1 unit is moving): 2 hits",
				"unidentified unit of Britain (hidden:6) at G6 is identified (it fired): BEF infantry, 1914 3-5-6",
				"unidentified unit of Germany (hidden:7) stops: a unit entering a zone held by the enemy stops there to fight (G6)",
				// Round 1: 3 hits, 1 saved, 2 lost; morale 3 -> 2 for two
				// casualties; 1 hit of 2 needed: wavers, morale 1.
				"18. central assault G6",
				"Close assault at G6: the Germans attack, the Allies defend",
				"defenders fire first: BEF infantry, 1914 fires at G6: 6d6 [6 5 1 1 1 1]", "3 hits",
				"German regulars, 1914 saves against 3 hits: 2d6 [5 1] on Experience dice (2d6: 5 = 1 hit, 6 = 2 hits; 2 dice, not 3: -1 unit is moving): 1 hit",
				"German regulars, 1914 loses 2 strength (10 left)",
				"German regulars, 1914 suffered 2 casualties from one fire: morale drops to 2 before its check",
				"German regulars, 1914 checks morale against 2 casualties: 2d6 [5 1]",
				"German regulars, 1914 wavers: suppressed, morale 1, falls back one zone towards its base line",
				"unidentified unit of Germany (hidden:7) falls without having the opportunity to return fire",
				"19. central retreat hidden:7 H6", "unidentified unit of Germany (hidden:7) falls back from G6 to H6",
				"waiting for central: after this round at G6, choose your unit to lead the next",
				"20. central leapfrog hidden:8", "unidentified unit of Germany (hidden:8) keeps the lead at G6",
				// Round 2: 3 hits, none saved, 3 lost (12 -> 9).
				"21. central assault G6",
				"German regulars, 1914 saves against 3 hits: 2d6 [1 1] on Experience dice (2d6: 5 = 1 hit, 6 = 2 hits; 2 dice, not 3: -1 unit is moving): 0 hits",
				"German regulars, 1914 loses 3 strength (9 left)",
				"German regulars, 1914 wavers: suppressed, morale 1",
				"22. central retreat hidden:8 H6",
				// Round 3: 1 hit saved; C's 12 dice 6 hits; the BEF saves
				// 3 of them, loses 3 (6 -> 3), morale 3 -> 2, 2 hits of 3.
				"23. central assault G6",
				"defenders fire first: BEF infantry, 1914 fires at G6: 6d6 [5 1 1 1 1 1]", "1 hit",
				"German regulars, 1914 saves against 1 hit: 2d6 [5 1] on Experience dice (2d6: 5 = 1 hit, 6 = 2 hits; 2 dice, not 3: -1 unit is moving): 1 hit",
				"the attackers fire back: unidentified unit of Germany (hidden:2) fires at G6: 12d6 [6 6 5 5 1 1 1 1 1 1 1 1]", "6 hits",
				"BEF infantry, 1914 saves against 6 hits: 5d6 [6 5 1 1 1]", "3 hits",
				"BEF infantry, 1914 loses 3 strength (3 left)",
				"BEF infantry, 1914 suffered 3 casualties from one fire: morale drops to 2 before its check",
				"BEF infantry, 1914 checks morale against 3 casualties: 2d6 [6 1]", "2 hits",
				"BEF infantry, 1914 wavers: suppressed, morale 1, falls back one zone towards its base line",
				"The Germans hold G6",
				"24. allies retreat bef-inf/1 F6", "BEF infantry, 1914 falls back from G6 to F6",
			},
		},
		{
			script: "greenfields-bombard.txt", scenario: gfVerbs, dice: "6,6,5,5,1,1,6,6,6,5,1,5,1,1,6,1",
			want: []string{
				"2. allies barrage hidden:6 F6 gas", "unidentified unit of Britain (hidden:6) will fire gas at F6 (1 SHELL; 5 left)",
				"3. allies cancel-barrage hidden:6", "unidentified unit of Britain (hidden:6)'s fire is cancelled (its SHELL returned; 6 left)",
				"4. allies barrage hidden:6 F6", "unidentified unit of Britain (hidden:6) will fire high explosive at F6 (1 SHELL; 5 left)",
				"5. allies barrage hidden:9 F6 persistent", "unidentified unit of Britain (hidden:9) will fire persistent (mustard) gas at F6 (1 SHELL; 4 left)",
				"6. allies end-phase", "Artillery bombardment: 2 barrages fall together",
				// The Allies' line (the Germans read their own, naming their regiment).
				"British field artillery's barrage on F6 at unidentified unit of Germany (hidden:3): 3d6 [6 6 5]", "5 hits",
				"German regulars, 1914 saves against 5 hits: 3d6 [5 1 1]", "1 hit",
				"German regulars, 1914 loses 4 strength (8 left)",
				"German regulars, 1914 suffered 4 casualties from one fire: morale drops to 2 before its check",
				"German regulars, 1914 checks morale against 4 casualties: 2d6 [6 6]", "4 hits",
				"German regulars, 1914 holds and continues; morale 1",
				"F6: a shell hole (1 in the zone)",
				"unidentified unit of Britain (hidden:9)'s barrage on F6 at German regulars, 1914: 3d6 [6 5 1]", "3 hits",
				"German regulars, 1914 saves against 3 hits: 3d6 [5 1 1]", "1 hit",
				"German regulars, 1914 loses 2 experience to gas (1 left)",
				"unidentified unit of Britain (hidden:6) at D6 is identified (it fired): British field artillery 4-3-9",
				"14. allies end-phase", "Day 1, assault turn 2 of 4: the Allies move first",
				"persistent gas in F6 at German regulars, 1914: 1d6 [6]", "2 hits",
				"German regulars, 1914 saves against 2 hits: 1d6 [1]", "0 hits",
				"German regulars, 1914 loses 1 experience to gas (0 left)",
			},
		},
		{
			script: "greenfields-moves.txt", scenario: gfVerbs,
			want: []string{
				"4. allies lead hidden:10", "unidentified unit of Britain (hidden:10) leads the Allies at F4",
				"5. allies dismount hidden:2", "British cyclists abandons its mounts at C12 and operates as infantry",
				"6. allies mount hidden:2", "British cyclists collects its mounts at C12",
				"7. allies move hidden:11 X12", "unidentified unit of Britain (hidden:11) moves from W12 to X12 cross country (open; 1 of 3 zones)",
				"8. allies move hidden:11 off", "British cavalry, 1914 exits off the rear board edge of the Germans from X12",
				"9. allies move hidden:2 C10",
				"British cyclists moves from C12 to C11 cross country (open; 1 of 2 zones)",
				"British cyclists moves from C11 to C10 cross country (open; 2 of 2 zones)",
				// +10 for the exit; the cavalry no longer holds W12; the
				// German regiment at F6 holds an Allied zone (-2).
				"-- Allies: 8 units in play, 8 VP",
			},
			refused: "greenfields-moves.txt:27: allies move hidden:5 F9: refused: BEF infantry, 1914 cannot reach F9 this turn: it is 5 zones away, and with 0 of its 2 zones moved (+1 along a road for at least half its normal allowance) no way it may take leads there (003 Movement rates and terrain effects)",
		},
		{
			script: "greenfields-opfire-order.txt", scenario: gfTest, dice: "6,5,1,5,1,1,1",
			want: []string{
				"3. central move hidden:7 G5",
				"unidentified unit of Germany (hidden:7) moves from I6 to H6 cross country (open; 1 of 2 zones)",
				"waiting for allies: Germans moving into H6",
				"4. allies opfire hidden:6 G5", "BEF infantry, 1914 will open fire when the moving units enter G5",
				"5. allies hold", "The Allies hold their fire at H6",
				"unidentified unit of Germany (hidden:7) moves from H6 to G5 cross country (open; 2 of 2 zones)",
				"opportunity fire by unidentified unit of Britain (hidden:6) at G5: 3d6 [6 5 1] on Hit dice (3d6: 5 = 1 hit, 6 = 2 hits; 3 dice, not 6: -3 opportunity fire: half dice, rounding up): 3 hits",
				"German regulars, 1914 saves against 3 hits: 2d6 [5 1] on Experience dice (2d6: 5 = 1 hit, 6 = 2 hits; 2 dice, not 3: -1 unit is moving): 1 hit",
				"German regulars, 1914 routs",
			},
		},
		{
			script: "greenfields-air.txt", scenario: gfVerbs, dice: "3,5,1,1,1,5,1,1,1,5,5",
			want: []string{
				"5. central fly hidden:8 fighters", "German fighters will fly: fighter patrol against enemy aircraft",
				"7. allies ground hidden:7", "British fighters stays on the ground",
				"9. allies commit", "the Allies have committed",
				"10. central commit", "every side has committed: the air missions are revealed",
				"German fighters (Germans): fighter patrol against enemy aircraft",
				"British fighters (Allies): attack the balloon at U8",
				"Flying weather for Day 1 (summer: no flights on 6): 1d6 [3]: flying is possible today",
				"the fighters of the Germans at enemy fighters: 2d6 [5 1]", "1 hit",
				"British fighters saves against 1 hit: 2d6 [1 1]", "0 hits",
				"British fighters loses 1 strength (1 left)",
				"British fighters checks morale against 1 casualty: 3d6 [5 1 1]", "1 hit",
				"British fighters holds and continues; morale 2",
				// Grounded, the balloon at U8 is out of the British's
				// sight: they read its lines without its alias.
				"flak of German balloon at unidentified unit of Britain (hidden:7): 1d6 [1]", "0 hits",
				"flak of an unidentified unit of Germany at British fighters: 1d6 [1]", "0 hits",
				"unidentified unit of Britain (hidden:7) at German balloon: 1d6 [5]", "1 hit",
				"British fighters at an unidentified unit of Germany: 1d6 [5]", "1 hit",
				"German balloon saves against 1 hit: 1d6 [5]", "1 hit",
				"German balloon scored with every experience die: experience rises to 2",
				"German balloon is grounded for the rest of the day",
				"-- after 10 actions: turn Day 1, Pioneers and construction (Germans)",
			},
		},
		{
			script: "greenfields-pioneers.txt", scenario: gfVerbs, dice: "6,5,1,1,1,1",
			want: []string{
				"9. allies build hidden:4",
				"British pioneers works to lay a road through the rough ground at B7: 6d6 [6 5 1 1 1 1]", "3 hits",
				"B7 is bridged: a road crosses it",
				"10. allies entrench hidden:5", "BEF infantry, 1914 digs a light trench at F4 (morale 2)",
				"a light trench is dug at F4",
			},
			refused: "greenfields-pioneers.txt:24: allies entrench hidden:10: refused: F4 already has a trench (003 Pioneers and construction)",
		},
		{
			script: "greenfields-reserves.txt", scenario: gf1914, dice: "5",
			want: []string{
				"7. central buy ger-reg", "the Germans buy German regulars, 1914 for 14 victory points (14 spent)",
				"8. central enter hidden:40 X6",
				"German regulars, 1914 tries to enter at X6 (bought with victory points: needs 5 or 6): 1d6 [5]: it appears on table",
				"German regulars, 1914 enters the table at X6",
				"9. central enter hidden:3 X5", "German reserves, 1914 enters the table at X5",
				"10. central halt", "the Germans ask to halt the assault: it ends if the Allies agree this turn",
				"13. allies enter hidden:17 A5", "French infantry, 1914 enters the table at A5",
				"14. allies buy-shells", "the Allies buy 4 SHELLS for 1 victory point (16 SHELLS; -1 victory points now)",
				"15. allies halt", "the Allies agree to halt: both sides have agreed, the assault ends with this turn",
				"16. allies end-phase", "the assault is over: both sides agreed to halt",
				"-- game over: the Allies win: Allies -1, Germans -14 victory points",
			},
		},
		{
			// Somme, 1916: the map's trenches hold from the first shot.
			// The first week: initiative 1 and 2, then 26 attrition dice
			// and the two depots' 6 supply dice each, all 1s.
			script: "greenfields-somme-trenches.txt", scenario: gfSomme, dice: "1,2," + strings.Repeat("1,", 26+12) + "6,1,1,1,1,1,1,6,1,5,1,1,1,1,5,1,1",
			want: []string{
				"German infantry, 1916 saves against 2 hits: 4d6 [1 1 1 1] on Experience dice (4d6: 5 = 1 hit, 6 = 2 hits; 4 dice, not 2: +2 unit is in heavy trench): 0 hits",
				"German infantry, 1916 holds and continues; morale 1",
				"German infantry, 1916 saves against 1 hit: 2d6 [1 1] on Experience dice (2d6: 5 = 1 hit, 6 = 2 hits): 0 hits",
				"German infantry, 1916 holds and continues; morale 2",
				"Movement and opportunity fire (Allies)",
			},
		},
		{
			script: "greenfields-refused-gas.txt", scenario: gf1914,
			refused: "greenfields-refused-gas.txt:4: central barrage hidden:10 T5 gas: refused: gas is not allowed in this scenario (\"Gas does not become available until mid 1915\"; 1914: \"Gas ... not allowed\") (003 Artillery bombardment)",
		},
		{
			script: "greenfields-refused-range.txt", scenario: gfVerbs,
			refused: "greenfields-refused-range.txt:4: allies barrage hidden:6 H6: refused: H6 is 4 zones from British field artillery: range is 3 zones for field artillery (003 Artillery bombardment)",
		},
	} {
		t.Run(tc.script, func(t *testing.T) { runGfScript(t, tc) })
	}
}

// runGfScript plays tc with seed 1 (and its dice) and checks its output.
func runGfScript(t *testing.T, tc gfScript) {
	// The scripts name face-down units by the aliases seed 1 draws.
	args := []string{"play", tc.scenario, "--script", "testdata/" + tc.script, "--seed", "1"}
	if tc.dice != "" {
		args = append(args, "--dice", tc.dice)
	}
	code, out, errOut := sandtable(t, args...)
	if want := map[bool]int{true: 1, false: 0}[tc.refused != ""]; code != want {
		t.Fatalf("exit %d, want %d\n%s%s", code, want, out, errOut)
	}
	if tc.refused != "" && !strings.Contains(errOut, tc.refused) {
		t.Errorf("stderr %q, want %q", errOut, tc.refused)
	}
	rest := out
	for _, w := range tc.want {
		k := strings.Index(rest, w)
		if k < 0 {
			t.Fatalf("the output lacks %q after the lines before it:\n%s", w, out)
		}
		rest = rest[k+len(w):]
	}
}
