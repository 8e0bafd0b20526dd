import { Box, Button, CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface PromptDialogProps {
  open: boolean
  onClose: () => void
}

interface FrameProps extends PromptDialogProps {
  title: ReactNode
  children: ReactNode
  footer?: ReactNode
  /** A question asked of the shopper (alertdialog), or a form (a wider dialog with a close button). */
  form?: boolean
}

/** The wallet's dialogs' frame: square, centred, a serif title; its content mounts on open and unmounts on close. */
export function WalletDialog({ open, onClose, title, children, footer, form = false }: FrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role={form ? 'dialog' : 'alertdialog'}
      placement="center"
      size={form ? 'md' : 'sm'}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="none" bg="bg" p="2">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontWeight="normal" textStyle="2xl">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            {form && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            )}
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

const look = { borderRadius: 'none', textTransform: 'uppercase', letterSpacing: 'wider', textStyle: 'xs', flex: '1' } as const

/** A short question of the wallet: a title, a sentence, Cancel and one action (a link, so it closes by leaving). */
export function PromptDialog({
  title,
  children,
  action,
  ...props
}: PromptDialogProps & { title: ReactNode; children: ReactNode; action: ReactNode }) {
  return (
    <WalletDialog
      {...props}
      title={title}
      footer={
        <HStack w="full" gap="3">
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" {...look}>
              <Trans>Cancel</Trans>
            </Button>
          </Dialog.ActionTrigger>
          <Button asChild {...look} onClick={props.onClose}>
            {action}
          </Button>
        </HStack>
      }
    >
      <Box color="fg.muted">{children}</Box>
    </WalletDialog>
  )
}
