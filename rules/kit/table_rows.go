package kit

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"sandtable/rules"
)

// TableRow is one row of a RowTable: a modified total from Min to Max
// (both included) gives Result.
type TableRow struct {
	Min    int    `toml:"min"`
	Max    int    `toml:"max"`
	Result string `toml:"result"`
}

func (r TableRow) span() (int, int) { return r.Min, r.Max }

// RowTable is a table read by a dice total plus die-roll modifiers (DRMs),
// such as "2d6 + DRM: 2-4 step lost, 5-8 disrupted, 9-12 no effect".
//
// Rows are in ascending order, contiguous and non-overlapping (Validate
// checks). A modified total below the first row reads the first row and
// one above the last row reads the last row: DRMs never fall off the
// table, and Roll.Table says when a total was read that way.
//
// No module reads one yet (the bundled games' tables are CRTs, hit dice
// and duels). It fits a chart of one column, such as "Out of Africa"'s
// (seed 004) mandated offensive tables, a d6 read to a nation or none. A
// chart whose columns are chosen by a strength or a value is not one
// RowTable per column but one CRT of kind CRTStrength, in the chart's own
// shape: that game's Air Warfare and Air Interception charts, a die plus
// DRMs read by rows from "2 or less" up, are each one CRT whose columns
// "1" to "4" are the air fleet's value.
type RowTable struct {
	Name string     `toml:"name"` // "Attrition"; shown in the roll log
	Dice DiceExpr   `toml:"dice"` // "2d6" in a TOML file
	Rows []TableRow `toml:"rows"`
}

// label names the table in messages and the roll log.
func (t RowTable) label() string {
	if t.Name != "" {
		return t.Name
	}
	return t.Dice.String() + " table"
}

// Validate checks the dice and that the rows are ascending, contiguous,
// non-overlapping and each has a result.
func (t RowTable) Validate() error {
	where := fmt.Sprintf("table %q", t.label())
	if err := t.Dice.Validate(); err != nil {
		return fmt.Errorf("kit: %s: dice: %s", where, strings.TrimPrefix(err.Error(), "kit: "))
	}
	if err := tblValidateRows(t.Rows); err != nil {
		return fmt.Errorf("kit: %s: %s", where, err)
	}
	for i, r := range t.Rows {
		if strings.TrimSpace(r.Result) == "" {
			return fmt.Errorf("kit: %s: row %d (%s) has no result", where, i+1, tblSpanText(r))
		}
	}
	return nil
}

// Resolve rolls the dice, adds the DRMs and reads the row. The Roll has
// Table, Dice, Sides, Modifiers (the expression's fixed number if any,
// then the DRMs), Total and Result; the caller sets For. With manual dice
// that have run out it returns their *NeedDice.
func (t RowTable) Resolve(d rules.Dice, drms []rules.Modifier) (rules.Roll, error) {
	if err := t.Validate(); err != nil {
		return rules.Roll{}, err
	}
	faces, total, err := t.Dice.Roll(d)
	if err != nil {
		return rules.Roll{}, err
	}
	total += rules.Sum(drms)
	i := tblRowIndex(t.Rows, total)
	return rules.Roll{
		Table:     t.label() + tblParen(tblClampNote(t.Rows, total)),
		Dice:      faces,
		Sides:     t.Dice.Sides,
		Modifiers: append(t.Dice.addModifier(), drms...),
		Total:     total,
		Result:    t.Rows[i].Result,
	}, nil
}

// Odds is the exact distribution of Resolve's result with these DRMs, in
// row order. It is empty for a table that fails Validate.
func (t RowTable) Odds(drms []rules.Modifier) rules.Distribution {
	if t.Validate() != nil {
		return nil
	}
	return tblRowOdds(t.Dice.Totals(), rules.Sum(drms), t.Rows, func(i int) string { return t.Rows[i].Result })
}

// tblSpan is a table row covering totals lo to hi.
type tblSpan interface{ span() (lo, hi int) }

// tblRowIndex is the row a total reads, clamped to the first and last rows.
func tblRowIndex[R tblSpan](rows []R, total int) int {
	for i, r := range rows {
		if _, hi := r.span(); total <= hi {
			return i
		}
	}
	return len(rows) - 1
}

// tblClampNote is "total 14 read on the last row, 11-12" when total falls
// off the rows, else "".
func tblClampNote[R tblSpan](rows []R, total int) string {
	if len(rows) == 0 {
		return ""
	}
	if lo, _ := rows[0].span(); total < lo {
		return fmt.Sprintf("total %d read on the first row, %s", total, tblSpanText(rows[0]))
	}
	if _, hi := rows[len(rows)-1].span(); total > hi {
		return fmt.Sprintf("total %d read on the last row, %s", total, tblSpanText(rows[len(rows)-1]))
	}
	return ""
}

// tblParen is " (s)", or "" for an empty s.
func tblParen(s string) string {
	if s == "" {
		return ""
	}
	return " (" + s + ")"
}

// tblSpanText is "5" or "5-8".
func tblSpanText[R tblSpan](r R) string {
	lo, hi := r.span()
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return fmt.Sprintf("%d-%d", lo, hi)
}

// tblValidateRows checks rows are present, each Min ≤ Max, and each starts
// right after the one before. The error has no "kit: " prefix.
func tblValidateRows[R tblSpan](rows []R) error {
	if len(rows) == 0 {
		return fmt.Errorf("no rows")
	}
	for i, r := range rows {
		lo, hi := r.span()
		if lo > hi {
			return fmt.Errorf("row %d runs from %d down to %d (want min <= max)", i+1, lo, hi)
		}
		if i == 0 {
			continue
		}
		_, prev := rows[i-1].span()
		switch {
		case lo <= prev:
			return fmt.Errorf("row %d (%s) overlaps or comes before row %d (%s): rows must ascend without overlap",
				i+1, tblSpanText(r), i, tblSpanText(rows[i-1]))
		case lo > prev+1:
			return fmt.Errorf("gap between row %d (%s) and row %d (%s): no row for %s",
				i, tblSpanText(rows[i-1]), i+1, tblSpanText(r), tblSpanText(TableRow{Min: prev + 1, Max: lo - 1}))
		}
	}
	return nil
}

// tblRowOdds is the distribution of the result read from rows by a total
// distributed as t and shifted by shift, clamped to the rows, merging
// equal results in row order.
func tblRowOdds[R tblSpan](t Totals, shift int, rows []R, result func(i int) string) rules.Distribution {
	per := make([]*big.Int, len(rows))
	for i, c := range t.Count {
		r := tblRowIndex(rows, t.Min+i+shift)
		if per[r] == nil {
			per[r] = new(big.Int)
		}
		per[r].Add(per[r], c)
	}
	var b oddsBuilder
	for i, c := range per {
		if c != nil {
			b.add(result(i), c)
		}
	}
	return b.distribution(t.Outcomes)
}
