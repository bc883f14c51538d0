package atomicfile

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// A SetFile is one file of a set written together (WriteSet): where it
// goes and its new text.
type SetFile struct {
	Path string
	Data []byte
}

// The names a set write uses. Its journal is JournalName in the folder
// holding every file of the set (their deepest common folder); the new
// text of a file NAME is written first to ".NAME" + newSuffix beside it.
// Neither ends in ".tmp": Write's clean-up of stale temporary files
// (removeStale) leaves them alone, for only the journal may say what
// becomes of them.
const (
	JournalName = ".sandtable-save"
	newSuffix   = ".sandtable-new"
)

// journalFormat names the journal's format and version.
const journalFormat = "sandtable-save-journal 1"

// maxJournal is the largest journal read: a set of thousands of files.
const maxJournal = 1 << 20

// journal is what a set write records in its folder: the files it
// writes, and whether it is committed (every new text written and synced:
// from then on the set is to be finished, not undone).
type journal struct {
	Format    string         `json:"format"`
	Committed bool           `json:"committed"`
	Files     []journalEntry `json:"files"`
}

// journalEntry is one file of a set write.
type journalEntry struct {
	// Path is the file's path relative to the journal's folder, with
	// slashes.
	Path string `json:"path"`
	// New is the SHA-256 (hex) of its new text; Old that of the file it
	// replaces, "" when there was none.
	New string `json:"new"`
	Old string `json:"old,omitempty"`
}

// step runs before each step of a set write or of its recovery: tests
// stop the process there.
var step = func() {}

// WriteSet writes files as one: after a crash or a kill at any moment,
// the files are all as they were or all new, never some of each, as
// readers see them (Pending, which tomlfile.ReadFile consults) and on
// disk once Recover has run (WriteSet runs it first). Folders are made
// when missing; replaced files keep their permissions, new ones are 0644.
//
// It writes every new text beside its file (".NAME.sandtable-new"),
// synced, with a journal in the files' deepest common folder naming them
// (JournalName); then it marks the journal committed, renames each new
// text over its file, and removes the journal. Killed before the commit,
// the set is undone by the next Recover (the new texts removed); after
// it, the set is finished. A failure before the commit leaves every file
// as it was; one after it (a file another program holds open, on
// Windows) leaves the set to be finished by the next Recover, and
// readers see the new files meanwhile.
func WriteSet(files []SetFile) error {
	if len(files) == 0 {
		return nil
	}
	root, err := commonDir(files)
	if err != nil {
		return err
	}
	if err := Recover(root); err != nil {
		return err
	}
	for _, f := range files {
		if err := os.MkdirAll(filepath.Dir(f.Path), 0o755); err != nil {
			return fmt.Errorf("atomicfile: %w", err)
		}
	}
	if len(files) == 1 {
		return Write(files[0].Path, func(w io.Writer) error { _, err := w.Write(files[0].Data); return err })
	}
	j := &journal{Format: journalFormat}
	modes := make([]os.FileMode, len(files))
	seen := map[string]bool{}
	for k, f := range files {
		rel, _ := filepath.Rel(root, mustAbs(f.Path))
		rel = filepath.ToSlash(rel)
		if seen[rel] {
			return fmt.Errorf("atomicfile: %s is twice in one set", f.Path)
		}
		seen[rel] = true
		old, err := hashFile(f.Path)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("atomicfile: %w", err)
		}
		modes[k] = 0o644
		if fi, err := os.Stat(f.Path); err == nil {
			modes[k] = fi.Mode().Perm()
		}
		j.Files = append(j.Files, journalEntry{Path: rel, New: hashOf(f.Data), Old: old})
	}
	step()
	if err := writeJournal(root, j); err != nil {
		return err
	}
	for k, f := range files {
		step()
		if err := writeNew(newPath(f.Path), f.Data, modes[k]); err != nil {
			rollBack(root, j)
			return err
		}
	}
	j.Committed = true
	step()
	if err := writeJournal(root, j); err != nil {
		rollBack(root, j)
		return err
	}
	if err := finish(root, j); err != nil {
		return fmt.Errorf("%w; readers see the new files already, and the next save or open of them puts them all in place", err)
	}
	return nil
}

