import { failureMessage } from './formFields'
import type { UploadFailed, Uploaded } from './upload'

/**
 * The states of a form whose pictures upload as they are picked (the evaluation, the refund
 * application): `edits` are taken while editing, after an invalid submit and after a refusal;
 * SUBMIT (guarded by the form's `notUploading`) validates with its `invalid` guard and
 * `rememberProblem` action (tag `invalid`), then sends `submission(context)` to the named actor
 * `submit` (tag `busy`). A refusal keeps the form (tag `failed`; `rememberFailure` and
 * `notifyFailure` get the server's message); success runs `submitted` and ends in `done`.
 * Upload children report wherever the form is, so `uploadHandlers` go on the machine's root.
 */
export function pictureFormStates<E, C, S>(edits: E, submission: (context: C) => S) {
  const refused = ({ event }: { event: { error: unknown } }) => failureMessage(event.error)
  return {
    editing: { on: edits },
    validating: {
      entry: 'forget',
      always: [{ guard: 'invalid', target: 'invalid', actions: 'rememberProblem' }, { target: 'submitting' }],
    },
    invalid: { tags: 'invalid', on: edits },
    submitting: {
      tags: 'busy',
      invoke: {
        src: 'submit',
        input: ({ context }: { context: C }) => submission(context),
        onDone: { target: 'done', actions: 'submitted' },
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberFailure', params: refused },
            { type: 'notifyFailure', params: refused },
          ],
        },
      },
    },
    failed: { tags: 'failed', on: edits },
    done: { type: 'final', tags: 'done' },
  } as const
}

/** Where the form's upload children (../lib/upload.ts) report: the root, whatever state the form is in. */
export const uploadHandlers = {
  UPLOADED: { actions: { type: 'addPicture', params: ({ event }: { event: Uploaded }) => event } },
  UPLOAD_FAILED: { actions: { type: 'uploadFailed', params: ({ event }: { event: UploadFailed }) => event } },
} as const
