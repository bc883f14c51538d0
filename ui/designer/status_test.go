package designer

import (
	"errors"
	"strings"
	"testing"
)

// An error in the status bar goes once it no longer holds: a refused
// edit's error with the next edit that goes through, and a problem an
// edit made with the edit that mends it (other problems left). Before,
// the error stayed until something else wrote in the status bar.
func TestStatusErrorDoesNotOutstayItsProblem(t *testing.T) {
	d := newTestDesigner(t)
	f := d.Proj.Maps[0]
	refused := errors.New("design: refused for the test")
	if err := d.Edit(f, nil, func() error { return refused }); err == nil {
		t.Fatal("the refused edit went through")
	}
	if d.Status() != refused.Error() {
		t.Fatalf("after a refused edit the status says %q", d.Status())
	}
	if err := d.Edit(f, nil, func() error { return f.SetKey(0, "description", "Renamed for the test") }); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(d.Status(), "refused") {
		t.Errorf("after an edit that went through the status still says %q", d.Status())
	}

	// Two problems, the second one shown; mending it leaves the first.
	if err := d.Edit(f, nil, func() error { return f.SetKey(0, "default_terrain", "nowhere") }); err != nil {
		t.Fatal(err)
	}
	first := d.Status()
	if err := d.Edit(f, nil, func() error { return f.SetKey(0, "background", "not a colour") }); err != nil {
		t.Fatal(err)
	}
	second := d.Status()
	if second == first || !strings.Contains(second, "background") {
		t.Fatalf("the second problem: status %q (the first %q)", second, first)
	}
	if err := d.Edit(f, nil, func() error { return f.SetKey(0, "background", "#f4eedc") }); err != nil {
		t.Fatal(err)
	}
	if got := d.Status(); got != "Mended; 1 problem left (see Problems)" {
		t.Errorf("after mending the problem shown the status says %q", got)
	}
	if n := len(d.Problems()); n != 1 {
		t.Errorf("%d problems left, want 1", n)
	}
}