// Recover finishes, or undoes, the set writes cut short (WriteSet) whose
// journals are in dir or a folder above it: a committed one is finished
// (each new text renamed over its file), one not committed is undone (the
// new texts removed; the files never changed). It leaves a file alone,
// and says so, when it is neither the old nor the new text: another
// program changed it since.
func Recover(dir string) error {
	for _, d := range upFrom(dir) {
		j, err := readJournal(d)
		if err != nil {
			return err
		}
		switch {
		case j == nil:
		case j.Committed:
			err = finish(d, j)
		default:
			err = rollBack(d, j)
		}
		if err != nil {
			return err
		}
		// A journal's text a kill left beside it never became the journal.
		if tmp := newPath(filepath.Join(d, JournalName)); isRegular(tmp) {
			if err := os.Remove(tmp); err != nil {
				return fmt.Errorf("atomicfile: %w", err)
			}
		}
	}
	return nil
}

// isRegular reports whether path is a regular file (not a link).
func isRegular(path string) bool {
	fi, err := os.Lstat(path)
	return err == nil && fi.Mode().IsRegular()
}

// Pending is the text of the file at path as a set write cut short after
// its commit has it, when one has (ok): the set's new text, still beside
// the file or already renamed over it. Readers that go by it see a set
// whole, old or new, before Recover has finished it on disk. At most
// limit+1 bytes are read: a longer text is more than a reader takes. An
// error says why the set cannot be finished, naming its journal.
func Pending(path string, limit int64) (text []byte, ok bool, err error) {
	abs := mustAbs(path)
	for _, d := range upFrom(filepath.Dir(abs)) {
		j, err := readJournal(d)
		if err != nil {
			return nil, false, err
		}
		if j == nil || !j.Committed {
			continue
		}
		rel, err := filepath.Rel(d, abs)
		if err != nil {
			continue
		}
		for _, e := range j.Files {
			if e.Path != filepath.ToSlash(rel) {
				continue
			}
			text, err := readRegular(newPath(abs), limit)
			if errors.Is(err, fs.ErrNotExist) { // renamed over the file
				text, err = readRegular(abs, limit)
			}
			switch {
			case err != nil:
				return nil, true, cutShort(d, "%v", err)
			case int64(len(text)) > limit:
				return text, true, nil
			case hashOf(text) != e.New:
				return nil, true, cutShort(d, "the new text of %s is missing or damaged", e.Path)
			}
			return text, true, nil
		}
	}
	return nil, false, nil
}

// finish renames the new texts of committed journal j, in folder root,
// over their files and removes the journal. A new text already renamed is
// not there any more: its file is checked to be it.
func finish(root string, j *journal) error {
	dirs := map[string]bool{root: true}
	for _, e := range j.Files {
		step()
		path := filepath.Join(root, filepath.FromSlash(e.Path))
		tmp := newPath(path)
		dirs[filepath.Dir(path)] = true
		have, err := hashFile(tmp)
		if errors.Is(err, fs.ErrNotExist) {
			if cur, _ := hashFile(path); cur != e.New {
				return cutShort(root, "the new text of %s is missing, and the file is not it", e.Path)
			}
			continue
		}
		if err != nil {
			return cutShort(root, "%v", err)
		}
		if have != e.New {
			return cutShort(root, "the new text of %s (%s) is damaged", e.Path, filepath.Base(tmp))
		}
		if cur, err := hashFile(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return cutShort(root, "%v", err)
		} else if cur != "" && cur != e.Old && cur != e.New {
			return cutShort(root, "%s was changed by another program since; the save's text of it is %s beside it (remove %s to keep the file as it is)",
				e.Path, filepath.Base(tmp), filepath.Join(root, JournalName))
		}
		unprotect(path)
		if err := replace(tmp, path); err != nil {
			return cutShort(root, "%s", strings.TrimPrefix(err.Error(), "atomicfile: "))
		}
	}
	for d := range dirs {
		syncDir(d)
	}
	step()
	if err := os.Remove(filepath.Join(root, JournalName)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("atomicfile: %w", err)
	}
	syncDir(root)
	return nil
}

