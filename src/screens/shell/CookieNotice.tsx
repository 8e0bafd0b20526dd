import { Suspense, useState } from 'react'
import { lazyNamed, useIdle } from '../../components/deferred'

const CookieNoticeCard = lazyNamed(() => import('./CookieNoticeCard'), 'CookieNoticeCard')

const storageKey = 'cookieConsent'

function storedChoice(): string | null {
  try {
    return localStorage.getItem(storageKey)
  } catch {
    return null
  }
}

/** Asks once, after first paint; the answer (accepted / rejected) is remembered in local storage. */
export function CookieNotice() {
  const idle = useIdle()
  const [answered, setAnswered] = useState(() => storedChoice() !== null)
  if (answered || !idle) return null
  const answer = (choice: 'accepted' | 'rejected') => {
    try {
      localStorage.setItem(storageKey, choice)
    } catch {
      // Storage unavailable: hide for this page anyway.
    }
    setAnswered(true)
  }
  return (
    <Suspense fallback={null}>
      <CookieNoticeCard onAccept={() => answer('accepted')} onReject={() => answer('rejected')} />
    </Suspense>
  )
}
