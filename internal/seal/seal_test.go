package seal

import (
	"bytes"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
)

// testSalt is a fixed salt, so tests derive each key once.
var testSalt = bytes.Repeat([]byte{7}, SaltLen)

func mustKey(t testing.TB, pass string, salt []byte) *Key {
	t.Helper()
	k, err := DeriveKey(pass, salt)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestSealOpen(t *testing.T) {
	right := mustKey(t, "red tulips at dawn", testSalt)
	wrong := mustKey(t, "red tulips at dusk", testSalt)
	otherSalt := mustKey(t, "red tulips at dawn", bytes.Repeat([]byte{8}, SaltLen))
	header := []byte("save 1234 side germans")
	secret := []byte(`{"do":"deploy g1 0504"}`)
	blob, err := right.Seal(header, secret)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(blob, "deploy") || !strings.HasPrefix(blob, Prefix) {
		t.Fatalf("blob %q shows its plaintext or lacks its prefix", blob)
	}
	raw, _ := base64.StdEncoding.DecodeString(strings.TrimPrefix(blob, Prefix))
	flip := func(i int) string {
		b := bytes.Clone(raw)
		b[i] ^= 1
		return Prefix + base64.StdEncoding.EncodeToString(b)
	}
	tests := []struct {
		name   string
		key    *Key
		header string
		blob   string
		want   error // nil: opens to secret
	}{
		{"round trip", right, string(header), blob, nil},
		{"wrong passphrase", wrong, string(header), blob, ErrWrongPassphrase},
		{"same passphrase, other salt", otherSalt, string(header), blob, ErrWrongPassphrase},
		{"header of another side (a swapped blob)", right, "save 1234 side allies", blob, ErrWrongPassphrase},
		{"header of another save", right, "save 9999 side germans", blob, ErrWrongPassphrase},
		{"nonce changed", right, string(header), flip(0), ErrWrongPassphrase},
		{"ciphertext changed", right, string(header), flip(len(raw) / 2), ErrWrongPassphrase},
		{"tag changed", right, string(header), flip(len(raw) - 1), ErrWrongPassphrase},
		{"cut short by whole bytes", right, string(header), blob[:len(blob)-8], ErrWrongPassphrase},
		{"cut short mid-character", right, string(header), blob[:len(blob)-1], ErrMalformed},
		{"no prefix", right, string(header), strings.TrimPrefix(blob, Prefix), ErrMalformed},
		{"not base64", right, string(header), Prefix + "!!!!", ErrMalformed},
		{"too short", right, string(header), Prefix + base64.StdEncoding.EncodeToString(make([]byte, minRaw-1)), ErrMalformed},
		{"too long", right, string(header), Prefix + strings.Repeat("A", MaxBlob), ErrMalformed},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.key.Open([]byte(tc.header), tc.blob)
			if tc.want == nil {
				if err != nil || !bytes.Equal(got, secret) {
					t.Fatalf("Open = %q, %v; want %q", got, err, secret)
				}
				return
			}
			if !errors.Is(err, tc.want) || got != nil {
				t.Fatalf("Open = %q, %v; want error %v", got, err, tc.want)
			}
		})
	}
}

// otherSpelling is b64 (standard, padded) with the unused low bits of its
// last character set: the same bytes to a lenient decoder, another text.
func otherSpelling(t *testing.T, b64 string) string {
	t.Helper()
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	data := strings.TrimRight(b64, "=")
	pad := len(b64) - len(data)
	if pad == 0 {
		t.Fatalf("%q has no padding, so its last character has no unused bits", b64)
	}
	i := strings.IndexByte(alphabet, data[len(data)-1])
	unused := 1<<(2*pad) - 1 // "=": 2 bits, "==": 4 bits
	if i&unused != 0 {
		t.Fatalf("%q: the unused bits of its last character are already set", b64)
	}
	return data[:len(data)-1] + string(alphabet[i|unused]) + b64[len(data):]
}

// A blob is one text: another spelling of the same bytes (set unused bits
// in its last character, a line break, which Go's Strict mode skips) is
// refused as malformed, not opened. Line breaks could be slipped into a
// TOML string as escapes.
func TestOpenRefusesAnotherSpellingOfABlob(t *testing.T) {
	k := mustKey(t, "p", testSalt)
	for _, size := range []int{30, 31} { // with nonce and tag 70 and 71 bytes: "==" and "=" padding
		secret := bytes.Repeat([]byte{'s'}, size)
		blob, err := k.Seal([]byte("h"), secret)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := k.Open([]byte("h"), blob); err != nil || !bytes.Equal(got, secret) {
			t.Fatalf("the blob itself does not open: %q, %v", got, err)
		}
		body := strings.TrimPrefix(blob, Prefix)
		lenient, err := base64.StdEncoding.DecodeString(otherSpelling(t, body))
		if raw, _ := base64.StdEncoding.DecodeString(body); err != nil || !bytes.Equal(lenient, raw) {
			t.Fatalf("the test's other spelling is not the same bytes to a lenient decoder: %v", err)
		}
		for name, text := range map[string]string{
			"unused bits set": Prefix + otherSpelling(t, body),
			"a line break":    Prefix + body[:20] + "\n" + body[20:],
		} {
			if got, err := k.Open([]byte("h"), text); !errors.Is(err, ErrMalformed) || got != nil {
				t.Errorf("%d padding characters, %s: Open = %q, %v; want it refused as malformed", len(body)-len(strings.TrimRight(body, "=")), name, got, err)
			}
		}
	}
}

