//go:build !unix && !windows

package atomicfile

import "os"

// lock does nothing where files cannot be locked this way.
func lock(*os.File) {}

// locked cannot tell: removeStale goes by age alone.
func locked(string) (inUse, known bool) { return false, false }
