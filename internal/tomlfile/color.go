package tomlfile

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"
)

// namedColors are the colour names data files may use besides #rgb and
// #rrggbb.
var namedColors = map[string]color.RGBA{
	"black":   {0x00, 0x00, 0x00, 0xff},
	"white":   {0xff, 0xff, 0xff, 0xff},
	"red":     {0xcc, 0x22, 0x22, 0xff},
	"green":   {0x2e, 0x7d, 0x32, 0xff},
	"blue":    {0x1f, 0x4e, 0xa8, 0xff},
	"yellow":  {0xf2, 0xd0, 0x24, 0xff},
	"orange":  {0xe8, 0x7d, 0x1e, 0xff},
	"brown":   {0x7a, 0x4b, 0x23, 0xff},
	"grey":    {0x80, 0x80, 0x80, 0xff},
	"gray":    {0x80, 0x80, 0x80, 0xff},
	"purple":  {0x6a, 0x1b, 0x9a, 0xff},
	"pink":    {0xe9, 0x8f, 0xb0, 0xff},
	"khaki":   {0xc3, 0xb0, 0x91, 0xff},
	"olive":   {0x6b, 0x70, 0x2b, 0xff},
	"navy":    {0x1a, 0x23, 0x5c, 0xff},
	"tan":     {0xd2, 0xb4, 0x8c, 0xff},
	"cyan":    {0x22, 0xb8, 0xc8, 0xff},
	"magenta": {0xc2, 0x18, 0x8b, 0xff},
}

// ParseColor reads a colour written "#rgb", "#rrggbb" or as
// one of a few plain names (black, white, red, green, blue, yellow, orange,
// brown, grey/gray, purple, pink, khaki, olive, navy, tan, cyan, magenta).
func ParseColor(s string) (color.RGBA, error) {
	if c, ok := namedColors[strings.ToLower(s)]; ok {
		return c, nil
	}
	hex, ok := strings.CutPrefix(s, "#")
	if !ok || (len(hex) != 3 && len(hex) != 6) {
		return color.RGBA{}, fmt.Errorf("%q is not a colour (use #rgb, #rrggbb or a name such as \"red\")", s)
	}
	v, err := strconv.ParseUint(hex, 16, 32)
	if err != nil {
		return color.RGBA{}, fmt.Errorf("%q is not a colour (use #rgb, #rrggbb or a name such as \"red\")", s)
	}
	if len(hex) == 3 {
		r, g, b := uint8(v>>8&0xf), uint8(v>>4&0xf), uint8(v&0xf)
		return color.RGBA{r * 17, g * 17, b * 17, 0xff}, nil
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}, nil
}

// Color decodes an optional colour field at path: an empty string gives
// def; a bad colour is reported on d and gives def.
func (d *Doc) Color(path, s string, def color.RGBA) color.RGBA {
	if s == "" {
		return def
	}
	c, err := ParseColor(s)
	if err != nil {
		d.Report(path, "%v", err)
		return def
	}
	return c
}
