package greenfields

import (
	"fmt"
	"strconv"
	"strings"

	"sandtable/rules"
)

var _ rules.Describer = (*State)(nil)

// Describe implements rules.Describer: an action as buttons, dialogs and
// the log panel word it, units by their counter's name and values as they
// stand ("German regulars, 1914 3-3-12", morale-experience-strength) and
// zones by label and place ("L8 Vaucourt"). A unit its enemy has not
// identified is "an unidentified German unit" to that enemy, and an
// enemy's air orders are not spelt out (they are secret until both sides
// commit). ok is false for an action it cannot word (a malformed one),
// which the engine then words generically.
func (st *State) Describe(a rules.Action, viewer string) (string, bool) {
	unit := func(k int) (string, bool) {
		if k >= len(a.Args) {
			return "", false
		}
		i := st.resolveLogged(a.Args[k])
		if i < 0 {
			return "", false
		}
		return st.unitText(i, viewer), true
	}
	zone := func(k int) (string, bool) {
		if k >= len(a.Args) {
			return "", false
		}
		if _, err := rules.ParseLocation(st.fixed.s, a.Args[k]); err != nil {
			return "", false
		}
		return rules.LocationName(st.fixed.s, a.Args[k]), true
	}
	u, uok := unit(0)
	switch a.Verb {
	case "end-phase":
		return fmt.Sprintf("End the %s (%s)", st.phase().Name, st.turnName()), len(a.Args) == 0
	case "halt":
		return "Ask to halt the assault", len(a.Args) == 0
	case "buy-shells":
		return fmt.Sprintf("Buy %d SHELLS for 1 victory point", ShellsPerVP), len(a.Args) == 0
	case "hold":
		if p := st.opPending(); p != nil && len(p.Path) > 0 {
			return "Hold fire and let the move go on", len(a.Args) == 0
		}
		return "Hold fire", len(a.Args) == 0
	case rules.CommitVerb:
		return "Commit the air orders", len(a.Args) == 0
	case "move", "enter", "retreat", "opfire":
		if a.Verb == "move" && len(a.Args) == 2 && a.Args[1] == offBoard {
			return fmt.Sprintf("Exit %s off the rear board edge of the %s (+%d VP)", u, st.sideName(other(a.Side)), vpExit), uok
		}
		z, zok := zone(1)
		if !uok || !zok || len(a.Args) != 2 {
			return "", false
		}
		format := map[string]string{"move": "Move %s to %s", "enter": "Bring %s on at %s (on a 5 or 6)",
			"retreat": "Fall %s back to %s", "opfire": "Opportunity fire: %s fires at %s"}[a.Verb]
		if p := st.opPending(); a.Verb == "opfire" && p != nil && p.orderZone(a.Args[1]) {
			format = "Opportunity fire: %s fires at %s when the moving units get there"
		}
		return fmt.Sprintf(format, u, z), true
	case "barrage":
		z, zok := zone(1)
		if !uok || !zok || len(a.Args) > 3 {
			return "", false
		}
		text := fmt.Sprintf("Barrage %s with %s", z, u+st.gunPlace(a.Args[0], viewer))
		if len(a.Args) == 3 {
			switch a.Args[2] {
			case "gas":
				text += " (gas)"
			case "persistent":
				text += " (persistent gas)"
			default:
				return "", false
			}
		}
		return text, true
	case "assault":
		z, zok := zone(0)
		return "Fight a round of close assault at " + z, zok && len(a.Args) == 1
	}
	if !uok && a.Verb != "buy" {
		return "", false
	}
	switch a.Verb {
	case "cancel-barrage":
		return "Cancel the barrage by " + u, len(a.Args) == 1
	case "lead", "leapfrog":
		// Say which wave it comes from: two regiments alike are told
		// apart by their place (its owner knows it; the waves of a unit
		// the viewer has not identified are not shown).
		if i := st.Units.Resolve(a.Args[0]); i >= 0 && (viewer == "" || viewer == a.Side) {
			if w := st.Troops[i].Wave; w > 1 && w <= len(waveNames) {
				return fmt.Sprintf("Put %s (now the %s) in the leading wave", u, waveNames[w-1]), len(a.Args) == 1
			}
		}
		return fmt.Sprintf("Put %s in the leading wave", u), len(a.Args) == 1
	case "dismount":
		return fmt.Sprintf("Dismount %s: it fights as infantry", u), len(a.Args) == 1
	case "build":
		return fmt.Sprintf("Build with %s where it stands", u), len(a.Args) == 1
	case "entrench":
		return fmt.Sprintf("Entrench %s where it stands (1 morale)", u), len(a.Args) == 1
	case "ground":
		if viewer != "" && viewer != a.Side {
			return fmt.Sprintf("The %s give their air orders", st.sideName(a.Side)), true
		}
		return fmt.Sprintf("Keep %s on the ground", u), len(a.Args) == 1
	case "fly":
		if viewer != "" && viewer != a.Side {
			return fmt.Sprintf("The %s give their air orders", st.sideName(a.Side)), true
		}
		if len(a.Args) < 2 {
			return "", false
		}
		var zones []string
		for k := 2; k < len(a.Args); k++ {
			z, ok := zone(k)
			if !ok {
				return "", false
			}
			zones = append(zones, z)
		}
		text := fmt.Sprintf("Fly %s: %s", u, a.Args[1])
		if len(zones) > 0 {
			text += " " + strings.Join(zones, " and ")
		}
		return text, true
	case "buy":
		if len(a.Args) != 1 {
			return "", false
		}
		t := st.fixed.types[a.Args[0]]
		if t == nil {
			return "", false
		}
		return fmt.Sprintf("Buy %s %s for %d victory points", t.Name, st.print0(a.Args[0]), st.vpCost(a.Args[0])), true
	}
	return "", false
}

// unitText names unit i for viewer: its counter's name and values as they
// stand, or its nation alone to an enemy who has not identified it.
func (st *State) unitText(i int, viewer string) string {
	u := &st.Units[i]
	t := st.fixed.types[u.Type]
	if viewer != "" && viewer != u.Side && u.Hidden || t == nil {
		return "an unidentified unit of " + st.nationName(u.Nation)
	}
	return t.Name + " " + st.print(i)
}

// gunPlace is " from T6", where the gun ref stands, for its owner (two
// batteries alike are told apart by where they fire from), "" for
// anyone else.
func (st *State) gunPlace(ref, viewer string) string {
	i := st.Units.Resolve(ref)
	if i < 0 || !st.Units[i].Loc.OnMap() || viewer != st.Units[i].Side {
		return ""
	}
	return " from " + st.label(st.Units[i].Loc)
}

// print0 is a counter type's printed values, morale-experience-strength.
func (st *State) print0(typ string) string {
	sp, mo, ex := printedValues(st.fixed.types[typ])
	return fmt.Sprintf("%d-%d-%d", mo, ex, sp)
}

// resolveLogged is the unit a logged action names: its id or alias, also
// the alias of a unit identified since (the log keeps the name the enemy
// could read then; its owner and, now, its enemy know who it was).
func (st *State) resolveLogged(ref string) int {
	if i := st.Units.Resolve(ref); i >= 0 {
		return i
	}
	n, err := strconv.Atoi(strings.TrimPrefix(ref, rules.HiddenRefPrefix))
	if err != nil || !strings.HasPrefix(ref, rules.HiddenRefPrefix) {
		return -1
	}
	for i := range st.Units {
		if st.Units[i].Alias == n && !st.Units[i].Hidden {
			return i
		}
	}
	return -1
}
