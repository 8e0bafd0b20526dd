/** The widths the shop grid of docs/behaviour.md#shops turns at: 2 columns under 990 px, 4 to 1199, 6 from 1200. */
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
