package analyzer

import "strconv"

// Pos is a position in a source file: 1-based line, 1-based byte column, and
// the 0-based byte offset.
type Pos struct {
	Line   int `json:"line"`
	Col    int `json:"col"`
	Offset int `json:"offset"`
}

func (p Pos) String() string { return strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col) }

// Document is everything the analyzer learned from one file.
type Document struct {
	File    string  `json:"file"`
	Dialect string  `json:"dialect"`         // "html" or a template dialect
	Lang    string  `json:"lang,omitempty"`  // <html lang>, lower case
	Title   string  `json:"title,omitempty"` // <title> text
	Forms   []*Form `json:"forms"`
	// Loose are controls that belong to no form. They become no tool, but
	// they are classified and reported like any other field.
	Loose []*Field `json:"loose,omitempty"`
	// Notes are problems found while reading (unterminated template regions,
	// truncated input); each becomes a diagnostic.
	Notes []Note `json:"notes,omitempty"`
}

// Note is a problem the analyzer found in the source itself.
type Note struct {
	Pos     Pos    `json:"pos"`
	ID      string `json:"id"`
	Message string `json:"message"`
}

// Form is one <form> element and the controls that belong to it.
type Form struct {
	Index  int    `json:"index"` // 0-based, in document order
	Pos    Pos    `json:"pos"`
	ID     string `json:"id,omitempty"`
	Name   string `json:"name,omitempty"`
	Action string `json:"action,omitempty"`
	Method string `json:"method,omitempty"`

	// WebMCP declarative attributes.
	ToolName        string `json:"toolname,omitempty"`
	ToolDescription string `json:"tooldescription,omitempty"`
	ToolAutoSubmit  bool   `json:"toolautosubmit,omitempty"`
	// HasToolName is set when the form carries a toolname attribute, even an
	// empty one: Chromium registers its own declarative tool for it.
	HasToolName bool `json:"hasToolname,omitempty"`
	// formtool's own attributes for the tool's name and description
	// (data-webmcp-toolname, data-webmcp-tooldescription), which Chromium
	// does not read: what formtool check -fix turns the declarative ones
	// into on a form with a blocked field. The declarative ones win.
	DataToolName        string `json:"dataToolname,omitempty"`
	DataToolDescription string `json:"dataTooldescription,omitempty"`

	AriaLabel string `json:"ariaLabel,omitempty"`
	// Heading is the text of the first heading inside the form, else of
	// the latest heading before it that heads no other form: a heading
	// heads one form.
	Heading string `json:"heading,omitempty"`
	// SubmitText is the text of the first submit button.
	SubmitText string `json:"submitText,omitempty"`
	// Sensitive is the form's data-webmcp-sensitive value, lower case.
	Sensitive string `json:"sensitive,omitempty"`
	Ignore    bool   `json:"ignore,omitempty"`
	// AutoSubmit is the author's opt-in through data-webmcp-autosubmit;
	// NoAutoSubmit is its data-webmcp-autosubmit="false".
	AutoSubmit   bool `json:"autosubmit,omitempty"`
	NoAutoSubmit bool `json:"noAutosubmit,omitempty"`
	// WaitMs is data-webmcp-wait: how long a call waits for the person, in
	// milliseconds (0 when absent or not a number in 1..3600000).
	WaitMs int `json:"waitMs,omitempty"`

	Fields []*Field `json:"fields"`
}

