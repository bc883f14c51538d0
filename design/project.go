package design

import (
	"bytes"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"sandtable/internal/tomlfile"
	"sandtable/maps"
	"sandtable/scenarios"
)

// Project is what the designer has open: a scenario and the map and
// counter files it names, or a lone map or catalogue. Every file is
// editable, bundled ones included (they are saved as copies: SaveAs).
//
// The designer edits only through Edit, so that Undo and Redo are the
// project's, across its files. A scenario in a project is checked with the
// project's current texts of its maps and catalogues (scenarios.LoadWith),
// not the ones on disk.
type Project struct {
	// Dir is the folder the project's files are saved in; "" until the
	// project is saved (a new project, or one opened from bundled data).
	Dir string
	// Scenario is the scenario file; nil for a lone map or catalogue.
	Scenario *File
	// Maps are the map files, in the scenario's order.
	Maps []*File
	// Counters are the counter catalogues, in the scenario's order.
	Counters []*File

	journal, rejournal []*File
	onChange           []func(f *File)

	// owned are the files on disk (absolute paths) the project opened or
	// saved: the only ones saving may replace without being told to, as
	// long as they are as the project last knew them.
	owned map[string]stamp
	// unsaved are files the project made (AddScenario) that are not on
	// disk yet.
	unsaved map[*File]bool
	// known are the maps and catalogues opened, by name (path or bundled
	// name), named by the scenario now or not.
	known map[string]*File
	// last is the scenario as last loaded (loadText).
	last *loaded
	// written are the files the last save wrote (Written).
	written []string
}

// Written are the paths of the files the last save wrote, in the order
// written: only those changed since (or never) saved, so a count of them
// says what the save did; none when it had nothing to write.
func (p *Project) Written() []string { return slices.Clone(p.written) }

// Untitled is the folder the files of a project never saved are named
// under in messages ("untitled/map.toml") until SaveAs gives them one.
const Untitled = "untitled"

// freeplay is the rules module of new scenarios and of the preview.
const freeplay = "freeplay"

// ErrNoScenario is PlayScenario's error for a project without a scenario.
var ErrNoScenario = errors.New("design: this project has no scenario: Design > New scenario on this map makes one")

// ErrNotSaved is Save's error for a project that has no folder yet.
var ErrNotSaved = errors.New("design: this design has not been saved yet: File > Save as… chooses its folder")

// newProject is an empty project.
func newProject() *Project {
	return &Project{owned: map[string]stamp{}, unsaved: map[*File]bool{}}
}

// newFile holds text as the file called name, not checked yet (Result
// checks it when first asked).
func newFile(name string, text []byte, builtin bool) *File {
	return &File{Name: name, Builtin: builtin, AutoCheck: true, entries: split(string(text))}
}

// NewProject is a project made from nothing: a 12×10 flat hex map, a
// catalogue with two sides and no units, and a freeplay scenario naming
// them, all untitled (Dir ""): their files are called untitled/map.toml,
// untitled/counters.toml and untitled/scenario.toml until saved.
func NewProject() *Project {
	p := newProject()
	dir := Untitled
	m := NewMap(filepath.Join(dir, "map.toml"), "map", "New map", newGrid)
	c := newFile(filepath.Join(dir, "counters.toml"), newCatalogue(), false)
	s := newFile(filepath.Join(dir, "scenario.toml"), newScenario("new-scenario", "New scenario", "map.toml", "counters.toml"), false)
	p.Maps, p.Counters = []*File{m}, []*File{c}
	p.setScenario(s)
	return p
}

// newGrid is the grid of a new project's map.
var newGrid = GridSpec{Kind: "hex", Orientation: "flat", Cols: 12, Rows: 10}

// twoSides are the sides of a new catalogue.
var twoSides = []SideSpec{{ID: "blue", Name: "Blue", Color: "#3a6ea5"}, {ID: "red", Name: "Red", Color: "#b8433a"}}

// newCatalogue is the text of a new catalogue: two sides, Blue and Red,
// each with a nation (its army, in its colour) so the designer can make a
// unit at once, and no units yet (a catalogue needs a side, not a unit).
func newCatalogue() []byte { return catalogueFor(nil, "counters", "New counters", twoSides, true) }

// sideColors colour the sides a map names.
var sideColors = []string{"#3a6ea5", "#b8433a", "#5d8a3a", "#c2a23a", "#7a4fa0", "#3a9a9a"}

