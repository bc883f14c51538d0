package tiled

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// The parts of a Tiled map that the limits count, in the map file and its
// external tilesets together. They are counted while the files are decoded
// (XML) or in one pass over the text before it is decoded (JSON), and a
// file is refused at the first part over its limit: a count checked after
// the whole decode would come after the time and memory it bounds.
type part int

const (
	partLayer    part = iota // a layer or group
	partObject               // an object of an object layer
	partProperty             // a custom property, of anything
	partTileset              // a tileset of the map
	partTile                 // a tileset's entry for one tile (its class, properties, image), or a terrain set's for a tile or a terrain
	partGID                  // a tile of a tile layer (every cell of every layer decoded)
	numParts
)

var partLimits = [numParts]struct {
	max  int
	name string
}{
	partLayer:    {MaxLayers, "layers and groups"},
	partObject:   {MaxObjects, "objects"},
	partProperty: {MaxProperties, "custom properties"},
	partTileset:  {MaxTilesets, "tilesets"},
	partTile:     {MaxTilesetTiles, "tiles listed in tilesets"},
	partGID:      {MaxLayerTiles, "tiles in tile layers (layers × cells)"},
}

// maxXMLNesting and maxJSONNesting bound how deep elements (XML), or
// arrays and objects (JSON, two levels a group), nest: groups may nest
// maxGroupDepth deep, and what a layer holds some levels more (a custom
// property of a class type nests its members).
const (
	maxXMLNesting  = maxGroupDepth + 16
	maxJSONNesting = 2*maxGroupDepth + 16
)

// limitError is a file going over a limit.
type limitError struct{ msg string }

func (e *limitError) Error() string { return e.msg }

// limiter counts the parts of one import against their limits.
type limiter struct {
	n [numParts]int
}

// add counts n of part p: an error naming the limit when they go over.
func (l *limiter) add(p part, n int) error {
	l.n[p] += n
	if lim := partLimits[p]; l.n[p] > lim.max {
		return &limitError{fmt.Sprintf("more than %d %s", lim.max, lim.name)}
	}
	return nil
}

// xmlBound is the token stream of a Tiled XML file (a .tmx map or .tsx
// tileset) as the decoder reads it, counted against the limits: every
// element, every attribute (as its '=' sign, counted as the bytes come in,
// so that one element cannot hold millions of them), the nesting and the
// parts. It leaves out the elements of a map, layer or group that the
// importer does not read, which the decoder would otherwise keep as a
// layer each.
type xmlBound struct {
	d        *xml.Decoder
	lim      *limiter
	eq       *eqCounter
	elements int
	stack    []string // local names of the open elements, the root first
	skip     int      // depth of the element being left out; 0 for none
}

// newXMLDecoder is a strict decoder of data counted by lim.
func newXMLDecoder(data []byte, lim *limiter) *xml.Decoder {
	eq := &eqCounter{r: bytes.NewReader(data), max: MaxXMLAttributes}
	raw := xml.NewDecoder(eq)
	raw.Strict = true
	return xml.NewTokenDecoder(&xmlBound{d: raw, lim: lim, eq: eq})
}

// keep lists, for each element whose children the decoder keeps as
// layers, the children the importer reads; the others are left out.
var keep = map[string][]string{
	"map":         {"properties", "tileset", "layer", "objectgroup", "imagelayer", "group"},
	"group":       {"properties", "layer", "objectgroup", "imagelayer", "group"},
	"layer":       {"properties", "data"},
	"objectgroup": {"properties", "object"},
	"imagelayer":  {"properties"},
}

