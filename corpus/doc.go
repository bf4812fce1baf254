// Package corpus reads formtool's labelled form corpus and scores the
// classifier against it.
//
// The corpus (shared/corpus, described by its README) holds real forms from
// five sources, each field labelled block, redact or allow by its source or by
// a TSV row. Evaluate follows the README's rules for an evaluation: the labels
// and the verdicts other tools left in the markup are blanked out of the bytes
// before the analyzer sees them, the .out and TSV files are never shown to the
// classifier, and a field's gold class comes from the first of overrides.tsv,
// the source's labels.tsv, and the source label mapped by mapping.tsv. Fields
// with none of these are unscored and left out of every figure.
//
// The GOV.UK examples are Nunjucks calls to govuk-frontend macros. They are
// rendered with the real macros by a small Node program (render/), whose
// dependencies are pinned by render/package-lock.json. Without Node that
// source is skipped, and the Report says so.
package corpus
