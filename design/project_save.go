package design

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"sandtable/internal/atomicfile"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// ExistsError is SaveAs's refusal to replace files the design did not
// open: Files are their names inside Dir. SaveAsReplacing replaces them
// when the designer agrees.
type ExistsError struct {
	Dir   string
	Files []string
}

// Error names the folder and the files, and the two ways out.
func (e *ExistsError) Error() string {
	what := "a file"
	if len(e.Files) > 1 {
		what = "files"
	}
	return fmt.Sprintf("design: %s already has %s this design would save over (%s): choose an empty folder, or replace them",
		e.Dir, what, strings.Join(e.Files, ", "))
}

// Save writes every modified file to its path; an edited bundled map or
// catalogue is saved as a copy in the scenario's folder (maps/NAME.toml,
// counters/NAME.toml) and the scenario names the copy. A project that has
// no folder yet (Dir "", as a new one or one opened from bundled data)
// needs SaveAs: Save's error is then ErrNotSaved. Files the project made
// are not written over files of the same name it did not open
// (ExistsError), nor its own files over ones that are read-only or that
// another program changed since the project opened or saved them
// (ConflictError): nothing is written then. The files are written as one
// (atomicfile.WriteSet): killed at any moment, the save leaves them all
// old or all new.
func (p *Project) Save() error { return p.SaveReplacing(nil) }

// SaveReplacing is Save allowed to write over the files named in replace
// (relative to Dir, as an ExistsError or a ConflictError names them), and
// no others it would ask about.
func (p *Project) SaveReplacing(replace []string) error {
	if p.Dir == "" || p.Scenario != nil && p.Scenario.Builtin {
		return ErrNotSaved
	}
	return p.save(p.Dir, false, replace)
}

// SaveAs writes every file into folder dir (made when missing) and makes
// dir the project's: the scenario under its own name, its maps and
// catalogues where it names them (the same paths relative to it), edited
// bundled files as copies (maps/NAME.toml, counters/NAME.toml) with the
// scenario naming the copies; unedited bundled files stay bundled data
// ("builtin:NAME"). It does not replace a file of dir the project did not
// open: it returns an *ExistsError naming them, and writes nothing; nor
// one of its own that is read-only or changed since (ConflictError). The
// files are written as one, whole or not at all (atomicfile.WriteSet).
func (p *Project) SaveAs(dir string) error { return p.save(dir, true, nil) }

// SaveAsReplacing is SaveAs allowed to replace the files of dir named in
// replace (as an ExistsError or a ConflictError names them), and no
// others.
func (p *Project) SaveAsReplacing(dir string, replace []string) error {
	return p.save(dir, true, replace)
}

// saving is one file to write.
type saving struct {
	f    *File
	path string
}

