// Package tomlfile is Sandtable's strict TOML decoding with positions.
//
// BurntSushi/toml parses the text; a small scanner over the same text maps
// every key path ("setup[3].at", "terrain.forest.color", "rows[7]") to its
// line and column; a strict reflection decoder fills Go structs and reports
// every unknown key and every value of the wrong type at its position. Data
// loaders then add their own semantic errors with (*Doc).Errorf, so that a
// user sees "FILE:LINE:COL: FIELD: MESSAGE" for every mistake in a file.
package tomlfile

import (
	"crypto/sha256"
	"encoding/hex"
)

// Digest is the hex SHA-256 of a file's text (and of any digests of files
// it depends on, in order): what saves record to notice that a scenario,
// map or counter set changed since the game was saved.
func Digest(text []byte, deps ...string) string {
	h := sha256.New()
	h.Write(text)
	for _, d := range deps {
		h.Write([]byte{0})
		h.Write([]byte(d))
	}
	return hex.EncodeToString(h.Sum(nil))
}
