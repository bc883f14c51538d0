package design

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// KV is one key and value for the canonical writer. Values are string,
// int, *int, float64, bool, []string, [][]float64; a zero value (empty
// string, nil pointer, false, empty list) is left out unless Keep is set.
type KV struct {
	Key  string
	Val  any
	Keep bool // write the value even when it is zero
}

// WriteTable writes a [name] table (or, when array, a [[name]] item) with
// its keys in the order given, one per line: the canonical text of an
// entry.
func WriteTable(name string, array bool, kvs []KV) string {
	var b strings.Builder
	if array {
		fmt.Fprintf(&b, "[[%s]]\n", name)
	} else {
		fmt.Fprintf(&b, "[%s]\n", name)
	}
	writeKeys(&b, kvs)
	return b.String()
}

// writeKeys writes "key = value" lines for the keys that are not zero.
func writeKeys(b *strings.Builder, kvs []KV) {
	for _, kv := range kvs {
		if !kv.Keep && isZero(kv.Val) {
			continue
		}
		fmt.Fprintf(b, "%s = %s\n", kv.Key, Value(kv.Val))
	}
}

func isZero(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case string:
		return x == ""
	case int:
		return x == 0
	case *int:
		return x == nil
	case float64:
		return x == 0
	case bool:
		return !x
	case []string:
		return len(x) == 0
	case [][]float64:
		return len(x) == 0
	case []any:
		return len(x) == 0
	case map[string]int:
		return len(x) == 0
	}
	return false
}

// Inline is an inline table, written "{ k = v, ... }" with its keys in
// order (zero values left out unless Keep).
type Inline []KV

// Value writes v as a TOML value on one line: string, int, *int,
// float64, bool, []string, [][]float64, []any of those, Inline, or
// map[string]int (keys sorted as counters print them).
func Value(v any) string {
	switch x := v.(type) {
	case Inline:
		var parts []string
		for _, kv := range x {
			if kv.Keep || !isZero(kv.Val) {
				parts = append(parts, keyText(kv.Key)+" = "+Value(kv.Val))
			}
		}
		if len(parts) == 0 {
			return "{}"
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	case map[string]int:
		return valuesTable(x)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = Value(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case string:
		return Quote(x)
	case int:
		return strconv.Itoa(x)
	case *int:
		if x == nil {
			return "0"
		}
		return strconv.Itoa(*x)
	case float64:
		return Float(x)
	case bool:
		return strconv.FormatBool(x)
	case []string:
		parts := make([]string, len(x))
		for i, s := range x {
			parts[i] = Quote(s)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case [][]float64:
		parts := make([]string, len(x))
		for i, p := range x {
			nums := make([]string, len(p))
			for k, n := range p {
				nums[k] = Float(n)
			}
			parts[i] = "[" + strings.Join(nums, ", ") + "]"
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	panic(fmt.Sprintf("design: cannot write a %T", v))
}

// Float writes a number as the data files do: whole numbers without a
// decimal point ("40"), others as short as they read back exactly.
func Float(x float64) string {
	if x == math.Trunc(x) && math.Abs(x) < 1e15 {
		return strconv.FormatInt(int64(x), 10)
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// Quote writes s as a TOML basic string.
func Quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// writeRows writes a multi-line array of row strings, one per line, as
// the bundled maps write terrain_rows.
func writeRows(key string, rows []string) string {
	var b strings.Builder
	b.WriteString(key + " = [\n")
	for _, r := range rows {
		b.WriteString("  " + Quote(r) + ",\n")
	}
	b.WriteString("]\n")
	return b.String()
}
