package freeplay

import (
	"fmt"
	"strings"

	"sandtable/internal/tomlfile"
	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// Tables are the [rules] tables freeplay reads: an optional combat results
// table the players roll on by hand ([rules.crt], a kit.CRT). Any other
// key is an error, as in every module.
type Tables struct {
	CRT *kit.CRT `toml:"crt"`
}

// RuleCRT is the rule of the scenario's CRT.
const RuleCRT = "freeplay: the scenario's combat results table"

// RuleVictory is the rule of the scenario's victory conditions.
const RuleVictory = "freeplay: the scenario's victory conditions"

// crtTableID is the CRT's RefTable ID (the window marks a forecast's
// column on it).
const crtTableID = "crt"

// loadTables reads s's [rules] tables and checks the CRT. A scenario
// whose file names another module (the designer's board previews every
// scenario under freeplay) keeps that module's tables: freeplay reads
// none of them.
func loadTables(s *scenarios.Scenario) (Tables, error) {
	var t Tables
	var module string
	if _, err := tomlfile.DecodeTable(s.File, s.Text, "module", &module); err == nil && module != "" && module != ModuleID {
		return t, nil
	}
	if err := s.DecodeRules(&t); err != nil {
		return t, err
	}
	if t.CRT != nil {
		if err := t.CRT.Validate(); err != nil {
			return t, s.RulesErrorf("rules.crt", "%s", err)
		}
	}
	return t, nil
}

var (
	_ kit.HandCRT      = (*State)(nil)
	_ rules.Forecaster = (*State)(nil)
)

// HandCRT is the scenario's CRT ([rules.crt]), if it has one
// (kit.HandCRT).
func (st *State) HandCRT() (kit.CRT, bool) {
	if c := st.fixed.crt; c != nil {
		return *c, true
	}
	return kit.CRT{}, false
}

// crtColumn is the column a roll argument names ("crt:2:1"), -1 for none.
func (st *State) crtColumn(arg string) int {
	c := st.fixed.crt
	label, ok := strings.CutPrefix(arg, kit.CRTRollPrefix)
	if c == nil || !ok || label != strings.TrimSpace(label) {
		return -1
	}
	return c.ColumnIndex(label)
}

// crtRolls are the roll arguments of the CRT's columns, in order.
func (st *State) crtRolls() []string {
	c := st.fixed.crt
	if c == nil {
		return nil
	}
	out := make([]string, len(c.Columns))
	for k, label := range c.Columns {
		out[k] = kit.CRTRollArg(label)
	}
	return out
}

// rollCRT rolls on column k of the CRT and logs the roll with the table,
// column and result.
func (st *State) rollCRT(a rules.Action, k int, ctx *rules.Context) error {
	c := st.fixed.crt
	at, def, _ := c.ColumnStrengths(k)
	roll, err := c.Resolve(ctx.Dice(), at, def, nil, nil)
	if err != nil {
		return err
	}
	roll.For = "the CRT (" + st.sideName(a.Side) + ")"
	ctx.LogRoll("", roll)
	return nil
}

// Forecast is the chance of each result of a roll on a column of the CRT
// (rules.Forecaster); other actions have none.
func (st *State) Forecast(a rules.Action) (rules.Forecast, bool) {
	if a.Verb != rules.VerbRoll || len(a.Args) != 1 {
		return rules.Forecast{}, false
	}
	k := st.crtColumn(a.Args[0])
	if k < 0 {
		return rules.Forecast{}, false
	}
	c := st.fixed.crt
	at, def, _ := c.ColumnStrengths(k)
	f := c.Forecast(crtTableID, at, def, nil, nil)
	f.Title = fmt.Sprintf("Roll %s on the %s, column %s", c.Dice, crtName(c), f.Column)
	f.Confirm = "Roll"
	return f, true
}

// crtName is the CRT's name, "CRT" when it has none.
func crtName(c *kit.CRT) string {
	if c.Name != "" {
		return c.Name
	}
	return "CRT"
}

// crtSection is the rules reference's section of the CRT.
func (st *State) crtSection() rules.RefSection {
	c := st.fixed.crt
	tab := rules.RefTable{ID: crtTableID, Caption: fmt.Sprintf("%s (%s)", crtName(c), c.Dice),
		Columns: append([]string{"Roll"}, c.Columns...)}
	for _, r := range c.Rows {
		span := fmt.Sprint(r.Min)
		if r.Max != r.Min {
			span = fmt.Sprintf("%d-%d", r.Min, r.Max)
		}
		tab.Rows = append(tab.Rows, append([]string{span}, r.Results...))
	}
	odds := "the attack strength to the defence strength, as a ratio rounded down in the defender's favour (7 against 3 is 2:1)"
	switch c.Kind {
	case kit.CRTDifferential:
		odds = "the attack strength minus the defence strength"
	case kit.CRTStrength:
		odds = "the column whose range holds the firer's strength (the defence does not count)"
	}
	text := fmt.Sprintf(`The scenario's combat results table. The players work out the column (%s, and any column shifts their game's rules give) and roll %s on it: the Dice tab's CRT does both from the strengths, or roll crt:COLUMN (roll crt:%s). The roll, the column and the result are logged; the players apply the result.`,
		odds, c.Dice, strings.TrimSpace(c.Columns[0]))
	if c.Below != "" {
		text += fmt.Sprintf(" %s below the first column: %s.", crtMeasure(c), c.Below)
	}
	if c.Above != "" {
		text += fmt.Sprintf(" %s beyond the last column: %s.", crtMeasure(c), c.Above)
	}
	return rules.RefSection{Rule: RuleCRT, Title: crtName(c), Text: text, Tables: []rules.RefTable{tab}}
}

// victoryText lists the scenario's victory conditions, one list item
// each: its name and side, what it asks, when, and its note.
func (st *State) victoryText() string {
	s := st.fixed.s
	var lines []string
	for _, v := range s.Victory {
		name := v.Name
		if name == "" {
			name = v.ID
		}
		who := "any side"
		if v.Side != nil {
			who = v.Side.Name
			if who == "" {
				who = v.Side.ID
			}
		}
		line := fmt.Sprintf("- %s (%s)", name, who)
		if what := victoryWhat(s, v); what != "" {
			line += ": " + what
		}
		if v.Turn >= 0 && v.Turn < len(s.Turns.Names) {
			line += fmt.Sprintf(", judged at turn %s", s.Turns.Names[v.Turn])
		}
		line += "."
		if v.Note != "" {
			line += " " + v.Note
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// victoryWhat says what condition v asks for.
func victoryWhat(s *scenarios.Scenario, v *scenarios.Victory) string {
	switch v.Kind {
	case "control_places":
		var names []string
		for _, p := range v.Places {
			n := p.Name
			if n == "" {
				n = p.ID
			}
			names = append(names, n)
		}
		return "control " + strings.Join(names, ", ")
	case "control_cells":
		m := v.Map
		if m == nil && len(s.Maps) > 0 {
			m = s.Maps[0]
		}
		var labels []string
		for _, c := range v.Cells {
			labels = append(labels, m.Label(c))
		}
		return "control " + strings.Join(labels, ", ")
	case "eliminate":
		if len(v.Units) > 0 {
			var names []string
			for _, u := range v.Units {
				n := u.Name
				if n == "" {
					n = u.ID
				}
				names = append(names, n)
			}
			return "eliminate " + strings.Join(names, ", ")
		}
		return fmt.Sprintf("eliminate %d enemy %s", v.Count, plural(v.Count, "counter", "counters"))
	case "vp_threshold":
		return fmt.Sprintf("reach %d victory points", v.VP)
	case "sudden_death":
		return "sudden death"
	}
	return "" // other: the note says
}

// plural is one or many by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// crtMeasure is what a CRT's columns measure, for people: "Odds", or "A
// strength" for a table read by the firer's strength.
func crtMeasure(c *kit.CRT) string {
	if c.Kind == kit.CRTStrength {
		return "A strength"
	}
	return "Odds"
}
