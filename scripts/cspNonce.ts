/**
 * What the build writes as every script's and style's nonce in index.html (Vite's `html.cspNonce`,
 * which also adds `<meta property="csp-nonce">` for its preload helper and for Emotion, src/chakra.tsx).
 * The service swaps it for a fresh nonce in each page it sends, and names that nonce in the page's
 * Content-Security-Policy (server/http/static.ts).
 */
export const noncePlaceholder = 'vitrine-csp-nonce'