// Field is one parameter a form offers: a single control, or a group of
// radio buttons or checkboxes that share a name.
type Field struct {
	Pos  Pos    `json:"pos"`
	Tag  string `json:"tag"`  // input, select, textarea
	Type string `json:"type"` // input type, lower case; "select-one", "select-multiple", "textarea"
	Name string `json:"name,omitempty"`
	ID   string `json:"id,omitempty"`
	// Model is what a framework binds the control to or its tests call it
	// (formcontrolname, ng-model, x-model, data-testid and the like), as
	// written: evidence like a name's, where many pages give no name.
	Model string `json:"model,omitempty"`

	Autocomplete string `json:"autocomplete,omitempty"`
	// Label is the text of <label for>, a wrapping <label>, or the elements
	// named by aria-labelledby, in that order of preference.
	Label            string `json:"label,omitempty"`
	AriaLabel        string `json:"ariaLabel,omitempty"`
	Placeholder      string `json:"placeholder,omitempty"`
	Title            string `json:"title,omitempty"`
	ParamTitle       string `json:"toolparamtitle,omitempty"`
	ParamDescription string `json:"toolparamdescription,omitempty"`
	Legend           string `json:"legend,omitempty"` // innermost fieldset legend
	// Nearby is the text right before the control (since the previous
	// control and its description), kept only when no label, aria-label
	// or toolparamtitle names it: many real forms write "Card number" in a
	// <span> or a table cell beside the input, whose placeholder says
	// only "Required".
	Nearby string `json:"nearby,omitempty"`
	// Description is what describes the control beyond its name: the text
	// of the elements its aria-describedby names, and the text right after
	// it in the element that holds it (up to the next control, label,
	// heading, link or button). It is evidence that can only make a field
	// stricter (see package classify).
	Description string `json:"description,omitempty"`

	Required  bool   `json:"required,omitempty"`
	Multiple  bool   `json:"multiple,omitempty"`
	Readonly  bool   `json:"readonly,omitempty"`
	Disabled  bool   `json:"disabled,omitempty"`
	Min       string `json:"min,omitempty"`
	Max       string `json:"max,omitempty"`
	Step      string `json:"step,omitempty"`
	MinLength string `json:"minlength,omitempty"`
	MaxLength string `json:"maxlength,omitempty"`
	Pattern   string `json:"pattern,omitempty"`
	InputMode string `json:"inputmode,omitempty"`
	// Value is the value the page prefills (value attribute, textarea text,
	// selected option). It may be sensitive: never copy it into a schema
	// without checking the field's class.
	Value   string   `json:"value,omitempty"`
	Checked bool     `json:"checked,omitempty"`
	Options []Option `json:"options,omitempty"` // select options, group members, datalist

	// Sensitive is the author's override in effect: the control's own
	// data-webmcp-sensitive, else its fieldset's, else its form's.
	Sensitive     string `json:"sensitive,omitempty"`
	SensitiveFrom string `json:"sensitiveFrom,omitempty"` // "field", "fieldset" or "form"
	Ignore        bool   `json:"ignore,omitempty"`

	// Hidden says why the person cannot see the control, "" when they can:
	// the hidden attribute on it or around it, or the signs of a honeypot
	// (an inline style or class that hides it with tabindex=-1,
	// aria-hidden or a honeypot's name). Such a field is never offered to
	// an agent: a bot that fills a honeypot gets the form rejected.
	Hidden string `json:"hidden,omitempty"`

	// Dynamic is set when the name or type is template code that cannot be
	// known at build time.
	Dynamic bool `json:"dynamic,omitempty"`
	// DynamicBy says what made it so: "name" or "type" when that
	// attribute's value is template code, a framework binding's key
	// (":type", "[name]", "{...rest}"), or "" for template code among
	// the attributes.
	DynamicBy string `json:"dynamicBy,omitempty"`
	// Conditional is set when the control sits inside a template conditional
	// or loop: it may not be on the page, so it is never required.
	Conditional bool `json:"conditional,omitempty"`

	// Elements are the document-order indexes of this field's controls among
	// all input, select and textarea elements of the file (hidden inputs and
	// buttons included), as corpus locators count them.
	Elements []int `json:"elements"`
}

// Option is one choice of a select, radio group, checkbox group or datalist.
type Option struct {
	Value    string `json:"value"`
	Label    string `json:"label,omitempty"`
	Selected bool   `json:"selected,omitempty"`
	Pos      Pos    `json:"pos"`
}
