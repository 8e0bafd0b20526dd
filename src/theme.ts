import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  badgeRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  menuSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme'

type TokenTree = { [key: string]: unknown }

/**
 * The storefront has one (light) colour mode: a semantic token keeps its `_light` value only, so
 * the start-up builds half the CSS variables and no dark-mode block. The first visit on a slow
 * phone spends its first long task in createSystem; every token costs there.
 */
function lightOnly(tree: TokenTree): TokenTree {
  const pick = (value: unknown): unknown =>
    value && typeof value === 'object' && '_light' in value ? (value as { _light: unknown })._light : value
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (!node || typeof node !== 'object') return [key, node]
      if ('value' in node) return [key, { ...node, value: pick((node as { value: unknown }).value) }]
      return [key, lightOnly(node as TokenTree)]
    }),
  )
}

/** Palettes no screen uses: not built at start. */
const unusedPalettes = ['yellow', 'cyan', 'pink']
const withoutUnused = <T extends object>(tree: T = {} as T): T =>
  Object.fromEntries(Object.entries(tree).filter(([key]) => !unusedPalettes.includes(key))) as T

/**
 * Chakra's default theme minus the recipes of components the storefront does not use: all of them
 * would weigh ~14 kB gzipped in the first download. tests/unit/themeRecipes.test.ts fails when a
 * component is used without its recipe here.
 */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnused(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnused(semanticTokens.colors) }) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      radioCard: radioCardSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

/**
 * Calm, editorial: near-black ink on warm white, serif display type, hairline borders.
 * Breakpoints follow docs/behaviour.md#layout: 768 (accounts), 990 and 1200 (header and grids).
 */
/**
 * The breakpoints of docs/behaviour.md#layout: 768 (accounts), 990 and 1200 (header and grids). `xl`
 * starts above 1200 px (1201 = 75.0625em): 1200 px and less is the mobile header.
 */
export const storefrontBreakpoints = { sm: '30em', md: '48em', lg: '61.875em', xl: '75.0625em', '2xl': '96em' }

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', fontFamily: 'body' },
    a: { color: 'inherit' },
    '::selection': { bg: 'brand.100' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' },
    // Korean breaks between words, not inside them.
    ':lang(ko)': { wordBreak: 'keep-all' },
  },
  theme: {
    recipes: {
      // Links take the colour of their surroundings (light on the dark bars, dark on paper).
      link: { variants: { variant: { plain: { color: 'inherit' }, underline: { color: 'inherit' } } } },
    },
    breakpoints: storefrontBreakpoints,
    tokens: {
      fonts: {
        heading: { value: "'Didot', 'Bodoni MT', 'Playfair Display', 'Noto Serif', Georgia, 'Times New Roman', serif" },
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
        ink: { value: '#171513' },
        paper: { value: '#fbf9f6' },
      },
      letterSpacings: { caps: { value: '0.14em' } },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.paper}' },
          subtle: { value: '#f5f1eb' },
          muted: { value: '#ede7de' },
          panel: { value: '#ffffff' },
          inverted: { value: '{colors.ink}' },
        },
        fg: {
          DEFAULT: { value: '{colors.ink}' },
          muted: { value: '#5c574f' },
          subtle: { value: '#8a847a' },
          inverted: { value: '{colors.paper}' },
          // Field errors are small text: Chakra's red.500 on paper is under the 4.5:1 contrast they need.
          error: { value: '{colors.red.700}' },
        },
        border: {
          DEFAULT: { value: '#e4ddd2' },
          muted: { value: '#eee8df' },
          emphasized: { value: '#cfc6b8' },
        },
        brand: {
          solid: { value: '{colors.ink}' },
          contrast: { value: '{colors.paper}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.ink}' },
        },
      },
    },
  },
})

let built: ReturnType<typeof createSystem> | undefined
/**
 * The storefront's Chakra system, built on first use (some 30 ms on a phone): the storefront
 * builds it in a task of its own between loading its modules and drawing (src/main.tsx).
 */
export const storefrontSystem = () => (built ??= createSystem(defaultBaseConfig, defaultTheme, config))
