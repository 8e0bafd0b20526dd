/** The tenant's colours, used by its logo and its design template's theme block. */
export interface Palette {
  ink: string
  accent: string
  surface: string
  muted: string
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ' ').trim())}`

/** A spaced wordmark with a thin accent rule: the header logo. */
export function wordmark(name: string, palette: Palette, fontFamily: string, fill = palette.ink): string {
  const letters = name.toUpperCase()
  const width = 40 + letters.length * 30
  return dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-label="${escapeXml(name)}">
    <text x="${width / 2}" y="40" text-anchor="middle" font-family="${escapeXml(fontFamily)}" font-size="34" letter-spacing="8" fill="${fill}">${escapeXml(letters)}</text>
    <rect x="${width / 2 - 18}" y="52" width="36" height="2" fill="${palette.accent}"/>
  </svg>`)
}

/** The first letter on the accent colour: favicon and tab logo. */
export function monogram(name: string, palette: Palette, fontFamily: string): string {
  return dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
    <rect width="64" height="64" rx="12" fill="${palette.ink}"/>
    <text x="32" y="44" text-anchor="middle" font-family="${escapeXml(fontFamily)}" font-size="36" fill="${palette.surface}">${escapeXml(name[0].toUpperCase())}</text>
    <rect x="22" y="50" width="20" height="2" fill="${palette.accent}"/>
  </svg>`)
}
