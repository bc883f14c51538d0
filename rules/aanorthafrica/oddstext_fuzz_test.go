package aanorthafrica

import (
	"math"
	"strings"
	"testing"
)

// fuzzOddsUnits bounds the battles FuzzOddsText works out (each side's
// units), so that one input stays well inside the fuzzer's 10 s: the
// parser itself takes up to MaxOddsUnits.
const fuzzOddsUnits = 24

// FuzzOddsText feeds `sandtable odds` any text: the parser either
// refuses it with an error of this package or reads a battle; a battle
// of up to fuzzOddsUnits a side is worked out, and its chances (each
// between 0 and 1) and what the float path left out add up to 1, and
// the retreat advice names one of its rounds. Run longer with:
// go test -run='^$' -fuzz=FuzzOddsText -fuzztime=1m ./rules/aanorthafrica
func FuzzOddsText(f *testing.F) {
	for _, src := range []string{
		"attacker germany: 1 infantry\ndefender uk: 1 infantry\n",
		"# Gazala\nattacker germany: 2 armour, 1 fighter\nattacker italy: 1 infantry\ndefender uk: 2 artillery, 1 aa\nat-guns: 1\nminefield: known\norder attacker: keep-tanks\norder defender: keep-attackers\nground: 3\n",
		"attacker uk: 3 infantry, 2 artillery, 2 armour, 1 bomber\ndefender italy: 4 infantry, 1 aa\nminefield: fresh\n",
		"attacker germany: 100 infantry\ndefender uk: 0 infantry\n",
		"order attacker: cheapest\n\n\n",
	} {
		f.Add([]byte(src))
	}
	table, err := bundledUnits()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		ob, err := ParseOddsText(src, table)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "aanorthafrica: ") {
				t.Fatalf("error %q does not name the package", err)
			}
			return
		}
		if len(ob.Attacker.Units) > fuzzOddsUnits || len(ob.Defender.Units) > fuzzOddsUnits {
			return
		}
		res, err := ob.Odds()
		if err != nil {
			if !strings.HasPrefix(err.Error(), "aanorthafrica: ") && !strings.HasPrefix(err.Error(), "rules: ") {
				t.Fatalf("error %q does not name its package", err)
			}
			return
		}
		sum := res.Odds.Dropped
		for _, e := range res.Odds.Ends {
			p := e.P.Float64()
			if p < 0 || p > 1 {
				t.Fatalf("an end's chance is %v", p)
			}
			sum += p
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Fatalf("the chances and what was left out add up to %v", sum)
		}
		if r := res.Retreat; r.Best < 0 || (len(r.Values) > 0 && r.Best >= len(r.Values)) {
			t.Fatalf("retreat advice: best round %d of %d values", r.Best, len(r.Values))
		}
	})
}
