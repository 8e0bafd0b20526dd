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
 * Asks once, a frame after the page's first paint (it is fixed over the page, so it moves
 * nothing); the answer (accepted / rejected) is remembered in local storage.
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
