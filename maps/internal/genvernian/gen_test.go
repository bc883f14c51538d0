package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestUpToDate fails when maps/data holds maps other than the generator's
// output: run "go run ./maps/internal/genvernian" from the repository root.
func TestUpToDate(t *testing.T) {
	west, england := generate()
	for _, f := range []*mapFile{west, england} {
		path := filepath.Join("..", "..", "data", f.id+".toml")
		have, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if string(have) != f.String() {
			t.Errorf("%s is not what the generator makes; run go run ./maps/internal/genvernian", path)
		}
	}
}
