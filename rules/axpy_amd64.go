//go:build !purego

package rules

import "golang.org/x/sys/cpu"

// hasFMA reports whether axpy may use the AVX2/FMA assembly.
var hasFMA = cpu.X86.HasAVX2 && cpu.X86.HasFMA

// axpyFMA is axpyGo in AVX2/FMA assembly; len(dst) >= len(src).
//
//go:noescape
func axpyFMA(dst, src []float64, k float64)

// axpy is dst += k·src over len(src) entries (see axpyGo); it panics, as
// axpyGo does, when dst is shorter than src.
func axpy(dst, src []float64, k float64) {
	if !hasFMA || len(src) < 4 {
		axpyGo(dst, src, k)
		return
	}
	_ = dst[len(src)-1]
	axpyFMA(dst, src, k)
}

// runAddFMA is runAdd's convolution in AVX2/FMA assembly: for o < out (a
// multiple of runBlock), dst[o] += Σ_k a[k]·v[o-k], reading v[-len(a)+1]
// to v[out-1].
//
//go:noescape
func runAddFMA(dst, v *float64, a []float64, out int)

// runAdd adds a[k]·v[x] to dst[k+x] for every k < len(a), x < n, where v
// = runs[at:at+n] (see runAddGo).
func runAdd(dst, runs []float64, at, n int, a []float64) {
	if !hasFMA || len(a) == 0 || n == 0 {
		runAddGo(dst, runs, at, n, a)
		return
	}
	out := (n + len(a) - 1 + runBlock - 1) / runBlock * runBlock
	_, _, _ = runs[at-len(a)+1], runs[at+out-1], dst[out-1]
	runAddFMA(&dst[0], &runs[at], a, out)
}
