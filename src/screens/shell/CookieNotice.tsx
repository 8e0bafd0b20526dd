import { useState } from 'react'
import { CookieNoticeCard } from './CookieNoticeCard'

const storageKey = 'cookieConsent'

function storedChoice(): string | null {
  try {
    return localStorage.getItem(storageKey)
  } catch {
    return null
  }
}

/**
 * Asks once, with the page's first paint (a notice sliding in later would be one more change of
 * the screen while the shopper starts reading); the answer (accepted / rejected) is remembered
 * in local storage.
 */
export function CookieNotice() {
  const [answered, setAnswered] = useState(() => storedChoice() !== null)
  if (answered) return null
  const answer = (choice: 'accepted' | 'rejected') => {
    try {
      localStorage.setItem(storageKey, choice)
    } catch {
      // Storage unavailable: hide for this page anyway.
    }
    setAnswered(true)
  }
  return <CookieNoticeCard onAccept={() => answer('accepted')} onReject={() => answer('rejected')} />
}
