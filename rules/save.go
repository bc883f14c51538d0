package rules

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"sandtable/internal/atomicfile"
	"sandtable/internal/tomlfile"
	"sandtable/scenarios"
)

// SaveFormat is the format key of a saved game.
const SaveFormat = "sandtable-save"

// SaveVersion is the save format version Save writes. Version 2 (the
// secret model of issue 11) adds the "random" dice mode and hand-overs
// recorded on actions; LoadSave still reads version 1 saves, which have
// neither.
const SaveVersion = 2

// oldestSaveVersion is the oldest save format version LoadSave reads.
const oldestSaveVersion = 1

// saveFile is a saved game on disk: the scenario, options, dice and the
// action log; everything else is rebuilt by replaying the log.
type saveFile struct {
	tomlfile.Header
	Scenario       string         `toml:"scenario"`        // "builtin:NAME" or a file path
	ScenarioDigest string         `toml:"scenario_digest"` // scenarios.Scenario.Digest when saved
	Module         string         `toml:"module"`
	Seed           int64          `toml:"seed"`
	Dice           string         `toml:"dice"` // "random", "seeded" or "manual" (DiceMode)
	Options        map[string]any `toml:"options"`
	Checksum       string         `toml:"checksum"` // (*Game).Checksum after the last action
	Actions        []saveAction   `toml:"action"`
}

type saveAction struct {
	Do   string `toml:"do"`
	Dice []int  `toml:"dice,omitempty"`
	// HandOver is the side the window handed the game to after the
	// action (Game.HandOver): undo may not go back past it.
	HandOver string `toml:"handover,omitempty"`
	// Drew are the cards and chits the action drew, in order; Fresh the
	// engine's own draws (fresh aliases). See Entry.Draws.
	Drew  []string `toml:"drew,omitempty"`
	Fresh []string `toml:"fresh,omitempty"`
}

// MaxSeed is the largest seed a save can hold (TOML integers are signed).
const MaxSeed = math.MaxInt64

// MaxSaveSize is the largest saved game, in bytes: 1 MB holds some 20,000
// actions, fifteen times a whole game of the bundled Vernian scenario.
// Save refuses to write a larger one, which could not be loaded.
const MaxSaveSize = 1 << 20

// Save writes the game as TOML: format and version, the scenario reference
// (g.Ref) and digest, module, seed, dice mode, options, the checksum of the
// current state and the action log with each action's dice.
func (g *Game) Save(w io.Writer) error { return g.save(w, g.Ref) }

