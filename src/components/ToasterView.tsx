import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { toaster } from './toastStore'

/**
 * The toasts on screen; mounted lazily by `Toaster` once the first page is drawn and the browser
 * is idle. The service worker registers from here: its code stays out of the page's start, and its
 * one visible part, the update prompt, is a toast.
 */
export function ToasterView() {
  const { t } = useLingui()
  useEffect(() => {
    if (import.meta.env.SERVICE_WORKER) void import('../pwa/register').then((m) => m.registerServiceWorker())
  }, [])
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} borderRadius="sm">
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={t`Close`} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
