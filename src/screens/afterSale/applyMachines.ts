import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { afterSaleFormMachine, afterSaleUploadsMachine, type RefundDraft, submissionOf } from '../../../machines/afterSale/afterSaleForm'
import type { Submission } from '../../../machines/lib/form'
import { uploadingWith } from '../../../machines/lib/upload'
import { afterSaleApi } from '../../api/afterSale'
import { fileApi } from '../../api/file'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'

/** The refund application's machine, wired to the API and the toaster. */
export const afterSaleApplyMachines = {
  form: afterSaleFormMachine.provide({
    actors: {
      uploads: afterSaleUploadsMachine.provide({
        actors: { upload: uploadingWith(fromPromise(({ input }) => fileApi.upload({ file: input }))) },
      }),
      submit: fromPromise<number, Submission<RefundDraft>>(({ input }) => afterSaleApi.create(submissionOf(input.form))),
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
