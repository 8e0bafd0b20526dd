import type { PageHead } from '../../contract/head/page'
import { headMark, headTags, jsonLdText } from '../../contract/head/tags'

/**
 * Puts a page's head in the document: its title, and the elements of contract/head/tags.ts and
 * the structured data in place of the last page's (the ones marked `data-head`, and index.html's
 * own description).
 */
export function applyHead(head: PageHead) {
  document.title = head.title
  document.documentElement.lang = head.lang
  for (const old of document.head.querySelectorAll(`[${headMark}], meta[name="description"]`)) old.remove()
  const elements: HTMLElement[] = headTags(head).map(({ tag, attrs }) => {
    const element = document.createElement(tag)
    element.setAttribute(headMark, '')
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
    return element
  })
  for (const data of head.jsonLd) {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.setAttribute(headMark, '')
    script.textContent = jsonLdText(data)
    elements.push(script)
  }
  document.head.append(...elements)
}
