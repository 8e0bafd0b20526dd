import { Button, type ButtonProps } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { MessageCircle } from 'lucide-react'
import { Suspense } from 'react'
import type { shopContactMachine } from '../../../machines/shop/shopContact'
import { preloadChat } from '../chat/ChatHost'
import { lazyNamed, preloadOnIntent, useLatched } from '../deferred'

const NoOrderDialog = lazyNamed(() => import('./NoOrderDialog'), 'NoOrderDialog')

export type ContactLogic = typeof shopContactMachine

/**
 * The contact button of a shop and its no-order dialog (docs/behaviour.md#shops): guests log in,
 * allowed shoppers open the shop's chat, others learn that an order must be placed first.
 */
export function ContactShopButton({ shopId, logic, ...button }: { shopId: number; logic: ContactLogic } & ButtonProps) {
  const actor = useActorRef(logic, { input: { shopId } })
  const checking = useSelector(actor, (s) => s.matches('checking'))
  const noOrder = useSelector(actor, (s) => s.matches('noOrder'))
  // The dialog's code comes the first time a shopper needs it.
  const dialogWanted = useLatched(noOrder)
  return (
    <>
      <Button
        variant="outline"
        borderRadius="none"
        borderColor="fg"
        textTransform="uppercase"
        letterSpacing="wider"
        textStyle="xs"
        loading={checking}
        onClick={() => actor.send({ type: 'CONTACT' })}
        {...preloadOnIntent(preloadChat)}
        {...button}
      >
        <MessageCircle size={14} aria-hidden />
        <Trans>Contact</Trans>
      </Button>
      {dialogWanted && (
        <Suspense fallback={null}>
          <NoOrderDialog open={noOrder} onClose={() => actor.send({ type: 'DISMISS' })} />
        </Suspense>
      )}
    </>
  )
}
