import type { PageHead } from '../../contract/head/page'
import { headMark, headTags, jsonLdText } from '../../contract/head/tags'

const escapes: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' }
/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&"'<>]/g, (ch) => escapes[ch])

/** A page head as HTML: title, the elements of contract/head/tags.ts and the structured data, each marked for the storefront to replace. */
export function renderHead(head: PageHead): string {
  const tags = headTags(head).map(
    ({ tag, attrs }) =>
      `<${tag} ${headMark}${Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')}>`,
  )
  const data = head.jsonLd.map((item) => `<script type="application/ld+json" ${headMark}>${jsonLdText(item)}</script>`)
  return `<title>${escapeHtml(head.title)}</title>${tags.join('')}${data.join('')}`
}
