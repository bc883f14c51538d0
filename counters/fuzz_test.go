package counters

import "testing"

// FuzzLoad checks that no input makes the loader panic.
func FuzzLoad(f *testing.F) {
	if err := bundle.Seed(f.Add, "testdata/*.toml"); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		c, err := Load("fuzz.toml", text)
		if err != nil {
			return
		}
		_ = c.Summary()
		for _, u := range c.Units {
			if len(u.Steps) == 0 || c.Nation(u.Nation) == nil || c.SideOf(u) == nil {
				t.Fatalf("unit %q loaded without steps, nation or side", u.ID)
			}
		}
	})
}
