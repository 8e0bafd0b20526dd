import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { chakraGlobalCss } from './scripts/chakraGlobalCss'
import { codeAfterPaint } from './scripts/codeAfterPaint'
import { noncePlaceholder } from './scripts/cspNonce'
import { precompress } from './scripts/precompress'
import { serviceWorker } from './scripts/serviceWorker'
import { stylesInRender } from './scripts/stylesInRender'

/**
 * The app's own modules run nothing at import time that matters unless one of their exports is used
 * (there are no import-for-effect lines), so unused imports (barrel re-exports, helpers next to
 * screens) do not drag their modules into the shell bundle.
 */
const appSource = /\/(src|machines|contract)\/.*\.tsx?$/
const appModuleSideEffects = (id: string) => (appSource.test(id) && !id.includes('/node_modules/') ? false : undefined)

/**
 * Chakra's theme helpers (identity functions) and the zag-js anatomy factory build values and do
 * nothing else; the bundler cannot tell, and would keep every unused recipe of the default theme
 * (~16 kB gzipped) for their calls alone.
 */
const pureFactories = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineStyle',
  'defineKeyframes',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineGlobalStyles',
  'defineConditions',
  'defineTokens',
  'defineSemanticTokens',
  'createAnatomy',
]

/**
 * Fewer, larger files: a first visit over a slow mobile link (HTTP/1.1, six connections) pays a
 * round trip per file. Everything the entry loads anyway goes in one file, and the code that
 * routes share in another: grouping it by the routes that use it made ~30 small files for a
 * product list, which cost more than the shared file's unused part.
 */
/** Dialogs, drawers, menus and their focus and dismissal logic: opened on demand, kept out of the shared file pages wait for. */
const overlayModule =
  /\/(@zag-js\/(dialog|focus-trap|aria-hidden|remove-scroll|checkbox|tabs|menu|popper|presence|focus-visible|dismissable|interact-outside)|@ark-ui\/react\/dist\/components\/(dialog|checkbox|tabs|menu|presence)|@chakra-ui\/react\/dist\/esm\/components\/(dialog|drawer|checkbox|tabs|menu))\/|\/src\/components\/DrawerShell\.tsx$/
/** Account, help and wishlist screens and their machines: none of the catalog's pages needs them. */
const accountModule =
  /\/src\/(screens\/(account|help|wishlist)\/|components\/(account\/|form\/(?!notifyFailure))|api\/(auth|user)\.)|\/machines\/(account\/|lib\/(form|formFields|codeCountdown|draftRegion)\.)|\/contract\/forms\./
/** The seller center's screens, machines, client and contract: only its routes load them, so they stay out of the shopper's shared file. */
const sellerModule =
  /\/(src\/(screens\/seller\/|api\/(seller\w*|earnings)\.)|machines\/seller\/|contract\/(schemas\/)?(seller\w*|earnings)\.)/
/** The toasts' code loads when the page is idle: kept out of the shared file pages wait for. */
const toastModule = /\/(@zag-js\/toast|@ark-ui\/react\/dist\/components\/toast)\/|\/src\/components\/(toastStore|ToasterView)\.tsx?$/

const chunkGroups = [
  { name: 'vendor', tags: ['$initial' as const], test: /node_modules/, priority: 20 },
  {
    name: 'app',
    tags: ['$initial' as const],
    test: (id: string) => !id.includes('node_modules') && !id.endsWith('/src/main.tsx'),
    priority: 15,
  },
  // Listed first, the shared file takes the dependencies it has in common with the two below.
  {
    name: 'lazy',
    test: (id: string) => ![overlayModule, accountModule, toastModule, sellerModule].some((m) => m.test(id)),
    minShareCount: 2,
    priority: 13,
  },
  { name: 'overlays', test: overlayModule, priority: 12 },
  { name: 'account', test: accountModule, minShareCount: 2, priority: 11 },
  { name: 'toaster', test: toastModule, priority: 10 },
  { name: 'seller', test: sellerModule, minShareCount: 2, priority: 9 },
]

/** The router's code splitting and the React and Lingui transforms: the browser's build and the first view's alike. */
export const appPlugins = () => [
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    // A list route's three states mount the same screen: apart, the screen would be shared by two chunks and move to the shared file.
    codeSplittingOptions: { defaultBehavior: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']] },
  }),
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
]

export default defineConfig({
  plugins: [...appPlugins(), codeAfterPaint(), chakraGlobalCss(), stylesInRender(), precompress(), serviceWorker('dist')],
  html: { cspNonce: noncePlaceholder },
  server: {
    proxy: {
      '/app-api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/private': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Only browsers without modulepreload (Safari before 17) need it: there the code still loads, as its imports are found.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: appModuleSideEffects, manualPureFunctions: pureFactories },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
})
