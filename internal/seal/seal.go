// Package seal keeps a secret readable only with a passphrase: a key is
// derived from the passphrase with Argon2id (golang.org/x/crypto/argon2)
// and a random salt, and data is sealed with XChaCha20-Poly1305
// (golang.org/x/crypto/chacha20poly1305), an authenticated cipher, under a
// fresh random nonce and with header data the caller binds to it (which
// file, which field, which side), so that a sealed blob moved to another
// place, or altered by a single bit, is refused rather than misread.
//
// Nothing here is home-made cryptography: the package only chooses the
// parameters, bounds the input and names the failures.
package seal

import (
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"
	"golang.org/x/crypto/chacha20poly1305"
)

// The key derivation's cost. Argon2id with three passes over 64 MiB on
// two lanes takes about 0.15 s on two busy server cores
// (BenchmarkDeriveKey) and holds at most 64 MiB, so that opening a
// two-side save stays well under a second and bounded in memory. The
// parameters are fixed by the blob's version, never read from the blob, so
// a hostile file cannot make a load spend more.
const (
	kdfTime    = 3
	kdfMemory  = 64 * 1024 // KiB
	kdfThreads = 2
	keyLen     = chacha20poly1305.KeySize
)

// SaltLen is the length of a key's salt in bytes.
const SaltLen = 16

// Prefix starts every sealed blob: the format and its version.
const Prefix = "sealed1:"

// MaxBlob is the longest sealed blob Open accepts, in characters. Open
// checks it before decoding anything.
const MaxBlob = 1 << 20

// MaxPassphrase is the longest passphrase accepted, in bytes.
const MaxPassphrase = 1024

// ErrWrongPassphrase is returned (wrapped) by Open when the blob does not
// open with the key: the passphrase is wrong, or the blob or its header was
// changed. An authenticated cipher cannot tell these apart.
var ErrWrongPassphrase = errors.New("seal: wrong passphrase, or the sealed data was changed")

// ErrMalformed is returned (wrapped) by Open when the blob is not a sealed
// blob at all: wrong prefix, not base64, too short or too long.
var ErrMalformed = errors.New("seal: not a sealed blob")

// Key is a key derived from a passphrase and a salt. The zero Key is not
// usable.
type Key struct {
	key  []byte
	salt []byte
}

// NewSalt is a fresh random salt.
func NewSalt() ([]byte, error) {
	s := make([]byte, SaltLen)
	if _, err := rand.Read(s); err != nil {
		return nil, fmt.Errorf("seal: no randomness for a salt: %w", err)
	}
	return s, nil
}

// DeriveKey derives the key of passphrase with salt (SaltLen bytes). It is
// deliberately slow (see the parameters above): derive once per passphrase
// and keep the Key.
func DeriveKey(passphrase string, salt []byte) (*Key, error) {
	if len(salt) != SaltLen {
		return nil, fmt.Errorf("seal: salt has %d bytes; want %d", len(salt), SaltLen)
	}
	if len(passphrase) > MaxPassphrase {
		return nil, fmt.Errorf("seal: the passphrase has %d bytes; at most %d are allowed", len(passphrase), MaxPassphrase)
	}
	k := argon2.IDKey([]byte(passphrase), salt, kdfTime, kdfMemory, kdfThreads, keyLen)
	return &Key{key: k, salt: append([]byte(nil), salt...)}, nil
}

// Salt is the key's salt, to be stored beside what it sealed.
func (k *Key) Salt() []byte { return append([]byte(nil), k.salt...) }

// Bytes is the raw key, for deriving a key that needs several passphrases
// (Combine). Keep it in memory only.
func (k *Key) Bytes() []byte { return append([]byte(nil), k.key...) }

// Seal encrypts and authenticates plaintext, binding header to it (header
// is not stored: Open must be given the same header). The result is text:
// Prefix followed by base64 of a random nonce and the ciphertext.
func (k *Key) Seal(header, plaintext []byte) (string, error) {
	aead, err := chacha20poly1305.NewX(k.key)
	if err != nil {
		return "", fmt.Errorf("seal: %w", err)
	}
	buf := make([]byte, aead.NonceSize(), aead.NonceSize()+len(plaintext)+aead.Overhead())
	if _, err := rand.Read(buf); err != nil {
		return "", fmt.Errorf("seal: no randomness for a nonce: %w", err)
	}
	buf = aead.Seal(buf, buf, plaintext, header)
	if n := len(Prefix) + base64.StdEncoding.EncodedLen(len(buf)); n > MaxBlob {
		return "", fmt.Errorf("seal: %d bytes make a blob of %d characters, more than the %d allowed", len(plaintext), n, MaxBlob)
	}
	return Prefix + base64.StdEncoding.EncodeToString(buf), nil
}