// catalogueFor is the text of a catalogue with no units for map m (nil
// for none): the sides and nations m's places, regions and boxes name, so
// that m fits a scenario of it; the sides given when m names none. A
// nation goes to the first side. With armies, when m names no nation,
// every side gets one, "<side> army" in the side's colour, so a unit can
// be made at once (a unit is of a nation).
func catalogueFor(m *maps.Map, id, name string, sides []SideSpec, armies bool) []byte {
	var sideIDs, nationIDs []string
	seen := map[string]bool{}
	note := func(ids *[]string, what, v string) {
		if v != "" && !seen[what+" "+v] {
			seen[what+" "+v] = true
			*ids = append(*ids, v)
		}
	}
	if m != nil {
		for _, x := range m.Places {
			note(&sideIDs, "side", x.Side)
			note(&nationIDs, "nation", x.Nation)
		}
		for _, x := range m.Regions {
			note(&sideIDs, "side", x.Side)
			note(&nationIDs, "nation", x.Nation)
		}
		for _, x := range m.Boxes {
			note(&sideIDs, "side", x.Side)
		}
	}
	if len(sideIDs) > 0 {
		sides = nil
		for k, id := range sideIDs {
			sides = append(sides, SideSpec{ID: id, Name: title(id), Color: sideColors[k%len(sideColors)]})
		}
	}
	var b strings.Builder
	b.WriteString("format = \"sandtable-counters\"\nversion = 1\n\n")
	writeKeys(&b, []KV{{"id", id, true}, {"name", name, false}})
	for _, s := range sides {
		b.WriteString("\n" + s.Text())
	}
	for k, id := range nationIDs {
		b.WriteString("\n" + NationSpec{ID: id, Name: title(id), Side: sides[0].ID, Color: sideColors[(k+len(sides))%len(sideColors)]}.Text())
	}
	if armies && len(nationIDs) == 0 {
		for _, s := range sides {
			b.WriteString("\n" + NationSpec{ID: s.ID + "-army", Name: s.Name + " army", Side: s.ID, Color: s.Color, TextColor: "#ffffff"}.Text())
		}
	}
	return []byte(b.String())
}

