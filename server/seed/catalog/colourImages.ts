import { type Look, productViews } from '../../modules/media/product'
import { productImageUrl } from '../../modules/media/urls'

/** A product colour: its property value id and its swatch. */
export interface ColourChoice {
  valueId: number
  hex: string
}

/** The views drawn per colour: the flat lay stays among the product's own pictures. */
const colourViews = productViews.filter((view) => view !== 'flat')

/**
 * Pictures per colour (spus.colour_images): the product's own garment drawn again in each of its
 * colours, trimmed with its first colour. Generated pictures are named by their URL and drawn on
 * request, so a colour costs a few URLs, not files, even in a catalog of 100,000 products.
 */
export function colourImages(look: Look, colours: ColourChoice[]): Record<string, string[]> {
  return Object.fromEntries(
    colours.map(({ valueId, hex }) => {
      const coloured: Look = hex === look.main ? look : { ...look, main: hex, trim: look.main }
      return [String(valueId), colourViews.map((view) => productImageUrl(coloured, view))]
    }),
  )
}
