import { enqueueActions, setup } from 'xstate'
import { type SellerColour, type SellerProduct, sellerLimits as limits } from '../../contract/seller'
import type { FormEvent, RegionEvent, RegionInput } from '../lib/form'
import { type ImageUploadError, type PicturesRefused, picturesToUpload } from '../lib/imageUpload'
import { pictureUploadMachine, type UploadReport } from '../lib/upload'

/** Why a colour's last picked files were not all taken (not images, more than 8), or an upload failed with the service's message. */
export interface ColourPicturesNotice {
  colourId: number
  error: ImageUploadError | PicturesRefused
  failure: string | null
}

export interface ColourPicturesContext {
  /** The form's colours as last heard (`FORM.CHANGED`). */
  colours: readonly SellerColour[]
  /** Upload children in flight: each one's id and the colour its picture goes to. */
  inFlight: { id: string; colourId: number }[]
  /** Uploads started: each child's id is made from it. */
  started: number
  notice: ColourPicturesNotice | null
}

export type ColourPicturesEvent = { type: 'PICK_PICTURES'; colourId: number; files: File[] } | RegionEvent<SellerProduct> | UploadReport

type Context = ColourPicturesContext
type ToForm = FormEvent<SellerProduct>

const report = (inFlight: Context['inFlight']): ToForm => ({ type: 'REGION', region: 'uploads', busy: inFlight.length > 0, problem: null })
const withPicture = (colours: readonly SellerColour[], colourId: number, url: string) =>
  colours.map((c) => (c.valueId === colourId ? { ...c, pictures: [...c.pictures, url] } : c))

/**
 * The product editor's `uploads` region (docs/behaviour.md#seller-center): pictures per colour,
 * up to 8 each. PICK_PICTURES spawns one upload child (../lib/upload.ts) per file the colour
 * takes; a finished picture is added at the end of its colour's list with an EDIT of the form's
 * colours. A colour taken out of the form stops its uploads in flight, never heard. The form hears
 * REGION `busy` while any upload is in flight (SUBMIT waits). Refused files and failed uploads are
 * a `notice` beside the colour, not a problem of the form. Reordering and removing a picture are
 * plain edits of the colours (./skuGrid.ts).
 */
export const colourPicturesMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ColourPicturesEvent,
    input: {} as RegionInput<SellerProduct>,
  },
  actors: { upload: pictureUploadMachine },
}).createMachine({
  id: 'colourPictures',
  context: ({ input }) => ({ colours: input.form.colours, inFlight: [], started: 0, notice: null }),
  on: {
    'FORM.CHANGED': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const colours = event.form.colours
        const gone = context.inFlight.filter((u) => !colours.some((c) => c.valueId === u.colourId))
        for (const { id } of gone) enqueue.stopChild(id)
        const inFlight = context.inFlight.filter((u) => !gone.includes(u))
        enqueue.assign({ colours, inFlight })
        if (gone.length > 0) enqueue.sendParent(report(inFlight))
      }),
    },
    PICK_PICTURES: {
      actions: enqueueActions(({ context, event: { colourId, files }, enqueue }) => {
        const colour = context.colours.find((c) => c.valueId === colourId)
        if (!colour) return
        const held = colour.pictures.length + context.inFlight.filter((u) => u.colourId === colourId).length
        const { taken, refused } = picturesToUpload(files, held, limits.picturesPerColour)
        const started = taken.map((file, i) => ({ id: `upload-${context.started + i + 1}`, file }))
        for (const { id, file } of started) enqueue.spawnChild('upload', { id, input: { id, file } })
        const inFlight = [...context.inFlight, ...started.map(({ id }) => ({ id, colourId }))]
        enqueue.assign({
          inFlight,
          started: context.started + started.length,
          notice: refused && { colourId, error: refused, failure: null },
        })
        enqueue.sendParent(report(inFlight))
      }),
    },
    UPLOADED: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const upload = context.inFlight.find((u) => u.id === event.id)
        if (!upload) return
        const inFlight = context.inFlight.filter((u) => u !== upload)
        // Kept here at once: another upload may land before the form's change comes back.
        const colours = withPicture(context.colours, upload.colourId, event.output)
        enqueue.assign({ inFlight, colours })
        enqueue.sendParent({ type: 'EDIT', field: 'colours', value: colours } satisfies ToForm)
        enqueue.sendParent(report(inFlight))
      }),
    },
    UPLOAD_FAILED: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const upload = context.inFlight.find((u) => u.id === event.id)
        if (!upload) return
        const inFlight = context.inFlight.filter((u) => u !== upload)
        enqueue.assign({ inFlight, notice: { colourId: upload.colourId, error: 'failed', failure: event.failure } })
        enqueue.sendParent(report(inFlight))
      }),
    },
  },
})
