package app

import (
	"crypto/rand"
	"encoding/binary"

	"sandtable/rules"
)

// newSeed is a fresh dice seed for a new game (kept in its saves).
func newSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) % (rules.MaxSeed + 1)
}
