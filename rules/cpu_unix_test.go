//go:build unix

package rules_test

import (
	"syscall"
	"testing"
)

// cpuPerOp reports the CPU time (user + system, all threads) per op
// beside the wall time: the machines are shared. Call it deferred at the
// start of a benchmark: defer cpuPerOp(b)().
func cpuPerOp(b *testing.B) func() {
	var r0 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &r0)
	return func() {
		var r1 syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &r1)
		cpu := r1.Utime.Nano() + r1.Stime.Nano() - r0.Utime.Nano() - r0.Stime.Nano()
		b.ReportMetric(float64(cpu)/float64(max(b.N, 1)), "cpu-ns/op")
	}
}
