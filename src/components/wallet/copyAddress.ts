import { t } from '@lingui/core/macro'
import { toaster } from '../toaster'

/** Copies a platform wallet's address; a toast says whether it worked (docs/behaviour.md#wallet: copy success or fail). */
export const copyAddress = (address: string) =>
  // No clipboard outside secure pages: that is a failed copy too.
  Promise.resolve()
    .then(() => navigator.clipboard.writeText(address))
    .then(
      () => toaster.create({ type: 'success', title: t`Copied` }),
      () => toaster.create({ type: 'error', title: t`Copy failed, please select the address and copy it yourself` }),
    )
