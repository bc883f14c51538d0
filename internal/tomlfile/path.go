package tomlfile

import (
	"strconv"
	"strings"
)

// Key returns the path element for one TOML key: the key itself when it is
// a bare key, otherwise the key quoted as a TOML basic string.
func Key(k string) string {
	if isBareKey(k) {
		return k
	}
	return strconv.Quote(k)
}

// Join appends key k (quoted if needed) to path.
func Join(path, k string) string {
	if path == "" {
		return Key(k)
	}
	return path + "." + Key(k)
}

// Index appends an array index to path: Index("rows", 7) is "rows[7]".
func Index(path string, i int) string {
	return path + "[" + strconv.Itoa(i) + "]"
}

func isBareKey(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		if !isBareChar(k[i]) {
			return false
		}
	}
	return true
}

func isBareChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// Parent is the path of the table or array enclosing path: Parent of
// "setup[3].at" is "setup[3]", of "setup[3]" is "setup", of "setup" is "".
// Quoted keys are respected.
func Parent(path string) string {
	if path == "" {
		return ""
	}
	if strings.HasSuffix(path, "]") {
		if i := strings.LastIndexByte(path, '['); i >= 0 {
			if _, err := strconv.Atoi(path[i+1 : len(path)-1]); err == nil {
				return path[:i]
			}
		}
	}
	// Find the start of the last element, skipping quoted keys.
	last := -1
	inQuote := false
	for i := 0; i < len(path); i++ {
		c := path[i]
		switch {
		case inQuote && c == '\\':
			i++
		case c == '"':
			inQuote = !inQuote
		case !inQuote && c == '.':
			last = i
		}
	}
	if last < 0 {
		return ""
	}
	return path[:last]
}
