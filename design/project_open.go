package design

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"

	"sandtable/counters"
	"sandtable/internal/atomicfile"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
	"sandtable/scenarios"
)

// kind is what the designer knows of one kind of data file.
type kind struct {
	dir     string // "maps", "counters", "scenarios": OpenBuiltin's kind, the folder of saved copies
	what    string // "map": what one file is called in errors
	format  string
	maxSize int64
	data    func(name string) ([]byte, string, error) // the bundled file called name
}

var (
	mapKind      = kind{"maps", "map", maps.Format, maps.MaxFileSize, maps.BuiltinData}
	countersKind = kind{"counters", "catalogue", counters.Format, counters.MaxFileSize, counters.BuiltinData}
	scenarioKind = kind{"scenarios", "scenario", scenarios.Format, scenarios.MaxFileSize, scenarios.BuiltinData}
)

// OpenProject opens the scenario, map or catalogue at path (a file, or
// "builtin:NAME" for a bundled scenario, map or catalogue, in that order;
// "builtin:maps/NAME" and the like pick one) with every file a scenario
// names. A scenario's bundled references ("builtin:NAME", and a bundled
// scenario's plain names) open the bundled files, editable (saved as
// copies); its other references open the files in its folder as the
// loader reads them (within the same limits, and only files that say they
// are of the kind named). A reference that cannot be opened is left out:
// the scenario's check says why. The file at path itself must be a
// Sandtable data file: the error says why not, naming it.
func OpenProject(path string) (*Project, error) {
	if name, ok := strings.CutPrefix(path, tomlfile.BuiltinPrefix); ok {
		return openBuiltin(name)
	}
	file := filepath.Clean(path)
	// A save of the design cut short is finished, or undone, first: the
	// files are then all old or all new on disk, as they are read.
	if err := atomicfile.Recover(filepath.Dir(file)); err != nil {
		return nil, fmt.Errorf("design: %w", err)
	}
	text, err := tomlfile.ReadFile(file, "Sandtable data", tomlfile.MaxSize)
	if err != nil {
		return nil, fmt.Errorf("design: %w", err)
	}
	k, err := kindOf(file, text)
	if err != nil {
		return nil, err
	}
	p := newProject()
	p.Dir = filepath.Dir(file)
	p.own(file, text, false)
	f := newFile(file, text, false)
	p.add(k, f)
	return p, nil
}

// kindOf is the kind of data file text is, by its format key, refusing
// one larger than its kind's limit; file names it in errors.
func kindOf(file string, text []byte) (kind, error) {
	format, _, err := tomlfile.Sniff(file, text)
	if err != nil {
		return kind{}, fmt.Errorf("design: %w", err)
	}
	var k kind
	switch format {
	case maps.Format:
		k = mapKind
	case counters.Format:
		k = countersKind
	case scenarios.Format:
		k = scenarioKind
	default:
		return kind{}, fmt.Errorf("design: %s: format %q is not a Sandtable data format (use %q, %q or %q)",
			file, format, maps.Format, counters.Format, scenarios.Format)
	}
	if err := tomlfile.CheckSize(file, k.what, text, k.maxSize); err != nil {
		return kind{}, fmt.Errorf("design: %w", err)
	}
	return k, nil
}

// openBuiltin opens the bundled scenario, map or catalogue called name
// ("NAME", or "scenarios/NAME", "maps/NAME", "counters/NAME").
func openBuiltin(name string) (*Project, error) {
	dir, rest, qualified := strings.Cut(name, "/")
	kinds := []kind{scenarioKind, mapKind, countersKind}
	if qualified {
		kinds = nil
		for _, k := range []kind{scenarioKind, mapKind, countersKind} {
			if k.dir == dir {
				kinds = []kind{k}
			}
		}
		if kinds == nil {
			return nil, fmt.Errorf("design: %q: use builtin:scenarios/NAME, builtin:maps/NAME or builtin:counters/NAME", name)
		}
	} else {
		rest = name
	}
	for _, k := range kinds {
		text, file, err := k.data(rest)
		if err != nil {
			if qualified {
				return nil, fmt.Errorf("design: %w", err)
			}
			continue
		}
		p := newProject()
		p.add(k, newFile(file, text, true))
		return p, nil
	}
	return nil, fmt.Errorf("design: no built-in scenario, map or catalogue %q", name)
}

// add makes f, of kind k, the project's scenario (with the files it
// names), or its lone map or catalogue.
func (p *Project) add(k kind, f *File) {
	switch k.format {
	case maps.Format:
		p.Maps = []*File{f}
	case counters.Format:
		p.Counters = []*File{f}
	default:
		p.setScenario(f)
		p.sync()
	}
}

