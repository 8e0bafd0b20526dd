import { startTransition, Suspense, useState } from 'react'
import { lazyNamed, useIdle } from '../../components/deferred'
import { AccountTrigger } from './AccountTrigger'
import type { Viewer } from './types'

const AccountMenuPopup = lazyNamed(() => import('./AccountMenuPopup'), 'AccountMenuPopup')

/**
 * The signed-in shopper's menu. A placeholder button paints with the top bar; the menu's code
 * (menu and positioning logic) loads when the page is idle or the button is first used, then
 * replaces it in place, open if the shopper asked for it. The placeholder stays in one place of
 * the tree, and the swap waits in a transition until the code is there: a keyboard's focus on
 * the placeholder is never dropped on the page's body meanwhile.
 */
export function AccountMenu({ email, unread, shop }: { email: string; unread: Viewer['unread']; shop: Viewer['shop'] }) {
  const idle = useIdle()
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  const [focused, setFocused] = useState(false)
  const ask = (openIt: boolean) => {
    startTransition(() => setAsked(true))
    if (openIt) setOpen(true)
  }
  const placeholder = (
    <AccountTrigger
      email={email}
      unread={unread.system + unread.leave}
      onClick={() => ask(true)}
      onPointerEnter={(e) => ask(e.pointerType === 'mouse')}
      onFocus={() => {
        setFocused(true)
        ask(false)
      }}
      onBlur={() => setFocused(false)}
    />
  )
  return (
    <Suspense fallback={placeholder}>
      {idle || asked ? (
        <AccountMenuPopup email={email} unread={unread} shop={shop} open={open} onOpenChange={setOpen} takeFocus={focused} />
      ) : (
        placeholder
      )}
    </Suspense>
  )
}
