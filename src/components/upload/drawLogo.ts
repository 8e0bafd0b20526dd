import { t } from '@lingui/core/macro'
import type { CropRect } from '../../../machines/shopApplication/logoCrop'

/** Draws the chosen square of the image on a canvas of `side` pixels, as a PNG file. */
export async function drawLogo(image: HTMLImageElement, rect: CropRect, side: number): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = side
  canvas.height = side
  const context = canvas.getContext('2d')
  if (!context) throw new Error(t`Image upload failed`)
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, rect.x, rect.y, rect.side, rect.side, 0, 0, side, side)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (!blob) throw new Error(t`Image upload failed`)
  return new File([blob], 'logo.png', { type: 'image/png' })
}
