// Package classify sorts a form field into allow, redact or block, following
// formtool's product contract (SPEC section 1): an author override first, then
// autocomplete tokens, then the input type, then the field's text (name, id,
// label, placeholder, title, toolparamdescription, legend) matched against
// terms in many languages. When several rules match, the most restrictive class
// wins. Every Decision names the rule, the attribute and the matched text.
package classify
