/** Widths around the shop grid's turns (docs/behaviour.md#shops: 1 a row under 600 px, 2 under 990, 4 under 1200, 6 from 1200). */
export const shopViewports = {
  viewport: {
    options: {
      desktop1440: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      laptop1100: { name: 'Laptop 1100', styles: { width: '1100px', height: '800px' }, type: 'desktop' },
      phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
  },
}

export const at = (value: keyof typeof shopViewports.viewport.options) => ({ viewport: { value, isRotated: false } })
