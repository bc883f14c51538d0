package vernian

import (
	"fmt"
	"strconv"
	"strings"

	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Title: "Combat results", Order: 110,
		Text: `Each result is one or more codes joined by "/" (for example "D1/DR"):

- AE: every attacking unit is eliminated.
- AR: the attackers retreat one hex.
- A1, A2...: the attackers lose that many steps.
- EX: exchange: each side loses one step.
- DR: the defenders retreat one hex (a fortress stays and holds the hex).
- D1, D2...: the defenders lose that many steps.
- DE: every defending unit is eliminated.
- "-": no effect.

Steps are lost before retreats; then the defenders retreat, then the attackers (see Retreats).`,
	})
}

// Result is a ground-combat result read off the CRT: step losses and
// retreats for each side.
type Result struct {
	AttackerSteps, DefenderSteps int  // steps lost
	AttackerAll, DefenderAll     bool // every unit of that side eliminated
	AttackerRetreat              bool // attackers retreat one hex
	DefenderRetreat              bool // defenders retreat one hex
}

// ParseResult reads a CRT cell: "/"-joined tokens, each one of
// "-" (no effect), "AE"/"DE" (that side eliminated), "AR"/"DR" (that side
// retreats one hex), "EX" (one step each), or "A"/"D" followed by a number
// of steps ("A1", "D2"). "D1/DR" is a step lost and a retreat.
func ParseResult(s string) (Result, error) {
	var r Result
	if strings.TrimSpace(s) == "" {
		return r, fmt.Errorf("vernian: empty CRT result")
	}
	for _, tok := range strings.Split(s, "/") {
		switch tok = strings.TrimSpace(tok); tok {
		case "-", "NE":
		case "AE":
			r.AttackerAll = true
		case "DE":
			r.DefenderAll = true
		case "AR":
			r.AttackerRetreat = true
		case "DR":
			r.DefenderRetreat = true
		case "EX":
			r.AttackerSteps++
			r.DefenderSteps++
		default:
			if len(tok) < 2 || (tok[0] != 'A' && tok[0] != 'D') {
				return r, fmt.Errorf("vernian: CRT result %q: want -, AE, AR, A<n>, EX, DR, D<n> or DE joined by /", s)
			}
			n, err := strconv.Atoi(tok[1:])
			if err != nil || n < 1 || n > 9 {
				return r, fmt.Errorf("vernian: CRT result %q: %q is not A or D with 1 to 9 steps", s, tok)
			}
			if tok[0] == 'A' {
				r.AttackerSteps += n
			} else {
				r.DefenderSteps += n
			}
		}
	}
	return r, nil
}
