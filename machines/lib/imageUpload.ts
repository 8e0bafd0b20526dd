import { assign, setup, stopChild } from 'xstate'
import { pictureUploadMachine, type UploadReport } from './upload'

/** Why a picture is not there: not an image (docs/behaviour.md#uploads: "Only image files can be uploaded"), or the upload failed. */
export type ImageUploadError = 'notImage' | 'failed'

export interface ImageUploadContext {
  /** The uploaded picture's URL; a failed replacement keeps the previous one. */
  url: string | null
  error: ImageUploadError | null
  /** The server's message after a failed upload. */
  failure: string | null
  /** Uploads started: the latest child's id is made from it. */
  uploads: number
}

export type ImageUploadEvent = { type: 'PICK'; file: File } | { type: 'REMOVE' } | UploadReport

/** docs/behaviour.md#uploads: uploads are images only; the service re-encodes them (contract/uploads.ts). */
export const isImageFile = (file: { type: string }) => /^image\//.test(file.type)

/** Why some picked files were not taken for a list of pictures: not images, or no room left. */
export type PicturesRefused = 'notImage' | 'tooMany'

/** The picked files a list of pictures takes, `held` being there or on their way and `max` the room; and why not all. */
export function picturesToUpload<F extends { type: string }>(
  files: readonly F[],
  held: number,
  max: number,
  accepts: (file: F) => boolean = isImageFile,
) {
  const images = files.filter(accepts)
  const taken = images.slice(0, Math.max(0, max - held))
  const refused: PicturesRefused | null = images.length < files.length ? 'notImage' : taken.length < images.length ? 'tooMany' : null
  return { taken, refused }
}

/** The id of the field's latest upload child: only its report counts. */
const latest = (context: ImageUploadContext) => `upload-${context.uploads}`

/**
 * One uploaded picture (a payment screenshot, a refund photo): empty -> (PICK) uploading ->
 * ready | failed. A picked file that is not an image fails at once. Picking again replaces,
 * REMOVE empties. The upload is the kit's child `upload` (./upload.ts); `changed` tells the form the URL.
 */
export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
    input: {} as { url?: string | null },
  },
  actors: { upload: pictureUploadMachine },
  actions: {
    /** The form holding the picture learns its URL (null when removed); provided by the app. */
    changed: (_, _url: string | null) => {},
    rememberUrl: assign((_, url: string | null) => ({ url, error: null, failure: null })),
    rememberError: assign((_, { error, failure }: { error: ImageUploadError; failure: string | null }) => ({ error, failure })),
    stopUpload: stopChild(({ context }) => latest(context)),
  },
  guards: {
    notImage: ({ event }) => event.type === 'PICK' && !isImageFile(event.file),
    latest: ({ context, event }) => 'id' in event && event.id === latest(context),
  },
}).createMachine({
  id: 'imageUpload',
  context: ({ input }) => ({ url: input.url ?? null, error: null, failure: null, uploads: 0 }),
  initial: 'idle',
  on: {
    PICK: [
      {
        guard: 'notImage',
        target: '.failed',
        actions: ['stopUpload', { type: 'rememberError', params: { error: 'notImage', failure: null } }],
      },
      {
        target: '.uploading',
        actions: [
          'stopUpload',
          assign(({ context, event, spawn }) => {
            const id = latest({ ...context, uploads: context.uploads + 1 })
            spawn('upload', { id, input: { id, file: event.file } })
            return { uploads: context.uploads + 1 }
          }),
        ],
      },
    ],
    REMOVE: {
      target: '.idle',
      actions: ['stopUpload', { type: 'rememberUrl', params: null }, { type: 'changed', params: null }],
    },
  },
  states: {
    idle: {},
    uploading: {
      tags: 'busy',
      on: {
        UPLOADED: {
          guard: 'latest',
          target: 'idle',
          actions: [
            { type: 'rememberUrl', params: ({ event }) => event.output },
            { type: 'changed', params: ({ event }) => event.output },
          ],
        },
        UPLOAD_FAILED: {
          guard: 'latest',
          target: 'failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: 'failed', failure: event.failure }) },
        },
      },
    },
    failed: { tags: 'failed' },
  },
})
