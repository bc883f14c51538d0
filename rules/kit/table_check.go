package kit

import (
	"fmt"
	"math/big"
	"strings"

	"sandtable/rules"
)

// Check is a roll against a number, such as "1d6 <= morale" or "2d6 >= 8":
// the dice total plus the modifiers is compared with Target. Modifiers add
// to the dice total, never to Target, so with "<=" a +1 modifier makes
// success less likely.
//
// No module rolls one yet. It is kept for the Axis & Allies North Africa
// variant (seed 002: sweeping a minefield "needing a roll of 2 or less")
// and "Out of Africa" (seed 004: a gas chit's "2-6 +1 drm", the USA and
// Draka clashes "on a 5 or 6").
type Check struct {
	Name       string   `toml:"name"`       // "Morale"; shown in the roll log
	Dice       DiceExpr `toml:"dice"`       // "1d6" in a TOML file
	Target     int      `toml:"target"`     // the number compared with
	Comparison string   `toml:"comparison"` // "<=", ">=", "<", ">" or "=="
	Success    string   `toml:"success"`    // result when the comparison holds; "success" if empty
	Failure    string   `toml:"failure"`    // result when it does not; "failure" if empty
}

// label names the check in messages and the roll log: "Morale (1d6 <= 4)".
func (c Check) label() string {
	s := fmt.Sprintf("%s %s %d", c.Dice, c.Comparison, c.Target)
	if c.Name != "" {
		return c.Name + " (" + s + ")"
	}
	return s
}

// results are the success and failure names, defaults filled in.
func (c Check) results() (succ, fail string) {
	succ, fail = c.Success, c.Failure
	if succ == "" {
		succ = "success"
	}
	if fail == "" {
		fail = "failure"
	}
	return succ, fail
}

// holds reports whether total passes the comparison.
func (c Check) holds(total int) bool {
	switch c.Comparison {
	case "<=":
		return total <= c.Target
	case ">=":
		return total >= c.Target
	case "<":
		return total < c.Target
	case ">":
		return total > c.Target
	case "==":
		return total == c.Target
	}
	return false
}

// Validate checks the dice, the comparison and that success and failure
// have different names.
func (c Check) Validate() error {
	where := fmt.Sprintf("check %q", c.label())
	if err := c.Dice.Validate(); err != nil {
		return fmt.Errorf("kit: %s: dice: %s", where, strings.TrimPrefix(err.Error(), "kit: "))
	}
	switch c.Comparison {
	case "<=", ">=", "<", ">", "==":
	default:
		return fmt.Errorf("kit: %s: comparison %q: want <=, >=, <, > or ==", where, c.Comparison)
	}
	if s, f := c.results(); s == f {
		return fmt.Errorf("kit: %s: success and failure are both %q", where, s)
	}
	return nil
}

// Resolve rolls the dice, adds the modifiers and compares the total with
// Target. The Roll has Table ("Morale (1d6 <= 4)"), Dice, Sides,
// Modifiers (the expression's fixed number if any, then mods), Total and
// Result; the caller sets For. With manual dice that have run out it
// returns their *NeedDice.
func (c Check) Resolve(d rules.Dice, mods []rules.Modifier) (rules.Roll, error) {
	if err := c.Validate(); err != nil {
		return rules.Roll{}, err
	}
	faces, total, err := c.Dice.Roll(d)
	if err != nil {
		return rules.Roll{}, err
	}
	total += rules.Sum(mods)
	succ, fail := c.results()
	res := fail
	if c.holds(total) {
		res = succ
	}
	return rules.Roll{
		Table:     c.label(),
		Dice:      faces,
		Sides:     c.Dice.Sides,
		Modifiers: append(c.Dice.addModifier(), mods...),
		Total:     total,
		Result:    res,
	}, nil
}

// Odds is the exact distribution of Resolve's result with these
// modifiers: success first, then failure, leaving out one that cannot
// happen. It is empty for a check that fails Validate.
func (c Check) Odds(mods []rules.Modifier) rules.Distribution {
	if c.Validate() != nil {
		return nil
	}
	t := c.Dice.Totals()
	m := rules.Sum(mods)
	yes, no := new(big.Int), new(big.Int)
	for i, n := range t.Count {
		if c.holds(t.Min + i + m) {
			yes.Add(yes, n)
		} else {
			no.Add(no, n)
		}
	}
	succ, fail := c.results()
	var b oddsBuilder
	b.add(succ, yes)
	b.add(fail, no)
	return b.distribution(t.Outcomes)
}
