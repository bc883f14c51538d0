package kit

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"sandtable/rules"
)

// Kinds of combat results table.
const (
	CRTOdds         = "odds"         // columns are attack:defence ratios, "1:2", "3:2", "2:1"
	CRTDifferential = "differential" // columns are attack minus defence, "-2", "0", "+3"
	CRTStrength     = "strength"     // columns are ranges of the firer's strength, "1", "3-4", "16+"
)

// CRTRow is one row of a CRT: a modified die total from Min to Max (both
// included) reads Results, one per column.
type CRTRow struct {
	Min     int      `toml:"min"`
	Max     int      `toml:"max"`
	Results []string `toml:"results"` // "AE", "AR", "EX", "DR", "DE", "A1", "D1", …
}

func (r CRTRow) span() (int, int) { return r.Min, r.Max }

// CRT is a combat results table: a column chosen from the attack and
// defence strengths, moved by column shifts, and a row read by a dice
// total plus die-roll modifiers (DRMs).
//
// Column. On an odds CRT (Kind "odds" or empty) each column is a ratio
// "p:q" and the attack reads the highest column whose ratio is at most
// attack/defence, compared exactly in integers (p·defence ≤ attack·q), so
// odds round in the defender's favour: 7 against 3 is 2:1, 2 against 3
// is 1:2. Defence 0 is odds beyond every column. On a differential CRT
// each column is a whole number and the attack reads the highest column
// at most attack−defence. On a strength CRT (a fire table read by the
// firer's strength alone, defence ignored) each column is a range of
// strengths, "3" (just 3), "3-4" (3 and 4) or, last only, "16+" (16 and
// more); the columns follow one another without gap or overlap, and the
// attack reads the column whose range holds it. Negative strengths count
// as 0.
//
// Off the table. Odds below the first column read the first column,
// unless Below is set: then the result is Below. With Above set, the last
// column reaches only up to the next whole step (6:1 up to but not
// including 7:1, 1:2 up to 1:1, +6 on a differential table just +6, "12-15"
// on a strength table up to 15) and odds from that step on (or defence 0)
// give Above; without it they read the last column. Below and Above are
// decided on the odds before column shifts, need no dice, and ignore
// shifts and DRMs. On a strength table the odds are the strength: below
// the first column is a strength under its range; an open last column
// ("16+") leaves nothing beyond, so Above is an error there, as is Below
// when the first column starts at 0.
//
// Shifts. Column shifts are Modifiers counting columns, +1 one column
// right (towards the attacker), each with its reason; their sum moves the
// column, stopping at the first and last columns.
//
// Row. The dice total plus the DRMs reads the row covering it; a total
// below the first row reads the first row and one above the last row the
// last row. Rows ascend, contiguous and non-overlapping (Validate checks).
type CRT struct {
	Name    string   `toml:"name"`    // "CRT" when empty; starts Roll.Table
	Kind    string   `toml:"kind"`    // CRTOdds (default), CRTDifferential or CRTStrength
	Dice    DiceExpr `toml:"dice"`    // "1d6" in a TOML file
	Columns []string `toml:"columns"` // ascending: "1:2", "1:1", "3:2", "2:1" or "-1", "0", "+1" or "1", "2", "3-4", "5+"
	Rows    []CRTRow `toml:"rows"`
	Below   string   `toml:"below"` // result of odds below the first column; "" reads the first column
	Above   string   `toml:"above"` // result of odds past the last column; "" reads the last column
}

// crtCol is a parsed column: the ratio p:q, or for a differential CRT the
// difference p (q is 1), or for a strength CRT the strengths p to hi (q
// is 1; open for "p+", which has no hi).
type crtCol struct {
	p, q int64
	hi   int64
	open bool
}

// name is the table's name in the log, "CRT" by default.
func (t CRT) name() string {
	if t.Name != "" {
		return t.Name
	}
	return "CRT"
}

// differential reports whether columns are differences.
func (t CRT) differential() bool { return t.Kind == CRTDifferential }

// strength reports whether columns are ranges of the firer's strength.
func (t CRT) strength() bool { return t.Kind == CRTStrength }

