import { assign, fromPromise, raise, type SnapshotFrom, setup, stateIn, stopChild } from 'xstate'
import { ErrorCode } from '../../contract/codes'
import { ShopApplicationStatus } from '../../contract/lifecycles'
import { type ShopApplication, type ShopApplicationFields, shopApplicationLimits as limits } from '../../contract/shopApplication'
import { validateShopApplication } from '../../contract/shopApplicationForms'
import type { FieldError } from '../../contract/validation'
import { failureMessage } from '../lib/formFields'
import { createFormMachine } from '../lib/form'
import { type UploadFailed, type Uploaded, type UploadReport, uploadMachineOf } from '../lib/upload'
import { editableApplication } from './lifecycle'

export type ApplicationField = keyof ShopApplicationFields
export type TextField = 'userName' | 'surname' | 'mobile' | 'email' | 'inviteCode' | 'shopName' | 'shopAddress' | 'shopDesc'
export type CardSide = 'cardFront' | 'cardBack'
/** The service's answer for an identity image: the key the application keeps, and a URL to preview it. */
export type IdentityImage = { key: string; url: string }
/** The first failing field: a rule of docs/behaviour.md#shop-application, or a name the check found taken. */
export interface ApplicationProblem {
  field: ApplicationField
  error: FieldError | 'shopNameTaken'
}
/** Why an identity image is not there: not a jpg or png, or the upload failed (with the service's message). */
export interface CardProblem {
  side: CardSide
  error: 'notImage' | 'failed'
  failure: string | null
}

/** docs/behaviour.md#shop-application: images are jpg, jpeg or png only (the service judges the content too). */
export const isApplicationImage = (file: { type: string; name: string }) =>
  (limits.identityTypes as readonly string[]).includes(file.type) && /\.(jpe?g|png)$/i.test(file.name)

/** Quiet time after typing before the shop name is checked, and before the draft is kept. */
export const nameCheckDelay = 500
export const draftDelay = 1000

export interface ShopApplicationFormContext {
  fields: ShopApplicationFields
  status: number
  submitTime: number | null
  applyFailReason: string
  shopId: number | null
  /** Authorised URLs previewing the identity images ('' when none). */
  previews: Record<CardSide, string>
  /** The upload child in flight per side; a replaced one's answer is ignored. */
  uploads: Partial<Record<CardSide, string>>
  uploadCount: number
  cardProblem: CardProblem | null
  problem: ApplicationProblem | null
  /** The service's message after the last refused submission. */
  failure: string | null
  /** Edited while a draft save was in flight: save again once it ends. */
  draftDirty: boolean
}

export type ShopApplicationFormEvent =
  | { type: 'EDIT'; field: TextField; value: string }
  | { type: 'CHOOSE_CARD_TYPE'; cardType: number }
  | { type: 'TOGGLE_CATEGORY'; id: number }
  | { type: 'ACCEPT_AGREEMENT'; accepted: boolean }
  | { type: 'PICK_CARD'; side: CardSide; file: File }
  | { type: 'REMOVE_CARD'; side: CardSide }
  | { type: 'SET_LOGO'; url: string }
  | { type: 'REMOVE_LOGO' }
  | { type: 'SUBMIT' }
  | { type: 'CHANGED' }
  | { type: 'NAME_CHANGED' }
  | { type: 'NAME_TAKEN' }
  | { type: 'HOLD_DRAFT' }
  | UploadReport<IdentityImage>

type Ctx = ShopApplicationFormContext
type Ev = ShopApplicationFormEvent

/** The field an edit changes (its problem is forgotten once edited). */
function fieldOf(event: Ev): ApplicationField | CardSide | null {
  switch (event.type) {
    case 'EDIT':
      return event.field
    case 'CHOOSE_CARD_TYPE':
      return 'cardType'
    case 'TOGGLE_CATEGORY':
      return 'saleCategory'
    case 'ACCEPT_AGREEMENT':
      return 'agreement'
    case 'SET_LOGO':
    case 'REMOVE_LOGO':
      return 'logo'
    case 'REMOVE_CARD':
      return event.side
    default:
      return null
  }
}

