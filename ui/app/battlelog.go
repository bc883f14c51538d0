package app

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/board"
	"sandtable/rules"
)

// What the battle dialog shows of the battle (battle.go): the units on
// each side, the rolls in the viewer's log, and the odds.

// battleEvents are the events with dice of the battle at space in the
// viewer's log (Session.Log: never what another side's audience alone may
// see), oldest first: the log's last entries that mention the space or
// make a battle's choice, back to the "fight" that began it.
func (w *Window) battleEvents(space string) []rules.Event {
	log := w.sess.Log()
	start := len(log)
	names := []string{space}
	if n := w.placeWords(space); n != space {
		names = append(names, n)
	}
	for i := len(log) - 1; i >= 0 && inBattle(log[i], names); i-- {
		start = i
		if log[i].Action.Verb == fightVerb {
			break
		}
	}
	var out []rules.Event
	for _, e := range log[start:] {
		for _, ev := range e.Events {
			if ev.Roll != nil || diceGroup.MatchString(ev.Text) {
				out = append(out, ev)
			}
		}
	}
	return out
}

// inBattle reports whether log entry e is part of the battle at space
// (its cell label or, on a graph map, its space's name: names).
func inBattle(e rules.Entry, names []string) bool {
	switch e.Action.Verb {
	case fightVerb, loseVerb, pressOnVerb, retreatVerb:
		return true
	}
	return slices.ContainsFunc(e.Events, func(ev rules.Event) bool {
		return slices.ContainsFunc(names, func(n string) bool { return strings.Contains(ev.String(), n) })
	})
}

// placeWords is a cell label as people read it: a graph space's name
// ("Tobruk" for the space "tobruk"), else rules.LocationName.
func (w *Window) placeWords(label string) string {
	s := w.sess.Game.Scenario
	if loc, err := rules.ParseLocation(s, label); err == nil && !loc.IsZero() && !loc.InBox() && !loc.IsEliminated() {
		if m := s.Map(loc.Map); m != nil {
			if sb, ok := m.Topology.(board.SpaceBoard); ok {
				if sp, ok := sb.Space(loc.Cell); ok && sp.Name != "" {
					return sp.Name
				}
			}
		}
	}
	return rules.LocationName(s, label)
}

var (
	// diceGroup is dice in a log line: "[3 6 2]".
	diceGroup = regexp.MustCompile(`\[(\d+(?:[ ,]+\d+)*)\]`)
	// groupTarget is a group's number to hit: "infantry@2".
	groupTarget = regexp.MustCompile(`@(\d+)`)
	// lineTarget is a line's number to hit: "hit tanks on 3 or less",
	// "hit on 1".
	lineTarget = regexp.MustCompile(`\bon (\d+) or less|\bhits? on (\d+)\b`)
	// roundWords is "round 2".
	roundWords = regexp.MustCompile(`\bround (\d+)\b`)
)

// diceRoll is one group of dice of a log line: who rolled (its words),
// the faces, and the number to hit on or under (0: not known).
type diceRoll struct {
	label  string
	faces  []int
	target int
}

// hit reports whether face scores a hit.
func (d diceRoll) hit(face int) bool { return d.target > 0 && face <= d.target }

// firstNumber is the first number the regexp's groups caught, 0 for none.
func firstNumber(m []string) int {
	for _, s := range m[1:] {
		if n, err := strconv.Atoi(s); err == nil {
			return n
		}
	}
	return 0
}