// crtMaxStrength bounds the numbers in a strength column's label.
const crtMaxStrength = 10000

// strengthColumn parses a strength column's label: "3", "3-4" or "16+".
// The error has no "kit: " prefix and names column i (from 0).
func strengthColumn(i int, label string) (crtCol, error) {
	num := func(s string) (int64, bool) {
		s = strings.TrimSpace(s)
		if s == "" || strings.ContainsAny(s, "+-") {
			return 0, false
		}
		v, err := strconv.Atoi(s)
		return int64(v), err == nil && v >= 0 && v <= crtMaxStrength
	}
	bad := fmt.Errorf("column %d %q is not a strength like 3, 3-4 or 16+ (whole numbers 0 to %d)", i+1, label, crtMaxStrength)
	s := strings.TrimSpace(label)
	if lo, ok := strings.CutSuffix(s, "+"); ok {
		v, ok := num(lo)
		if !ok {
			return crtCol{}, bad
		}
		return crtCol{p: v, q: 1, open: true}, nil
	}
	if los, his, ok := strings.Cut(s, "-"); ok {
		lo, ok1 := num(los)
		hi, ok2 := num(his)
		switch {
		case !ok1 || !ok2:
			return crtCol{}, bad
		case hi < lo:
			return crtCol{}, fmt.Errorf("column %d %q runs from %d down to %d (want the lower strength first)", i+1, label, lo, hi)
		}
		return crtCol{p: lo, q: 1, hi: hi}, nil
	}
	v, ok := num(s)
	if !ok {
		return crtCol{}, bad
	}
	return crtCol{p: v, q: 1, hi: v}, nil
}

// strengthSpan is "5" or "5-8": the strengths from lo to hi.
func strengthSpan(lo, hi int64) string {
	if lo == hi {
		return strconv.FormatInt(lo, 10)
	}
	return fmt.Sprintf("%d-%d", lo, hi)
}

// columns parses the column labels.
func (t CRT) columns() ([]crtCol, error) {
	if len(t.Columns) == 0 {
		return nil, fmt.Errorf("no columns")
	}
	cols := make([]crtCol, len(t.Columns))
	for i, label := range t.Columns {
		s := strings.TrimSpace(label)
		if t.strength() {
			c, err := strengthColumn(i, label)
			if err != nil {
				return nil, err
			}
			if i > 0 {
				prev := cols[i-1]
				switch {
				case prev.open:
					return nil, fmt.Errorf("column %d %q comes after the open column %d %q: an open column (\"N+\") must be the last", i+1, label, i, t.Columns[i-1])
				case c.p <= prev.hi:
					return nil, fmt.Errorf("column %d %q overlaps or comes before column %d %q: columns must ascend without overlap", i+1, label, i, t.Columns[i-1])
				case c.p > prev.hi+1:
					return nil, fmt.Errorf("gap between column %d %q and column %d %q: no column for strength %s", i, t.Columns[i-1], i+1, label, strengthSpan(prev.hi+1, c.p-1))
				}
			}
			cols[i] = c
			continue
		}
		if t.differential() {
			v, err := strconv.Atoi(s)
			if err != nil || v < -10000 || v > 10000 {
				return nil, fmt.Errorf("column %d %q is not a difference like -2, 0 or +3", i+1, label)
			}
			cols[i] = crtCol{p: int64(v), q: 1}
		} else {
			ps, qs, ok := strings.Cut(s, ":")
			p, err1 := strconv.Atoi(strings.TrimSpace(ps))
			q, err2 := strconv.Atoi(strings.TrimSpace(qs))
			if !ok || err1 != nil || err2 != nil || p < 1 || q < 1 || p > 1000 || q > 1000 {
				return nil, fmt.Errorf("column %d %q is not an odds ratio like 3:1 or 1:2 (whole numbers 1 to 1000)", i+1, label)
			}
			cols[i] = crtCol{p: int64(p), q: int64(q)}
		}
		if i > 0 && !crtLess(cols[i-1], cols[i]) {
			return nil, fmt.Errorf("column %d %q does not come after column %d %q: columns must ascend", i+1, label, i, t.Columns[i-1])
		}
	}
	return cols, nil
}

