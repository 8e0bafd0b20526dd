import { Button, CloseButton, Dialog, Portal, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { Order } from '../../../contract/order'
import type { orderActionsMachine } from '../../../machines/order/orderActions'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { caps } from './OrderParts'
import { TrackingEntries } from '../../components/order/TrackingEntries'

export { TrackingEntries }

type Actions = ActorRefFrom<typeof orderActionsMachine>

/** The cancel and confirm-receipt questions and the tracking dialog of one page, driven by its dialogs machine. */
export function OrderDialogs({ actions }: { actions: Actions }) {
  const order = useSelector(actions, (s) => s.context.order)
  const cancelAsked = useSelector(actions, (s) => s.hasTag('cancelAsked'))
  const receiptAsked = useSelector(actions, (s) => s.hasTag('receiptAsked'))
  const tracking = useSelector(actions, (s) => s.hasTag('tracking'))
  const trackingLoading = useSelector(actions, (s) => s.hasTag('trackingLoading'))
  const busy = useSelector(actions, (s) => s.hasTag('busy'))
  const no = order?.no ?? ''
  const close = () => actions.send({ type: 'CLOSE' })
  const confirm = () => actions.send({ type: 'CONFIRM' })
  return (
    <>
      <ConfirmDialog
        open={cancelAsked}
        title={<Trans>Cancel this order?</Trans>}
        confirmLabel={<Trans>Cancel order</Trans>}
        busy={busy}
        onCancel={close}
        onConfirm={confirm}
      >
        <Text>
          <Trans>Order {no} will be cancelled. If you already paid, the amount goes back to your wallet balance.</Trans>
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={receiptAsked}
        title={<Trans>Confirm receipt?</Trans>}
        confirmLabel={<Trans>Confirm receipt</Trans>}
        busy={busy}
        onCancel={close}
        onConfirm={confirm}
      >
        <Text>
          <Trans>Confirm only once the parcel of order {no} has arrived: the shop is then paid.</Trans>
        </Text>
      </ConfirmDialog>
      <TrackingDialog order={tracking ? order : null} loading={trackingLoading} onClose={close} />
    </>
  )
}

/** docs/behaviour.md#orders: the parcel's tracking entries (content and time), newest first, and its logistics number. */
export function TrackingDialog({ order, loading = false, onClose }: { order: Order | null; loading?: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={order !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="none" bg="bg" p="2">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontWeight="normal" textStyle="2xl">
                <Trans>Delivery tracking</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body aria-busy={loading}>
              {loading ? (
                <Stack gap="3">
                  <Skeleton h="5" w="50%" />
                  <Skeleton h="12" />
                  <Skeleton h="12" />
                </Stack>
              ) : (
                order && <TrackingEntries order={order} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button {...caps} w="full">
                  <Trans>Close</Trans>
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
