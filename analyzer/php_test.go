package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPHPTemplates: PHP's code regions are masked like any template's, so
// a "?>" cannot end a tag early, a value or name that PHP writes is not
// read as a literal, and a control inside <?php if ?> is never required.
func TestPHPTemplates(t *testing.T) {
	doc := analyze(t, "login.php", `<?php require 'header.php'; ?>
<form method="post" action="<?php echo esc_url( site_url( 'wp-login.php' ) ); ?>">
  <label for="user_login"><?php _e( 'Username or Email Address' ); ?></label>
  <input type="text" name="log" id="user_login" value="<?php echo esc_attr( $user_login ); ?>" required>
  <input name="pin" <?php if ( $secret ) : ?>type="password"<?php endif; ?> aria-label="Answer">
  <?php if ( $ask_phone ) { ?><label>Phone <input name="phone" required></label><?php } ?>
  <input name="<?= $field ?>" aria-label="Extra">
</form>
<?php
get_footer();
`)
	assert.Equal(t, DialectPHP, doc.Dialect)
	assert.Empty(t, doc.Notes, "a file may end in code")
	require.Len(t, doc.Forms, 1)
	log := field(t, doc, "log")
	assert.Empty(t, log.Value, "a value PHP writes is no default")
	assert.Equal(t, "Username or Email Address", log.Label, "a translated label still reads")
	assert.True(t, log.Required)
	assert.Equal(t, "password", field(t, doc, "pin").Type)
	phone := field(t, doc, "phone")
	assert.True(t, phone.Conditional)
	assert.False(t, phone.Required, "inside <?php if { ?> it may be absent")
	assert.True(t, doc.Forms[0].Fields[3].Dynamic, "a name PHP writes is unknown")
}

// TestBladeTemplates: Laravel's Blade adds {{ }}, {!! !!} and {{-- --}}
// to PHP's regions.
func TestBladeTemplates(t *testing.T) {
	doc := analyze(t, "resources/views/login.blade.php", `<form method="POST">
  @csrf
  <label>Email <input name="email" value="{{ old('email') }}"></label>
  {{-- <input name="legacy_pin"> --}}
  <input name="code" {!! $attrs !!} type="{{ $type }}" aria-label="Code">
</form>`)
	assert.Equal(t, DialectBlade, doc.Dialect)
	require.Len(t, doc.Forms, 1)
	require.Len(t, doc.Forms[0].Fields, 2, "the commented-out field is not one")
	assert.Empty(t, field(t, doc, "email").Value)
	assert.True(t, doc.Forms[0].Fields[1].Dynamic)

	doc = analyze(t, "signup.blade.php", `<form>
  @if ($askPhone)
    <label>Phone <input type="tel" name="phone" required></label>
  @endif
  <label>Email <input type="email" name="email" required></label>
</form>`)
	assert.True(t, field(t, doc, "phone").Conditional)
	assert.False(t, field(t, doc, "phone").Required, "inside @if it may be absent")
	assert.True(t, field(t, doc, "email").Required)
}

// TestPHPInAnHTMLFile: a .html file that holds <?php ?> is read as PHP.
func TestPHPInAnHTMLFile(t *testing.T) {
	doc := analyze(t, "page.html", `<form><input name="a" <?php if ($x) { ?>type="password"<?php } ?>></form>`)
	assert.Equal(t, DialectPHP, doc.Dialect)
	assert.Equal(t, "password", doc.Forms[0].Fields[0].Type)
	require.NotEmpty(t, doc.Notes)
	assert.Equal(t, "template-dialect", doc.Notes[0].ID)
}

// TestTemplateCodeAmongAttributes: template code that writes output where
// an attribute stands may write the control's type or name, unless the
// literal attribute comes first (the first of two wins in HTML). Code that
// is only control flow writes nothing there.
func TestTemplateCodeAmongAttributes(t *testing.T) {
	cases := []struct {
		file, src string
		dynamic   bool
	}{
		{"a.j2", `<input name="q" {{ attrs|xmlattr }}>`, true},
		{"a.j2", `<input type="text" name="q" {{ attrs|xmlattr }}>`, false},
		{"a.j2", `<input {{ attrs }} type="text" name="q">`, true},
		{"a.j2", `<input type="text" {{ attrs }} name="q">`, true},
		{"a.j2", `<input name="q" {% if r %}required{% endif %}>`, false},
		{"a.j2", `<input name="q" {% include "attrs.html" %}>`, true},
		{"a.j2", `<input name="q" {# type="password" #}>`, false},
		{"a.j2", `<input name="q" placeholder="{{ hint }}" value='{{ v }}' title={{ t }}>`, false},
		{"a.j2", `<textarea name="q" {{ attrs }}></textarea>`, false},
		{"a.j2", `<select {{ attrs }}></select>`, true},
		{"a.gohtml", `<input name="q" {{if .R}}required{{end}}>`, false},
		{"a.gohtml", `<input name="q" {{.Attrs}}>`, true},
		{"a.hbs", `<input name="q" {{#if r}}required{{/if}}>`, false},
		{"a.hbs", `<input name="q" {{{attrs}}}>`, true},
		{"a.erb", `<input name="q" <% if r %>required<% end %>>`, false},
		{"a.erb", `<input name="q" <%= attrs %>>`, true},
		{"a.php", `<input type="checkbox" name="remember" <?php checked( $remember ); ?>>`, false},
		{"a.php", `<input name="answer" <?php echo $secret ? 'type="password"' : ''; ?>>`, true},
		{"a.php", `<input name="q" <?php if ($r): ?>required<?php endif; ?>>`, false},
		{"a.php", `<input name="q" <?= $attrs ?>>`, true},
		{"a.blade.php", `<input name="q" {!! $attrs !!}>`, true},
		// An expression that writes a flag word or nothing.
		{"a.erb", `<input id="p" <%= "disabled" if locked? %> type="password" name="p">`, false},
		{"a.j2", `<input name="q" {{ 'required' if r else '' }}>`, false},
		{"a.j2", `<input name="q" {{ 'required' if r else 'type=password' }}>`, true},
		{"a.j2", `<input name="q" {{ 'type' if r }}>`, true},
		{"a.j2", `<input name="q" {{ 'required' ~ attrs if r }}>`, true},
		{"a.erb", `<input name="q" <%= "x" + attrs if r %>>`, true},
		{"a.blade.php", `<input name="q" {{-- {!! $attrs !!} --}}>`, false},
	}
	for _, c := range cases {
		doc := analyze(t, c.file, "<form>"+c.src+"</form>")
		require.Len(t, doc.Forms, 1, c.src)
		require.Len(t, doc.Forms[0].Fields, 1, c.src)
		assert.Equal(t, c.dynamic, doc.Forms[0].Fields[0].Dynamic, "%s: %s", c.file, c.src)
	}
}

