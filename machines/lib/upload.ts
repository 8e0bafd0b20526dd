import { fromPromise, type PromiseActorLogic, sendParent, setup } from 'xstate'
import { failureMessage } from './formFields'

/** What an upload child is given: the id its reports carry (its own, when spawned) and what it sends. */
export interface UploadInput {
  id: string
  file: File
}

/** The service took the file: `output` is its answer (a picture's URL, or an identity image's key and URL). */
export type Uploaded<T = string> = { type: 'UPLOADED'; id: string; output: T }
/** The upload failed; `failure` is the service's message. */
export type UploadFailed = { type: 'UPLOAD_FAILED'; id: string; failure: string | null }
/** What an upload child tells its parent, once. */
export type UploadReport<T = string> = Uploaded<T> | UploadFailed

/**
 * One upload as a child actor, the kit of every picture (a field, a refund photo, an identity
 * image, the logo, a chat image): it sends its file with the named actor `send`, tells its parent
 * how it went with a typed UploadReport carrying its id, then ends. Stopping it (a replaced or
 * removed picture) silences it.
 */
export const uploadMachineOf = <T = string>() =>
  setup({
    types: { context: {} as UploadInput, input: {} as UploadInput },
    actors: {
      send: fromPromise<T, File>(async () => {
        throw new Error('send is provided by the app')
      }),
    },
  }).createMachine({
    id: 'upload',
    context: ({ input }) => input,
    initial: 'sending',
    states: {
      sending: {
        invoke: {
          src: 'send',
          input: ({ context }) => context.file,
          onDone: {
            target: 'reported',
            actions: sendParent(({ context, event }): Uploaded<T> => ({ type: 'UPLOADED', id: context.id, output: event.output })),
          },
          onError: {
            target: 'reported',
            actions: sendParent(
              ({ context, event }): UploadFailed => ({ type: 'UPLOAD_FAILED', id: context.id, failure: failureMessage(event.error) }),
            ),
          },
        },
      },
      reported: { type: 'final' },
    },
  })

/** The upload child sending with `send`: the app's call, or a story's or a test's fake. */
export const uploadingWith = <T = string>(send: PromiseActorLogic<T, File>) => uploadMachineOf<T>().provide({ actors: { send } })

/** The picture upload most forms declare (the app provides it with uploadingWith). */
export const pictureUploadMachine = uploadMachineOf()
