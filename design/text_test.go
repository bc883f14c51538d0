package design

import (
	"strings"
	"testing"
)

// TestArrayStringEdits adds and removes strings in arrays written in the
// layouts data files use; the expected texts are worked out by hand.
func TestArrayStringEdits(t *testing.T) {
	cases := []struct {
		name, text string
		add        string // string to append; "" to remove element rm
		rm         int
		want       string
	}{
		{"append one-line", "[[e]]\nb = [\"a\", \"b\"] # x\n", "c", 0, "[[e]]\nb = [\"a\", \"b\", \"c\"] # x\n"},
		{"append after trailing comma", "[[e]]\nb = [\"a\",]\n", "c", 0, "[[e]]\nb = [\"a\", \"c\"]\n"},
		{"append to empty", "[[e]]\nb = []\n", "c", 0, "[[e]]\nb = [\"c\"]\n"},
		{"append missing key", "[[e]]\nf = 1\n", "c", 0, "[[e]]\nf = 1\nb = [\"c\"]\n"},
		{"append multi-line", "[[e]]\nb = [\n  \"a\", \"b\",\n  \"c\"\n]\n", "d", 0, "[[e]]\nb = [\n  \"a\", \"b\",\n  \"c\",\n  \"d\",\n]\n"},
		{"remove first", "[[e]]\nb = [\"a\", \"b\", \"c\"]\n", "", 0, "[[e]]\nb = [\"b\", \"c\"]\n"},
		{"remove middle", "[[e]]\nb = [\"a\", \"b\", \"c\"]\n", "", 1, "[[e]]\nb = [\"a\", \"c\"]\n"},
		{"remove last", "[[e]]\nb = [\"a\", \"b\", \"c\"]\n", "", 2, "[[e]]\nb = [\"a\", \"b\"]\n"},
		{"remove only", "[[e]]\nb = [\"a\"]\n", "", 0, "[[e]]\nb = []\n"},
		{"remove last of multi-line", "[[e]]\nb = [\n  \"a\",\n  \"b\",\n]\n", "", 1, "[[e]]\nb = [\n  \"a\",\n]\n"},
		{"remove before a comment, which stays", "[[e]]\nb = [\"a\", # why\n  \"b\"]\n", "", 0, "[[e]]\nb = [ # why\n  \"b\"]\n"},
		{"remove an inline table", "[[e]]\nb = [\n  { x = 1, y = [2, 3] },\n  { x = 4 },\n]\n", "", 0, "[[e]]\nb = [\n  { x = 4 },\n]\n"},
		{"append an inline table", "[[e]]\nb = [\n  { x = 1, y = [2, 3] },\n]\n", "{ x = 5 }", 0, "[[e]]\nb = [\n  { x = 1, y = [2, 3] },\n  { x = 5 },\n]\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := Open("x.toml", []byte(c.text))
			tx := f.begin("test")
			switch {
			case strings.HasPrefix(c.add, "{"):
				tx.appendValue(1, "b", c.add)
			case c.add != "":
				tx.appendString(1, "b", c.add)
			default:
				tx.removeString(1, "b", c.rm)
			}
			if err := tx.commit(); err != nil {
				t.Fatal(err)
			}
			if got := string(f.Bytes()); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
			f.Undo()
			if got := string(f.Bytes()); got != c.text {
				t.Errorf("undo gave\n%s", got)
			}
		})
	}
}
