import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react'

/** Within this many pixels of the bottom, the shopper is reading the newest messages: new ones scroll into view. */
const nearBottomPx = 80

interface Seen {
  height: number
  nearBottom: boolean
  oldest: number | null
  newest: string | null
  mine: number
}

/**
 * The conversation's scrolling: at the bottom when it opens; new messages follow when the shopper
 * was already near the bottom (or wrote them); an older page put in front keeps what the shopper
 * was reading where it was (the list grows by exactly the page's height above it). Answers the
 * scroll handler, which also asks for an older page near the top.
 */
export function useChatScroll(
  list: RefObject<HTMLElement | null>,
  {
    oldest,
    newest,
    mine,
    nearTop,
    onNearTop,
  }: { oldest: number | null; newest: string | null; mine: number; nearTop: number; onNearTop: () => void },
) {
  const seen = useRef<Seen>({ height: 0, nearBottom: true, oldest: null, newest: null, mine: 0 })

  useLayoutEffect(() => {
    const el = list.current
    if (!el) return
    const before = seen.current
    if (oldest !== null && before.oldest !== null && oldest < before.oldest) {
      el.scrollTop += el.scrollHeight - before.height
    } else if (newest !== before.newest && (before.newest === null || before.nearBottom || mine > before.mine)) {
      el.scrollTop = el.scrollHeight
    }
    seen.current = { height: el.scrollHeight, nearBottom: isNearBottom(el), oldest, newest, mine }
  }, [list, oldest, newest, mine])

  return useCallback(() => {
    const el = list.current
    if (!el) return
    seen.current = { ...seen.current, height: el.scrollHeight, nearBottom: isNearBottom(el) }
    if (el.scrollTop <= nearTop) onNearTop()
  }, [list, nearTop, onNearTop])
}

const isNearBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= nearBottomPx
