import { t } from '@lingui/core/macro'
import { Workbox } from 'workbox-window'
import type { WorkerMessage } from '../../contract/offline'
import { toaster } from '../components/toastStore'
import { sessionActor } from '../session'

/**
 * Registers the service worker (loaded once the first page is drawn and the browser is idle), has
 * it keep the offline page in the shopper's language, and offers to reload when a new version has
 * been deployed and its worker waits to take over.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js')
  workbox.addEventListener('waiting', () => offerUpdate(workbox))
  void workbox
    .register()
    .then(() => workbox.messageSW({ type: 'OFFLINE_PAGE', lang: sessionActor.getSnapshot().context.lang } satisfies WorkerMessage))
    .catch(() => undefined)
}

function offerUpdate(workbox: Workbox) {
  toaster.create({
    type: 'info',
    title: t`A new version is available`,
    duration: Number.POSITIVE_INFINITY,
    closable: true,
    action: {
      label: t`Reload`,
      onClick: () => {
        workbox.addEventListener('controlling', () => window.location.reload())
        workbox.messageSkipWaiting()
      },
    },
  })
}
