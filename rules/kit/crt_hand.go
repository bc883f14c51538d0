package kit

import "strings"

// CRTRollPrefix starts the argument of a roll on one column of a CRT the
// players use by hand (verb rules.VerbRoll, argument "crt:2:1"): the
// column's label follows, as the table prints it.
const CRTRollPrefix = "crt:"

// HandCRT is implemented by the state of a game whose scenario gives the
// players a combat results table to roll on by hand (freeplay's
// [rules.crt]). HandCRT returns it, and false when there is none; the
// window's dice panel then offers it, and rolls on the column the players
// choose (or work out from the strengths) with "roll crt:COLUMN".
type HandCRT interface {
	HandCRT() (CRT, bool)
}

// CRTRollArg is the roll argument for the column labelled label.
func CRTRollArg(label string) string { return CRTRollPrefix + strings.TrimSpace(label) }

// ColumnStrengths are an attack and a defence strength that read column k
// exactly, with no shift: p against q for an odds column p:q; for a
// differential column its difference as the attack (or, negative, as the
// defence) against 0; for a strength column its lowest strength against 0.
// ok is false for a table that fails Validate or a k that is not a column.
func (t CRT) ColumnStrengths(k int) (attack, defense int, ok bool) {
	if t.Validate() != nil || k < 0 || k >= len(t.Columns) {
		return 0, 0, false
	}
	cols, _ := t.columns()
	c := cols[k]
	switch {
	case t.strength():
		return int(c.p), 0, true
	case !t.differential():
		return int(c.p), int(c.q), true
	case c.p < 0:
		return 0, int(-c.p), true
	}
	return int(c.p), 0, true
}

// ColumnIndex is the index of the column labelled label (spaces around it
// ignored), -1 when there is none.
func (t CRT) ColumnIndex(label string) int {
	label = strings.TrimSpace(label)
	for k, c := range t.Columns {
		if strings.TrimSpace(c) == label {
			return k
		}
	}
	return -1
}
