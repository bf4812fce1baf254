package schema

import _ "embed"

//go:generate go test -run TestManifestJSONSchema -update .

// manifestSchema is generated from the Manifest types by
// TestManifestJSONSchema, which fails when it is stale; the reflection library
// that writes it stays in the test, out of the WebAssembly runtime.
//
//go:embed manifest.schema.json
var manifestSchema []byte

// ManifestJSONSchema returns the manifest's own JSON Schema (2020-12), whose
// $id is ManifestSchemaID: the published contract between the CLI and the
// runtime. Each call returns a fresh copy.
func ManifestJSONSchema() []byte { return append([]byte(nil), manifestSchema...) }
