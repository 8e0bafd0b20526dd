/**
 * Uploaded images (POST /infra/file/upload answers the image's URL, `/uploads/<tenant>/<yyyy-mm>/<name>.<ext>`).
 * The service re-encodes every image: JPEG stays JPEG, PNG stays PNG, WebP stays WebP, a GIF becomes
 * the PNG of its first frame; EXIF is dropped after its orientation is applied; the longest side is
 * at most `uploadMaxSide` pixels. Beside each image lies its thumbnail, a WebP whose longest side is
 * at most `uploadThumbSide` pixels, at `<name>.thumb.webp`.
 */
export const uploadMaxSide = 2400
export const uploadThumbSide = 320

const image = /\.(?:jpg|png|webp)$/

/** The thumbnail's file name (or storage key) of an uploaded image's: `<name>.<ext>` -> `<name>.thumb.webp`. */
export const thumbnailName = (name: string) => name.replace(image, '.thumb.webp')

const uploaded = /^(?:https?:\/\/[^/]+)?\/uploads\/(?:[^/?#]+\/)*[0-9a-f]+\.(?:jpg|png|webp)$/

/** The thumbnail of an uploaded image; any other URL (seeded /media pictures, outside links) is its own thumbnail. */
export const thumbnailUrl = (url: string) => (uploaded.test(url) ? thumbnailName(url) : url)
