import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ErrorCode } from '../../contract/codes'
import type { MessageKey } from './messages'

/**
 * A failure the client caused or should be told about: a stable code and a message key,
 * translated into the request's language when the envelope is written.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(key)
  }
}

export const unauthorized = () => new AppError(ErrorCode.unauthorized, 'unauthorized', {}, 401)
export const notFound = (key: MessageKey = 'notFound') => new AppError(ErrorCode.notFound, key, {}, 404)
export const invalidField = (field: string, key: MessageKey = 'fieldInvalid') => new AppError(ErrorCode.invalidField, key, { field })

/**
 * The one "not found" convention: a service that finds nothing throws, through this helper
 * when its query answers no row; a route never checks.
 */
export function orNotFound<T>(value: T | null | undefined, key: MessageKey = 'notFound'): T {
  if (value === null || value === undefined) throw notFound(key)
  return value
}
