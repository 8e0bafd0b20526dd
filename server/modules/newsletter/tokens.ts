import { createHash, randomBytes } from 'node:crypto'

/** A link's secret: 32 random bytes, URL-safe. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url')

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
