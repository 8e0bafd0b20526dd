import { pollElementId } from '../../contract/boot'

/** `ms`, unless the service wrote another interval for every poll into the page (STOREFRONT_POLL_MS, tests). */
export function pollEvery(ms: number): number {
  const written = Number(document.getElementById(pollElementId)?.textContent)
  return Number.isInteger(written) && written > 0 ? written : ms
}
