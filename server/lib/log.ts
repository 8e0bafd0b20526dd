import pino, { type Logger } from 'pino'

export type { Logger }

/**
 * An error as a log line shows it: its kind, message, code and stack, nothing else (a driver's
 * error may hold its whole connection, settings included).
 */
const errorFields = (error: unknown) =>
  error instanceof Error
    ? { type: error.name, message: error.message, code: (error as { code?: unknown }).code, stack: error.stack }
    : { message: String(error) }

/** A log of the service: one JSON object a line on standard output, at `level` and above. */
export const createLogger = (level: string): Logger => pino({ level, serializers: { err: errorFields } })

/** For work outside a request (mail delivery, upkeep, sweeps, the database pool), at LOG_LEVEL (default info). */
export const serviceLog = createLogger(process.env.LOG_LEVEL || 'info')
