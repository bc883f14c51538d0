// Command write writes the hostile data files of package hostile into a
// folder, NAME.toml each, for scripts/measure-loaders; it prints one line
// per file: its name, size in bytes and "refused" or "within".
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
	for _, f := range hostile.Files() {
		if err := os.WriteFile(filepath.Join(os.Args[1], f.Name+".toml"), f.Text, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "write:", err)
			os.Exit(1)
		}
		kind := "within"
		if f.Refused != "" {
			kind = "refused"
		}
		fmt.Printf("%s %d %s\n", f.Name, len(f.Text), kind)
	}
}
