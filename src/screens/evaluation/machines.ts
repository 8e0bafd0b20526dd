import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { evaluationFormMachine, type EvaluationSubmission } from '../../../machines/evaluation/evaluationForm'
import { uploadingWith } from '../../../machines/lib/upload'
import { evaluationApi } from '../../api/evaluation'
import { fileApi } from '../../api/file'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'

/** The evaluation page's machine, wired to the API and the toaster. */
export const evaluationMachines = {
  form: evaluationFormMachine.provide({
    actors: {
      upload: uploadingWith(fromPromise(({ input }) => fileApi.upload({ file: input }))),
      submit: fromPromise<unknown, EvaluationSubmission>(({ input }) => evaluationApi.create(input)),
    },
    actions: {
      notifyFailure: (_, message) => notifyFailure(message),
      submitted: () => toaster.create({ type: 'success', title: t`Comment posted` }),
    },
  }),
}
