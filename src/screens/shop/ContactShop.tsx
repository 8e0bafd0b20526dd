import { Button, Dialog, Portal, Text, type ButtonProps } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { MessageCircle } from 'lucide-react'
import type { shopContactMachine } from '../../../machines/shopContact'

export type ContactLogic = typeof shopContactMachine

/**
 * The contact button of a shop and its no-order dialog (SPEC.md section 2): guests log in,
 * allowed shoppers go to the chat, others learn that an order must be placed first.
 */
export function ContactShopButton({ shopId, logic, ...button }: { shopId: number; logic: ContactLogic } & ButtonProps) {
  const actor = useActorRef(logic, { input: { shopId } })
  const checking = useSelector(actor, (s) => s.matches('checking'))
  const noOrder = useSelector(actor, (s) => s.matches('noOrder'))
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
        {...button}
      >
        <MessageCircle size={14} aria-hidden />
        <Trans>Contact</Trans>
      </Button>
      <NoOrderDialog open={noOrder} onClose={() => actor.send({ type: 'DISMISS' })} />
    </>
  )
}

export function NoOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="none" bg="bg" p="2">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontWeight="normal" textStyle="2xl">
                <Trans>Place an order first</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">
                <Trans>This shop answers messages about orders. An order must be placed before you can write to it.</Trans>
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button borderRadius="none" w="full" textTransform="uppercase" letterSpacing="wider" textStyle="xs">
                  <Trans>Got it</Trans>
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