// Open checks and decrypts a blob made by Seal with the same key and
// header. Its length is checked before anything is decoded. A blob that
// does not open returns ErrWrongPassphrase; one that is not a blob at all,
// ErrMalformed.
func (k *Key) Open(header []byte, blob string) ([]byte, error) {
	raw, err := decode(blob)
	if err != nil {
		return nil, err
	}
	aead, err := chacha20poly1305.NewX(k.key)
	if err != nil {
		return nil, fmt.Errorf("seal: %w", err)
	}
	nonce, ct := raw[:aead.NonceSize()], raw[aead.NonceSize():]
	pt, err := aead.Open(nil, nonce, ct, header)
	if err != nil {
		return nil, ErrWrongPassphrase
	}
	return pt, nil
}

// minRaw is the shortest decoded blob: a nonce and a tag.
const minRaw = chacha20poly1305.NonceSizeX + chacha20poly1305.Overhead

// decode checks a blob's length and prefix and decodes its base64.
func decode(blob string) ([]byte, error) {
	if len(blob) > MaxBlob {
		return nil, fmt.Errorf("%w: it has %d characters, more than the %d allowed", ErrMalformed, len(blob), MaxBlob)
	}
	body, ok := strings.CutPrefix(blob, Prefix)
	if !ok {
		return nil, fmt.Errorf("%w: it does not start with %q", ErrMalformed, Prefix)
	}
	raw, err := decodeBase64(body)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if len(raw) < minRaw {
		return nil, fmt.Errorf("%w: it has %d bytes, fewer than the %d of a nonce and a tag", ErrMalformed, len(raw), minRaw)
	}
	return raw, nil
}

// decodeBase64 decodes standard base64 (with padding) strictly: the text
// must be the one encoding of its bytes. Go's Strict mode refuses a last
// character whose unused bits are not zero, but still skips line breaks;
// a text with those, or with anything else that does not encode back to
// itself, is refused too, so that no two texts in a file stand for the same
// bytes.
func decodeBase64(text string) ([]byte, error) {
	raw, err := base64.StdEncoding.Strict().DecodeString(text)
	if err != nil {
		return nil, err
	}
	if base64.StdEncoding.EncodeToString(raw) != text {
		return nil, errors.New("not in the one form base64 writes (a line break in it?)")
	}
	return raw, nil
}

// EncodeSalt is a salt as a file stores it: standard base64.
func EncodeSalt(salt []byte) string { return base64.StdEncoding.EncodeToString(salt) }

// DecodeSalt reads a salt written by EncodeSalt: standard base64 of
// SaltLen bytes, decoded strictly (see decodeBase64), so a text that only
// differs in the unused bits of its last character is refused rather than
// read as the same salt.
func DecodeSalt(text string) ([]byte, error) {
	salt, err := decodeBase64(text)
	if err != nil {
		return nil, fmt.Errorf("seal: salt: %v", err)
	}
	if len(salt) != SaltLen {
		return nil, fmt.Errorf("seal: salt has %d bytes; want %d", len(salt), SaltLen)
	}
	return salt, nil
}

// Combine is a key that needs every one of keys: the HKDF-SHA256 (crypto/hkdf)
// of their concatenation, in the order given, with info naming its use.
// Whoever lacks one of the passphrases cannot derive it.
func Combine(info string, keys ...*Key) (*Key, error) {
	if len(keys) == 0 {
		return nil, errors.New("seal: combine: no keys")
	}
	var secret []byte
	for _, k := range keys {
		secret = append(secret, k.key...)
	}
	k, err := hkdf.Key(sha256.New, secret, nil, info, keyLen)
	if err != nil {
		return nil, fmt.Errorf("seal: combine: %w", err)
	}
	return &Key{key: k}, nil
}

// Check is a short value derived from the key (HKDF-SHA256 with an info of
// its own), stored beside a sealed blob so that a blob that does not open
// can be told apart: a key whose Check matches is the right one, so the
// blob or its header was changed; one whose Check differs came from a
// wrong passphrase. It tells a guesser nothing Open does not already tell
// (each guess still costs a key derivation).
func (k *Key) Check() (string, error) {
	c, err := hkdf.Key(sha256.New, k.key, nil, "sandtable seal: passphrase check", 16)
	if err != nil {
		return "", fmt.Errorf("seal: check: %w", err)
	}
	return base64.StdEncoding.EncodeToString(c), nil
}
