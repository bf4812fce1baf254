package filter

// Value returns what the agent receives for one field whose value is value,
// whose class is class ("allow", "redact" or "block", as the manifest writes
// it) and whose kind (see classify.Decision.Kind) is kind. The class is a
// string, not classify.Class, so that the WebAssembly runtime, which reads
// classes from the manifest, does not link the classifier and the HTML
// tokenizer behind it.
//
//   - allow: the value as it is, unless [Detect] finds a checksum-valid card
//     number, IBAN or personal identifier of one of packs in it; then the
//     whole value is masked as if it were redacted, and masked is true.
//   - redact: [Mask] of the value; masked is true.
//   - block, and any class this package does not know: "" and false. The
//     empty string is not the field's value: the caller leaves a blocked
//     field out of what it hands back and lists it in requiresUser.
func Value(value, class, kind string, packs []string) (out string, masked bool) {
	switch class {
	case "allow":
		if k, found := Detect(value, packs); found {
			return Mask(value, k), true
		}
		return value, false
	case "redact":
		return Mask(value, kind), true
	}
	return "", false
}
