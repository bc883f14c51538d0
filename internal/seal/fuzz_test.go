package seal

import (
	"bytes"
	"errors"
	"testing"
)

// FuzzOpen opens hostile blobs: Open must never panic, never allocate past
// the blob's bound, and never accept a blob it did not make.
func FuzzOpen(f *testing.F) {
	k, err := DeriveKey("fuzz", bytes.Repeat([]byte{1}, SaltLen))
	if err != nil {
		f.Fatal(err)
	}
	good, _ := k.Seal([]byte("h"), []byte("a secret"))
	f.Add([]byte("h"), good)
	f.Add([]byte("h"), Prefix)
	f.Add([]byte(""), Prefix+"AAAA")
	f.Add([]byte("h"), good[:len(good)-4]+"AAAA")
	f.Fuzz(func(t *testing.T, header []byte, blob string) {
		pt, err := k.Open(header, blob)
		if err == nil {
			// Only blobs sealed by k under "h" hold "a secret" (each
			// fuzzing process seals its own, under a fresh nonce).
			if !bytes.Equal(header, []byte("h")) || string(pt) != "a secret" {
				t.Fatalf("Open accepted a blob it did not make: header %q blob %q", header, blob)
			}
			return
		}
		if !errors.Is(err, ErrWrongPassphrase) && !errors.Is(err, ErrMalformed) {
			t.Fatalf("Open failed without naming why: %v", err)
		}
	})
}