// save writes the project into dir: every file when all, else the
// modified ones.
func (p *Project) save(dir string, all bool, replace []string) error {
	if dir == "" {
		return ErrNotSaved
	}
	dir = filepath.Clean(dir)
	plan, rewrite := p.plan(dir, all)
	// Refuse before changing anything.
	var exist []string
	for _, s := range plan {
		if _, err := os.Lstat(s.path); err == nil && !p.owns(s.path) {
			rel, _ := filepath.Rel(dir, s.path)
			if !slices.Contains(replace, rel) {
				exist = append(exist, rel)
			}
		}
	}
	pictures, picExist, err := p.pictureCopies(dir, plan, replace)
	if err != nil {
		return err
	}
	exist = append(exist, picExist...)
	if len(exist) > 0 {
		return &ExistsError{Dir: dir, Files: exist}
	}
	if c := p.conflicts(dir, plan, replace); len(c) > 0 {
		return &ConflictError{Dir: dir, Files: c}
	}
	if len(rewrite) > 0 {
		err := p.edit(p.Scenario, func() error {
			for _, r := range rewrite {
				if err := p.Scenario.SetElement(0, r.k.dir, r.index, r.text); err != nil {
					return err
				}
			}
			return nil
		}, false)
		if err != nil {
			return fmt.Errorf("design: cannot name the copies of bundled files in the scenario: %w", err)
		}
		p.Scenario.undo[len(p.Scenario.undo)-1].Name = "name the saved copies of bundled files"
	}
	set := make([]atomicfile.SetFile, len(plan))
	for k, s := range plan {
		set[k] = atomicfile.SetFile{Path: s.path, Data: s.f.Bytes()}
	}
	set = append(set, pictures...) // after the texts: set[k] is plan[k]'s
	if err := atomicfile.WriteSet(set); err != nil {
		if len(rewrite) > 0 {
			p.dropLast()
		}
		return fmt.Errorf("design: cannot save the design in %s: %w", dir, err)
	}
	for k, s := range plan {
		p.own(s.path, set[k].Data, true)
		if s.f.Name != s.path {
			s.f.Name, s.f.check = s.path, nil
		}
		s.f.Builtin = false
		s.f.MarkSaved()
		delete(p.unsaved, s.f)
	}
	p.written = p.written[:0]
	for _, s := range plan {
		p.written = append(p.written, s.path)
	}
	p.Dir = dir
	p.known = nil // by the old names
	if p.Scenario != nil {
		p.setScenario(p.Scenario)
		p.sync()
	}
	p.notify(nil)
	return nil
}

// plan is where each file to save goes in dir (every file when all, else
// those modified or not on disk yet), and the scenario's references to
// rewrite: edited bundled files to their copies, and a bundled scenario's
// plain names to "builtin:NAME" (a copy's plain names would be files).
func (p *Project) plan(dir string, all bool) ([]saving, []ref) {
	base := ""
	if fs := p.Files(); len(fs) > 0 && !fs[0].Builtin {
		base = filepath.Dir(fs[0].Name)
	}
	var plan []saving
	taken := map[string]bool{}
	var rewrite []ref
	refs := p.refs()
	scenarioBundled := p.Scenario != nil && p.Scenario.Builtin
	for _, r := range refs {
		if r.err == nil && r.bundled != "" && scenarioBundled && !strings.HasPrefix(r.text, tomlfile.BuiltinPrefix) {
			r.text = tomlfile.BuiltinPrefix + r.bundled
			rewrite = append(rewrite, r)
		}
	}
	// Files of the project's own first, so that copies give way to them.
	var copies []*File
	for _, f := range p.Files() {
		switch {
		case f.Builtin && f == p.Scenario, f.Builtin && p.Scenario == nil:
			s := saving{f: f, path: filepath.Join(dir, filepath.Base(f.Name))}
			plan = append(plan, s)
			taken[s.path] = true
		case f.Builtin:
			if f.Modified() {
				copies = append(copies, f)
			}
		case all || f.Modified() || p.unsaved[f]:
			path := f.Name
			if all {
				rel, err := filepath.Rel(base, f.Name)
				if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
					rel = filepath.Base(f.Name)
				}
				path = filepath.Join(dir, rel)
			}
			plan = append(plan, saving{f: f, path: path})
			taken[path] = true
		}
	}
	scenarioDir := dir
	if p.Scenario != nil && !all {
		scenarioDir = filepath.Dir(p.Scenario.Name)
	}
	for _, f := range copies {
		k := mapKind
		if slices.Contains(p.Counters, f) {
			k = countersKind
		}
		name := bundledName(f)
		rel := k.dir + "/" + name + ".toml"
		for n := 2; taken[filepath.Join(scenarioDir, filepath.FromSlash(rel))] || p.onDisk(filepath.Join(scenarioDir, filepath.FromSlash(rel))); n++ {
			rel = fmt.Sprintf("%s/%s-%d.toml", k.dir, name, n)
		}
		path := filepath.Join(scenarioDir, filepath.FromSlash(rel))
		taken[path] = true
		plan = append(plan, saving{f: f, path: path})
		for _, r := range refs {
			if r.err == nil && r.k.dir == k.dir && filepath.Clean(r.key) == filepath.Clean(f.Name) {
				r.text = rel
				rewrite = slices.DeleteFunc(rewrite, func(q ref) bool { return q.k.dir == r.k.dir && q.index == r.index })
				rewrite = append(rewrite, r)
			}
		}
	}
	if len(rewrite) > 0 && !slices.ContainsFunc(plan, func(s saving) bool { return s.f == p.Scenario }) {
		plan = append(plan, saving{f: p.Scenario, path: p.Scenario.Name})
	}
	return plan, rewrite
}

