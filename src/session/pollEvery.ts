import { pollElementId } from '../../contract/boot'

/** The interval the service wrote into the page, read once (0: none). */
let written: number | undefined

/** `ms`, unless the service wrote another interval for every poll into the page (STOREFRONT_POLL_MS, tests). */
export function pollEvery(ms: number): number {
  written ??= Number(document.getElementById(pollElementId)?.textContent) || 0
  return Number.isInteger(written) && written > 0 ? written : ms
}