// crtLess reports whether column a is below column b (p/q compared by
// cross-multiplying; for differences q is 1).
func crtLess(a, b crtCol) bool { return a.p*b.q < b.p*a.q }

// Validate checks the kind, dice, columns (parsed, ascending; on a
// strength CRT contiguous too, with an open "N+" only last), rows
// (ascending, contiguous, non-overlapping) and that every row has a
// non-empty result for every column. On a strength CRT it also refuses a
// Below or Above that no strength can reach.
func (t CRT) Validate() error {
	where := fmt.Sprintf("CRT %q", t.name())
	if t.Kind != "" && t.Kind != CRTOdds && t.Kind != CRTDifferential && t.Kind != CRTStrength {
		return fmt.Errorf("kit: %s: kind %q: want %q or %q or %q", where, t.Kind, CRTOdds, CRTDifferential, CRTStrength)
	}
	if err := t.Dice.Validate(); err != nil {
		return fmt.Errorf("kit: %s: dice: %s", where, strings.TrimPrefix(err.Error(), "kit: "))
	}
	cols, err := t.columns()
	if err != nil {
		return fmt.Errorf("kit: %s: %s", where, err)
	}
	if t.strength() {
		first, last := 0, len(t.Columns)-1
		if t.Below != "" && cols[first].p == 0 {
			return fmt.Errorf("kit: %s: below %q can never apply: the first column %q starts at strength 0", where, t.Below, strings.TrimSpace(t.Columns[first]))
		}
		if t.Above != "" && cols[last].open {
			return fmt.Errorf("kit: %s: above %q can never apply: the last column %q is open", where, t.Above, strings.TrimSpace(t.Columns[last]))
		}
	}
	if err := tblValidateRows(t.Rows); err != nil {
		return fmt.Errorf("kit: %s: %s", where, err)
	}
	for i, r := range t.Rows {
		if len(r.Results) != len(t.Columns) {
			return fmt.Errorf("kit: %s: row %d (%s) has %d results for %d columns", where, i+1, tblSpanText(r), len(r.Results), len(t.Columns))
		}
		for j, res := range r.Results {
			if strings.TrimSpace(res) == "" {
				return fmt.Errorf("kit: %s: row %d (%s) has no result in column %s", where, i+1, tblSpanText(r), t.Columns[j])
			}
		}
	}
	return nil
}

// crtPick is a column choice and how it was reached.
type crtPick struct {
	raw, final     int  // column from the odds, and after shifts
	below, above   bool // Below or Above is the result
	offLow, offHi  bool // odds off the table, read on its edge column
	defZero        bool // odds from defence 0
	stopLo, stopHi bool // shifts stopped at the first or last column
}

// crtMulLE reports whether a·b ≤ c·d for non-negative int64s, exactly.
func crtMulLE(a, b, c, d int64) bool {
	h1, l1 := bits.Mul64(uint64(a), uint64(b))
	h2, l2 := bits.Mul64(uint64(c), uint64(d))
	return h1 < h2 || h1 == h2 && l1 <= l2
}

// pick chooses the column for valid columns cols.
func (t CRT) pick(cols []crtCol, attack, defense int, shifts []rules.Modifier) crtPick {
	a, d := int64(max(attack, 0)), int64(max(defense, 0))
	last := len(cols) - 1
	var k crtPick
	// fits reports whether the odds reach column c; beyond whether they
	// reach the next whole step past the last column.
	var fits func(c crtCol) bool
	var beyond bool
	if t.strength() { // defence plays no part
		fits = func(c crtCol) bool { return c.p <= a }
		beyond = !cols[last].open && a > cols[last].hi
	} else if t.differential() {
		diff := a - d
		fits = func(c crtCol) bool { return c.p <= diff }
		beyond = diff >= cols[last].p+1
	} else {
		fits = func(c crtCol) bool { return crtMulLE(c.p, d, a, c.q) }
		switch p, q := cols[last].p, cols[last].q; {
		case d == 0:
			k.defZero, beyond = true, true
		case p >= q: // next whole step (p/q+1):1
			beyond = crtMulLE(p/q+1, d, a, 1)
		default: // next whole step 1:n, n = ceil(q/p)-1
			beyond = crtMulLE(1, d, a, (q+p-1)/p-1)
		}
	}
	k.raw = -1
	if k.defZero {
		k.raw = last
	} else {
		for i := last; i >= 0; i-- {
			if fits(cols[i]) {
				k.raw = i
				break
			}
		}
	}
	switch {
	case k.raw < 0 && t.Below != "":
		k.below, k.raw, k.final = true, -1, -1
		return k
	case k.raw < 0:
		k.offLow, k.raw = true, 0
	case beyond && t.Above != "":
		k.above, k.raw, k.final = true, len(cols), len(cols)
		return k
	case beyond && !k.defZero:
		k.offHi = true
	}
	k.final = k.raw + rules.Sum(shifts)
	switch {
	case k.final < 0:
		k.final, k.stopLo = 0, true
	case k.final > last:
		k.final, k.stopHi = last, true
	}
	return k
}

