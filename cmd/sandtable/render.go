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

	"sandtable/board"
	"sandtable/internal/atomicfile"
	"sandtable/internal/plural"
	"sandtable/ui/render"
)

// cmdRender draws a scenario's maps and set-up, or a map file alone, to a
// PNG file (or the maps to print, to a PDF), with the same drawing code the
// desktop client uses for its board. No display is needed.
func cmdRender(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	out := fs.String("o", "", "output PNG file")
	size := fs.String("size", "", "output size WxH (default: natural size at --scale)")
	scale := fs.Float64("scale", 1.5, "board pixels to image pixels, when --size is not given")
	coords := fs.Bool("coords", true, "draw cell coordinates")
	reveal := fs.Bool("reveal", false, "draw hidden counters face up")
	format := fs.String("format", "png", "png, or pdf: the maps to print")
	paper := fs.String("paper", "a4", "pdf: paper, a4 or letter")
	counter := fs.String("counter", "16mm", "pdf: the printed counters' side; the map is printed to fit them")
	setup := fs.Bool("setup", false, "pdf: draw the set-up's counters on the map")
	fit := fs.Bool("fit", false, "pdf: scale the maps to fit one page")
	dpi := fs.Float64("dpi", 150, "pdf: resolution of the map's picture, dots per inch")
	force := fs.Bool("force", false, "pdf: replace OUT.pdf if it exists")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("%w: render needs exactly one SCENARIO or MAP file, got %d", errUsage, len(pos))
	}
	switch *format {
	case "png":
	case "pdf":
		if *out == "" {
			return fmt.Errorf("%w: render --format pdf needs -o OUT.pdf", errUsage)
		}
		return renderPDF(pos[0], *out, pdfOptions{paper: *paper, counter: *counter, setup: *setup, fit: *fit, dpi: *dpi,
			force: *force, coords: *coords, reveal: *reveal}, stdout)
	default:
		return fmt.Errorf("%w: --format %q: want png or pdf", errUsage, *format)
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
		if !ok || err1 != nil || err2 != nil || opt.Width <= 0 || opt.Height <= 0 || opt.Width > maxSide || opt.Height > maxSide ||
			opt.Width*opt.Height > maxPixels {
			return fmt.Errorf("%w: --size %q: want WxH in pixels, e.g. 1600x1200 (each 1-%d, at most %d million pixels)", errUsage, *size, maxSide, maxPixels/1_000_000)
		}
	}
	if !(*scale > 0 && *scale <= 8) { // written so NaN fails too
		return fmt.Errorf("%w: --scale %v: want a number above 0 and at most 8", errUsage, *scale)
	}
	s, lone, err := loadRendered(pos[0])
	if err != nil {
		return err
	}
	opt.NoCounters = lone
	note := ""
	if opt.Width == 0 {
		if fit := fitScale(render.LayoutMaps(s.Maps).Size, opt.Scale); fit < opt.Scale {
			opt.Scale = fit
			note = fmt.Sprintf(" (scaled down to %.3g to stay within %d px a side and %d million pixels)", fit, maxSide, maxPixels/1_000_000)
		}
	}
	img := render.Scenario(s, opt)
	if err := writePNG(*out, img); err != nil {
		return err
	}
	b := img.Bounds()
	fmt.Fprintf(stdout, "%s: %d×%d%s, %s, %s\n", *out, b.Dx(), b.Dy(), note, plural.Count(len(s.Maps), "map"), plural.CountOf(len(s.Setup), "set-up entry", "set-up entries"))
	return nil
}

// The picture render makes is at most maxSide pixels wide and high, and
// maxPixels in all (64 MB of RGBA): a board larger than that at --scale
// is scaled down to fit. Whatever check accepts (coordinates within
// ±maps.MaxCoord) renders this way.
const (
	maxSide   = 16384
	maxPixels = 16_000_000
)

// fitScale is scale, or the largest scale below it at which a drawing of
// size board pixels stays within maxSide and maxPixels.
func fitScale(size board.Point, scale float64) float64 {
	if size.X > 0 {
		scale = math.Min(scale, (maxSide-1)/size.X)
	}
	if size.Y > 0 {
		scale = math.Min(scale, (maxSide-1)/size.Y)
	}
	if a := size.X * size.Y; a > 0 {
		scale = math.Min(scale, math.Sqrt(maxPixels/a)*0.999)
	}
	return scale
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
