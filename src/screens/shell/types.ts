import type { Language, Population } from '../../../contract/locale'

/** What the shell shows of the session; the container reads it, stories pass it. */
export interface Viewer {
  email: string | null
  lang: Language
  currencyCode: string
  population: Population
  cartCount: number
  favoriteCount: number
  platformName: string
  /** Unread system messages and chat messages (leave messages): dots on the account entry and on their menu entries. */
  unread: { system: number; leave: number }
  /** Unread customer-service messages: the count on the floating button. */
  serviceUnread: number
  /** The user's open shop: the account menu's top entry becomes "My shop". */
  shop: { id: number; shopname: string } | null
}

export const guestViewer: Viewer = {
  email: null,
  lang: 'en',
  currencyCode: 'USD',
  population: 'female',
  cartCount: 0,
  favoriteCount: 0,
  platformName: 'Vitrine',
  unread: { system: 0, leave: 0 },
  serviceUnread: 0,
  shop: null,
}
