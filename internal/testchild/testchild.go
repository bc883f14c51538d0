// Package testchild runs a test binary again as a child process that does
// one thing and exits: for tests that kill a process in the middle of its
// work (a save) to see what a crash there leaves. Only tests import it.
package testchild

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// env names the child a test binary runs as.
const env = "SANDTABLE_TEST_CHILD"

// Main is a package's TestMain: run as a child (Start), the binary runs
// children[name] and exits 0; otherwise it runs the tests.
func Main(m *testing.M, children map[string]func()) {
	if name := os.Getenv(env); name != "" {
		fn, ok := children[name]
		if !ok {
			os.Stderr.WriteString("testchild: no child " + name + "\n")
			os.Exit(2)
		}
		fn()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// A Child is the test binary running one of Main's children.
type Child struct {
	Cmd *exec.Cmd
	// Out reads what the child writes on its standard output.
	Out    *bufio.Reader
	stderr bytes.Buffer
}

// Start runs the test binary again as the child called name, with env
// ("KEY=value") added to its environment.
func Start(t testing.TB, name string, env ...string) *Child {
	t.Helper()
	c := &Child{Cmd: exec.Command(os.Args[0], "-test.run=^$")}
	c.Cmd.Env = append(append(os.Environ(), "SANDTABLE_TEST_CHILD="+name), env...)
	out, err := c.Cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	c.Cmd.Stderr = &c.stderr
	if err := c.Cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c.Out = bufio.NewReader(out)
	return c
}

// Kill ends the child with SIGKILL (on Windows, as TerminateProcess).
func (c *Child) Kill() { c.Cmd.Process.Kill() }

// Killed waits for the child and reports whether SIGKILL ended it (false:
// it did its work and exited); it fails the test, with what the child
// wrote on its standard error, when the child failed otherwise.
func (c *Child) Killed(t testing.TB) bool {
	t.Helper()
	go c.Out.WriteTo(new(bytes.Buffer)) // what is left unread
	err := c.Cmd.Wait()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		if ws, ok := exit.Sys().(syscall.WaitStatus); ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL {
			return true
		}
	}
	if err != nil {
		t.Fatalf("the child process: %v\n%s", err, c.stderr.String())
	}
	return false
}

// Run runs the child called name to its end, or its kill; it reports
// whether it was killed (see Killed).
func Run(t testing.TB, name string, env ...string) bool {
	t.Helper()
	return Start(t, name, env...).Killed(t)
}

// KillSelf ends this process with SIGKILL at once, as a crash would: no
// deferred function runs, no buffer is flushed.
func KillSelf() {
	if p, err := os.FindProcess(os.Getpid()); err == nil {
		p.Kill()
	}
	for {
		time.Sleep(time.Hour) // until the signal ends the process
	}
}