// ColumnFor is the column an attack reads after column shifts: its index
// in Columns and its label. When the Below result applies it is -1 and
// "below " plus the first label; when Above applies it is len(Columns) and
// "above " plus the last label. For a table that fails Validate it is -1
// and "".
func (t CRT) ColumnFor(attack, defense int, shifts []rules.Modifier) (index int, label string) {
	if t.Validate() != nil {
		return -1, ""
	}
	cols, _ := t.columns()
	return t.labelPick(t.pick(cols, attack, defense, shifts))
}

// labelPick is the index and label of a pick.
func (t CRT) labelPick(k crtPick) (int, string) {
	switch {
	case k.below:
		return -1, "below " + strings.TrimSpace(t.Columns[0])
	case k.above:
		return len(t.Columns), "above " + strings.TrimSpace(t.Columns[len(t.Columns)-1])
	}
	return k.final, strings.TrimSpace(t.Columns[k.final])
}

// table is Roll.Table for a pick: "CRT 2:1 (from 3:1, -1 column:
// forest)", or on a strength CRT "Army fire 6-8 (strength 9, -1 column:
// trench 1)": the strength names the column it reads before shifts.
func (t CRT) table(k crtPick, attack, defense int, shifts, drms []rules.Modifier, rowNote string) string {
	_, label := t.labelPick(k)
	vs := fmt.Sprintf("%d vs %d", attack, defense)
	if t.strength() {
		vs = fmt.Sprintf("strength %d", attack)
	}
	var notes []string
	switch {
	case k.below || k.above:
		if k.defZero {
			notes = append(notes, "defence 0")
		} else {
			notes = append(notes, vs)
		}
		if len(shifts)+len(drms) > 0 {
			notes = append(notes, "automatic: column shifts and DRMs do not apply")
		} else {
			notes = append(notes, "automatic")
		}
		return t.name() + " " + label + " (" + strings.Join(notes, "; ") + ")"
	case k.defZero:
		notes = append(notes, "defence 0")
	case k.offLow:
		notes = append(notes, vs+" is below the table")
	case k.offHi:
		notes = append(notes, vs+" is beyond the table")
	case t.strength():
		notes = append(notes, vs)
	}
	if len(shifts) > 0 {
		parts := []string{"from " + strings.TrimSpace(t.Columns[k.raw])}
		if t.strength() { // the strength before them says where from
			parts = []string{notes[len(notes)-1]}
			notes = notes[:len(notes)-1]
		}
		for _, s := range shifts {
			unit := "columns"
			if s.Value == 1 || s.Value == -1 {
				unit = "column"
			}
			parts = append(parts, fmt.Sprintf("%+d %s: %s", s.Value, unit, s.Reason))
		}
		notes = append(notes, strings.Join(parts, ", "))
	}
	switch {
	case k.stopLo:
		notes = append(notes, "stopped at the first column")
	case k.stopHi:
		notes = append(notes, "stopped at the last column")
	}
	if rowNote != "" {
		notes = append(notes, rowNote)
	}
	return t.name() + " " + label + tblParen(strings.Join(notes, "; "))
}

