import { ApiError } from '../../api/client'

/** Why a list could not load: the service answered with a refusal, nothing answered, or something else broke. */
export type ListFailure = { kind: 'answered'; message: string } | { kind: 'offline' } | { kind: 'unknown' }

/** The service's own words when it answered (already in the shopper's language), the connection only when nothing did. */
export function listFailure(error: unknown): ListFailure {
  if (!(error instanceof ApiError)) return { kind: 'unknown' }
  if (error.isNetwork) return { kind: 'offline' }
  return { kind: 'answered', message: error.message }
}
