import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import {
  type EvaluationForm,
  evaluationFormMachine,
  evaluationUploadsMachine,
  submissionOf,
} from '../../../machines/evaluation/evaluationForm'
import type { Submission } from '../../../machines/lib/form'
import { uploadingWith } from '../../../machines/lib/upload'
import { evaluationApi } from '../../api/evaluation'
import { fileApi } from '../../api/file'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'

/** The evaluation page's machine, wired to the API and the toaster. */
export const evaluationMachines = {
  form: evaluationFormMachine.provide({
    actors: {
      uploads: evaluationUploadsMachine.provide({
        actors: { upload: uploadingWith(fromPromise(({ input }) => fileApi.upload({ file: input }))) },
      }),
      submit: fromPromise<void, Submission<EvaluationForm>>(async ({ input }) => {
        await evaluationApi.create(submissionOf(input.form))
      }),
    },
    actions: {
      notifyFailure: (_, message) => notifyFailure(message),
      submitted: () => toaster.create({ type: 'success', title: t`Comment posted` }),
    },
  }),
}
