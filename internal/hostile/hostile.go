// Package hostile makes hostile data files: the inputs that once took
// gigabytes or minutes before a loader refused them, and the costliest
// inputs the limits of internal/tomlfile still let through. Tests assert
// how each is refused, a benchmark times them, and scripts/measure-loaders
// writes them out (internal/hostile/write) to measure the program itself.
package hostile

import (
	"bytes"
	"fmt"
	"strings"

	"sandtable/internal/tomlfile"
)

// File is one hostile input.
type File struct {
	Name string // a short name, also its file name without ".toml"
	What string // what it attacks
	Text []byte
	// Refused is the end of the error that refuses the file before it is
	// parsed (after "FILE:LINE:COL: "), or "" for a file within the limits,
	// which must be parsed (and loaded or refused for its contents) fast.
	Refused string
}

const mapHead = "format = \"sandtable-map\"\nversion = 1\n"

// Messages of the refusals, as tomlfile words them.
var (
	tooDeep   = fmt.Sprintf("nested more than %d levels deep (each part of a table name or dotted key, each array and each inline table is a level)", tomlfile.MaxDepth)
	tooLong   = fmt.Sprintf("a key is longer than %d bytes", tomlfile.MaxKeyLen)
	tooMany   = fmt.Sprintf("more than %d keys, tables and array elements", tomlfile.MaxValues)
	tooBigKey = fmt.Sprintf("the key paths of all keys and tables add up to more than %d MB", tomlfile.MaxKeyBytes>>20)
)

// Files makes every hostile input. Within is the number of values the
// inputs within the limits have: tomlfile.MaxValues less a little.
func Files() []File {
	const within = tomlfile.MaxValues - 10
	k := strings.Repeat("k", tomlfile.MaxKeyLen)
	var deepHeader []string
	for range tomlfile.MaxDepth - 1 {
		deepHeader = append(deepHeader, k)
	}
	big := text(mapHead, "x = \"", repeat("a", tomlfile.MaxSize), "\"\n")
	return []File{
		{"nested-inline-tables", "40 KB of inline tables in inline tables: 4.95 GB and 31 s in the TOML parser before the limits",
			text(mapHead, "x = ", repeat("{a=", 40<<10/3), "1", repeat("}", 40<<10/3), "\n"), tooDeep},
		{"nested-arrays", "40 KB of arrays in arrays",
			text(mapHead, "x = ", repeat("[", 20<<10), repeat("]", 20<<10), "\n"), tooDeep},
		{"dotted-key", "a 1 MB dotted key: its parts nest (21 GB before the limits)",
			text(mapHead, "x", repeat(".a", 1<<19), " = 1\n"), tooDeep},
		{"deep-table-header", "a table header of 20,000 parts",
			text(mapHead, "[", strings.TrimSuffix(repeat("a.", 20000), "."), "]\n"), tooDeep},
		{"long-key", "a 1 MB key",
			text(mapHead, repeat("k", 1<<20), " = 1\n"), tooLong},
		{"long-table-many-keys", "100,000 keys in a table with a 100 KB name: the parser rebuilds the name for each (12.7 GB before the limits)",
			text(mapHead, "[", repeat("k", 100<<10), "]\n", lines(100000, "x%d = 1\n")), tooLong},
		{"long-key-paths", "thousands of keys under the longest table name the limits allow",
			text(mapHead, "[", strings.Join(deepHeader, "."), "]\n", lines(4000, "x%d = 1\n")), tooBigKey},
		{"many-values", "an array of 1,000,000 integers",
			text(mapHead, "x = [", repeat("1,", 1000000), "]\n"), tooMany},
		{"many-tables", "150,000 [[a]] headers",
			text(mapHead, repeat("[[a]]\n", 150000)), tooMany},
		{"too-big", "a string as long as the largest data file",
			big, fmt.Sprintf("is %s, more than the %s limit of a Sandtable data file", tomlfile.Size(int64(len(big))), tomlfile.Size(tomlfile.MaxSize))},

		// Within the limits: the costliest shapes measured.
		{"max-nested-inline-values", "inline tables 7 deep, as many as the limits allow",
			text(mapHead, "x = [", repeat("{a="+repeat("{a=", 6)+"1"+repeat("}", 7)+",", within/15), "]\n"), ""},
		{"max-inline-values", "small inline tables, as many as the limits allow",
			text(mapHead, "x = [", repeat("{a=1},", within/2), "]\n"), ""},
		{"max-unknown-keys", "keys the map format does not know, as many as the limits allow",
			text(mapHead, lines(within, "k%d = 1\n")), ""},
		{"max-tables", "tables the map format does not know, as many as the limits allow",
			text(mapHead, lines(within, "[t%d]\n")), ""},
		{"max-graph-map", "a valid graph map of 14,000 spaces in a chain of connections",
			graphMap(14000), ""},
	}
}

func text(parts ...string) []byte {
	var b bytes.Buffer
	for _, p := range parts {
		b.WriteString(p)
	}
	return b.Bytes()
}

func repeat(s string, n int) string { return strings.Repeat(s, n) }

// lines is format filled with 0 to n-1, one after another.
func lines(n int, format string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, format, i)
	}
	return b.String()
}

// graphMap is a valid graph map of n spaces on a 500-wide lattice, each
// joined to the next.
func graphMap(n int) []byte {
	var b bytes.Buffer
	b.WriteString(mapHead + "id = \"big\"\nname = \"Big\"\n[grid]\nkind = \"graph\"\n[terrain.clear]\ncolor = \"#fff\"\n")
	for i := range n {
		fmt.Fprintf(&b, "[[space]]\nid = \"s%d\"\nx = %d\ny = %d\n", i, i%500*10, i/500*10)
	}
	for i := range n - 1 {
		fmt.Fprintf(&b, "[[connection]]\na = \"s%d\"\nb = \"s%d\"\n", i, i+1)
	}
	return b.Bytes()
}
