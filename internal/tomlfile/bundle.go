package tomlfile

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// BuiltinPrefix marks the name of bundled data in file arguments and
// references: "builtin:test-hex-flat".
const BuiltinPrefix = "builtin:"

// Bundle is the data files a loader package embeds: Dir/NAME.toml in FS,
// reported in errors as Pkg/Dir/NAME.toml; and what the package knows of
// its kind of file: its format key and size limit.
type Bundle struct {
	FS      fs.FS  // the embedded files
	Dir     string // directory in FS holding the NAME.toml files: "data"
	Pkg     string // the loader package, which begins its errors: "maps"
	Kind    string // what one file is called in errors: "map"
	First   string // a name Names lists before the others, or ""
	Format  string // the format key of the kind: "sandtable-map"
	MaxSize int64  // the largest file of the kind, in bytes (at most MaxSize)
}

// CheckSize refuses text of file that is longer than b.MaxSize: loaders
// given text rather than a path call it first.
func (b Bundle) CheckSize(file string, text []byte) error {
	return CheckSize(file, b.Kind, text, b.MaxSize)
}

// Names lists the bundled files by name (without ".toml"): First, when it
// is bundled, then the rest sorted.
func (b Bundle) Names() []string {
	entries, _ := fs.ReadDir(b.FS, b.Dir)
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".toml"); ok && (b.First == "" || n != b.First) {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	if b.First != "" {
		if _, err := fs.ReadFile(b.FS, b.Dir+"/"+b.First+".toml"); err == nil {
			names = append([]string{b.First}, names...)
		}
	}
	return names
}

// Data is the text of the bundled file called name and the file name it
// is reported under, Pkg/Dir/NAME.toml. A BuiltinPrefix and a ".toml"
// suffix on name are ignored; an unknown name is an error that lists Names:
// `maps: no built-in map "x" (have a, b)`.
func (b Bundle) Data(name string) ([]byte, string, error) {
	name = strings.TrimSuffix(strings.TrimPrefix(name, BuiltinPrefix), ".toml")
	if !ValidID(name) {
		return nil, "", b.unknown(name)
	}
	text, err := fs.ReadFile(b.FS, b.Dir+"/"+name+".toml")
	if err != nil {
		return nil, "", b.unknown(name)
	}
	return text, b.Pkg + "/" + b.Dir + "/" + name + ".toml", nil
}

func (b Bundle) unknown(name string) error {
	return fmt.Errorf("%s: no built-in %s %q (have %s)", b.Pkg, b.Kind, name, strings.Join(b.Names(), ", "))
}

// Seed passes to add, one at a time, the text of every bundled file, in
// Names order, then of every file on disk matching glob: the starting
// corpus of a loader's fuzz test, whose (*testing.F).Add is add.
func (b Bundle) Seed(add func(args ...any), glob string) error {
	for _, n := range b.Names() {
		text, _, err := b.Data(n)
		if err != nil {
			return err
		}
		add(text)
	}
	files, _ := filepath.Glob(glob)
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		add(text)
	}
	return nil
}

// LoadFile loads path with builtin when it is "builtin:NAME" or
// "builtin:PKG/NAME" (passing NAME), and otherwise with load on the text of
// the file at path, read with ReadFile within b.MaxSize. A file that cannot
// be read is an error beginning with b.Pkg: "maps: open x.toml: no such
// file or directory".
func LoadFile[T any](b Bundle, path string, builtin func(name string) (T, error), load func(file string, text []byte) (T, error)) (T, error) {
	if name, ok := strings.CutPrefix(path, BuiltinPrefix); ok {
		return builtin(strings.TrimPrefix(name, b.Pkg+"/"))
	}
	text, err := ReadFile(path, b.Kind, b.MaxSize)
	if err != nil {
		var zero T
		return zero, fmt.Errorf("%s: %w", b.Pkg, err)
	}
	return load(path, text)
}

// LoadReferenced loads, with load, the file at path that another file
// names (a scenario's map, a save's scenario). It is read like LoadFile's,
// charged to budget when there is one, and loaded only when its top-level
// keys say it is of b.Format: otherwise the error says so and shows
// nothing of the file, which may be anything the other file pointed at.
func LoadReferenced[T any](b Bundle, path string, budget *Budget, load func(file string, text []byte) (T, error)) (T, error) {
	var zero T
	text, err := ReadFile(path, b.Kind, b.MaxSize)
	if err != nil {
		return zero, fmt.Errorf("%s: %w", b.Pkg, err)
	}
	return LoadReferencedText(b, path, text, budget, load)
}

// LoadReferencedText is LoadReferenced on text held in memory in place of
// the file at path (the designer's unsaved text of a file another names):
// the same size limit, budget and format check, with the same errors.
func LoadReferencedText[T any](b Bundle, path string, text []byte, budget *Budget, load func(file string, text []byte) (T, error)) (T, error) {
	var zero T
	if err := b.CheckSize(path, text); err != nil {
		return zero, fmt.Errorf("%s: %w", b.Pkg, err)
	}
	if budget != nil {
		if err := budget.Take(path, text); err != nil {
			return zero, fmt.Errorf("%s: %w", b.Pkg, err)
		}
	}
	if !Claims(text, b.Format) {
		return zero, fmt.Errorf("%s: %s is not a Sandtable %s: it does not begin with format = %q (check it with: sandtable check FILE)", b.Pkg, path, b.Kind, b.Format)
	}
	return load(path, text)
}

// Headed is a data file's top-level struct, which embeds Header.
type Headed interface {
	CheckHeader(d *Doc, want string)
}

// Load decodes text from file into f (a pointer) and checks its header
// against format; when both are clean it returns what build makes, unless
// build reported errors on the Doc. Any errors come back as Errors.
func Load[T any](file string, text []byte, format string, f Headed, build func(*Doc) T) (T, error) {
	var zero T
	doc, err := Decode(file, text, f)
	if err != nil {
		return zero, err
	}
	f.CheckHeader(doc, format)
	if doc.Failed() {
		return zero, doc.Err()
	}
	v := build(doc)
	if err := doc.Err(); err != nil {
		return zero, err
	}
	return v, nil
}
