/** One message of a .po catalog: its id (msgid), its translation (msgstr), its `#.` and `#:` comments. */
export interface PoEntry {
  id: string
  context: string | null
  translation: string
  comments: string[]
  origins: string[]
}

const unquote = (quoted: string) => JSON.parse(quoted) as string

/** Reads the entries of a .po file as `lingui extract` writes them; skips the header. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  for (const block of text.split(/\r?\n\r?\n/)) {
    const fields: Record<string, string> = {}
    const comments: string[] = []
    const origins: string[] = []
    let current = ''
    for (const line of block.split(/\r?\n/)) {
      const field = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line)
      if (field) {
        current = field[1]
        fields[current] = unquote(field[2])
      } else if (line.startsWith('"') && current) fields[current] += unquote(line)
      else if (line.startsWith('#.')) comments.push(line.slice(2).trim())
      else if (line.startsWith('#:')) origins.push(...line.slice(2).trim().split(/\s+/))
    }
    if (fields.msgid)
      entries.push({ id: fields.msgid, context: fields.msgctxt ?? null, translation: fields.msgstr ?? '', comments, origins })
  }
  return entries
}
