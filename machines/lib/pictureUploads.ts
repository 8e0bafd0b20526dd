import { assign, enqueueActions, setup } from 'xstate'
import type { FormEvent, PicturesEvent, RegionEvent, RegionInput } from './form'
import { type ImageUploadError, isImageFile, type PicturesRefused, picturesToUpload } from './imageUpload'
import { pictureUploadMachine, type UploadReport } from './upload'

/** The pictures of a form the region fills: lists of URLs, by field. */
export type PictureLists<K extends string> = Record<K, readonly string[]>

/** Why the last picked files were not all taken (not images, no room left), or an upload failed with the service's message. */
export interface PicturesNotice<K extends string> {
  field: K
  error: ImageUploadError | PicturesRefused
  failure: string | null
}

export interface PictureUploadsContext<K extends string> {
  /** The form's picture lists as last heard (`FORM.CHANGED`). */
  form: PictureLists<K>
  /** Upload children in flight: each one's id and the field its picture goes to. */
  inFlight: { id: string; field: K }[]
  /** Uploads started: each child's id is made from it. */
  started: number
  notice: PicturesNotice<K> | null
}

export type PictureUploadsEvent<K extends string> = PicturesEvent<PictureLists<K>> | RegionEvent<PictureLists<K>> | UploadReport

export interface PictureUploadsOptions {
  /** How many pictures a field holds at most (docs/behaviour.md#uploads). */
  max: number
  /** The files a field takes: images by default. */
  accepts?: (file: File) => boolean
}

/** What the region tells its form: an edit of a picture list, or its news. */
type ToForm<K extends string> = FormEvent<PictureLists<K>>

const without = <T>(list: readonly T[], drop: (item: T) => boolean) => list.filter((item) => !drop(item))

/**
 * The `uploads` region of a form (./form.ts) whose fields `K` are lists of pictures: PICK
 * spawns one upload child (./upload.ts) per file the field takes (`max`, `accepts`); a finished
 * picture is added to its field with an EDIT of the form; REMOVE takes one URL out, or the whole
 * field, its uploads in flight stopped so that they are never heard. The form hears REGION
 * `busy` while any upload is in flight (SUBMIT waits). Refused files and failed uploads are a
 * `notice` beside the field, not a problem of the form: the shopper may still send without them.
 */
export function pictureUploadsMachine<K extends string>({ max, accepts = isImageFile }: PictureUploadsOptions) {
  type C = PictureUploadsContext<K>
  const report = ({ inFlight }: C): ToForm<K> => ({ type: 'REGION', region: 'uploads', busy: inFlight.length > 0, problem: null })
  const edit = (field: K, value: readonly string[]): ToForm<K> => ({ type: 'EDIT', field, value })

  return setup({
    types: {
      context: {} as C,
      events: {} as PictureUploadsEvent<K>,
      input: {} as RegionInput<PictureLists<K>>,
    },
    actors: { upload: pictureUploadMachine },
  }).createMachine({
    id: 'pictureUploads',
    context: ({ input }) => ({ form: input.form, inFlight: [], started: 0, notice: null }),
    on: {
      'FORM.CHANGED': { actions: assign({ form: ({ event }) => event.form }) },
      PICK: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const { field } = event
          const held = context.form[field].length + context.inFlight.filter((u) => u.field === field).length
          const { taken, refused } = picturesToUpload(event.files, held, max, accepts)
          const started = taken.map((file, i) => ({ id: `upload-${context.started + i + 1}`, field, file }))
          for (const { id, file } of started) enqueue.spawnChild('upload', { id, input: { id, file } })
          const next: C = {
            ...context,
            inFlight: [...context.inFlight, ...started.map(({ id }) => ({ id, field }))],
            started: context.started + started.length,
            notice: refused && { field, error: refused, failure: null },
          }
          enqueue.assign(next)
          enqueue.sendParent(report(next))
        }),
      },
      REMOVE: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const { field, url } = event
          const stopped = url === undefined ? context.inFlight.filter((u) => u.field === field) : []
          for (const { id } of stopped) enqueue.stopChild(id)
          const next: C = { ...context, inFlight: without(context.inFlight, (u) => stopped.includes(u)), notice: null }
          enqueue.assign(next)
          enqueue.sendParent(edit(field, url === undefined ? [] : without(context.form[field], (u) => u === url)))
          enqueue.sendParent(report(next))
        }),
      },
      UPLOADED: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const upload = context.inFlight.find((u) => u.id === event.id)
          if (!upload) return
          const next: C = { ...context, inFlight: without(context.inFlight, (u) => u === upload) }
          enqueue.assign(next)
          enqueue.sendParent(edit(upload.field, [...context.form[upload.field], event.output]))
          enqueue.sendParent(report(next))
        }),
      },
      UPLOAD_FAILED: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const upload = context.inFlight.find((u) => u.id === event.id)
          if (!upload) return
          const next: C = {
            ...context,
            inFlight: without(context.inFlight, (u) => u === upload),
            notice: { field: upload.field, error: 'failed', failure: event.failure },
          }
          enqueue.assign(next)
          enqueue.sendParent(report(next))
        }),
      },
    },
  })
}
