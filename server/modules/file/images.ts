import type { Sharp, SharpOptions } from 'sharp'
import { uploadMaxSide, uploadThumbSide } from '../../../contract/uploads'
import { ErrorCode } from '../../../contract/codes'
import { AppError } from '../../http/errors'
import { fairTurns } from '../../lib/fairTurns'
import { imaging } from '../../lib/imaging'

/** Larger images are refused before any pixel is decoded (a 20000 x 20000 PNG of zeros is 50 kB). */
export const maxInputPixels = 40_000_000

/**
 * Images decoded at once, shared fairly by account (server/lib/fairTurns.ts); a 40 MP photo turned by its
 * EXIF orientation takes about 120 MB while it is.
 */
const inTurn = fairTurns({ slots: 2 })

export type Format = 'png' | 'jpeg' | 'gif' | 'webp'

/** Whether `bytes` holds `signature` (a latin1 string) at `at`. */
const has = (bytes: Uint8Array, at: number, signature: string) => [...signature].every((ch, i) => bytes[at + i] === ch.charCodeAt(0))

/** The image format by its first bytes; the name and declared type are not trusted. */
export function sniffImage(bytes: Uint8Array): Format | null {
  if (has(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png'
  if (has(bytes, 0, '\xff\xd8\xff')) return 'jpeg'
  if (has(bytes, 0, 'GIF8')) return 'gif'
  if (has(bytes, 0, 'RIFF') && has(bytes, 8, 'WEBP')) return 'webp'
  return null
}

/** What each format is stored as: GIFs (animated or not) become the PNG of their first frame. */
const outputs = {
  png: { ext: 'png', mime: 'image/png', encode: (s: Sharp) => s.png() },
  jpeg: { ext: 'jpg', mime: 'image/jpeg', encode: (s: Sharp) => s.jpeg({ quality: 85 }) },
  gif: { ext: 'png', mime: 'image/png', encode: (s: Sharp) => s.png() },
  webp: { ext: 'webp', mime: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 85 }) },
} satisfies Record<Format, { ext: string; mime: string; encode: (s: Sharp) => Sharp }>

export interface Reencoded {
  ext: string
  mime: string
  image: Uint8Array
  thumb: Uint8Array
}

/** How an upload is re-encoded: which formats it may be, and its size (a square of `square` pixels, cropped to cover it). */
export interface ImageRule {
  formats?: readonly Format[]
  square?: number
}

/** The merchant application's images: jpg, jpeg and png only (docs/behaviour.md#shop-application). */
export const jpegOrPng: readonly Format[] = ['jpeg', 'png']

export const notImage = () => new AppError(ErrorCode.uploadNotImage, 'uploadNotImage')
const notJpegOrPng = () => new AppError(ErrorCode.uploadNotImage, 'uploadNotJpegOrPng')
const tooManyPixels = () => new AppError(ErrorCode.uploadTooManyPixels, 'uploadTooManyPixels', { max: maxInputPixels / 1e6 }, 413)

/**
 * Decodes the image and writes it anew, so only its pixels survive: bytes appended to it (HTML, a
 * zip), EXIF (GPS positions), ICC profiles and comments are gone. EXIF orientation is applied first.
 * The longest side becomes at most uploadMaxSide (or the image a `square`, centre-cropped); the
 * thumbnail is a WebP of at most uploadThumbSide. The header is judged at once; the decoding waits
 * for its `account`'s turn.
 */
export async function reencodeImage(bytes: Uint8Array, rule: ImageRule = {}, account = 'platform'): Promise<Reencoded> {
  const format = await judgeHeader(bytes, rule)
  return inTurn(account, () => reencode(bytes, format, rule))
}

const sized = (s: Sharp, square: number | undefined) =>
  square
    ? s.resize(square, square, { fit: 'cover', position: 'centre' })
    : s.resize(uploadMaxSide, uploadMaxSide, { fit: 'inside', withoutEnlargement: true })

const refusalOf = (rule: ImageRule) => (rule.formats ? notJpegOrPng : notImage)
const decoding = { failOn: 'error', limitInputPixels: maxInputPixels } satisfies SharpOptions

/** The format, from the first bytes and the header alone (no pixel decoded): a bomb costs nothing and gets its own answer. */
async function judgeHeader(bytes: Uint8Array, rule: ImageRule): Promise<Format> {
  const refuse = refusalOf(rule)
  const format = sniffImage(bytes)
  if (!format || (rule.formats && !rule.formats.includes(format))) throw refuse()
  const sharp = await imaging()
  const meta = await sharp(bytes, { ...decoding, limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (!meta || meta.format !== format || !meta.width || !meta.height) throw refuse()
  if (meta.width * (meta.pageHeight ?? meta.height) > maxInputPixels) throw tooManyPixels()
  return format
}

async function reencode(bytes: Uint8Array, format: Format, rule: ImageRule): Promise<Reencoded> {
  const output = outputs[format]
  const sharp = await imaging()
  const image = await output
    .encode(sized(sharp(bytes, decoding).rotate(), rule.square))
    .toBuffer()
    .catch(() => {
      throw refusalOf(rule)()
    })
  const thumb = await sharp(image)
    .resize(uploadThumbSide, uploadThumbSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer()
  return { ext: output.ext, mime: output.mime, image, thumb }
}
