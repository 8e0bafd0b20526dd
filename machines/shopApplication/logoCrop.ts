import { assign, fromPromise, setup } from 'xstate'
import { failureMessage } from '../lib/formFields'
import { pictureUploadMachine, type UploadReport } from '../lib/upload'

/** The square taken from the source image, in its pixels. */
export interface CropRect {
  x: number
  y: number
  side: number
}

export interface LogoCropContext {
  /** The source image's natural size. */
  width: number
  height: number
  /** 1 takes the largest square the image holds; `maxZoom` a quarter of its side. */
  zoom: number
  /** The square's centre, in source pixels. */
  cx: number
  cy: number
  /** The service's message after a failed upload. */
  failure: string | null
  /** The uploaded logo's URL. */
  url: string | null
}

export type LogoCropEvent =
  /** A drag, in fractions of the visible square: dragging right shows more of the left. */
  | { type: 'DRAG'; dx: number; dy: number }
  /** An arrow key: one step in that direction. */
  | { type: 'NUDGE'; dx: -1 | 0 | 1; dy: -1 | 0 | 1 }
  /** The slider. */
  | { type: 'ZOOM'; zoom: number }
  /** The wheel or the +/- keys: one step in or out. */
  | { type: 'ZOOM_STEP'; by: 1 | -1 }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | UploadReport

export const cropLimits = { maxZoom: 4, zoomStep: 1.1, nudge: 0.05 } as const

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v))
const sideOf = (c: Pick<LogoCropContext, 'width' | 'height' | 'zoom'>) => Math.min(c.width, c.height) / c.zoom

/** The centre moved to where the square stays inside the image. */
function bounded(c: LogoCropContext, cx: number, cy: number, zoom = c.zoom) {
  const half = sideOf({ ...c, zoom }) / 2
  return { zoom, cx: clamp(cx, half, c.width - half), cy: clamp(cy, half, c.height - half) }
}

export function cropRect(c: LogoCropContext): CropRect {
  const side = sideOf(c)
  return { x: c.cx - side / 2, y: c.cy - side / 2, side }
}

/** The drawn logo's side: the crop's own pixels, at least 512 and at most twice that. */
export const outputSide = (rect: CropRect, logoSide: number) => clamp(Math.round(rect.side), logoSide, logoSide * 2)

const moved = (c: LogoCropContext, dx: number, dy: number) => bounded(c, c.cx - dx * sideOf(c), c.cy - dy * sideOf(c))
const zoomed = (c: LogoCropContext, zoom: number) => bounded(c, c.cx, c.cy, clamp(zoom, 1, cropLimits.maxZoom))

/**
 * The logo's square crop (docs/behaviour.md#shop-application: the logo is cropped square): move by dragging or the
 * arrow keys, zoom by the slider, the wheel or +/-, the square always inside the image. CONFIRM
 * hands the square to the named actor `draw` (the dialog draws it on a canvas, as a PNG file), whose
 * file the upload child (../lib/upload.ts) sends; it ends with the logo's URL. A failure stays to
 * try again (with the service's message); CANCEL ends with null.
 */
export const logoCropMachine = setup({
  types: {
    context: {} as LogoCropContext,
    events: {} as LogoCropEvent,
    input: {} as { width: number; height: number },
    output: {} as { url: string | null },
  },
  actors: {
    draw: fromPromise<File, CropRect>(async () => {
      throw new Error('draw is provided by the app')
    }),
    upload: pictureUploadMachine,
  },
  actions: {
    move: assign(({ context, event }) => {
      if (event.type === 'DRAG') return moved(context, event.dx, event.dy)
      if (event.type === 'NUDGE') return moved(context, -event.dx * cropLimits.nudge, -event.dy * cropLimits.nudge)
      return {}
    }),
    zoom: assign(({ context, event }) => {
      if (event.type === 'ZOOM') return zoomed(context, event.zoom)
      if (event.type === 'ZOOM_STEP') return zoomed(context, context.zoom * cropLimits.zoomStep ** event.by)
      return {}
    }),
    rememberFailure: assign((_, failure: string | null) => ({ failure })),
  },
}).createMachine({
  id: 'logoCrop',
  context: ({ input: { width, height } }) => ({ width, height, zoom: 1, cx: width / 2, cy: height / 2, failure: null, url: null }),
  initial: 'cropping',
  states: {
    cropping: {
      on: {
        DRAG: { actions: 'move' },
        NUDGE: { actions: 'move' },
        ZOOM: { actions: 'zoom' },
        ZOOM_STEP: { actions: 'zoom' },
        CONFIRM: 'drawing',
        CANCEL: 'cancelled',
      },
    },
    drawing: {
      tags: 'busy',
      invoke: {
        src: 'draw',
        input: ({ context }) => cropRect(context),
        onDone: {
          target: 'uploading',
          actions: assign(({ event, spawn }) => {
            spawn('upload', { id: 'logo', input: { id: 'logo', file: event.output } })
            return {}
          }),
        },
        onError: {
          target: 'cropping',
          actions: { type: 'rememberFailure', params: ({ event }) => failureMessage(event.error) ?? '' },
        },
      },
    },
    uploading: {
      tags: 'busy',
      on: {
        UPLOADED: { target: 'done', actions: assign({ failure: null, url: ({ event }) => event.output }) },
        UPLOAD_FAILED: { target: 'cropping', actions: { type: 'rememberFailure', params: ({ event }) => event.failure ?? '' } },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ url: context.url }),
})
