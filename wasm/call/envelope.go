package call

// Statuses of a call (SPEC section 4).
const (
	Completed    = "completed"
	AwaitingUser = "awaiting_user"
	Refused      = "refused"
	Failed       = "failed"
	Unknown      = "unknown"
)

// Error codes (SPEC section 4), and NOT_CONFIRMED for a submission the page
// took over (preventDefault) without answering through respondWith.
const (
	InvalidArgument  = "INVALID_ARGUMENT"
	UnknownField     = "UNKNOWN_FIELD"
	BlockedField     = "BLOCKED_FIELD"
	StaleVersion     = "STALE_VERSION"
	FormNotFound     = "FORM_NOT_FOUND"
	FormChanged      = "FORM_CHANGED"
	NotFillable      = "NOT_FILLABLE"
	ValidationFailed = "VALIDATION_FAILED"
	Cancelled        = "CANCELLED"
	Timeout          = "TIMEOUT"
	Internal         = "INTERNAL"
	NotConfirmed     = "NOT_CONFIRMED"
)

// Envelope is a call's structuredContent.
type Envelope struct {
	Status       string
	Fields       []Value // the form as it now stands: allow as is, redact masked, block absent
	RequiresUser []UserField
	Error        *Error
	NextStep     string
	OperationID  string
	FormVersion  string
	Warnings     []string
	// Policy names the rule that decided whether the tool submits on its
	// own and how long it waits (the manifest's tool.policy).
	Policy string
	// Replay is set on the recorded outcome of a completed call, handed back
	// to an identical call within ReplayWindowMs instead of a second submit.
	Replay bool
}

// Value is one field of Envelope.Fields, in the tool's field order.
type Value struct {
	Key   string
	Value any // string, float64, bool, []any of string, or nil
}

// Error says why a call was refused or failed.
type Error struct {
	Code    string
	Message string
	Field   string // the parameter concerned, if one is
	// Keys are all the parameters concerned when the code is about fields
	// (STALE_VERSION, VALIDATION_FAILED); Field is the first of them.
	Keys []string
}

// OK is true only for a completed call.
func (e *Envelope) OK() bool { return e.Status == Completed }

// IsError is the CallToolResult's isError: awaiting_user is neither success
// nor failure and is not an error.
func (e *Envelope) IsError() bool { return e.Status != Completed && e.Status != AwaitingUser }
