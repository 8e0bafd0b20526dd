import { createToaster } from '@chakra-ui/react'

/** The storefront's one toast queue: `toaster.create({ type: 'success' | 'error' | 'warning' | 'info', title })`. */
export const toaster = createToaster({ placement: 'top', duration: 3000, max: 3, pauseOnPageIdle: true })
