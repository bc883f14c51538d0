package tomlfile

import (
	"math"
	"strings"
	"testing"
)

func TestValidID(t *testing.T) {
	for _, s := range []string{"a", "test-hex-flat", "W7005", "inf_5.3", "0"} {
		if !ValidID(s) {
			t.Errorf("ValidID(%q) = false", s)
		}
	}
	for _, s := range []string{"", "-a", "_a", "a b", "é", "a/b", strings.Repeat("x", 65)} {
		if ValidID(s) {
			t.Errorf("ValidID(%q) = true", s)
		}
	}
}

func TestChecks(t *testing.T) {
	d, err := Decode("c.toml", []byte("id = \"a b\"\nkind = \"tank\"\nx = nan\nname = \" \"\n"), &map[string]any{})
	if err != nil {
		t.Fatal(err)
	}
	d.CheckID("id", "a b")
	d.CheckID("missing_id", "")
	d.CheckOneOf("kind", "tank", []string{"infantry", "armor"})
	d.CheckFinite("x", math.NaN())
	d.Required("name", " ")
	want := "c.toml: missing_id: missing\n" +
		"c.toml:1:1: id: \"a b\" is not a valid id (use letters, digits, '_', '-' and '.', at most 64)\n" +
		"c.toml:2:1: kind: \"tank\" is not one of infantry, armor\n" +
		"c.toml:3:1: x: must be a finite number, got NaN\n" +
		"c.toml:4:1: name: missing"
	if got := d.Err().Error(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
