package kit

import (
	"math/big"
	"reflect"
	"regexp"
	"testing"

	"sandtable/rules"
)

// tabEachFaces calls f with every way n dice of sides faces can fall, in
// order (sides^n calls); f must not keep faces.
func tabEachFaces(n, sides int, f func(faces []int)) {
	faces := make([]int, n)
	for i := range faces {
		faces[i] = 1
	}
	for {
		f(faces)
		i := n - 1
		for i >= 0 && faces[i] == sides {
			faces[i] = 1
			i--
		}
		if i < 0 {
			return
		}
		faces[i]++
	}
}

// tabAgree checks Resolve against Odds: every one of the sides^n ways n
// dice can fall is fed through ManualDice to resolve; each must use
// exactly the n faces, give a result Odds says is possible, and the
// counts of results over all of them must reproduce Odds exactly.
func tabAgree(t *testing.T, what string, n, sides int, odds rules.Distribution, resolve func(d rules.Dice) (rules.Roll, error)) {
	t.Helper()
	if s := odds.Sum(); s.Cmp(rules.NewProb(1, 1)) != 0 {
		t.Fatalf("%s: odds %v sum to %s, not 1", what, odds, s.Fraction())
	}
	counts := map[string]int64{}
	var order []string
	var ways int64
	var failed bool
	tabEachFaces(n, sides, func(faces []int) {
		if failed {
			return
		}
		ways++
		md := &rules.ManualDice{}
		md.Enter(faces...)
		r, err := resolve(md)
		if err != nil {
			t.Errorf("%s: faces %v: %v", what, faces, err)
			failed = true
			return
		}
		if md.Pending() != 0 {
			t.Errorf("%s: faces %v: %d faces unused", what, faces, md.Pending())
			failed = true
		}
		if n > 0 && !reflect.DeepEqual(r.Dice, faces) {
			t.Errorf("%s: logged dice %v, rolled %v", what, r.Dice, faces)
			failed = true
		}
		if odds.Get(r.Result).IsZero() {
			t.Errorf("%s: faces %v gave %q, which Odds %v says cannot happen", what, faces, r.Result, odds)
			failed = true
		}
		if counts[r.Result] == 0 {
			order = append(order, r.Result)
		}
		counts[r.Result]++
	})
	if failed {
		return
	}
	if len(counts) != len(odds) {
		t.Fatalf("%s: resolve gave %d different results %v, odds has %d: %v", what, len(counts), counts, len(odds), odds)
	}
	for _, o := range odds {
		want := new(big.Rat).SetFrac64(counts[o.Result], ways)
		if o.P.Rat().Cmp(want) != 0 {
			t.Errorf("%s: %q has P %s in Odds but %d of %d rolls", what, o.Result, o.P.Fraction(), counts[o.Result], ways)
		}
	}
}

// tabWantDist checks a distribution against results and counts out of
// outOf, exactly and in order.
func tabWantDist(t *testing.T, what string, got rules.Distribution, outOf int64, want ...any) {
	t.Helper()
	if len(want)%2 != 0 {
		t.Fatal("tabWantDist wants result, count pairs")
	}
	var w rules.Distribution
	for i := 0; i < len(want); i += 2 {
		w = append(w, rules.Outcome{Result: want[i].(string), P: rules.NewProb(int64(want[i+1].(int)), outOf)})
	}
	if !got.Equal(w) {
		t.Errorf("%s:\n got  %s\n want %s", what, tabFracs(got), tabFracs(w))
	}
	if s := got.Sum(); s.Cmp(rules.NewProb(1, 1)) != 0 {
		t.Errorf("%s: sums to %s, not exactly 1", what, s.Fraction())
	}
}

// tabFracs shows a distribution with exact fractions.
func tabFracs(d rules.Distribution) string {
	s := ""
	for i, o := range d {
		if i > 0 {
			s += ", "
		}
		s += o.Result + ": " + o.P.Fraction()
	}
	return "[" + s + "]"
}

// TestTableTOMLTags checks every field of the table types carries a
// snake_case toml tag, so scenario files can hold them.
func TestTableTOMLTags(t *testing.T) {
	snake := regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
	for _, v := range []any{DiceExpr{}, Check{}, HitDice{}, FaceHits{}, RowTable{}, TableRow{}, CRT{}, CRTRow{}} {
		typ := reflect.TypeOf(v)
		for i := range typ.NumField() {
			f := typ.Field(i)
			if tag := f.Tag.Get("toml"); !snake.MatchString(tag) {
				t.Errorf("%s.%s: toml tag %q is not snake_case", typ.Name(), f.Name, tag)
			}
		}
	}
}