// ref is one map or catalogue reference of the scenario, resolved.
type ref struct {
	k       kind
	index   int    // in the scenario's maps or counters list
	text    string // as the scenario writes it
	bundled string // the bundled name it stands for, or ""
	key     string // the file's name in errors: its path, or the bundled file's name
	err     error  // why it names no file
}

// refs are the scenario's map and catalogue references as its text
// writes them now (its top-level keys), resolved as the loader resolves
// them.
func (p *Project) refs() []ref {
	s := p.Scenario
	if s == nil || len(s.entries) == 0 {
		return nil
	}
	var top scenarios.FileScenario
	if _, err := toml.Decode(s.entries[0].Text, &top); err != nil {
		return nil
	}
	dir := filepath.Dir(s.Name)
	var out []ref
	for _, l := range []struct {
		k    kind
		refs []string
	}{{mapKind, top.Maps}, {countersKind, top.Counters}} {
		for i, text := range l.refs {
			out = append(out, resolve(l.k, i, text, dir, s.Builtin))
		}
	}
	return out
}

// resolve resolves reference text of kind k, the i-th of a scenario in
// folder dir (bundled: a bundled scenario).
func resolve(k kind, i int, text, dir string, bundled bool) ref {
	r := ref{k: k, index: i, text: text}
	name, isBundled := strings.CutPrefix(text, tomlfile.BuiltinPrefix)
	if !isBundled && bundled {
		name, isBundled = strings.TrimSuffix(text, ".toml"), true
	}
	if isBundled {
		r.bundled = strings.TrimPrefix(name, k.dir+"/")
		_, r.key, r.err = k.data(r.bundled)
		return r
	}
	r.key, r.err = scenarios.RefPath(dir, text)
	return r
}

// sync brings the project's maps and catalogues into the order of the
// scenario's references, opening the files of references it has not
// opened yet (a file opened before is the same File again). A file no
// longer named stays in the project (after the others) while it has
// unsaved edits or edits Undo may reach.
func (p *Project) sync() {
	if p.Scenario == nil {
		return
	}
	budget := scenarios.NewBudget()
	_ = budget.Take(p.Scenario.Name, p.Scenario.Bytes())
	if p.known == nil {
		p.known = map[string]*File{}
	}
	byKey := p.known // files opened before keep their identity
	for _, f := range append(append([]*File(nil), p.Maps...), p.Counters...) {
		byKey[filepath.Clean(f.Name)] = f
		if !f.Builtin {
			_ = budget.Take(f.Name, f.Bytes())
		}
	}
	order := map[string][]*File{}
	used := map[*File]bool{}
	for _, r := range p.refs() {
		if r.err != nil {
			continue
		}
		f := byKey[filepath.Clean(r.key)]
		if f == nil {
			f = p.openRef(r, budget)
			if f == nil {
				continue
			}
			byKey[filepath.Clean(r.key)] = f
		}
		if !used[f] {
			used[f] = true
			order[r.k.dir] = append(order[r.k.dir], f)
		}
	}
	keep := func(have []*File, k kind) []*File {
		out := order[k.dir]
		for _, f := range have {
			if !used[f] && (f.Modified() || p.unsaved[f] || p.inHistory(f)) {
				out = append(out, f)
			}
		}
		return out
	}
	p.Maps, p.Counters = keep(p.Maps, mapKind), keep(p.Counters, countersKind)
}

// openRef opens the file reference r names, or nil when it cannot be (the
// scenario's check says why). Files on disk are read within their kind's
// size limit and budget, and kept only when they say they are of r's
// kind; a project not saved yet reads none.
func (p *Project) openRef(r ref, budget *tomlfile.Budget) *File {
	if r.bundled != "" {
		text, file, err := r.k.data(r.bundled)
		if err != nil {
			return nil
		}
		return newFile(file, text, true)
	}
	if p.Dir == "" && !p.Scenario.Builtin {
		return nil
	}
	text, err := tomlfile.ReadFile(r.key, r.k.what, r.k.maxSize)
	if err != nil || budget.Take(r.key, text) != nil || !tomlfile.Claims(text, r.k.format) {
		return nil
	}
	p.own(r.key, text, false)
	return newFile(r.key, text, false)
}

// NewProjectFrom is a project of one data file given as text, not saved
// yet (Dir ""): an imported map, say (importer/tiled), called name in
// messages, e.g. filepath.Join(Untitled, "west.toml"); SaveAs saves it
// under name's base name. Its file counts as unsaved (Modified). A
// scenario's bundled references are opened with it; files it names in a
// folder are not (it has none yet). The text must be a Sandtable data
// file of at most its kind's size.
func NewProjectFrom(name string, text []byte) (*Project, error) {
	name = filepath.Clean(name)
	k, err := kindOf(name, text)
	if err != nil {
		return nil, err
	}
	p := newProject()
	f := newFile(name, text, false)
	p.unsaved[f] = true
	p.add(k, f)
	return p, nil
}