// Token is the next token to decode.
func (b *xmlBound) Token() (xml.Token, error) {
	for {
		tok, err := b.d.RawToken()
		if err != nil {
			var le *limitError
			if errors.As(err, &le) {
				return nil, b.at(le.msg)
			}
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if b.elements++; b.elements > MaxXMLElements {
				return nil, b.at(fmt.Sprintf("more than %d XML elements", MaxXMLElements))
			}
			parent, grand := b.up(1), b.up(2)
			b.stack = append(b.stack, t.Name.Local)
			if len(b.stack) > maxXMLNesting {
				return nil, b.at(fmt.Sprintf("elements nested more than %d deep", maxXMLNesting))
			}
			if b.skip > 0 {
				continue
			}
			if names, ok := keep[parent]; ok && !contains(names, t.Name.Local) {
				b.skip = len(b.stack)
				continue
			}
			if p, ok := xmlPart(grand, parent, t.Name.Local); ok {
				if err := b.lim.add(p, 1); err != nil {
					return nil, b.at(err.Error())
				}
			}
			return t, nil
		case xml.EndElement:
			if top := b.up(1); top != t.Name.Local {
				return nil, b.at(fmt.Sprintf("element <%s> closed by </%s>", top, t.Name.Local))
			}
			b.stack = b.stack[:len(b.stack)-1]
			if b.skip > 0 {
				if len(b.stack) < b.skip {
					b.skip = 0
				}
				continue
			}
			return t, nil
		case xml.CharData:
			if b.skip > 0 {
				continue
			}
			return t, nil
		default: // comments, processing instructions, directives
			if b.elements++; b.elements > MaxXMLElements {
				return nil, b.at(fmt.Sprintf("more than %d XML elements", MaxXMLElements))
			}
			if b.skip > 0 {
				continue
			}
			return t, nil
		}
	}
}

// up is the name of the element n levels up from the next one (1: its
// parent), or "".
func (b *xmlBound) up(n int) string {
	if len(b.stack) < n {
		return ""
	}
	return b.stack[len(b.stack)-n]
}

// at is a limit error at the decoder's line.
func (b *xmlBound) at(msg string) error {
	line, _ := b.d.InputPos()
	return &limitError{fmt.Sprintf("line %d: %s", line, msg)}
}

// xmlPart is the part an element is, by its name and its parent's and
// grandparent's, if it is one the limits count.
func xmlPart(grand, parent, name string) (part, bool) {
	layerParent := parent == "map" || parent == "group"
	switch {
	case layerParent && (name == "layer" || name == "objectgroup" || name == "imagelayer" || name == "group"):
		return partLayer, true
	case name == "object" && parent == "objectgroup" && (grand == "map" || grand == "group"):
		return partObject, true
	case name == "property":
		return partProperty, true
	case name == "tileset" && parent == "map":
		return partTileset, true
	case name == "tile" && parent == "tileset",
		parent == "wangsets" || parent == "wangset" || parent == "terraintypes":
		return partTile, true
	case name == "tile" && parent == "data":
		return partGID, true
	}
	return 0, false
}

// eqCounter passes a reader's bytes on, counting its '=' signs (each
// attribute has one; text rarely does): an error once there are more than
// max in all, or more than maxTagAttributes between two '<' signs, where one
// element's attributes are (none of them may hold a '<'), so that one
// element cannot hold millions of them before the decoder returns it.
type eqCounter struct {
	r         io.Reader
	n, max    int
	sinceOpen int // '=' signs since the last '<'
}

// maxTagAttributes bounds the attributes of one XML element: Tiled's have
// at most a dozen or so.
const maxTagAttributes = 1024

func (c *eqCounter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	for rest := p[:n]; ; {
		i := bytes.IndexByte(rest, '<')
		seg := rest
		if i >= 0 {
			seg = rest[:i]
		}
		k := bytes.Count(seg, []byte{'='})
		c.n += k
		if c.sinceOpen += k; c.sinceOpen > maxTagAttributes {
			return 0, &limitError{fmt.Sprintf("more than %d attributes in one element", maxTagAttributes)}
		}
		if i < 0 {
			break
		}
		c.sinceOpen, rest = 0, rest[i+1:]
	}
	if c.n > c.max {
		return 0, &limitError{fmt.Sprintf("more than %d XML attributes", c.max)}
	}
	return n, err
}

