import { Button, Dialog } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { DialogFrame } from './DialogFrame'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  children: ReactNode
  /** The confirming button's label (Delete by default); it is drawn as a destructive action. */
  confirmLabel?: ReactNode
  busy?: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** A question before a destructive action (deleting an address, a payout address): Cancel or confirm. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy = false, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} onClose={onCancel} title={title} role="alertdialog" size="sm" p="2">
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer gap="3">
        <Button variant="outline" borderRadius="none" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button borderRadius="none" bg="red.700" color="white" _hover={{ bg: 'red.800' }} loading={busy} onClick={onConfirm}>
          {confirmLabel ?? <Trans>Delete</Trans>}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  )
}
