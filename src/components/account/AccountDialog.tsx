import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

interface Props {
  open: boolean
  onClose: () => void
  title: ReactNode
  /** The title is for screen readers only (the tabs name the dialog visually). */
  hideTitle?: boolean
  children: ReactNode
}

/** The 440 px account dialog of docs/behaviour.md#layout, full screen on phones. */
export function AccountDialog({ open, onClose, title, hideTitle, children }: Props) {
  const { t } = useLingui()
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" motionPreset="slide-in-bottom">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.500" backdropFilter="blur(2px)" />
        <Dialog.Positioner px={{ base: '3', sm: '4' }}>
          <Dialog.Content maxW="440px" w="full" borderRadius="sm" bg="bg" boxShadow="2xl">
            <Dialog.Header pb="2" srOnly={hideTitle}>
              <Dialog.Title fontFamily="heading" fontWeight="normal" textStyle="2xl">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pt={hideTitle ? '8' : '4'} pb="8" px={{ base: '5', sm: '8' }}>
              {children}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
