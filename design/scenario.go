package design

import (
	"fmt"

	"sandtable/scenarios"
)

// PlacementSpec is a scenario's [[setup]] item (and the placement part of
// a [[reinforcement]]): counters of one unit on a cell or in a box.
type PlacementSpec scenarios.FilePlacement

// kvs are the placement's keys in the format's order, after any before.
func (p PlacementSpec) kvs(before ...KV) []KV {
	return append(before, KV{"unit", p.Unit, false}, KV{"count", p.Count, false}, KV{"map", p.Map, false},
		KV{"at", p.At, false}, KV{"box", p.Box, false}, KV{"hidden", p.Hidden, false},
		KV{"reduced", p.Reduced, false}, KV{"step", p.Step, false}, KV{"note", p.Note, false})
}

// Text is the placement's canonical [[setup]] item.
func (p PlacementSpec) Text() string { return WriteTable("setup", true, p.kvs()) }

// TurnsSpec is a scenario's [turns] table.
type TurnsSpec scenarios.FileTurns

// Text is the canonical [turns] table.
func (t TurnsSpec) Text() string {
	return WriteTable("turns", false, []KV{{"names", t.Names, false}, {"count", t.Count, false},
		{"label", t.Label, false}, {"sub_turns", t.SubTurns, false}, {"sub_turn_label", t.SubTurnLabel, false}})
}

// item is the entry of the k-th item of array name.
func (f *File) item(name string, k int) (int, error) {
	items := f.Items(name)
	if k < 0 || k >= len(items) {
		return -1, fmt.Errorf("design: there is no %s[%d] (the file has %d)", name, k, len(items))
	}
	return items[k], nil
}

// Setup reads the scenario's k-th [[setup]] item.
func (f *File) Setup(k int) (PlacementSpec, error) {
	var p PlacementSpec
	i, err := f.item("setup", k)
	if err == nil {
		err = decodeEntry(f.entries[i], &p)
	}
	return p, err
}

// AddSetup adds placement p after the last [[setup]]; it returns the new
// placement's index among the [[setup]] items.
func (f *File) AddSetup(p PlacementSpec) (int, error) {
	tx := f.begin("set up " + p.Unit)
	tx.insert(f.afterLast(ArrayItem, "setup", "option", "turns"), withGap(p.Text()))
	return len(f.Items("setup")) - 1, tx.commit()
}

// MoveSetup moves the k-th [[setup]] to cell at, or when at is "" to box
// box, of map mapID ("" for the first map): the other keys and the
// comments stay.
func (f *File) MoveSetup(k int, mapID, at, box string) error {
	i, err := f.item("setup", k)
	if err != nil {
		return err
	}
	tx := f.begin(fmt.Sprintf("move setup[%d]", k))
	if mapID == "" {
		tx.deleteKey(i, "map")
	} else {
		tx.setKey(i, "map", Quote(mapID))
	}
	if at != "" {
		tx.deleteKey(i, "box")
		tx.setKey(i, "at", Quote(at))
	} else {
		tx.deleteKey(i, "at")
		tx.setKey(i, "box", Quote(box))
	}
	return tx.commit()
}

// SetSetupHidden sets up the k-th [[setup]] face down (hidden) or face up.
func (f *File) SetSetupHidden(k int, hidden bool) error {
	i, err := f.item("setup", k)
	if err != nil {
		return err
	}
	tx := f.begin(fmt.Sprintf("hide setup[%d]", k))
	if hidden {
		tx.setKey(i, "hidden", "true")
	} else {
		tx.deleteKey(i, "hidden")
	}
	return tx.commit()
}

// RemoveSetup takes the k-th [[setup]] away.
func (f *File) RemoveSetup(k int) error {
	i, err := f.item("setup", k)
	if err != nil {
		return err
	}
	tx := f.begin(fmt.Sprintf("remove setup[%d]", k))
	tx.remove(i)
	return tx.commit()
}

// AddReinforcement adds placement p arriving on turn (a turn name, or a
// turn number as an int) after the last [[reinforcement]].
func (f *File) AddReinforcement(turn any, p PlacementSpec) error {
	tx := f.begin("reinforce with " + p.Unit)
	tx.insert(f.afterLast(ArrayItem, "reinforcement", "setup", "option", "turns"),
		withGap(WriteTable("reinforcement", true, p.kvs(KV{"turn", turn, true}))))
	return tx.commit()
}

// SetTurns makes the scenario's [turns] table say t, changing only the
// keys that differ (SetEntry), adding it before the first [[option]] or [[setup]] when the
// scenario has none.
func (f *File) SetTurns(t TurnsSpec) error {
	tx := f.begin("change the turn track")
	if i := f.Find(Table, "turns"); i >= 0 {
		tx.setSpec(i, t)
	} else {
		at := len(f.entries)
		if f.entries[at-1].Kind == Trailer {
			at--
		}
		for k := len(f.entries) - 1; k >= 1; k-- {
			if n := f.entries[k].Name; n == "option" || n == "setup" || n == "reinforcement" || n == "victory" {
				at = k
			}
		}
		tx.insert(at, t.Text()+"\n")
	}
	return tx.commit()
}

// OptionSpec is a scenario's [[option]]: a choice the players make
// before play.
type OptionSpec scenarios.FileOption

// Text is the option's canonical [[option]] item.
func (o OptionSpec) Text() string {
	return WriteTable("option", true, []KV{{"id", o.ID, false}, {"name", o.Name, false},
		{"description", o.Description, false}, {"default", o.Default, true}, {"choices", o.Choices, false}})
}

// AddOption adds option o after the last [[option]].
func (f *File) AddOption(o OptionSpec) error {
	return f.addItemText("add option "+o.ID, "option", o.Text(), "turns")
}

// VictorySpec is a scenario's [[victory]] condition.
type VictorySpec scenarios.FileVictory

// Text is the condition's canonical [[victory]] item.
func (v VictorySpec) Text() string {
	return WriteTable("victory", true, []KV{{"id", v.ID, false}, {"name", v.Name, false}, {"side", v.Side, false},
		{"kind", v.Kind, false}, {"map", v.Map, false}, {"places", v.Places, false}, {"cells", v.Cells, false},
		{"units", v.Units, false}, {"count", v.Count, false}, {"vp", v.VP, false}, {"turn", v.Turn, false},
		{"note", v.Note, false}})
}

// AddVictory adds victory condition v after the last [[victory]].
func (f *File) AddVictory(v VictorySpec) error {
	return f.addItemText("add victory "+v.ID, "victory", v.Text(), "reinforcement", "setup", "option", "turns")
}