// title is an id as a name: "central-powers" is "Central powers".
func title(id string) string {
	s := strings.NewReplacer("-", " ", "_", " ").Replace(id)
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// newScenario is the text of a new freeplay scenario called name naming
// one map and one catalogue, with a turn track of ten turns.
func newScenario(id, name, mapRef, countersRef string) []byte {
	var b strings.Builder
	b.WriteString("format = \"sandtable-scenario\"\nversion = 1\n\n")
	writeKeys(&b, []KV{{"id", id, true}, {"name", name, false}, {"module", freeplay, true},
		{"maps", []string{mapRef}, true}, {"counters", []string{countersRef}, true}})
	b.WriteString("\n" + TurnsSpec{Count: 10, Label: "Turn"}.Text())
	return []byte(b.String())
}

// setScenario makes s the project's scenario, read with the project's
// texts of its maps and catalogues.
func (p *Project) setScenario(s *File) {
	s.loadScenario = p.loadText
	s.check = nil
	p.Scenario = s
}

// loaded is the scenario last loaded from the project's texts, and what
// it was loaded from.
type loaded struct {
	name  string
	text  []byte
	files map[string][]byte
	s     *scenarios.Scenario
}

// same reports whether l was loaded from these texts.
func (l *loaded) same(name string, text []byte, files map[string][]byte) bool {
	if l == nil || l.name != name || !bytes.Equal(l.text, text) || len(l.files) != len(files) {
		return false
	}
	for k, v := range files {
		w, ok := l.files[k]
		if !ok || !bytes.Equal(v, w) {
			return false
		}
	}
	return true
}

// loadText loads text, the scenario's, with the project's texts of its
// maps and catalogues. The scenario is loaded once for the check, the
// preview and the game of the same texts (a scenario is not changed
// after loading); a failure is not kept, so that files put on disk since
// are read.
func (p *Project) loadText(text []byte) (*scenarios.Scenario, error) {
	f := p.Scenario
	files := p.overlay()
	if p.last.same(f.Name, text, files) {
		return p.last.s, nil
	}
	var s *scenarios.Scenario
	var err error
	if f.Builtin {
		s, err = scenarios.LoadBuiltinTextWith(f.Name, text, files)
	} else {
		s, err = scenarios.LoadWith(f.Name, text, files)
	}
	if err != nil {
		p.last = nil
		return nil, err
	}
	p.last = &loaded{name: f.Name, text: text, files: files, s: s}
	return s, nil
}

// overlay is the texts a check of the scenario reads in place of disk and
// bundle: every map and catalogue of the project, bundled ones only when
// edited (an unedited one stays bundled data when saved).
func (p *Project) overlay() map[string][]byte {
	files := make(map[string][]byte, len(p.Maps)+len(p.Counters))
	for _, fs := range [][]*File{p.Maps, p.Counters} {
		for _, f := range fs {
			if f.Builtin && !f.Modified() {
				continue
			}
			files[filepath.Clean(f.Name)] = f.Bytes()
		}
	}
	return files
}

// Files are the project's files: the scenario first, then maps, then
// catalogues.
func (p *Project) Files() []*File {
	var fs []*File
	if p.Scenario != nil {
		fs = append(fs, p.Scenario)
	}
	fs = append(fs, p.Maps...)
	return append(fs, p.Counters...)
}

// has reports whether f is one of the project's files.
func (p *Project) has(f *File) bool {
	for _, g := range p.Files() {
		if g == f {
			return true
		}
	}
	return false
}

// MapFile is the file of the map with id mapID ("" for the first map), or
// nil.
func (p *Project) MapFile(mapID string) *File {
	if mapID == "" {
		if len(p.Maps) > 0 {
			return p.Maps[0]
		}
		return nil
	}
	for _, f := range p.Maps {
		if mapIDOf(f) == mapID {
			return f
		}
	}
	return nil
}

// mapIDOf is the map id of map file f: the loaded map's, or as written
// when the file does not load.
func mapIDOf(f *File) string {
	if r := f.Result(); r.Map != nil {
		return r.Map.ID
	}
	var top struct {
		ID string `toml:"id"`
	}
	if len(f.entries) > 0 {
		_, _ = toml.Decode(f.entries[0].Text, &top)
	}
	return top.ID
}

// Modified reports whether any file has edits not saved, or the project
// has files not saved yet (AddScenario's).
func (p *Project) Modified() bool {
	if len(p.unsaved) > 0 {
		return true
	}
	for _, f := range p.Files() {
		if f.Modified() {
			return true
		}
	}
	return false
}

// OnChange registers fn, called after every edit, undo and redo with the
// file changed, and with nil after a change of the whole project (a
// scenario added, files saved under new names).
func (p *Project) OnChange(fn func(f *File)) { p.onChange = append(p.onChange, fn) }

// notify tells the OnChange functions that f changed.
func (p *Project) notify(f *File) {
	for _, fn := range p.onChange {
		fn(f)
	}
}

// afterChange brings the project up to date after f's text changed: a
// scenario's check is stale when one of its files changed, and a
// scenario's change may name other files.
func (p *Project) afterChange(f *File) {
	if p.Scenario == nil {
		return
	}
	if f == p.Scenario {
		p.sync()
		return
	}
	p.Scenario.check = nil // checked again when asked (Result, Check)
}

// PreviewScenario is what the board shows: the scenario as edited, or, for
// a lone map, a scenario of its own around it (one side, no units); an
// error when the files do not load yet. Its module is freeplay whatever
// the scenario names, so that the board can always show it (whether the
// scenario's own module accepts it is Check's business).
func (p *Project) PreviewScenario() (*scenarios.Scenario, error) {
	var s *scenarios.Scenario
	var err error
	if p.Scenario != nil {
		s, err = p.load()
	} else {
		s, err = p.loneScenario()
	}
	if err != nil {
		return nil, err
	}
	preview := *s // the loaded scenario is shared: a copy of its own
	preview.Module = freeplay
	return &preview, nil
}

// PlayScenario is the scenario as edited, with its own module, to play
// (ErrNoScenario without one). It is loaded from the project's texts, saved
// or not; its File is the scenario file's name. A game of it can be saved
// only when PlayRef is not "".
func (p *Project) PlayScenario() (*scenarios.Scenario, error) {
	if p.Scenario == nil {
		return nil, ErrNoScenario
	}
	return p.load()
}

// PlayRef is how a game of PlayScenario names its scenario in a save
// (rules.Game.Ref): "builtin:NAME" for a bundled scenario none of whose
// files is edited, the scenario file's absolute path when the design is
// saved and has no unsaved edits, and "" otherwise: such a game plays, but
// a save of it could not find the scenario it was played with, so the
// design must be saved first.
func (p *Project) PlayRef() string {
	if p.Scenario == nil || p.Modified() {
		return ""
	}
	if p.Scenario.Builtin {
		return tomlfile.BuiltinPrefix + bundledName(p.Scenario)
	}
	if p.Dir == "" {
		return ""
	}
	abs, err := filepath.Abs(p.Scenario.Name)
	if err != nil {
		return ""
	}
	return abs
}

// load loads the scenario as edited, with its module.
func (p *Project) load() (*scenarios.Scenario, error) {
	return p.loadText(p.Scenario.Bytes())
}

// bundledName is the bundled name of bundled file f ("test-hex-flat").
func bundledName(f *File) string {
	return strings.TrimSuffix(filepath.Base(f.Name), ".toml")
}

// previewMap is the map of a lone catalogue's preview.
func previewMap() []byte {
	return NewMap("preview-map.toml", "preview", "Preview", newGrid).Bytes()
}

// loneScenario is the scenario of a project without one: the lone map
// with a catalogue of one side, or the lone catalogue on a blank map, as
// a freeplay scenario of one turn held in memory.
func (p *Project) loneScenario() (*scenarios.Scenario, error) {
	if len(p.Maps) == 0 && len(p.Counters) == 0 {
		return nil, errors.New("design: the design has no files")
	}
	const hidden = ".sandtable-preview"
	dir := Untitled
	files := map[string][]byte{}
	ref := func(f *File, fallback string) string {
		if f.Builtin && !f.Modified() {
			return tomlfile.BuiltinPrefix + bundledName(f)
		}
		if f.Builtin {
			files[f.Name] = f.Bytes()
			return tomlfile.BuiltinPrefix + bundledName(f)
		}
		base := filepath.Base(f.Name)
		if tomlfile.IsTOMLName(base) && !strings.HasPrefix(base, hidden) {
			dir = filepath.Dir(f.Name)
			files[f.Name] = f.Bytes()
			return base
		}
		files[filepath.Join(dir, fallback)] = f.Bytes()
		return fallback
	}
	var mapRef, countersRef string
	if len(p.Maps) > 0 {
		mapRef = ref(p.Maps[0], hidden+"-map.toml")
		countersRef = hidden + "-counters.toml"
		files[filepath.Join(dir, countersRef)] = catalogueFor(p.Maps[0].Result().Map, "preview", "Preview",
			[]SideSpec{{ID: "designer", Name: "Designer", Color: "#8a8a8a"}}, false)
	} else {
		countersRef = ref(p.Counters[0], hidden+"-counters.toml")
		mapRef = hidden + "-map.toml"
		files[filepath.Join(dir, mapRef)] = previewMap()
	}
	text := newScenario("preview", "Preview", mapRef, countersRef)
	return scenarios.LoadWith(filepath.Join(dir, hidden+".toml"), text, files)
}

// Check checks every file as `sandtable check` would if the project were
// saved now: a scenario with the current (unsaved) texts of its maps and
// catalogues. Results are by file: what the scenario's check finds in a
// map or catalogue of the project (its own errors, repeated, or what in it
// does not fit the scenario) is reported against that file, at its place
// there; the scenario keeps its own line naming the reference.
func (p *Project) Check() map[*File]*Result {
	out := map[*File]*Result{}
	byName := map[string]*File{}
	for _, f := range p.Files() {
		r := *f.Result()
		r.Messages = append([]Message(nil), r.Messages...)
		out[f] = &r
		byName[filepath.Clean(f.Name)] = f
	}
	s := p.Scenario
	if s == nil {
		return out
	}
	r := out[s]
	var keep []Message
	for _, m := range r.Messages {
		if m.Err == nil || m.Err.File == "" || filepath.Clean(m.Err.File) == filepath.Clean(s.Name) {
			keep = append(keep, m)
			continue
		}
		// A message about another file: its place is in that file.
		g := byName[filepath.Clean(m.Err.File)]
		if g == nil {
			keep = append(keep, m)
			continue
		}
		gr := out[g]
		dup := false
		for _, n := range gr.Messages {
			dup = dup || n.Text == m.Text
		}
		if !dup {
			one := []Message{m}
			g.locate(g.Bytes(), one)
			gr.Messages = append(gr.Messages, one[0])
		}
	}
	r.Messages = keep
	return out
}