function changeOf(fields: ShopApplicationFields, event: Ev): Partial<ShopApplicationFields> {
  switch (event.type) {
    case 'EDIT':
      return { [event.field]: event.value }
    case 'CHOOSE_CARD_TYPE':
      return { cardType: event.cardType }
    case 'TOGGLE_CATEGORY': {
      const has = fields.saleCategory.includes(event.id)
      return { saleCategory: has ? fields.saleCategory.filter((c) => c !== event.id) : [...fields.saleCategory, event.id] }
    }
    case 'ACCEPT_AGREEMENT':
      return { agreement: event.accepted }
    case 'SET_LOGO':
      return { logo: event.url }
    case 'REMOVE_LOGO':
      return { logo: '' }
    case 'REMOVE_CARD':
      return { [event.side]: '' }
    default:
      return {}
  }
}

const sideOfUpload = (context: Ctx, actorId: string) =>
  (Object.keys(context.uploads) as CardSide[]).find((side) => context.uploads[side] === actorId)
const nameCheckable = (context: Ctx) => context.fields.shopName.trim().length >= limits.shopNameMin
const isNameTaken = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === ErrorCode.shopNameTaken

const edits = {
  EDIT: [{ guard: 'editsName', actions: ['edit', 'changed', 'nameChanged'] }, { actions: ['edit', 'changed'] }],
  CHOOSE_CARD_TYPE: { actions: ['edit', 'changed'] },
  TOGGLE_CATEGORY: { actions: ['edit', 'changed'] },
  ACCEPT_AGREEMENT: { actions: ['edit', 'changed'] },
  SET_LOGO: { actions: ['edit', 'changed'] },
  REMOVE_LOGO: { actions: ['edit', 'changed'] },
  REMOVE_CARD: { actions: ['stopCardUpload', 'edit', 'removePreview', 'changed'] },
  PICK_CARD: [{ guard: 'notImage', actions: 'refuseCard' }, { actions: ['stopCardUpload', 'startCardUpload'] }],
  SUBMIT: { guard: 'notUploading', target: 'validating' },
} as const

export interface ShopApplicationFormInput {
  application: ShopApplication
}

/**
 * The merchant application page (docs/behaviour.md#shop-application). Editable while the application is a
 * draft (sta 0) or failed (3); locked (tag `locked`) while it waits (1) or once passed (2).
 * While editable, three regions run side by side: the form (editing, SUBMIT validates in
 * the order docs/behaviour.md#shop-application gives, tag `invalid`; submits with `submitApplication`, tag `busy`; a refusal keeps the form, tag
 * `failed`, a taken name marking the name field), the draft (kept by `saveDraft` 1 s after the
 * last change; tags `draftSaving`, `draftSaved`, `draftFailed`, `unsaved`) and the shop name
 * (checked by `checkShopName` 500 ms after typing stops; an answer for an older name never lands
 * because typing again stops the check; tags `nameChecking`, `nameAvailable`, `nameTaken`).
 * Identity images upload as picked (`uploadIdentity`, one child per side, a replaced one ignored).
 * Success moves to waiting (locked) after `submitted` tells the applicant.
 */
