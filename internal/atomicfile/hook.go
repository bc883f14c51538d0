package atomicfile

// OnStep makes fn run before each step of every set write (WriteSet) and
// of its recovery (Recover), until the returned function puts things
// back. It is for tests of packages that save with WriteSet: a test kills
// its process in fn to see what a crash at each moment leaves. Not safe
// while a set is being written.
func OnStep(fn func()) (restore func()) {
	old := step
	step = fn
	return func() { step = old }
}
