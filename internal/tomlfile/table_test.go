package tomlfile

import (
	"fmt"
	"strings"
	"testing"
)

// upper is a TextUnmarshaler that refuses lower-case text.
type upper string

func (u *upper) UnmarshalText(b []byte) error {
	if strings.ToUpper(string(b)) != string(b) {
		return fmt.Errorf("%q is not upper case", b)
	}
	*u = upper(b)
	return nil
}

func TestDecodeTableStrictAndPositioned(t *testing.T) {
	src := []byte("id = \"x\"\n\n[rules]\nname = \"A\"\n\n[rules.crt]\ncolumns = [\"1:1\"]\ncolums = 3\n")
	var v struct {
		Name upper `toml:"name"`
		CRT  struct {
			Columns []string `toml:"columns"`
		} `toml:"crt"`
	}
	_, err := DecodeTable("s.toml", src, "rules", &v)
	if err == nil || !strings.Contains(err.Error(), "s.toml:8:1: rules.crt.colums: unknown key") {
		t.Fatalf("want the unknown key at s.toml:8:1, got %v", err)
	}
	if v.Name != "A" || len(v.CRT.Columns) != 1 {
		t.Errorf("decoded %+v", v)
	}
	bad := []byte("[rules]\nname = \"a\"\n")
	if _, err := DecodeTable("s.toml", bad, "rules", &v); err == nil || !strings.Contains(err.Error(), "s.toml:2:1: rules.name:") {
		t.Errorf("a refused UnmarshalText should be an error at the key, got %v", err)
	}
	var w struct{ X int }
	if _, err := DecodeTable("s.toml", []byte("a = 1\n"), "rules", &w); err != nil {
		t.Errorf("a missing table is not an error: %v", err)
	}
}
