import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import type { AfterSaleCreateInput } from '../../../contract/afterSale'
import { afterSaleFormMachine } from '../../../machines/afterSale/afterSaleForm'
import { uploadingWith } from '../../../machines/lib/upload'
import { afterSaleApi } from '../../api/afterSale'
import { fileApi } from '../../api/file'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'

/** The refund application's machine, wired to the API and the toaster. */
export const afterSaleApplyMachines = {
  form: afterSaleFormMachine.provide({
    actors: {
      upload: uploadingWith(fromPromise(({ input }) => fileApi.upload({ file: input }))),
      submit: fromPromise<number, AfterSaleCreateInput>(({ input }) => afterSaleApi.create(input)),
    },
    actions: {
      notifyFailure: (_, message) => notifyFailure(message),
      // docs/behaviour.md#after-sales: the after-sale application is reviewed within 24 hours.
      submitted: () =>
        toaster.create({
          type: 'success',
          title: t`Application submitted`,
          description: t`The after-sale application is reviewed within 24 hours.`,
        }),
    },
  }),
}