// Resolve resolves one attack: it picks the column (see CRT), rolls the
// dice, adds the DRMs and reads the row. The Roll has Table ("CRT 2:1
// (from 3:1, -1 column: forest)", naming the column read and why), Dice,
// Sides, Modifiers (the shifts with reasons prefixed "column shift: ",
// then the expression's fixed number if any, then the DRMs), Total (dice
// plus fixed number plus DRMs; shifts are not added) and Result; the
// caller sets For. A Below or Above result rolls no dice and logs no
// modifiers. With manual dice that have run out it returns their
// *NeedDice. Negative strengths are an error.
func (t CRT) Resolve(d rules.Dice, attack, defense int, shifts, drms []rules.Modifier) (rules.Roll, error) {
	if err := t.Validate(); err != nil {
		return rules.Roll{}, err
	}
	if attack < 0 || defense < 0 {
		return rules.Roll{}, fmt.Errorf("kit: CRT %q: strengths %d vs %d: want 0 or more", t.name(), attack, defense)
	}
	cols, _ := t.columns()
	k := t.pick(cols, attack, defense, shifts)
	if k.below || k.above {
		res := t.Below
		if k.above {
			res = t.Above
		}
		return rules.Roll{Table: t.table(k, attack, defense, shifts, drms, ""), Sides: t.Dice.Sides, Result: res}, nil
	}
	faces, total, err := t.Dice.Roll(d)
	if err != nil {
		return rules.Roll{}, err
	}
	total += rules.Sum(drms)
	mods := make([]rules.Modifier, 0, len(shifts)+1+len(drms))
	for _, s := range shifts {
		mods = append(mods, rules.Modifier{Value: s.Value, Reason: "column shift: " + s.Reason})
	}
	mods = append(mods, t.Dice.addModifier()...)
	mods = append(mods, drms...)
	if len(mods) == 0 {
		mods = nil
	}
	return rules.Roll{
		Table:     t.table(k, attack, defense, shifts, drms, tblClampNote(t.Rows, total)),
		Dice:      faces,
		Sides:     t.Dice.Sides,
		Modifiers: mods,
		Total:     total,
		Result:    t.Rows[tblRowIndex(t.Rows, total)].Results[k.final],
	}, nil
}

// Odds is the exact distribution of Resolve's result for this attack,
// results in the order they first appear down the column read. It is
// empty for a table that fails Validate; negative strengths count as 0.
func (t CRT) Odds(attack, defense int, shifts, drms []rules.Modifier) rules.Distribution {
	if t.Validate() != nil {
		return nil
	}
	cols, _ := t.columns()
	k := t.pick(cols, attack, defense, shifts)
	switch {
	case k.below:
		return oddsCertain(t.Below)
	case k.above:
		return oddsCertain(t.Above)
	}
	return tblRowOdds(t.Dice.Totals(), rules.Sum(drms), t.Rows, func(i int) string { return t.Rows[i].Results[k.final] })
}

// Forecast fills the table part of an attack's forecast from this CRT:
// Table (the column read after every shift, and why: the same words the
// logged roll will use), TableID (id, the reference table Help marks),
// Column (the final column's label; "" when an automatic result applies),
// Automatic (shifts and DRMs cannot change the result), Modifiers (the
// shifts then the DRMs, left out when automatic: they will not apply) and
// Outcomes. Modules set the rest (title, units, strength).
func (t CRT) Forecast(id string, attack, defense int, shifts, drms []rules.Modifier) rules.Forecast {
	f := rules.Forecast{TableID: id, Outcomes: t.Odds(attack, defense, shifts, drms)}
	if t.Validate() != nil {
		return f
	}
	cols, _ := t.columns()
	k := t.pick(cols, attack, defense, shifts)
	f.Table = t.table(k, attack, defense, shifts, drms, "")
	if k.below || k.above {
		f.Automatic = true
		return f
	}
	_, f.Column = t.labelPick(k)
	for _, s := range shifts {
		f.Modifiers = append(f.Modifiers, rules.Modifier{Value: s.Value, Reason: "column shift: " + s.Reason})
	}
	for _, d := range drms {
		f.Modifiers = append(f.Modifiers, rules.Modifier{Value: d.Value, Reason: "die roll: " + d.Reason})
	}
	return f
}
