package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"math"
	"strconv"
	"strings"

	"sandtable/internal/atomicfile"
	"sandtable/scenarios"
	"sandtable/ui/render"
)

// maxRenderSide bounds the side of a rendered picture in pixels.
const maxRenderSide = 16384

// cmdRender draws a scenario's maps and set-up to a PNG file, with the same
// drawing code the desktop client uses for its board. No display is needed.
func cmdRender(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	out := fs.String("o", "", "output PNG file")
	size := fs.String("size", "", "output size WxH (default: natural size at --scale)")
	scale := fs.Float64("scale", 1.5, "board pixels to image pixels, when --size is not given")
	coords := fs.Bool("coords", true, "draw cell coordinates")
	reveal := fs.Bool("reveal", false, "draw hidden counters face up")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("%w: render needs exactly one SCENARIO, got %d", errUsage, len(pos))
	}
	if *out == "" {
		return fmt.Errorf("%w: render needs -o OUT.png", errUsage)
	}
	opt := render.ScenarioOptions{MapOptions: render.MapOptions{Coords: *coords, Names: true}, Scale: *scale, Reveal: *reveal}
	if *size != "" {
		w, h, ok := strings.Cut(strings.ToLower(*size), "x")
		var err1, err2 error
		opt.Width, err1 = strconv.Atoi(w)
		opt.Height, err2 = strconv.Atoi(h)
		if !ok || err1 != nil || err2 != nil || opt.Width <= 0 || opt.Height <= 0 || opt.Width > maxRenderSide || opt.Height > maxRenderSide {
			return fmt.Errorf("%w: --size %q: want WxH in pixels, e.g. 1600x1200 (each 1-%d)", errUsage, *size, maxRenderSide)
		}
	}
	if !(*scale > 0 && *scale <= 8) { // written so NaN fails too
		return fmt.Errorf("%w: --scale %v: want a number above 0 and at most 8", errUsage, *scale)
	}
	s, err := scenarios.LoadFile(pos[0])
	if err != nil {
		return err
	}
	if opt.Width == 0 {
		// The natural size at --scale is bounded as --size is.
		sz := render.LayoutMaps(s.Maps).Size
		w, h := math.Ceil(sz.X**scale), math.Ceil(sz.Y**scale)
		if w > maxRenderSide || h > maxRenderSide {
			return fmt.Errorf("%w: --scale %v draws %s at %.0f×%.0f pixels, more than %d a side: use a smaller --scale, or --size",
				errUsage, *scale, pos[0], w, h, maxRenderSide)
		}
	}
	img := render.Scenario(s, opt)
	if err := writePNG(*out, img); err != nil {
		return err
	}
	b := img.Bounds()
	fmt.Fprintf(stdout, "%s: %d×%d, %d map(s), %d set-up entries\n", *out, b.Dx(), b.Dy(), len(s.Maps), len(s.Setup))
	return nil
}

// writePNG encodes img to path atomically, so a failure never leaves half
// a PNG behind or spoils the file it would have replaced.
func writePNG(path string, img image.Image) error {
	err := atomicfile.Write(path, func(w io.Writer) error { return png.Encode(w, img) })
	if err != nil {
		return fmt.Errorf("render: writing %s: %w", path, err)
	}
	return nil
}
