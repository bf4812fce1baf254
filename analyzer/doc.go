// Package analyzer finds the forms of an HTML document or template and the
// evidence about each of their fields, with exact file:line:col positions.
//
// It reads input with the x/net/html tokenizer rather than html.Parse: the
// tokenizer's raw pieces tile the input, so every position is exact, and form
// ownership follows the browser's rules: a control belongs to the form its
// form="id" names, else to the form the HTML form-element pointer holds,
// else to its nearest form ancestor (a </form> closes the form alone, and
// what is still open inside it stays inside it). A tree walk of a parsed
// document gets that wrong for forms opened inside tables. In live mode
// (Options.OwnerAttr) the browser has already decided, and the marks the
// runtime put on its serialization of the page say which form owns each
// control.
//
// The content of an HTML <template> element is skipped, as the browser
// keeps it out of the document: a form, control, label, datalist or heading
// inside one is not the page's, and forms after it keep the index that
// document.forms gives them. This holds for formtool build and for the
// runtime's live analysis alike, which share this package.
//
// Templates (Go html/template, Jinja/Django/Nunjucks/Twig, ERB/EJS, Handlebars/Mustache,
// Liquid, PHP, Laravel's Blade) are read safely: every template region is replaced by a same-length
// inert placeholder before tokenizing, so a '>' inside {% if a > b %} cannot end
// a tag and hide a later type=password, and byte offsets stay the same.
//
// Security: the analyzer never executes template code or script, and it bounds
// the work it does per document: attribute values and collected text are capped,
// so hostile input costs time linear in its size.
package analyzer
