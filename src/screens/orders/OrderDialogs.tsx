import { Button, CloseButton, Dialog, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { Order } from '../../../contract/order'
import type { orderActionsMachine } from '../../../machines/order/orderActions'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { TimelineEntry } from '../../components/TimelineEntry'
import { formatDate } from '../../lib/money'
import { caps } from './OrderParts'

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

/** The carrier if given, the logistics number and the entries, newest first (also drawn inline on the order's detail). */
export function TrackingEntries({ order }: { order: Pick<Order, 'logisticsNo' | 'carrier' | 'deliveryOrbits'> }) {
  const { i18n } = useLingui()
  const entries = [...order.deliveryOrbits].sort((a, b) => b.deliveryTime - a.deliveryTime)
  return (
    <Stack gap="4">
      {order.carrier !== '' && (
        <HStack gap="2" textStyle="sm" wrap="wrap">
          <Text color="fg.muted">
            <Trans>Carrier</Trans>
          </Text>
          <Text fontWeight="medium">{order.carrier}</Text>
        </HStack>
      )}
      <HStack gap="2" textStyle="sm" wrap="wrap">
        <Text color="fg.muted">
          <Trans>Logistics number</Trans>
        </Text>
        <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
          {order.logisticsNo || '—'}
        </Text>
      </HStack>
      {entries.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          <Trans>No tracking entries yet.</Trans>
        </Text>
      ) : (
        <Stack as="ol" gap="0" listStyleType="none" ps="0">
          {entries.map((entry, i) => (
            <TimelineEntry key={`${entry.deliveryTime}-${i}`} newest={i === 0} last={i === entries.length - 1}>
              <Text textStyle="sm" fontWeight={i === 0 ? 'medium' : 'normal'}>
                {entry.content}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {formatDate(entry.deliveryTime, i18n.locale, true)}
              </Text>
            </TimelineEntry>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