// rollBack removes the new texts of uncommitted journal j, in folder
// root, and the journal: the files were never touched.
func rollBack(root string, j *journal) error {
	for _, e := range j.Files {
		step()
		tmp := newPath(filepath.Join(root, filepath.FromSlash(e.Path)))
		if isRegular(tmp) {
			if err := os.Remove(tmp); err != nil {
				return fmt.Errorf("atomicfile: %w", err)
			}
		}
	}
	step()
	if err := os.Remove(filepath.Join(root, JournalName)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("atomicfile: %w", err)
	}
	syncDir(root)
	return nil
}

// cutShort is the error of a set write cut short in folder root that
// cannot be finished.
func cutShort(root, format string, args ...any) error {
	return fmt.Errorf("atomicfile: a save of the files in %s was cut short (%s) and cannot be finished: %s",
		root, JournalName, fmt.Sprintf(format, args...))
}

// writeJournal writes j in folder root, whole or not at all: synced
// beside the journal, then renamed over it. Killed before the rename, the
// process leaves the text beside it, which Recover removes.
func writeJournal(root string, j *journal) error {
	data, err := json.MarshalIndent(j, "", "  ")
	if err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	path := filepath.Join(root, JournalName)
	if err := writeNew(newPath(path), append(data, '\n'), 0o644); err != nil {
		return err
	}
	if err := replace(newPath(path), path); err != nil {
		os.Remove(newPath(path))
		return err
	}
	syncDir(root)
	return nil
}

// readJournal reads the journal of folder root; nil when it has none.
func readJournal(root string) (*journal, error) {
	path := filepath.Join(root, JournalName)
	data, err := readRegular(path, maxJournal)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) {
		return nil, nil
	}
	bad := func(why string) (*journal, error) {
		return nil, fmt.Errorf("atomicfile: %s: %s; it is the journal of a save cut short, which Sandtable cannot finish or undo", path, why)
	}
	if err != nil {
		return bad(err.Error())
	}
	if len(data) > maxJournal {
		return bad("too large")
	}
	var j journal
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return bad(err.Error())
	}
	if j.Format != journalFormat {
		return bad(fmt.Sprintf("format %q is not %q (written by another version of Sandtable?)", j.Format, journalFormat))
	}
	for _, e := range j.Files {
		p := filepath.FromSlash(e.Path)
		if !filepath.IsLocal(p) || filepath.ToSlash(filepath.Clean(p)) != e.Path || !isHash(e.New) || e.Old != "" && !isHash(e.Old) {
			return bad(fmt.Sprintf("bad entry %q", e.Path))
		}
	}
	return &j, nil
}

// writeNew writes data to a new file at path with mode, synced.
func writeNew(path string, data []byte, mode os.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(mode)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	return nil
}

// readRegular reads at most limit+1 bytes of the regular file at path
// (not a link, a folder or a pipe).
func readRegular(path string, limit int64) ([]byte, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	return io.ReadAll(io.LimitReader(f, limit+1))
}

// hashFile is the SHA-256 (hex) of the regular file at path.
func hashFile(path string) (string, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return "", err
	}
	if !fi.Mode().IsRegular() {
		return "", fmt.Errorf("%s is not a regular file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func hashOf(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

func isHash(s string) bool {
	_, err := hex.DecodeString(s)
	return err == nil && len(s) == 2*sha256.Size
}

// newPath is where the new text of the file at path is written first.
func newPath(path string) string {
	return filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+newSuffix)
}

// commonDir is the deepest folder holding every file of files.
func commonDir(files []SetFile) (string, error) {
	root := ""
	for _, f := range files {
		abs, err := filepath.Abs(f.Path)
		if err != nil {
			return "", fmt.Errorf("atomicfile: %w", err)
		}
		d := filepath.Dir(abs)
		if root == "" {
			root = d
			continue
		}
		for !within(root, d) {
			up := filepath.Dir(root)
			if up == root {
				break
			}
			root = up
		}
	}
	return root, nil
}

// within reports whether path is dir or below it.
func within(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && filepath.IsLocal(rel)
}

// upFrom is dir (made absolute) and every folder above it, deepest first.
func upFrom(dir string) []string {
	d := mustAbs(dir)
	var out []string
	for {
		out = append(out, d)
		up := filepath.Dir(d)
		if up == d {
			return out
		}
		d = up
	}
}

// mustAbs is path made absolute, or path when that fails.
func mustAbs(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// syncDir syncs folder dir so that renames in it survive a crash; errors
// are ignored (some systems cannot sync a folder).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