// A salt is read strictly too: another spelling of its 16 bytes is
// refused, with what is wrong.
func TestDecodeSalt(t *testing.T) {
	text := EncodeSalt(testSalt)
	if got, err := DecodeSalt(text); err != nil || !bytes.Equal(got, testSalt) {
		t.Fatalf("DecodeSalt(EncodeSalt) = %x, %v", got, err)
	}
	tests := []struct{ name, text, want string }{
		{"unused bits set", otherSpelling(t, text), "illegal base64"},
		{"a line break", text[:8] + "\n" + text[8:], "not in the one form"},
		{"short", EncodeSalt(testSalt[:15]), "salt has 15 bytes; want 16"},
		{"not base64", "!!!!", "illegal base64"},
	}
	for _, tc := range tests {
		if got, err := DecodeSalt(tc.text); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: DecodeSalt(%q) = %x, %v; want an error saying %q", tc.name, tc.text, got, err, tc.want)
		}
	}
}

func TestSealUsesFreshNonces(t *testing.T) {
	k := mustKey(t, "p", testSalt)
	a, _ := k.Seal(nil, []byte("same"))
	b, _ := k.Seal(nil, []byte("same"))
	if a == b {
		t.Fatal("sealing the same text twice gave the same blob: the nonce is not fresh")
	}
}

func TestDeriveKeyBounds(t *testing.T) {
	if _, err := DeriveKey("p", testSalt[:4]); err == nil || !strings.Contains(err.Error(), "salt has 4 bytes") {
		t.Fatalf("short salt: %v", err)
	}
	if _, err := DeriveKey(strings.Repeat("x", MaxPassphrase+1), testSalt); err == nil || !strings.Contains(err.Error(), "at most 1024") {
		t.Fatalf("long passphrase: %v", err)
	}
}

func TestCombineNeedsEveryKey(t *testing.T) {
	a, b, c := mustKey(t, "a", testSalt), mustKey(t, "b", testSalt), mustKey(t, "c", testSalt)
	ab, _ := Combine("whole game", a, b)
	blob, err := ab.Seal([]byte("h"), []byte("seed=42"))
	if err != nil {
		t.Fatal(err)
	}
	again, _ := Combine("whole game", a, b)
	if got, err := again.Open([]byte("h"), blob); err != nil || string(got) != "seed=42" {
		t.Fatalf("the same keys do not open it: %q, %v", got, err)
	}
	for name, k := range map[string][]*Key{"one key missing": {a, c}, "other order": {b, a}, "one key": {a}} {
		ck, _ := Combine("whole game", k...)
		if _, err := ck.Open([]byte("h"), blob); !errors.Is(err, ErrWrongPassphrase) {
			t.Errorf("%s: %v", name, err)
		}
	}
	other, _ := Combine("another use", a, b)
	if _, err := other.Open([]byte("h"), blob); !errors.Is(err, ErrWrongPassphrase) {
		t.Errorf("another info opens it: %v", err)
	}
	if _, err := Combine("x"); err == nil {
		t.Error("Combine of no keys succeeded")
	}
}

// BenchmarkDeriveKey is the cost of one passphrase at load: it must stay
// well under half a second so that a two-side save opens in under one.
func BenchmarkDeriveKey(b *testing.B) {
	for b.Loop() {
		if _, err := DeriveKey("correct horse battery staple", testSalt); err != nil {
			b.Fatal(err)
		}
	}
}

// Check tells the right key from a wrong one (same salt, or same
// passphrase with another salt), is the same for the same key, and does not
// show the key.
func TestCheckTellsTheRightKey(t *testing.T) {
	right := mustKey(t, "red tulips at dawn", testSalt)
	again := mustKey(t, "red tulips at dawn", testSalt)
	wrong := mustKey(t, "red tulips at dusk", testSalt)
	otherSalt := mustKey(t, "red tulips at dawn", bytes.Repeat([]byte{8}, SaltLen))
	c := func(k *Key) string {
		s, err := k.Check()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if c(right) != c(again) {
		t.Errorf("the same key gives two checks")
	}
	if c(right) == c(wrong) || c(right) == c(otherSalt) {
		t.Errorf("a wrong key gives the right key's check")
	}
	if strings.Contains(c(right), base64.StdEncoding.EncodeToString(right.Bytes()[:12])) {
		t.Errorf("the check shows the key")
	}
}
