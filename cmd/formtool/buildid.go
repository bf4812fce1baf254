package main

import (
	"bytes"
	endian "encoding/binary"
	"io"
	"os"
	"strconv"
)

// goBuildID reads the Go build ID of the executable file, as `go tool
// buildid` prints it, or returns "" when it has none or cannot be read. The
// go command ends a binary's build ID with a hash of the binary's own
// content, so the ID identifies the binary as its SHA-256 would, from the
// first kilobytes of the file instead of all of it. An ELF binary keeps it
// in a note; other formats at the start of their text, which the first 32
// KB hold on Windows and Plan 9 (on macOS it may lie further in, and the
// caller hashes the file instead).
func goBuildID(file string) string {
	f, err := os.Open(file)
	if err != nil {
		return ""
	}
	defer f.Close()
	data := make([]byte, 32<<10)
	n, err := io.ReadFull(f, data)
	if err != nil && err != io.ErrUnexpectedEOF {
		return ""
	}
	data = data[:n]
	if bytes.HasPrefix(data, []byte("\x7fELF")) {
		return elfGoBuildID(data)
	}
	// "\xff Go build ID: \"...\"\n \xff" at the start of the text.
	const prefix, end = "\xff Go build ID: \"", "\"\n \xff"
	i := bytes.Index(data, []byte(prefix))
	if i < 0 {
		return ""
	}
	j := bytes.Index(data[i+len(prefix):], []byte(end))
	if j < 0 {
		return ""
	}
	id, err := strconv.Unquote(string(data[i+len(prefix)-1 : i+len(prefix)+j+1]))
	if err != nil {
		return ""
	}
	return id
}

// elfGoBuildID finds the Go build ID note (name "Go", type 4) among the
// notes of an ELF file's program headers, which data, its first bytes,
// must hold.
func elfGoBuildID(data []byte) string {
	if len(data) < 64 {
		return ""
	}
	var bo endian.ByteOrder
	switch data[5] {
	case 1:
		bo = endian.LittleEndian
	case 2:
		bo = endian.BigEndian
	default:
		return ""
	}
	var phoff, phentsize, phnum uint64
	is64 := data[4] == 2
	switch data[4] {
	case 1:
		phoff, phentsize, phnum = uint64(bo.Uint32(data[28:])), uint64(bo.Uint16(data[42:])), uint64(bo.Uint16(data[44:]))
	case 2:
		phoff, phentsize, phnum = bo.Uint64(data[32:]), uint64(bo.Uint16(data[54:])), uint64(bo.Uint16(data[56:]))
	default:
		return ""
	}
	const ptNote = 4
	for i := uint64(0); i < phnum; i++ {
		off := phoff + i*phentsize
		if off+phentsize > uint64(len(data)) || phentsize < 32 {
			return ""
		}
		ph := data[off : off+phentsize]
		if bo.Uint32(ph) != ptNote {
			continue
		}
		var noff, nsize uint64
		if is64 {
			if len(ph) < 40 {
				return ""
			}
			noff, nsize = bo.Uint64(ph[8:]), bo.Uint64(ph[32:])
		} else {
			noff, nsize = uint64(bo.Uint32(ph[4:])), uint64(bo.Uint32(ph[16:]))
		}
		if noff > uint64(len(data)) || nsize > uint64(len(data))-noff {
			continue
		}
		if id := noteGoBuildID(data[noff:noff+nsize], bo); id != "" {
			return id
		}
	}
	return ""
}

// noteGoBuildID reads the Go build ID from a run of ELF notes.
func noteGoBuildID(notes []byte, bo endian.ByteOrder) string {
	align4 := func(n uint32) uint64 { return (uint64(n) + 3) &^ 3 }
	for len(notes) >= 12 {
		namesz, descsz, typ := bo.Uint32(notes), bo.Uint32(notes[4:]), bo.Uint32(notes[8:])
		notes = notes[12:]
		if align4(namesz)+align4(descsz) > uint64(len(notes)) {
			return ""
		}
		name := notes[:namesz]
		desc := notes[align4(namesz) : align4(namesz)+uint64(descsz)]
		notes = notes[align4(namesz)+align4(descsz):]
		if string(bytes.TrimRight(name, "\x00")) == "Go" && typ == 4 {
			return string(desc)
		}
	}
	return ""
}
