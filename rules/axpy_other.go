//go:build !amd64 || purego

package rules

// hasFMA is false: axpy is axpyGo.
const hasFMA = false

// axpy is dst += k·src over len(src) entries (see axpyGo).
func axpy(dst, src []float64, k float64) { axpyGo(dst, src, k) }

// runAdd adds a[k]·v[x] to dst[k+x] for every k < len(a), x < n, where v
// = runs[at:at+n] (see runAddGo).
func runAdd(dst, runs []float64, at, n int, a []float64) { runAddGo(dst, runs, at, n, a) }