export const shopApplicationFormMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as Ev,
    input: {} as ShopApplicationFormInput,
  },
  actors: {
    saveDraft: fromPromise<unknown, ShopApplicationFields>(async () => {
      throw new Error('saveDraft is provided by the app')
    }),
    /** Answers whether a shop already has this name. */
    checkShopName: fromPromise<boolean, string>(async () => {
      throw new Error('checkShopName is provided by the app')
    }),
    submitApplication: fromPromise<unknown, ShopApplicationFields>(async () => {
      throw new Error('submitApplication is provided by the app')
    }),
    uploadIdentity: uploadMachineOf<IdentityImage>(),
  },
  actions: {
    /** The toast and the alert that it awaits review; provided by the app. */
    submitted: () => {},
    notifyFailure: (_, _message: string | null) => {},
    edit: assign(({ context, event }) => {
      const field = fieldOf(event)
      return {
        fields: { ...context.fields, ...changeOf(context.fields, event) },
        problem: context.problem?.field === field ? null : context.problem,
      }
    }),
    changed: raise({ type: 'CHANGED' }),
    nameChanged: raise({ type: 'NAME_CHANGED' }),
    removePreview: assign(({ context, event }) =>
      event.type === 'REMOVE_CARD'
        ? {
            previews: { ...context.previews, [event.side]: '' },
            uploads: { ...context.uploads, [event.side]: undefined },
            cardProblem: null,
          }
        : {},
    ),
    refuseCard: assign(({ event }) =>
      event.type === 'PICK_CARD' ? { cardProblem: { side: event.side, error: 'notImage' as const, failure: null } } : {},
    ),
    stopCardUpload: stopChild(({ context, event }) => {
      const side = (event as { side?: CardSide }).side
      return (side && context.uploads[side]) || ''
    }),
    startCardUpload: assign(({ context, event, spawn }) => {
      if (event.type !== 'PICK_CARD') return {}
      const id = `${event.side}-${context.uploadCount + 1}`
      spawn('uploadIdentity', { id, input: { id, file: event.file } })
      return { uploads: { ...context.uploads, [event.side]: id }, uploadCount: context.uploadCount + 1, cardProblem: null }
    }),
    cardUploaded: assign(({ context }, { id, output }: Uploaded<IdentityImage>) => {
      const side = sideOfUpload(context, id) as CardSide
      return {
        uploads: { ...context.uploads, [side]: undefined },
        fields: { ...context.fields, [side]: output.key },
        previews: { ...context.previews, [side]: output.url },
        problem: context.problem?.field === side ? null : context.problem,
      }
    }),
    cardFailed: assign(({ context }, { id, failure }: UploadFailed) => {
      const side = sideOfUpload(context, id) as CardSide
      return {
        uploads: { ...context.uploads, [side]: undefined },
        cardProblem: { side, error: 'failed' as const, failure },
      }
    }),
    rememberProblem: assign(({ context }) => ({ problem: validateShopApplication(context.fields) })),
    rememberTaken: assign({ problem: { field: 'shopName', error: 'shopNameTaken' } as ApplicationProblem }),
    forget: assign({ problem: null, failure: null }),
    rememberFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error
      return {
        failure: failureMessage(error),
        problem: isNameTaken(error) ? ({ field: 'shopName', error: 'shopNameTaken' } as ApplicationProblem) : null,
      }
    }),
    markTaken: raise(({ event }) => ({ type: isNameTaken((event as { error?: unknown }).error) ? 'NAME_TAKEN' : 'CHANGED' }) as Ev),
    holdDraft: raise({ type: 'HOLD_DRAFT' }),
    waitForReview: assign({ status: ShopApplicationStatus.waiting, submitTime: () => Date.now(), applyFailReason: '' }),
    markDirty: assign({ draftDirty: true }),
    markClean: assign({ draftDirty: false }),
  },
  guards: {
    editsName: ({ event }) => event.type === 'EDIT' && event.field === 'shopName',
    checkedTaken: ({ event }) => (event as { output?: unknown }).output === true,
    editable: ({ context }) => editableApplication.includes(context.status),
    notImage: ({ event }) => event.type === 'PICK_CARD' && !isApplicationImage(event.file),
    notUploading: ({ context }) => !context.uploads.cardFront && !context.uploads.cardBack,
    invalid: ({ context }) => validateShopApplication(context.fields) !== null,
    nameTaken: stateIn('#shopNameTaken'),
    nameCheckable: ({ context }) => nameCheckable(context),
    draftDirty: ({ context }) => context.draftDirty,
    /** A replaced upload's report, already on its way when it was stopped, is ignored. */
    isCardUpload: ({ context }, id: string) => sideOfUpload(context, id) !== undefined,
  },
}).createMachine({
  id: 'shopApplicationForm',
  context: ({ input: { application: a } }) => ({
    fields: {
      userName: a.userName,
      surname: a.surname,
      mobile: a.mobile,
      email: a.email,
      cardType: a.cardType,
      cardFront: a.cardFront,
      cardBack: a.cardBack,
      inviteCode: a.inviteCode,
      shopName: a.shopName,
      shopAddress: a.shopAddress,
      logo: a.logo,
      shopDesc: a.shopDesc,
      saleCategory: [...a.saleCategory],
      agreement: a.agreement,
    },
    status: a.sta,
    submitTime: a.submitTime,
    applyFailReason: a.applyFailReason,
    shopId: a.shopId,
    previews: { cardFront: a.cardFrontUrl, cardBack: a.cardBackUrl },
    uploads: {},
    uploadCount: 0,
    cardProblem: null,
    problem: null,
    failure: null,
    draftDirty: false,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'editable', target: 'open' }, { target: 'locked' }] },
    open: {
      type: 'parallel',
      // Identity uploads report wherever the form is (they were spawned while editing).
      on: {
        UPLOADED: {
          guard: { type: 'isCardUpload', params: ({ event }) => event.id },
          actions: [{ type: 'cardUploaded', params: ({ event }) => event }, 'changed'],
        },
        UPLOAD_FAILED: {
          guard: { type: 'isCardUpload', params: ({ event }) => event.id },
          actions: { type: 'cardFailed', params: ({ event }) => event },
        },
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: { on: edits },
            validating: {
              entry: 'forget',
              always: [
                { guard: 'invalid', target: 'invalid', actions: 'rememberProblem' },
                { guard: 'nameTaken', target: 'invalid', actions: 'rememberTaken' },
                { target: 'submitting' },
              ],
            },
            invalid: { tags: 'invalid', on: edits },
            submitting: {
              tags: 'busy',
              entry: 'holdDraft',
              invoke: {
                src: 'submitApplication',
                input: ({ context }) => context.fields,
                onDone: { target: '#shopApplicationForm.locked', actions: ['waitForReview', 'submitted'] },
                onError: {
                  target: 'failed',
                  actions: ['rememberFailure', 'markTaken', { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) }],
                },
              },
            },
            failed: { tags: 'failed', on: edits },
          },
        },
        draft: {
          initial: 'clean',
          on: { CHANGED: '.pending', HOLD_DRAFT: '.held' },
          states: {
            clean: {},
            pending: { tags: 'unsaved', after: { [draftDelay]: 'saving' } },
            saving: {
              tags: 'draftSaving',
              entry: 'markClean',
              on: { CHANGED: { actions: 'markDirty' } },
              invoke: {
                src: 'saveDraft',
                input: ({ context }) => context.fields,
                onDone: [{ guard: 'draftDirty', target: 'pending' }, { target: 'saved' }],
                onError: [{ guard: 'draftDirty', target: 'pending' }, { target: 'unsaved' }],
              },
            },
            saved: { tags: 'draftSaved' },
            unsaved: { tags: ['draftFailed', 'unsaved'] },
            held: {},
          },
        },
        name: {
          initial: 'start',
          on: { NAME_CHANGED: [{ guard: 'nameCheckable', target: '.waiting' }, { target: '.idle' }], NAME_TAKEN: '.taken' },
          states: {
            start: { always: [{ guard: 'nameCheckable', target: 'checking' }, { target: 'idle' }] },
            idle: {},
            waiting: { tags: 'nameChecking', after: { [nameCheckDelay]: 'checking' } },
            checking: {
              tags: 'nameChecking',
              invoke: {
                src: 'checkShopName',
                input: ({ context }) => context.fields.shopName.trim(),
                onDone: [{ guard: 'checkedTaken', target: 'taken' }, { target: 'available' }],
                // Not known: the service checks again on submission.
                onError: 'idle',
              },
            },
            available: { tags: 'nameAvailable' },
            taken: { id: 'shopNameTaken', tags: 'nameTaken' },
          },
        },
      },
    },
    locked: { tags: 'locked' },
  },
})

export type ShopApplicationFormSnapshot = SnapshotFrom<typeof shopApplicationFormMachine>

/** What leaving the page must still keep: the fields when a change is not saved yet, else null. */
export const unsavedFields = (snapshot: ShopApplicationFormSnapshot) =>
  snapshot.hasTag('unsaved') || snapshot.context.draftDirty ? snapshot.context.fields : null

/** A message to the platform about the application (docs/behaviour.md#shop-application, sendToAdmin), from the waiting or failed page. */
export const platformMessageMachine = createFormMachine({
  id: 'platformMessage',
  types: {} as { result: unknown },
  blank: () => ({ content: '' }),
  validate: (form) => (form.content.trim() ? null : { field: 'content', error: 'commentRequired' }),
  afterSubmit: 'end',
})