// TestFormHelpers: a form that template code opens and closes (Shopify's
// {% form %}, Symfony's form_start, Laravel's Form::open, CodeIgniter's
// form_open) holds the controls written between, as the rendered page's
// form does, at the place of the code that opens it.
func TestFormHelpers(t *testing.T) {
	for file, src := range map[string]string{
		"login.liquid":    `{%- form 'customer_login', novalidate: 'novalidate' -%}<input type="email" name="email"><input type="password" name="pw">{%- endform -%}<input name="after">`,
		"login.twig":      `{{ form_start(form, {'attr': {'novalidate': 'novalidate'}}) }}<input type="email" name="email"><input type="password" name="pw">{{ form_end(form) }}<input name="after">`,
		"login.blade.php": `{!! Form::open(['url' => 'login']) !!}<input type="email" name="email"><input type="password" name="pw">{!! Form::close() !!}<input name="after">`,
		"login.php":       `<?= form_open('login') ?><input type="email" name="email"><input type="password" name="pw"><?php echo form_close(); ?><input name="after">`,
	} {
		doc := analyze(t, file, src)
		require.Len(t, doc.Forms, 1, file)
		var names []string
		for _, f := range doc.Forms[0].Fields {
			names = append(names, f.Name)
		}
		assert.Equal(t, []string{"email", "pw"}, names, file)
		assert.Equal(t, Pos{Line: 1, Col: 1, Offset: 0}, doc.Forms[0].Pos, file)
		require.Len(t, doc.Loose, 1, file)
		assert.Equal(t, "after", doc.Loose[0].Name, file)
	}
	// Code that only names a form writes no tag: Jinja has no {% form %},
	// and {{ form.email }} is a field, not a form.
	doc := analyze(t, "a.j2", `{% form x %}<input name="a">{% endform %}{{ form.email }}`)
	assert.Empty(t, doc.Forms)
	// What a comment block holds is never rendered, form tags and all.
	for _, file := range []string{"a.liquid", "a.j2"} {
		doc = analyze(t, file, `{% comment %}{% form 'x' %}<form><input type="password" name="old">{% endform %}{% endcomment %}<form><input name="q"></form>`)
		require.Len(t, doc.Forms, 1, file)
		require.Len(t, doc.Forms[0].Fields, 1, file)
		assert.Equal(t, "q", doc.Forms[0].Fields[0].Name, file)
		assert.Empty(t, doc.Loose, file)
	}
}

// TestRenderedFields: a form with no field of its own whose content holds
// code that may write fields is noted at that code; code that writes a
// label, a button's text, a CSRF token or hidden fields, or stands in a
// tag, is not such code.
func TestRenderedFields(t *testing.T) {
	for _, c := range []struct {
		file, src string
		at        int // the note's column, 0 for none
	}{
		{"a.j2", `<form method="post">{% csrf_token %}{{ form.as_p }}<button>Go</button></form>`, 37},
		{"a.j2", `<form>{{ form.q.label_tag }} {{ form.q }}</form>`, 30},
		{"a.j2", `<form>{% crispy form %}</form>`, 7},
		{"a.twig", `<form>{{ form_widget(form) }}</form>`, 7},
		{"a.blade.php", `{!! Form::open(['url' => 'login']) !!}{!! Form::password('password') !!}{!! Form::close() !!}`, 39},
		{"a.j2", `<form action="/logout" method="post">{{ csrf_input }}<button>{{ _("Log out") }}</button></form>`, 0},
		{"a.j2", `<form action="{{ form.action }}">{{ form.hidden_tag() }}{{ form.errors }}</form>`, 0},
		{"a.j2", `<form><input name="q">{{ form.extra }}</form>`, 0},
		{"a.html", `<form>{{ form.as_p }}</form>`, 7}, // read as Jinja: template-dialect
	} {
		doc := analyze(t, c.file, c.src)
		var cols []int
		for _, n := range doc.Notes {
			if n.ID == noteRenderedFields {
				cols = append(cols, n.Pos.Col)
			}
		}
		if c.at == 0 {
			assert.Empty(t, cols, c.src)
		} else {
			assert.Equal(t, []int{c.at}, cols, c.src)
		}
	}
}
