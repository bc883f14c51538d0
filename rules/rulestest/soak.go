package rulestest

import "os"

// SoakEnv is the environment variable that asks the modules' random-play
// tests for their long versions: `make soak` sets it to 1. Without it
// (`make test`, a plain `go test`) they play a short seeded sample: a few
// games, or the first actions of a long one, with every check after
// every action still; the long versions play more games, each to its end.
const SoakEnv = "SANDTABLE_SOAK"

// Soak reports whether the long versions are asked for ($SANDTABLE_SOAK=1).
func Soak() bool { return os.Getenv(SoakEnv) == "1" }

// Sample is short without $SANDTABLE_SOAK and long with it (Soak): how
// many games or actions a random-play test plays.
func Sample(short, long int) int {
	if Soak() {
		return long
	}
	return short
}

// Seeds are the seeds of the games a random-play test plays: short
// without $SANDTABLE_SOAK (a few seeds picked to cover the test's options
// and choices), 1 to long with it (Soak).
func Seeds(short []uint64, long int) []uint64 {
	if !Soak() {
		return short
	}
	out := make([]uint64, long)
	for i := range out {
		out[i] = uint64(i + 1)
	}
	return out
}
