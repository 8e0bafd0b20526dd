import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

/** docs/behaviour.md#shops: a shop that answers only about orders, asked by a shopper without one. */
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
