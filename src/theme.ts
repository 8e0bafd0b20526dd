import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

/** Calm, editorial: near-black ink on warm white, one accent, generous type. */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', fontFamily: 'body' },
    a: { color: 'inherit' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Didot', 'Bodoni MT', 'Playfair Display', Georgia, 'Times New Roman', serif" },
        body: { value: "'Helvetica Neue', Helvetica, Arial, 'PingFang SC', 'Hiragino Sans', 'Noto Sans CJK', sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#faf6f1' },
          100: { value: '#f1e8dc' },
          200: { value: '#e2cfb6' },
          300: { value: '#cfb08a' },
          400: { value: '#b98f61' },
          500: { value: '#9c7245' },
          600: { value: '#7d5a36' },
          700: { value: '#5f442a' },
          800: { value: '#42301e' },
          900: { value: '#2a1f14' },
          950: { value: '#17110b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: { value: '#fdfcfa' },
        fg: { value: '#161412' },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
})

export const system = createSystem(defaultConfig, config)
