import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The translation catalogs against the source catalog (en.po), for the storefront's
 * (src/locales) and the service's (server/locales). npm test runs `lingui extract --clean`
 * first, so a string added to the code without its translations shows up here as missing.
 * A message with an explicit id (contract/messages.ts, server/http/messages.ts) has its
 * English text in en.po's msgstr: placeholders are compared against that text.
 */
const targets = ['zh', 'fr', 'ja', 'ko'] as const

interface Entry {
  id: string
  translation: string
  origins: string[]
}

const unquote = (s: string) => JSON.parse(s) as string

/** A small .po reader: msgctxt, msgid and msgstr (with continuation lines) and `#:` origins. */
function parsePo(text: string): Map<string, Entry> {
  const entries = new Map<string, Entry>()
  for (const block of text.split(/\r?\n\r?\n/)) {
    const fields: Record<string, string> = {}
    const origins: string[] = []
    let current = ''
    for (const line of block.split(/\r?\n/)) {
      const field = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line)
      if (field) fields[(current = field[1])] = unquote(field[2])
      else if (line.startsWith('"') && current) fields[current] += unquote(line)
      else if (line.startsWith('#:')) origins.push(...line.slice(2).trim().split(/\s+/))
    }
    if (!fields.msgid) continue
    const key = fields.msgctxt ? `${fields.msgctxt}\u0004${fields.msgid}` : fields.msgid
    entries.set(key, { id: fields.msgid, translation: fields.msgstr ?? '', origins })
  }
  return entries
}

/** Argument names ({name}, {0}, {count, plural, …}) and numbered tags (<0>, </0>, <1/>), sorted. */
function placeholders(message: string) {
  const args = new Set([...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((m) => m[1]))
  const tags = [...message.matchAll(/<\/?\d+\s*\/?>/g)].map((m) => m[0].replace(/\s/g, ''))
  return { args: [...args].sort(), tags: tags.sort() }
}

const describeEntry = (entry: Entry) => `"${entry.id}" (${entry.origins.join(', ') || 'no origin'})`

describe.each(['src/locales', 'server/locales'])('translation catalogs in %s', (folder) => {
  const load = (lang: string) => parsePo(readFileSync(new URL(`../../${folder}/${lang}.po`, import.meta.url), 'utf8'))
  const source = load('en')
  const sourceText = (entry: Entry) => entry.translation || entry.id

  it('has source messages to check', () => {
    expect(source.size).toBeGreaterThan(0)
  })

  describe.each(targets)('%s', (lang) => {
    const catalog = load(lang)

    it('translates every source message', () => {
      const missing = [...source].filter(([key]) => !catalog.get(key)?.translation.trim()).map(([, entry]) => describeEntry(entry))
      expect(missing, `${lang}.po lacks translations (run npm run i18n:extract, then translate):\n${missing.join('\n')}`).toEqual([])
    })

    it('keeps the placeholders and tags of the source', () => {
      const differing = [...source]
        .map(([key, entry]) => ({ entry, translation: catalog.get(key)?.translation ?? '' }))
        .filter(({ translation }) => translation.trim())
        .filter(({ entry, translation }) => JSON.stringify(placeholders(sourceText(entry))) !== JSON.stringify(placeholders(translation)))
        .map(({ entry, translation }) => `${describeEntry(entry)} -> "${translation}"`)
      expect(
        differing,
        `${lang}.po translations whose {placeholders} or <n> tags differ from the source:\n${differing.join('\n')}`,
      ).toEqual([])
    })
  })
})

describe('the catalog checks themselves', () => {
  const po = [
    'msgid ""\nmsgstr ""\n"Language: fr\\n"',
    '#: src/a.tsx:1\n#: src/b.tsx:2\nmsgid "Hello {name}"\nmsgstr ""\n"Bonjour "\n"{name}"',
    '#: src/c.tsx:3\nmsgid "Say \\"hi\\""\nmsgstr ""',
    'msgctxt "tab"\nmsgid "Register"\nmsgstr "Inscription"',
  ].join('\n\n')

  it('reads continuation lines, escapes, context and origins, and skips the header', () => {
    const entries = parsePo(po)
    expect([...entries.keys()]).toEqual(['Hello {name}', 'Say "hi"', 'tab\u0004Register'])
    expect(entries.get('Hello {name}')).toEqual({
      id: 'Hello {name}',
      translation: 'Bonjour {name}',
      origins: ['src/a.tsx:1', 'src/b.tsx:2'],
    })
    expect(entries.get('Say "hi"')?.translation).toBe('')
  })

  it('sees a dropped or renamed placeholder and a broken tag', () => {
    const same = (a: string, b: string) => JSON.stringify(placeholders(a)) === JSON.stringify(placeholders(b))
    expect(same('Resend in {0} s', '{0} 秒后重新发送')).toBe(true)
    expect(same('Accept the <0>terms</0>', '<0>利用規約</0>に同意')).toBe(true)
    expect(same('{count, plural, one {# item} other {# items}}', '{count, plural, other {# articles}}')).toBe(true)
    expect(same('Hello {name}', 'Bonjour')).toBe(false)
    expect(same('Hello {name}', 'Bonjour {nom}')).toBe(false)
    expect(same('Accept the <0>terms</0>', 'Accepter les <0>conditions<0>')).toBe(false)
  })
})
