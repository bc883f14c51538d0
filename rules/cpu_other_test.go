//go:build !unix

package rules_test

import "testing"

// cpuPerOp reports nothing where there is no getrusage (cpu_unix_test.go).
func cpuPerOp(*testing.B) func() { return func() {} }
