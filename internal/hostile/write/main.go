// Command write writes the hostile inputs of package hostile into a
// folder, for scripts/measure-loaders: each data file as NAME.toml, each
// set of files (a scenario and its maps, a Tiled map and its pictures) in
// a folder NAME. It prints one line per input: its name, size in bytes,
// "refused" or "within", the command that reads it (check, scenario: check,
// state and play, or import) and its path in the folder.
//
//	go run ./internal/hostile/write DIR
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"sandtable/internal/hostile"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: write DIR")
		os.Exit(2)
	}
	dir := os.Args[1]
	kind := func(refused string) string {
		if refused != "" {
			return "refused"
		}
		return "within"
	}
	for _, f := range hostile.Files() {
		write(filepath.Join(dir, f.Name+".toml"), f.Text)
		fmt.Printf("%s %d %s check %s.toml\n", f.Name, len(f.Text), kind(f.Refused), f.Name)
	}
	sets := func(sets []hostile.Set, cmd string) {
		for _, s := range sets {
			if err := os.MkdirAll(filepath.Join(dir, s.Name), 0o755); err != nil {
				fail(err)
			}
			path, err := s.Write(filepath.Join(dir, s.Name))
			if err != nil {
				fail(err)
			}
			size := int64(0)
			entries, _ := os.ReadDir(filepath.Join(dir, s.Name))
			for _, e := range entries {
				if fi, err := e.Info(); err == nil {
					size += fi.Size()
				}
			}
			rel, _ := filepath.Rel(dir, path)
			fmt.Printf("%s %d %s %s %s\n", s.Name, size, kind(s.Refused), cmd, rel)
		}
	}
	sets(hostile.Scenarios(), "scenario")
	sets(hostile.Imports(), "import")
}

func write(path string, text []byte) {
	if err := os.WriteFile(path, text, 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "write:", err)
	os.Exit(1)
}
