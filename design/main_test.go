package design

import (
	"os"
	"testing"
)

// TestMain lets a test run this binary as another process that runs one
// of children (named by DESIGN_TEST_CHILD) and exits.
func TestMain(m *testing.M) {
	if name := os.Getenv("DESIGN_TEST_CHILD"); name != "" {
		children[name]()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// children are what a test may run in another process (TestMain).
var children = map[string]func(){}
