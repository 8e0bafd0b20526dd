import type { Population } from '../locale'
import { organization, webSite } from './jsonLd'
import { type HeadContext, headOf, type PageHead, titled } from './page'
import { headMessages as m } from './texts'

export const homeHead = (ctx: HeadContext): PageHead =>
  headOf(ctx, {
    title: ctx.t(m.headHomeTitle, { site: ctx.site.name }),
    description: ctx.t(m.headHomeDescription, { site: ctx.site.name }),
    jsonLd: [organization(ctx.site), webSite(ctx.site)],
  })

const zoneTitles = { female: m.headZoneFemale, male: m.headZoneMale, children: m.headZoneChildren }

export function zoneHead(ctx: HeadContext, population: Population): PageHead {
  const zone = ctx.t(zoneTitles[population])
  return headOf(ctx, { title: titled(ctx, zone), description: ctx.t(m.headZoneDescription, { zone, site: ctx.site.name }) })
}

const directories = {
  shops: [m.headShops, m.headShopsDescription],
  designers: [m.headDesigners, m.headDesignersDescription],
  brands: [m.headBrands, m.headBrandsDescription],
} as const

/** The shop directory, the designers and the brands. */
export function directoryHead(ctx: HeadContext, kind: keyof typeof directories): PageHead {
  const [title, description] = directories[kind]
  return headOf(ctx, { title: titled(ctx, ctx.t(title)), description: ctx.t(description, { site: ctx.site.name }) })
}

/** A help page: the article opened, else the type on show. */
export function helpHead(
  ctx: HeadContext,
  shown: { article: { title: string; content: string } | null; typeName: string | null },
): PageHead {
  const fallback = ctx.t(m.headHelpDescription, { site: ctx.site.name })
  const { article } = shown
  if (article) return headOf(ctx, { title: titled(ctx, article.title), description: article.content || fallback })
  return headOf(ctx, { title: titled(ctx, shown.typeName || ctx.t(m.headHelp)), description: fallback })
}

/** Search results change with every word: followed, never listed. */
export function searchHead(ctx: HeadContext, word: string | null): PageHead {
  const title = word ? ctx.t(m.headResultsFor, { word }) : ctx.t(m.headSearch)
  return headOf(ctx, {
    title: titled(ctx, title),
    description: ctx.t(m.headHomeDescription, { site: ctx.site.name }),
    robots: 'noindex, follow',
  })
}

/** Account pages, sign-in and anything unlisted. */
export const privateHead = (ctx: HeadContext): PageHead =>
  headOf(ctx, { title: ctx.site.name, description: ctx.t(m.headHomeDescription, { site: ctx.site.name }), robots: 'noindex' })
