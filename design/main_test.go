package design

import (
	"testing"

	"sandtable/internal/testchild"
)

// TestMain lets a test run this binary as another process: one of
// children.
func TestMain(m *testing.M) { testchild.Main(m, children) }

// children are what a test may run in another process (testchild.Start).
var children = map[string]func(){}