// rollsOf reads the dice of ev: its Roll's, or each "[...]" group of its
// text with the words before it ("armour@3").
func rollsOf(ev rules.Event) []diceRoll {
	if r := ev.Roll; r != nil {
		target := 0
		if m := lineTarget.FindStringSubmatch(r.For + " " + r.Table + " " + ev.Text); m != nil {
			target = firstNumber(m)
		}
		// Its line (Event.String) says what it was for: no label.
		return []diceRoll{{faces: r.Dice, target: target}}
	}
	line := 0
	if m := lineTarget.FindStringSubmatch(ev.Text); m != nil {
		line = firstNumber(m)
	}
	var out []diceRoll
	from := 0
	for _, m := range diceGroup.FindAllStringSubmatchIndex(ev.Text, -1) {
		label := ev.Text[from:m[0]]
		if i := strings.LastIndex(label, ": "); i >= 0 {
			label = label[i+2:]
		}
		label = strings.Trim(label, " ,:")
		d := diceRoll{label: label, target: line}
		if t := groupTarget.FindStringSubmatch(label); t != nil {
			d.target = firstNumber(t)
		}
		for _, f := range strings.FieldsFunc(ev.Text[m[2]:m[3]], func(r rune) bool { return r == ' ' || r == ',' }) {
			n, _ := strconv.Atoi(f)
			d.faces = append(d.faces, n)
		}
		out = append(out, d)
		from = m[1]
	}
	return out
}

// roundOf is the highest "round N" the events name, 0 for none.
func roundOf(events []rules.Event) int {
	r := 0
	for _, ev := range events {
		for _, m := range roundWords.FindAllStringSubmatch(ev.String(), -1) {
			r = max(r, firstNumber(m))
		}
	}
	return r
}

// diceLineWidth is about how wide a line of dice may grow before the next
// group starts a new one.
const diceLineWidth = 400

// rollRow is an event with dice: its line as the log words it, and under
// it each group's dice drawn after its words, groups side by side while
// they fit in diceLineWidth, hits in the error colour.
func rollRow(ev rules.Event) fyne.CanvasObject {
	l := widget.NewLabel(ev.String())
	l.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(l)
	var line []fyne.CanvasObject
	var width float32
	flush := func() {
		if len(line) > 0 {
			box.Add(container.NewHBox(line...))
		}
		line, width = nil, 0
	}
	add := func(o fyne.CanvasObject) {
		if w := o.MinSize().Width + theme.Padding(); width+w > diceLineWidth {
			flush()
		}
		line = append(line, o)
		width += o.MinSize().Width + theme.Padding()
	}
	for _, d := range rollsOf(ev) {
		need := float32(len(d.faces)) * (dieSize + theme.Padding())
		var words fyne.CanvasObject
		if d.label != "" {
			words = widget.NewLabel(d.label)
			need += words.MinSize().Width
		}
		if width > 0 && width+need > diceLineWidth {
			flush() // the group on a line of its own
		}
		if words != nil {
			add(words)
		}
		for _, f := range d.faces {
			add(dieFace(f, d.hit(f)))
		}
	}
	flush()
	return box
}

// battleColumns are both sides' units at space as the viewer's view shows
// them, the attacker's on the left: "3 × British infantry 1-2-1".
func (w *Window) battleColumns(space, attacker string) fyne.CanvasObject {
	var att, def []rules.UnitView
	defender := ""
	for _, u := range w.sess.View().Units {
		if u.Cell != space {
			continue
		}
		if u.Side == attacker {
			att = append(att, u)
		} else {
			def = append(def, u)
			if defender == "" {
				defender = u.Side
			}
		}
	}
	column := func(title string, us []rules.UnitView) fyne.CanvasObject {
		box := container.NewVBox(boldLabel(title))
		var names []string
		count := map[string]int{}
		for _, u := range us {
			n := w.unitName(u)
			if count[n] == 0 {
				names = append(names, n)
			}
			count[n]++
		}
		for _, n := range names {
			l := widget.NewLabel(fmt.Sprintf("%d × %s", count[n], n))
			l.Wrapping = fyne.TextWrapWord
			box.Add(l)
		}
		if len(us) == 0 {
			box.Add(widget.NewLabel("none left"))
		}
		return box
	}
	defTitle := "Defender"
	if defender != "" {
		defTitle += ": " + w.sideName(defender)
	}
	return container.NewGridWithColumns(2, column("Attacker: "+w.sideName(attacker), att), column(defTitle, def))
}