// onDisk reports whether a file the project does not own is at path (a
// copy goes to another name rather than ask to replace it).
func (p *Project) onDisk(path string) bool {
	_, err := os.Lstat(path)
	return err == nil && !p.owns(path)
}

// AddScenario gives a lone map (or catalogue) a freeplay scenario around
// it, with a catalogue of two sides when it has none (or a new 12×10 map
// for a lone catalogue): what an imported map needs before it can be
// played. The new files go in the map's folder (untitled/ when it has
// none), under names no file there has; they are saved with the project.
func (p *Project) AddScenario() error {
	if p.Scenario != nil {
		return errors.New("design: this design already has a scenario")
	}
	if len(p.Maps) == 0 && len(p.Counters) == 0 {
		return errors.New("design: the design has no files")
	}
	dir := p.Dir
	if dir == "" {
		dir = Untitled
	}
	refTo := func(f *File) (string, error) {
		if f.Builtin {
			return tomlfile.BuiltinPrefix + bundledName(f), nil
		}
		base := filepath.Base(f.Name)
		if !tomlfile.IsTOMLName(base) {
			return "", fmt.Errorf("design: a scenario names only .toml files: save %s as a .toml file first", f.Name)
		}
		dir = filepath.Dir(f.Name)
		return base, nil
	}
	var made []*File
	var mapRef, countersRef string
	id, name := "new-scenario", "New scenario"
	var err error
	if len(p.Maps) > 0 {
		if mapRef, err = refTo(p.Maps[0]); err != nil {
			return err
		}
		if r := p.Maps[0].Result(); r.Map != nil && tomlfile.ValidID(r.Map.ID) {
			id, name = r.Map.ID, r.Map.Name
		}
	}
	if len(p.Counters) > 0 {
		if countersRef, err = refTo(p.Counters[0]); err != nil {
			return err
		}
	}
	if mapRef == "" {
		mapRef = p.freeName(dir, "map.toml")
		m := NewMap(filepath.Join(dir, mapRef), "map", "New map", newGrid)
		p.Maps = []*File{m}
		made = append(made, m)
	}
	if countersRef == "" {
		countersRef = p.freeName(dir, "counters.toml")
		var m *maps.Map
		if len(p.Maps) > 0 {
			m = p.Maps[0].Result().Map
		}
		c := newFile(filepath.Join(dir, countersRef), catalogueFor(m, "counters", "New counters", twoSides, true), false)
		p.Counters = []*File{c}
		made = append(made, c)
	}
	s := newFile(filepath.Join(dir, p.freeName(dir, "scenario.toml")), newScenario(id, name, mapRef, countersRef), false)
	made = append(made, s)
	if p.unsaved == nil { // a Project made as a literal, not by a constructor
		p.unsaved = map[*File]bool{}
	}
	for _, f := range made {
		p.unsaved[f] = true
	}
	p.setScenario(s)
	p.sync()
	p.notify(nil)
	return nil
}

// freeName is name, or name-2, name-3... (before ".toml"): one that no
// file of the project and no file in dir (when saved) has.
func (p *Project) freeName(dir, name string) string {
	stem := strings.TrimSuffix(name, ".toml")
	for n := 2; ; n++ {
		path := filepath.Join(dir, name)
		used := p.Dir != "" && p.onDisk(path)
		for _, f := range p.Files() {
			used = used || filepath.Clean(f.Name) == path
		}
		if !used {
			return name
		}
		name = fmt.Sprintf("%s-%d.toml", stem, n)
	}
}
