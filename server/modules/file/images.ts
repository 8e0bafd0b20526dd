import sharp, { type Sharp, type SharpOptions } from 'sharp'
import { uploadMaxSide, uploadThumbSide } from '../../../contract/uploads'
import { ErrorCode } from '../../../contract/codes'
import { AppError } from '../../http/errors'

/** Larger images are refused before any pixel is decoded (a 20000 x 20000 PNG of zeros is 50 kB). */
export const maxInputPixels = 40_000_000

type Format = 'png' | 'jpeg' | 'gif' | 'webp'

const signatures: { format: Format; at: number; bytes: number[] }[] = [
  { format: 'png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { format: 'gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  { format: 'webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
]

/** The image format by its first bytes (RIFF....WEBP for WebP); the name and declared type are not trusted. */
export const sniffImage = (bytes: Uint8Array): Format | null =>
  signatures.find((s) => s.bytes.every((b, i) => bytes[s.at + i] === b) && (s.format !== 'webp' || bytes[0] === 0x52))?.format ??
  null

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

export const notImage = () => new AppError(ErrorCode.uploadNotImage, 'uploadNotImage')
const tooManyPixels = () => new AppError(ErrorCode.uploadTooManyPixels, 'uploadTooManyPixels', { max: maxInputPixels / 1e6 }, 413)

/**
 * Decodes the image and writes it anew, so only its pixels survive: bytes appended to it (HTML, a
 * zip), EXIF (GPS positions), ICC profiles and comments are gone. EXIF orientation is applied first.
 * The longest side becomes at most uploadMaxSide; the thumbnail is a WebP of at most uploadThumbSide.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<Reencoded> {
  const format = sniffImage(bytes)
  if (!format) throw notImage()
  const options = { failOn: 'error', limitInputPixels: maxInputPixels } satisfies SharpOptions
  // The header alone: its size is checked here so that a bomb costs nothing and gets its own answer.
  const meta = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (!meta || meta.format !== format || !meta.width || !meta.height) throw notImage()
  if (meta.width * (meta.pageHeight ?? meta.height) > maxInputPixels) throw tooManyPixels()
  const output = outputs[format]
  const image = await output
    .encode(sharp(bytes, options).rotate().resize(uploadMaxSide, uploadMaxSide, { fit: 'inside', withoutEnlargement: true }))
    .toBuffer()
    .catch(() => {
      throw notImage()
    })
  const thumb = await sharp(image)
    .resize(uploadThumbSide, uploadThumbSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer()
  return { ext: output.ext, mime: output.mime, image, thumb }
}
