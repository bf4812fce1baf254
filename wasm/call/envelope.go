package call

// Statuses of a call (SPEC section 4).
const (
	Completed    = "completed"
	AwaitingUser = "awaiting_user"
	Refused      = "refused"
	Failed       = "failed"
	Unknown      = "unknown"
)

// Error codes (SPEC section 4). STALE_VERSION, CANCELLED and TIMEOUT belong
// to the waiting model (a call that waits for the person's submit); they are
// declared so the envelope's vocabulary is complete.
const (
	InvalidArgument  = "INVALID_ARGUMENT"
	UnknownField     = "UNKNOWN_FIELD"
	BlockedField     = "BLOCKED_FIELD"
	StaleVersion     = "STALE_VERSION"
	FormNotFound     = "FORM_NOT_FOUND"
	NotFillable      = "NOT_FILLABLE"
	ValidationFailed = "VALIDATION_FAILED"
	Cancelled        = "CANCELLED"
	Timeout          = "TIMEOUT"
	Internal         = "INTERNAL"
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
}

// OK is true only for a completed call.
func (e *Envelope) OK() bool { return e.Status == Completed }

// IsError is the CallToolResult's isError: awaiting_user is neither success
// nor failure and is not an error.
func (e *Envelope) IsError() bool { return e.Status != Completed && e.Status != AwaitingUser }
