package rules

import (
	"strings"

	"sandtable/counters"
	"sandtable/scenarios"
)

// People read names, scripts read ids. Actions, saves and scripts name
// units by reference ("bri-inf-k/4", "hidden:7") and cells by label
// ("W0405"); everything a person reads (the status bar, the log panel,
// dialogs, buttons) names them as the counter and the map print them:
// "British infantry division 3-3-4", "W0405 Calais".

// UnitName is how a person reads unit u as a view shows it: the counter's
// name and its printed factors ("British infantry division 3-3-4"), with
// the step's label when it is not the first ("... 2-2-4 (reduced)"). A
// face-down unit the viewer may not see (a view gives no Type) is named by
// its nation only: "face-down unit of Belgium". Unknown types fall back on
// the reference, so a name is never empty.
func UnitName(cat *counters.Catalogue, u UnitView) string {
	t := cat.Unit(u.Type)
	if t == nil {
		nation := "unknown"
		if n := cat.Nation(u.Nation); n != nil {
			nation = n.Name
		}
		if u.Hidden || u.Type == "" {
			return "face-down unit of " + nation
		}
		return u.ID
	}
	if u.Print != "" {
		return t.Name + " " + u.Print // the module's values as they stand
	}
	return TypeName(t, u.Step)
}

// TypeName is a counter type at step as people read it: "British infantry
// division 3-3-4", "... 2-2-4 (reduced)".
func TypeName(t *counters.Unit, step int) string {
	if step < 0 || step >= len(t.Steps) {
		return t.Name
	}
	s := t.Steps[step]
	name := t.Name
	// A name that prints its factors already ("British HQ (1-3
	// Monstrous Artillery)") does not get them twice.
	if s.Print != "" && !strings.Contains(name, s.Print) {
		name += " " + s.Print
	}
	if step > 0 && s.Label != "" {
		name += " (" + s.Label + ")"
	}
	return name
}

// LocationName is a location as people read it: the cell's label and the
// names of the places on it ("W0405 Calais"), a box by its name ("Available
// units box"), "eliminated" for the eliminated box. Text that is not a
// location is returned as it is; a place aboard a unit ("aboard:REF") is
// "aboard REF" (Game.Describe names the carrier).
func LocationName(s *scenarios.Scenario, text string) string {
	if ref, ok := strings.CutPrefix(text, AboardPrefix); ok {
		return "aboard " + ref
	}
	loc, err := ParseLocation(s, text)
	if err != nil {
		return text
	}
	switch {
	case loc.IsEliminated():
		return "eliminated"
	case loc.IsZero():
		return text
	}
	m := s.Map(loc.Map)
	if m == nil {
		return text
	}
	if loc.InBox() {
		if b := m.Box(loc.Box); b != nil && b.Name != "" {
			return b.Name
		}
		return text
	}
	label := m.Label(loc.Cell)
	name := label
	if len(s.Maps) > 1 && m != s.Maps[0] {
		name = m.Name + " " + name
	}
	var places []string
	for _, p := range m.PlacesAt(loc.Cell) {
		if p.Name != "" && p.Name != label { // a city that is its space: "Benghazi", not "Benghazi Benghazi"
			places = append(places, p.Name)
		}
	}
	if len(places) > 0 {
		name += " " + strings.Join(places, ", ")
	}
	return name
}

// Describer is implemented by modules that word their actions for people
// better than the engine's generic wording (Game.Describe): "Move British
// infantry division 3-3-4 to W0405 Calais". Describe must name only what
// viewer may see; ok false falls back on the generic wording.
type Describer interface {
	Describe(a Action, viewer string) (text string, ok bool)
}

// Describe is action a as viewer reads it, for buttons, dialogs, the status
// bar and the log panel: the module's wording (Describer) when it has one,
// else the verb followed by each argument, unit references replaced by the
// unit's name as viewer's view shows it and locations by LocationName.
func (g *Game) Describe(a Action, viewer string) string {
	if d, ok := g.state.(Describer); ok {
		if s, ok := d.Describe(a, viewer); ok {
			return s
		}
	}
	return DescribeWith(g.Scenario, g.state.View(viewer), a)
}

// LogDescriber is implemented by modules whose Describe words an action
// by the game as it stands now (the phase's verb for a move: "Place" in
// one phase, "Move" in another; the attack now being fought).
// DescribeLogged words an action already in the log by the action alone,
// true of it whenever it was made; ok false falls back on Describe.
type LogDescriber interface {
	DescribeLogged(a Action, viewer string) (text string, ok bool)
}

// DescribeLogged is Describe for an action already in the log, for the log
// panel, the dice panel and "While you were away". Ending a phase reads
// "end phase": Describe names the phase now in play ("End the German
// Set-up" for the Allies' end of their own set-up, once the Germans'
// began), and the entry's own events name the phase it ended. A module
// whose wording depends on the present words logged actions by
// LogDescriber.
func (g *Game) DescribeLogged(a Action, viewer string) string {
	if a.Verb == VerbEndPhase {
		return "end phase"
	}
	if d, ok := g.state.(LogDescriber); ok {
		if s, ok := d.DescribeLogged(a, viewer); ok {
			return s
		}
	}
	return g.Describe(a, viewer)
}

// DescribeWith is the generic wording of Game.Describe with the viewer's
// view v already made (callers describing many actions make it once).
func DescribeWith(s *scenarios.Scenario, v View, a Action) string {
	var units map[string]UnitView
	words := []string{strings.ReplaceAll(a.Verb, "-", " ")}
	for _, arg := range a.Args {
		if units == nil {
			units = make(map[string]UnitView, len(v.Units))
			for _, u := range v.Units {
				units[u.ID] = u
			}
		}
		if u, ok := units[arg]; ok {
			words = append(words, UnitName(s.Counters, u))
			continue
		}
		if ref, ok := strings.CutPrefix(arg, AboardPrefix); ok {
			if u, ok := units[ref]; ok {
				words = append(words, "aboard "+UnitName(s.Counters, u))
				continue
			}
		}
		words = append(words, LocationName(s, arg))
	}
	return strings.Join(words, " ")
}

// Canonicalizer is implemented by modules whose legal actions name some of
// a side's own units by an alias (a unit its enemy has not identified goes
// by "hidden:N" in actions every side reads). Canonical is a with every
// argument naming one of a.Side's own units by its id replaced by the
// reference its legal actions use, so that a script may name its own units
// by id ("central enter ger-reg/new1 X6"); other arguments are kept. The
// log holds the canonical action, which names the unit as the enemy may
// read it.
type Canonicalizer interface {
	Canonical(a Action) Action
}

// Canonical is a as state s lists it (Canonicalizer), a itself when s
// has no aliases to translate.
func Canonical(s State, a Action) Action {
	if c, ok := s.(Canonicalizer); ok {
		return c.Canonical(a)
	}
	return a
}