// save writes the game naming its scenario by ref.
func (g *Game) save(w io.Writer, ref string) error {
	if ref == "" {
		return fmt.Errorf("rules: save: the game does not know where its scenario came from (Ref is empty)")
	}
	if g.Seed > MaxSeed {
		return fmt.Errorf("rules: save: seed %d is above %d", g.Seed, uint64(MaxSeed))
	}
	sum, err := g.Checksum()
	if err != nil {
		return err
	}
	f := saveFile{Header: tomlfile.Header{Format: SaveFormat, Version: SaveVersion},
		Scenario: ref, ScenarioDigest: g.Scenario.Digest, Module: g.Module.ID(),
		Seed: int64(g.Seed), Dice: string(g.Mode), Options: map[string]any(g.Options), Checksum: sum}
	for _, e := range g.log {
		sa := saveAction{Do: e.Action.String(), Dice: e.Faces, HandOver: e.HandedTo}
		sa.Drew, sa.Fresh = splitDraws(e.Draws)
		f.Actions = append(f.Actions, sa)
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "# Sandtable saved game: %s, %d actions.\n", commentText(g.Scenario.Name), len(g.log))
	fmt.Fprintf(&buf, "# Load it with Sandtable, or: sandtable replay FILE\n\n")
	if err := toml.NewEncoder(&buf).Encode(f); err != nil {
		return fmt.Errorf("rules: save: %w", err)
	}
	if buf.Len() > MaxSaveSize {
		return fmt.Errorf("rules: save: %d actions make a save of %s, more than the %s a saved game may have",
			len(g.log), tomlfile.Size(int64(buf.Len())), tomlfile.Size(MaxSaveSize))
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// commentText is s as it may stand in a TOML comment: on one line (runs of
// blanks and line breaks folded into one space) and with every other
// character TOML does not allow there (control characters) written as an
// escape such as \x7f, so that the save always parses.
func commentText(s string) string {
	var b strings.Builder
	for i, f := range strings.Fields(s) {
		if i > 0 {
			b.WriteByte(' ')
		}
		for _, r := range f {
			if unicode.IsControl(r) || r == utf8.RuneError {
				q := strconv.QuoteRuneToASCII(r)
				b.WriteString(q[1 : len(q)-1])
				continue
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// SaveFile writes the game to path atomically: the old file stays whole
// until the new one is completely on disk. A scenario file is named
// relative to the save's directory when it can be, so a folder holding
// both can be moved or shared.
func (g *Game) SaveFile(path string) error {
	ref := g.Ref
	if !strings.HasPrefix(ref, scenarios.BuiltinPrefix) && filepath.IsAbs(ref) {
		if dir, err := filepath.Abs(filepath.Dir(path)); err == nil {
			if rel, err := filepath.Rel(dir, ref); err == nil {
				ref = filepath.ToSlash(rel)
			}
		}
	}
	return atomicfile.Write(path, func(w io.Writer) error { return g.save(w, ref) })
}

// savedDraws are a saved action's draws as Entry.Draws, nil when it drew
// nothing. Draws and fresh draws are kept apart in the file, so their
// interleaving is lost: replay consumes each kind from its own queue.
func savedDraws(a saveAction) []Draw {
	var ds []Draw
	for _, it := range a.Drew {
		ds = append(ds, Draw{Item: it})
	}
	for _, it := range a.Fresh {
		ds = append(ds, Draw{Item: it, Engine: true})
	}
	return ds
}

// ScenarioOpener loads a scenario from a save's reference.
type ScenarioOpener func(ref string) (*scenarios.Scenario, error)

// LoadSave reads a saved game and replays it. It refuses, with the line at
// fault, a broken file, a scenario that changed since the save, an action
// that is no longer legal or rolls differently, and a replay that does not
// reproduce the saved checksum: never a silently different game.
func LoadSave(file string, data []byte, open ScenarioOpener) (*Game, error) {
	if err := tomlfile.CheckSize(file, "saved game", data, MaxSaveSize); err != nil {
		return nil, err
	}
	if IsSealedSave(data) { // issue 11, sealed saves: see sealed.go
		return nil, fmt.Errorf("rules: %s: %w", file, ErrSealedSave)
	}
	var f saveFile
	doc, err := tomlfile.Decode(file, data, &f)
	if err != nil {
		return nil, err
	}
	checkSaveHeader(doc, f.Header)
	doc.Required("scenario", f.Scenario)
	doc.Required("module", f.Module)
	doc.Required("checksum", f.Checksum)
	switch DiceMode(f.Dice) {
	case DiceSeeded, DiceManual:
	case DiceRandom:
		if f.Version < 2 {
			doc.Report("dice", "is \"random\", which a version %d save cannot have", f.Version)
		}
	default:
		doc.Report("dice", "is %q; want \"random\", \"seeded\" or \"manual\"", f.Dice)
	}
	if f.Seed < 0 {
		doc.Report("seed", "%d is negative", f.Seed)
	}
	var actions []Entry
	for i, a := range f.Actions {
		act, err := ParseAction(a.Do)
		if err != nil {
			doc.Report(fmt.Sprintf("action[%d].do", i), "%v", err)
			continue
		}
		actions = append(actions, Entry{Action: act, Faces: a.Dice, HandedTo: a.HandOver, Draws: savedDraws(a)})
	}
	if doc.Failed() {
		return nil, doc.Err()
	}
	s, err := open(f.Scenario)
	if err != nil {
		return nil, doc.Errorf("scenario", "cannot load %q: %v", f.Scenario, err)
	}
	if s.Digest != f.ScenarioDigest {
		return nil, doc.Errorf("scenario_digest", "the scenario %q (or a map or counter set it uses) has changed since this game was saved, so replaying it could give a different game", f.Scenario)
	}
	if s.Module != f.Module {
		return nil, doc.Errorf("module", "is %q but the scenario is played with %q", f.Module, s.Module)
	}
	opts := Options{}
	for k, v := range f.Options {
		if n, ok := v.(int64); ok {
			v = int(n)
		}
		opts[k] = v
	}
	g, err := NewGameMode(s, opts, uint64(f.Seed), DiceMode(f.Dice))
	if err != nil {
		return nil, doc.Errorf("options", "%v", err)
	}
	g.Ref = f.Scenario
	for i, e := range actions {
		if field, err := g.replayEntry(e); err != nil {
			return nil, alteredEntry(doc, fmt.Sprintf("action[%d].%s", i, field), i, fmt.Sprintf(" (%q)", e.Action.String()), field, err)
		}
	}
	sum, err := g.Checksum()
	if err != nil {
		return nil, err
	}
	if sum != f.Checksum {
		return nil, alteredChecksum(doc, "checksum", len(actions))
	}
	return g, nil
}

// altered is how a save whose log does not replay begins its message: an
// action the rules refuse, dice or draws other than the replay's, a
// checksum that does not match. Players did not make an illegal move: the
// file was changed after it was written (or the rules were).
const altered = "the file was altered or damaged"

// alteredEntry is the error of a save whose action i (0-based) does not
// replay, at field (the key the file's line is found by): the file and
// line, the action's number as the log shows it and what (" (\"allies
// end-phase\")", or "" when the action may not be shown), then what went
// wrong: for a refused action its reason and rule, never "refused:" as if
// a player had just tried it.
func alteredEntry(doc *tomlfile.Doc, field string, i int, what string, part ReplayField, err error) error {
	var msg string
	switch part {
	case "dice":
		msg = fmt.Sprintf("%s: the dice of action %d%s do not replay: %s", altered, i+1, what, ReasonOf(err))
	case "drew":
		msg = fmt.Sprintf("%s: the draws of action %d%s do not replay: %s", altered, i+1, what, ReasonOf(err))
	default:
		reason := ReasonOf(err)
		if r, ok := AsRefusal(err); ok && r.Rule != "" {
			reason += " (" + r.Rule + ")"
		}
		msg = fmt.Sprintf("%s: action %d%s could not have been played at that point of the game: %s", altered, i+1, what, reason)
	}
	e := doc.Errorf(field, "%s", msg)
	e.Field = "" // the line, and the action by its number in the log
	return e
}

// alteredChecksum is the error of a save whose n actions replay but do not
// give the state it recorded, at field (its checksum's key).
func alteredChecksum(doc *tomlfile.Doc, field string, n int) error {
	e := doc.Errorf(field, "%s, or the rules have changed since it was saved: replaying its %d %s does not give the game it recorded (its checksum does not match)",
		altered, n, plural(n, "action", "actions"))
	e.Field = ""
	return e
}

// plural is one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// LoadSaveFile reads the save at path (a file of at most MaxSaveSize). A
// scenario path in it that is relative is taken from the save's directory.
// It may lead out of that folder: a save names the scenario as the user
// opened it, from wherever it is (an autosave lives in Sandtable's own
// folder). The file it names is read only when it says it is a scenario,
// so that no other file's contents can reach an error message.
func LoadSaveFile(path string) (*Game, error) {
	data, err := tomlfile.ReadFile(path, "saved game", MaxSaveSize)
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	dir := filepath.Dir(path)
	resolved := ""
	g, err := LoadSave(path, data, func(ref string) (*scenarios.Scenario, error) {
		if strings.HasPrefix(ref, scenarios.BuiltinPrefix) {
			resolved = ref
			return scenarios.LoadFile(ref)
		}
		if !filepath.IsAbs(ref) {
			ref = filepath.Join(dir, filepath.FromSlash(ref))
		}
		resolved = ref
		return scenarios.LoadReferenced(ref)
	})
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(resolved, scenarios.BuiltinPrefix) {
		if abs, err := filepath.Abs(resolved); err == nil {
			g.Ref = abs // so saving elsewhere still finds it
		}
	}
	return g, nil
}

// checkSaveHeader reports a missing or wrong format, or a version this
// program does not read (versions oldestSaveVersion to SaveVersion).
func checkSaveHeader(doc *tomlfile.Doc, h tomlfile.Header) {
	if doc.Has("version") {
		if h.Version < oldestSaveVersion || h.Version > SaveVersion {
			doc.Report("version", "%d is not supported; this program reads saves of version %d to %d", h.Version, oldestSaveVersion, SaveVersion)
		}
		h.Version = tomlfile.Version // checked here; the shared check does the format
	}
	h.CheckHeader(doc, SaveFormat)
}