// scanJSON counts the parts of a Tiled JSON file (a .tmj map or .tsj
// tileset) against the limits, and its nesting, in one pass over its text
// before it is decoded: the elements of "layers" (layers and groups),
// "objects" and "data" arrays of a layer, and of every "tilesets", "tiles"
// and "properties" array. Keys are matched as encoding/json matches them
// (case-insensitively, escapes decoded). Text that is not JSON is left to
// the decoder to refuse.
func scanJSON(data []byte, lim *limiter) error {
	type frame struct {
		array   bool
		counted part   // an array: the part its elements are, or numParts for none
		key     string // an object: its key being read
		wantKey bool   // an object: the next string is a key
		layer   bool   // an object that is an element of a "layers" array
	}
	var stack []frame
	// value counts a value beginning in the innermost container; for an
	// object, whether it is a layer.
	value := func() (bool, error) {
		if n := len(stack); n > 0 && stack[n-1].array && stack[n-1].counted != numParts {
			p := stack[n-1].counted
			return p == partLayer, lim.add(p, 1)
		}
		return false, nil
	}
	for i := 0; i < len(data); {
		c := data[i]
		switch c {
		case '{', '[':
			layer, err := value()
			if err != nil {
				return jsonAt(data, i, err.Error())
			}
			f := frame{array: c == '[', counted: numParts, wantKey: c == '{', layer: layer && c == '{'}
			if n := len(stack); f.array && n > 0 && !stack[n-1].array {
				f.counted = arrayPart(stack[n-1].key, stack[n-1].layer)
			}
			if stack = append(stack, f); len(stack) > maxJSONNesting {
				return jsonAt(data, i, fmt.Sprintf("arrays and objects nested more than %d deep", maxJSONNesting))
			}
			i++
		case '}', ']':
			if len(stack) == 0 {
				return nil // not JSON: the decoder says why
			}
			stack = stack[:len(stack)-1]
			i++
		case ',':
			if n := len(stack); n > 0 && !stack[n-1].array {
				stack[n-1].wantKey = true
			}
			i++
		case ':':
			if n := len(stack); n > 0 {
				stack[n-1].wantKey = false
			}
			i++
		case ' ', '\t', '\n', '\r':
			i++
		case '"':
			end := stringEnd(data, i)
			if n := len(stack); n > 0 && !stack[n-1].array && stack[n-1].wantKey {
				stack[n-1].key = jsonKey(data[i:end])
			} else if _, err := value(); err != nil {
				return jsonAt(data, i, err.Error())
			}
			i = end
		default: // a number, true, false or null
			if _, err := value(); err != nil {
				return jsonAt(data, i, err.Error())
			}
			for i < len(data) && !jsonDelim[data[i]] {
				i++
			}
		}
	}
	return nil
}

// jsonDelim marks the bytes that end a number, true, false or null.
var jsonDelim = [256]bool{',': true, ']': true, '}': true, ' ': true, '\t': true, '\n': true, '\r': true}

// arrayPart is the part the elements of the array under key are, in an
// object that is a layer or not, or numParts for none the limits count.
// Keys are matched as encoding/json matches them: case-insensitively.
func arrayPart(key string, inLayer bool) part {
	switch {
	case strings.EqualFold(key, "layers"):
		return partLayer
	case strings.EqualFold(key, "objects") && inLayer:
		return partObject
	case strings.EqualFold(key, "data") && inLayer:
		return partGID
	case strings.EqualFold(key, "properties"):
		return partProperty
	case strings.EqualFold(key, "tilesets"):
		return partTileset
	case strings.EqualFold(key, "tiles"), strings.EqualFold(key, "wangsets"), strings.EqualFold(key, "wangtiles"),
		strings.EqualFold(key, "colors"), strings.EqualFold(key, "terrains"):
		return partTile
	}
	return numParts
}

// jsonAt is a limit error at the line of data[i].
func jsonAt(data []byte, i int, msg string) error {
	return &limitError{fmt.Sprintf("line %d: %s", 1+bytes.Count(data[:i], []byte{'\n'}), msg)}
}

// stringEnd is the index after the JSON string that begins at data[i].
func stringEnd(data []byte, i int) int {
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(data)
}

// jsonKey is the text of a quoted JSON key.
func jsonKey(quoted []byte) string {
	if bytes.IndexByte(quoted, '\\') < 0 {
		return string(bytes.Trim(quoted, `"`))
	}
	var s string
	if json.Unmarshal(quoted, &s) != nil {
		return ""
	}
	return s
}
