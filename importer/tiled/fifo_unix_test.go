//go:build unix

package tiled

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A map, tileset or image that is a named pipe is refused before it is
// opened to read: opening it would wait for a writer for ever. Each import
// runs with its own deadline, so that a regression fails the test instead
// of hanging the suite.
func TestNamedPipes(t *testing.T) {
	dir := t.TempDir()
	for _, p := range []string{"map.tmx", "pipe.tsx", "pipe.png"} {
		if err := syscall.Mkfifo(filepath.Join(dir, p), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files := map[string]string{
		"tileset.tmx": `<map orientation="orthogonal" width="1" height="1" tilewidth="16" tileheight="16"><tileset firstgid="1" source="pipe.tsx"/><layer name="g" width="1" height="1"><data encoding="csv">1</data></layer></map>`,
		"image.tmx":   `<map orientation="orthogonal" width="1" height="1" tilewidth="16" tileheight="16"><tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1" columns="1"><image source="pipe.png"/></tileset><layer name="g" width="1" height="1"><data encoding="csv">1</data></layer></map>`,
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		file, err, report string
	}{
		{"map.tmx", "tiled: " + dir + "/map.tmx: is a named pipe, not a file", ""},
		{"tileset.tmx", `tiled: ` + dir + `/tileset.tmx: tileset "pipe.tsx": ` + dir + `/pipe.tsx: is a named pipe, not a file`, ""},
		{"image.tmx", "", `terrain "t 0": no colour from its tiles (` + dir + `/pipe.png: is a named pipe, not a file): grey`},
	} {
		type result struct {
			res *Result
			err error
		}
		done := make(chan result, 1)
		go func() {
			res, err := ImportFile(filepath.Join(dir, c.file))
			done <- result{res, err}
		}()
		select {
		case r := <-done:
			if c.err != "" {
				if r.err == nil || r.err.Error() != c.err {
					t.Errorf("%s: got %v, want %s", c.file, r.err, c.err)
				}
				continue
			}
			if r.err != nil {
				t.Fatalf("%s: %v", c.file, r.err)
			}
			if !reportHas(r.res.Report, c.report) {
				t.Errorf("%s: report %s\nwant %s", c.file, strings.Join(r.res.Report, "\n"), c.report)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: still importing after 10 s", c.file) // the goroutine stays blocked; the test binary ends with it
		}
	}
}
