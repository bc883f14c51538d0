package tomlfile

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"syscall"

	"sandtable/internal/atomicfile"
)

// ReadFile reads the data file at path, a file of the kind what ("map",
// "saved game"). It refuses, before reading a byte, what is not a regular
// file (a folder, a device such as /dev/zero that never ends, a named pipe
// that would wait for a writer for ever) and a file larger than limit
// bytes; errors name the file and the limit.
//
// A file that a save of several files (the designer's: atomicfile.WriteSet)
// was replacing when it was cut short is read as that save has it once
// finished (atomicfile.Pending): readers see all the old files or all the
// new ones, never some of each, before the designer finishes the save on
// disk. A save that cannot be finished is an error saying why.
func ReadFile(path, what string, limit int64) ([]byte, error) {
	if text, ok, err := atomicfile.Pending(path, limit); err != nil {
		return nil, err
	} else if ok {
		if int64(len(text)) > limit {
			return nil, tooBig(path, what, int64(len(text)), limit)
		}
		return text, nil
	}
	fi, err := os.Stat(path)
	if err != nil {
		if pe, ok := err.(*fs.PathError); ok {
			pe.Op = "open" // what the user tried to do
		}
		return nil, err
	}
	if err := checkFile(path, what, fi, limit); err != nil {
		return nil, err
	}
	// O_NONBLOCK: if a named pipe took the file's place since the Stat,
	// opening it must not wait for a writer; checked again below. (On
	// Windows, whose pipes live apart from files, Go ignores the flag.)
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := checkFile(path, what, fi, limit); err != nil {
		return nil, err
	}
	// Room for the whole file as it was, and the byte past the limit that
	// tells it grew while we read it: read in place, not in doubling
	// copies (70 MB to read a 30 MB file).
	buf := bytes.NewBuffer(make([]byte, 0, fi.Size()+bytes.MinRead))
	if _, err := buf.ReadFrom(io.LimitReader(f, limit+1)); err != nil {
		return nil, err
	}
	data := buf.Bytes()
	if int64(len(data)) > limit { // it grew while we read it
		return nil, tooBig(path, what, int64(len(data)), limit)
	}
	return data, nil
}

// checkFile refuses a file that is not regular or is larger than limit.
func checkFile(path, what string, fi fs.FileInfo, limit int64) error {
	if m := fi.Mode(); !m.IsRegular() {
		return &Error{File: path, Msg: fileType(m)}
	}
	if fi.Size() > limit {
		return tooBig(path, what, fi.Size(), limit)
	}
	return nil
}

func tooBig(path, what string, size, limit int64) error {
	return &Error{File: path, Msg: fmt.Sprintf("is %s, more than the %s a %s file may have", Size(size), Size(limit), what)}
}

// fileType says what a path that is not a regular file is.
func fileType(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "is a folder, not a file"
	case m&fs.ModeNamedPipe != 0:
		return "is a named pipe, not a file"
	case m&fs.ModeSocket != 0:
		return "is a socket, not a file"
	case m&fs.ModeDevice != 0:
		return "is a device, not a file"
	}
	return "is not a regular file"
}

// CheckSize refuses text of a file of the kind what that is longer than
// limit, for loaders given text rather than a path.
func CheckSize(file, what string, text []byte, limit int64) error {
	if int64(len(text)) > limit {
		return tooBig(file, what, int64(len(text)), limit)
	}
	return nil
}

// Size writes a number of bytes for people: "312 bytes", "40 KB", "2 MB",
// "2.5 MB" (1 KB is 1024 bytes), rounded up to a tenth so that a file just
// over a limit never reads as the limit itself.
func Size(n int64) string {
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d bytes", n)
	case n < 1<<20:
		return tenths(n, 1<<10) + " KB"
	}
	return tenths(n, 1<<20) + " MB"
}

// tenths is n/unit rounded up to one decimal, without a ".0".
func tenths(n, unit int64) string {
	t := (n*10 + unit - 1) / unit
	if t%10 == 0 {
		return fmt.Sprint(t / 10)
	}
	return fmt.Sprintf("%d.%d", t/10, t%10)
}

// Budget bounds the files of one load together (a scenario and the maps
// and catalogues it names), as each file's own limits bound it alone: their
// bytes and values, and the cells their maps declare (what building the
// maps and a game on them costs, which a few bytes can ask for).
type Budget struct {
	What      string // what the files are, in errors: "a scenario and the files it names"
	MaxBytes  int64
	MaxValues int
	MaxCells  int // cells or spaces of the maps; 0 for no limit
	// MaxPixels bounds the maps' pictures, in pixels as picture.Size
	// counts them; 0 for no limit.
	MaxPixels int64
	bytes     int64
	values    int
	cells     int
	pixels    int64
	over      bool
}

// Take charges the text of file to the budget: an error naming file and
// the limit when it goes over.
func (b *Budget) Take(file string, text []byte) error {
	b.bytes += int64(len(text))
	b.values += Values(text)
	switch {
	case b.bytes > b.MaxBytes:
		b.over = true
		return &Error{File: file, Msg: fmt.Sprintf("brings %s to %s, more than the %s they may have together", b.What, Size(b.bytes), Size(b.MaxBytes))}
	case b.values > b.MaxValues:
		b.over = true
		return &Error{File: file, Msg: fmt.Sprintf("brings %s to more than %d keys, tables and array elements together", b.What, b.MaxValues)}
	}
	return nil
}

// TakeCells charges n cells (or spaces) of a map to the budget, before the
// map is built: an error naming the limit when they go over it, which the
// map's loader reports where the file declares them.
func (b *Budget) TakeCells(n int) error {
	if b.MaxCells <= 0 {
		return nil
	}
	b.cells += n
	if b.cells > b.MaxCells {
		b.over = true
		return fmt.Errorf("%s cells bring %s to %s, more than the %s cells they may have together", Count(n), b.What, Count(b.cells), Count(b.MaxCells))
	}
	return nil
}

// TakePixels charges n pixels of a map's picture to the budget before it
// is decoded: an error saying so when they go over it.
func (b *Budget) TakePixels(n int64) error {
	if b.MaxPixels <= 0 {
		return nil
	}
	b.pixels += n
	if b.pixels > b.MaxPixels {
		b.over = true
		return fmt.Errorf("its %s pixels bring the pictures of %s to %s, more than the %s pixels they may have together", Count(int(n)), b.What, Count(int(b.pixels)), Count(int(b.MaxPixels)))
	}
	return nil
}

// Over reports whether a charge went over the budget (false for a nil
// Budget, which bounds nothing): a loader stops reading further files
// then, each of which would only go over it again.
func (b *Budget) Over() bool { return b != nil && b.over }

// Count writes a whole number for people, in groups of three digits:
// "250,000".
func Count(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		return "-" + s
	}
	return s
}
