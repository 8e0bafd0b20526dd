const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** `a` moved toward `b` by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)]
  return toHex(x.map((v, i) => v + (y[i] - v) * t))
}

/** Darker (amount < 0, toward black) or lighter (amount > 0, toward white). */
export const shade = (hex: string, amount: number) => (amount < 0 ? mix(hex, '#000000', -amount) : mix(hex, '#ffffff', amount))

/** Relative brightness 0..1, enough to pick a contrasting background or ink. */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

export const isHex = (text: string) => /^#[0-9a-f]{6}$/i.test(text)

/** XML-safe text for attributes and text nodes. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
