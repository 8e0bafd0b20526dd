import type { Message } from '../messages'

/**
 * The words of a page's head (title, description, breadcrumb names) for search engines and
 * link previews, worded once: the service writes them into the page it serves and the
 * storefront rewrites them on client-side navigation, both from the storefront's catalogs
 * (src/locales), like contract/messages.ts. Each id is its key.
 */
export const headMessages = {
  headHomeTitle: /*i18n*/ { id: 'headHomeTitle', message: '{site}: fashion from independent shops' },
  headHomeDescription: /*i18n*/ {
    id: 'headHomeDescription',
    message: 'Discover fashion for women, men and kids from independent shops and designers at {site}.',
  },
  headWomen: /*i18n*/ { id: 'headWomen', message: 'Women' },
  headMen: /*i18n*/ { id: 'headMen', message: 'Men' },
  headKids: /*i18n*/ { id: 'headKids', message: 'Kids' },
  headZoneFemale: /*i18n*/ { id: 'headZoneFemale', message: 'Women’s fashion' },
  headZoneMale: /*i18n*/ { id: 'headZoneMale', message: 'Men’s fashion' },
  headZoneChildren: /*i18n*/ { id: 'headZoneChildren', message: 'Kids’ fashion' },
  headZoneDescription: /*i18n*/ {
    id: 'headZoneDescription',
    message: '{zone} from independent shops and designers at {site}: new in, favourites and sale.',
  },
  headNewIn: /*i18n*/ { id: 'headNewIn', message: 'New in' },
  headSale: /*i18n*/ { id: 'headSale', message: 'Sale' },
  headAllPieces: /*i18n*/ { id: 'headAllPieces', message: 'All pieces' },
  headBrands: /*i18n*/ { id: 'headBrands', message: 'Brands' },
  headDesigners: /*i18n*/ { id: 'headDesigners', message: 'Designers' },
  headShops: /*i18n*/ { id: 'headShops', message: 'Shops' },
  headHelp: /*i18n*/ { id: 'headHelp', message: 'Help' },
  headSearch: /*i18n*/ { id: 'headSearch', message: 'Search' },
  headResultsFor: /*i18n*/ { id: 'headResultsFor', message: 'Results for “{word}”' },
  headListDescription: /*i18n*/ {
    id: 'headListDescription',
    message: '{name} at {site}: {count} pieces from independent shops and designers.',
  },
  headProductDescription: /*i18n*/ { id: 'headProductDescription', message: '{name} by {brand}, from {shop} at {site}.' },
  headShopDescription: /*i18n*/ { id: 'headShopDescription', message: 'The pieces of {shop}, an independent shop at {site}.' },
  headShopsDescription: /*i18n*/ { id: 'headShopsDescription', message: 'Every independent shop at {site}, in one place.' },
  headDesignersDescription: /*i18n*/ { id: 'headDesignersDescription', message: 'The designers at {site} and their collections.' },
  headBrandsDescription: /*i18n*/ { id: 'headBrandsDescription', message: 'Every brand at {site}, from A to Z.' },
  headHelpDescription: /*i18n*/ {
    id: 'headHelpDescription',
    message: 'Answers about ordering, paying, delivery and returns at {site}.',
  },
} satisfies Record<string, Message>

export type HeadMessage = (typeof headMessages)[keyof typeof headMessages]

/** A head text in the page's language, its `{name}`s filled. */
export type Translate = (message: HeadMessage, values?: Record<string, string | number>) => string
