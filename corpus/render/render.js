// Renders the GOV.UK design-system examples of formtool's corpus to HTML with
// the real govuk-frontend macros, so that the evaluation sees the markup a
// service would serve. Usage: node render.js <corpus>/govuk
// Prints one JSON object: {"<path relative to the corpus>": "<html>", ...}.
// A template that fails to render is reported as {"error": "..."} in place of
// its HTML, so one bad file does not hide the others.
'use strict'

const fs = require('fs')
const path = require('path')
const nunjucks = require('nunjucks')

// The examples name layouts and wrappers of the design-system site, which are
// not part of the corpus. These stubs keep the blocks the examples fill and
// nothing else; the form layout wraps the example in a form, as the site does.
const stubs = {
  'example-wrappers/full-page.njk':
    '{% block containerStart %}{% endblock %}{% block content %}{% endblock %}'
}

const StubLoader = nunjucks.Loader.extend({
  getSource (name) {
    if (!(name in stubs)) return null
    return { src: stubs[name], path: 'stub:' + name, noCache: false }
  }
})

function findTemplates (dir, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) findTemplates(p, out)
    else if (e.name.endsWith('.njk')) out.push(p)
  }
  return out
}

// frontMatter splits "---\n...\n---\n" off the template and returns its
// layout name and the rest.
function frontMatter (src) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(src)
  if (!m) return { layout: '', body: src }
  const layout = /^layout:\s*(\S+)/m.exec(m[1])
  return { layout: layout ? layout[1] : '', body: src.slice(m[0].length) }
}

function main () {
  const root = process.argv[2]
  if (!root) {
    process.stderr.write('usage: node render.js <corpus>/govuk\n')
    process.exit(2)
  }
  const corpus = path.dirname(path.resolve(root))
  const frontend = path.dirname(require.resolve('govuk-frontend/package.json'))
  const env = new nunjucks.Environment([
    new StubLoader(),
    new nunjucks.FileSystemLoader(path.join(frontend, 'dist'))
  ], { autoescape: true, throwOnUndefined: false })

  const out = {}
  for (const file of findTemplates(path.resolve(root), []).sort()) {
    const rel = path.relative(corpus, file).split(path.sep).join('/')
    try {
      const { layout, body } = frontMatter(fs.readFileSync(file, 'utf8'))
      let html = env.renderString(body, {}, { path: file })
      if (layout === 'layout-example-form.njk') {
        html = '<form action="/form-handler" method="post" novalidate>\n' + html + '\n</form>\n'
      }
      out[rel] = html
    } catch (err) {
      out[rel] = { error: String(err && err.message ? err.message : err) }
    }
  }
  process.stdout.write(JSON.stringify(out))
}

main()
