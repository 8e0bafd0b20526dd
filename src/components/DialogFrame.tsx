import { Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface DialogFrameProps {
  /** Open by default: most dialogs are mounted only while open. */
  open?: boolean
  onClose: () => void
  title: ReactNode
  size?: 'sm' | 'md' | 'lg'
  role?: 'dialog' | 'alertdialog'
  /** Padding around the header, body and footer (none by default). */
  p?: string
  /** The dialog's body and footer (Dialog.Body, Dialog.Footer). */
  children: ReactNode
}

/** The storefront's dialog: centred, square corners, its title in the heading face; closing it calls `onClose`. */
export function DialogFrame({ open = true, onClose, title, size = 'md', role, p, children }: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role={role} placement="center" size={size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="none" bg="bg" p={p}>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontWeight="normal" textStyle="2xl">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
