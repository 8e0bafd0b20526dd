import { enqueueActions, setup } from 'xstate'
import { type ShopApplication, type ShopApplicationFields, shopApplicationLimits as limits } from '../../contract/shopApplication'
import type { FormEvent, RegionEvent, RegionInput } from '../lib/form'
import { type UploadReport, uploadMachineOf } from '../lib/upload'

export type CardSide = 'cardFront' | 'cardBack'
/** The service's answer for an identity image: the key the application keeps, and a URL to preview it. */
export type IdentityImage = { key: string; url: string }
/** Why an identity image is not there: not a jpg or png, or the upload failed (with the service's message). */
export interface CardProblem {
  side: CardSide
  error: 'notImage' | 'failed'
  failure: string | null
}

/** docs/behaviour.md#shop-application: images are jpg, jpeg or png only (the service judges the content too). */
export const isApplicationImage = (file: { type: string; name: string }) =>
  (limits.identityTypes as readonly string[]).includes(file.type) && /\.(jpe?g|png)$/i.test(file.name)

export interface IdentityUploadsContext {
  /** Authorised URLs previewing the identity images ('' when none). */
  previews: Record<CardSide, string>
  /** The upload child in flight per side; a replaced one's answer is ignored. */
  uploads: Partial<Record<CardSide, string>>
  started: number
  problem: CardProblem | null
}

export type IdentityUploadsEvent =
  | { type: 'PICK_CARD'; side: CardSide; file: File }
  | { type: 'REMOVE_CARD'; side: CardSide }
  | UploadReport<IdentityImage>
  | RegionEvent<ShopApplicationFields>

type Context = IdentityUploadsContext
type ToForm = FormEvent<ShopApplicationFields>

const sideOf = (context: Context, id: string) => (['cardFront', 'cardBack'] as const).find((side) => context.uploads[side] === id)
const busy = (uploads: Context['uploads']): ToForm => ({
  type: 'REGION',
  region: 'uploads',
  busy: Boolean(uploads.cardFront || uploads.cardBack),
  problem: null,
})

/** A side's upload is over (or removed): the uploads without it; the form is told the side's new key, if any, and whether any is still in flight. */
function settled(context: Context, side: CardSide, key?: string) {
  const uploads = { ...context.uploads, [side]: undefined }
  const tell: ToForm[] = key === undefined ? [busy(uploads)] : [{ type: 'EDIT', field: side, value: key }, busy(uploads)]
  return { uploads, tell }
}

/**
 * The `uploads` region of the application form: one identity image per side (docs/behaviour.md#shop-application).
 * PICK_CARD refuses what is not a jpg or png, else uploads it (`uploadIdentity`, one child per
 * side; a replaced one is stopped and never heard); the key lands in its side's field with an
 * EDIT of the form, its preview here. REMOVE_CARD empties the side. The form hears REGION `busy`
 * while an image is in flight (SUBMIT waits). A refused or failed image is a `problem` beside
 * its side, not a problem of the form.
 */
export const identityUploadsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as IdentityUploadsEvent,
    input: {} as RegionInput<ShopApplicationFields, { application: ShopApplication }>,
  },
  actors: { uploadIdentity: uploadMachineOf<IdentityImage>() },
}).createMachine({
  id: 'identityUploads',
  context: ({ input: { input } }) => ({
    previews: { cardFront: input.application.cardFrontUrl, cardBack: input.application.cardBackUrl },
    uploads: {},
    started: 0,
    problem: null,
  }),
  on: {
    PICK_CARD: {
      actions: enqueueActions(({ context, event: { side, file }, enqueue }) => {
        if (!isApplicationImage(file)) {
          enqueue.assign({ problem: { side, error: 'notImage', failure: null } })
          return
        }
        const replaced = context.uploads[side]
        if (replaced) enqueue.stopChild(replaced)
        const id = `${side}-${context.started + 1}`
        enqueue.spawnChild('uploadIdentity', { id, input: { id, file } })
        const uploads = { ...context.uploads, [side]: id }
        enqueue.assign({ uploads, started: context.started + 1, problem: null })
        enqueue.sendParent(busy(uploads))
      }),
    },
    REMOVE_CARD: {
      actions: enqueueActions(({ context, event: { side }, enqueue }) => {
        const replaced = context.uploads[side]
        if (replaced) enqueue.stopChild(replaced)
        const { uploads, tell } = settled(context, side, '')
        enqueue.assign({ uploads, previews: { ...context.previews, [side]: '' }, problem: null })
        for (const news of tell) enqueue.sendParent(news)
      }),
    },
    UPLOADED: {
      actions: enqueueActions(({ context, event: { id, output }, enqueue }) => {
        const side = sideOf(context, id)
        if (!side) return
        const { uploads, tell } = settled(context, side, output.key)
        enqueue.assign({ uploads, previews: { ...context.previews, [side]: output.url } })
        for (const news of tell) enqueue.sendParent(news)
      }),
    },
    UPLOAD_FAILED: {
      actions: enqueueActions(({ context, event: { id, failure }, enqueue }) => {
        const side = sideOf(context, id)
        if (!side) return
        const { uploads, tell } = settled(context, side)
        enqueue.assign({ uploads, problem: { side, error: 'failed', failure } })
        for (const news of tell) enqueue.sendParent(news)
      }),
    },
  },
})
