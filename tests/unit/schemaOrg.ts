/**
 * A small checker of structured data against schema.org's types and Google's rules for the
 * rich results we aim at (Product snippets and merchant listings, breadcrumbs, the site's
 * name and logo, carousels of a list). It answers the problems it finds; none means valid.
 * https://developers.google.com/search/docs/appearance/structured-data/product
 */
type Node = Record<string, unknown>

const availabilities = ['InStock', 'OutOfStock', 'PreOrder', 'BackOrder', 'Discontinued', 'LimitedAvailability', 'SoldOut', 'OnlineOnly']
const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== ''
const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s/]+/.test(v)

function typed(node: unknown, type: string, at: string, problems: string[]): node is Node {
  const problem = !isObject(node) ? 'not an object' : node['@type'] !== type ? `@type is ${String(node['@type'])}, not ${type}` : null
  if (problem) problems.push(`${at}: ${problem}`)
  return problem === null
}

function need(node: Node, at: string, problems: string[], checks: Record<string, (v: unknown) => boolean>) {
  for (const [key, ok] of Object.entries(checks))
    if (!ok(node[key])) problems.push(`${at}.${key}: missing or invalid (${JSON.stringify(node[key])})`)
}

function offer(node: unknown, at: string, problems: string[]) {
  if (!typed(node, 'Offer', at, problems)) return
  need(node, at, problems, {
    // A number as text with a dot for decimals, no currency sign or thousands separator.
    price: (v) => typeof v === 'string' && /^\d+(\.\d+)?$/.test(v),
    priceCurrency: (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v),
    availability: (v) => typeof v === 'string' && availabilities.some((a) => v === `https://schema.org/${a}`),
    url: isUrl,
  })
}

function rating(node: unknown, at: string, problems: string[]) {
  if (!typed(node, 'AggregateRating', at, problems)) return
  const best = typeof node.bestRating === 'number' ? node.bestRating : 5
  const worst = typeof node.worstRating === 'number' ? node.worstRating : 1
  need(node, at, problems, {
    ratingValue: (v) => typeof v === 'number' && v >= worst && v <= best,
    reviewCount: (v) => Number.isInteger(v) && (v as number) > 0,
  })
}

function product(node: Node, problems: string[]) {
  need(node, 'Product', problems, {
    name: isText,
    image: (v) => (Array.isArray(v) ? v.length > 0 && v.every(isUrl) : isUrl(v)),
    description: (v) => v === undefined || isText(v),
    sku: (v) => v === undefined || isText(v),
  })
  if (!node.offers && !node.aggregateRating && !node.review) problems.push('Product: needs offers, review or aggregateRating')
  if (node.offers) offer(node.offers, 'Product.offers', problems)
  if (node.aggregateRating) rating(node.aggregateRating, 'Product.aggregateRating', problems)
  if (node.brand && typed(node.brand, 'Brand', 'Product.brand', problems)) need(node.brand, 'Product.brand', problems, { name: isText })
}

/** ListItems numbered 1, 2, 3... each with `fields`. */
function listItems(list: unknown, at: string, problems: string[], fields: Record<string, (v: unknown) => boolean>, min: number) {
  if (!Array.isArray(list) || list.length < min) return problems.push(`${at}: needs at least ${min} ListItem`)
  list.forEach((item, i) => {
    if (!typed(item, 'ListItem', `${at}[${i}]`, problems)) return
    if (item.position !== i + 1) problems.push(`${at}[${i}].position: ${String(item.position)}, expected ${i + 1}`)
    need(item, `${at}[${i}]`, problems, fields)
  })
}

const checks: Record<string, (node: Node, problems: string[]) => void> = {
  Product: product,
  BreadcrumbList: (node, problems) => listItems(node.itemListElement, 'BreadcrumbList', problems, { name: isText, item: isUrl }, 2),
  ItemList: (node, problems) => listItems(node.itemListElement, 'ItemList', problems, { url: isUrl }, 0),
  Organization: (node, problems) =>
    need(node, 'Organization', problems, { name: isText, url: isUrl, logo: (v) => v === undefined || isUrl(v) }),
  Store: (node, problems) => need(node, 'Store', problems, { name: isText, url: isUrl, logo: (v) => v === undefined || isUrl(v) }),
  WebSite: (node, problems) => {
    need(node, 'WebSite', problems, { name: isText, url: isUrl })
    const action = node.potentialAction
    if (!typed(action, 'SearchAction', 'WebSite.potentialAction', problems)) return
    const target = action.target
    const template = isObject(target) ? target.urlTemplate : target
    if (!isUrl(template) || !String(template).includes('{search_term_string}'))
      problems.push('WebSite: the search target names no {search_term_string}')
    if (action['query-input'] !== 'required name=search_term_string') problems.push('WebSite: query-input does not name search_term_string')
  },
}

export function schemaProblems(data: Node): string[] {
  const problems: string[] = []
  if (data['@context'] !== 'https://schema.org') problems.push(`@context is ${String(data['@context'])}`)
  const check = checks[String(data['@type'])]
  if (!check) return [...problems, `no check for @type ${String(data['@type'])}`]
  check(data, problems)
  return problems
}
