import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { ErrorCode } from '../../contract/codes'
import type { Config } from '../config'
import { plainAddress } from './clientIp'
import type { MessageKey } from './messages'
import { failureEnvelope, tooManyEnvelope } from './respond'

/** An idle kept-alive connection goes after 5 s, and one carries at most 1000 requests. */
export const keepAliveTimeout = 5_000
export const maxRequestsPerSocket = 1000

/** Node's limit on a request's first line and headers together (its default, said here so the message can quote it). */
export const maxHeaderBytes = 16 * 1024

/**
 * The options `serve` passes to Node's createServer. Node checks both waits every
 * `connectionsCheckingInterval` (30 s by default, which would stretch 20 s to 50): a tenth of the
 * headers' wait, at most 2 s, so a refusal comes at most 10% late.
 */
export const serverOptions = ({ headersMs, requestMs }: Config['clientTimeouts']) => ({
  headersTimeout: headersMs,
  requestTimeout: requestMs,
  keepAliveTimeout,
  connectionsCheckingInterval: Math.min(2_000, Math.ceil(headersMs / 10)),
  maxHeaderSize: maxHeaderBytes,
})

/** Applies what createServer's options do not take. */
export function limitClients(server: Server, connectionsMax: number, trusted: (address: string) => boolean) {
  server.maxRequestsPerSocket = maxRequestsPerSocket
  capConnections(server, connectionsMax, trusted)
  server.on('clientError', answerClientError)
}

/** The failure envelope in English: no header was read, so no language is known. */
const inEnglish = (code: number, key: MessageKey, params: Record<string, number> = {}) => failureEnvelope(code, key, 'en', params)

/** A whole answer written on the socket itself, before (or instead of) any request. */
function rawAnswer(status: number, reason: string, envelope: object, extra = '') {
  const body = JSON.stringify(envelope)
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`
}

/**
 * At most `max` open connections per client address (0: no limit); one more is answered the 429
 * envelope and closed unread. Counted by the socket's peer, since no header has arrived yet; a
 * trusted proxy carries many clients and is not counted.
 */
function capConnections(server: Server, max: number, trusted: (address: string) => boolean) {
  if (max === 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const peer = plainAddress(socket.remoteAddress ?? '')
    if (!peer || trusted(peer)) return
    const count = open.get(peer) ?? 0
    if (count >= max) {
      socket.pause()
      socket.end(rawAnswer(429, 'Too Many Requests', tooManyEnvelope('en', 1), 'Retry-After: 1\r\n'))
      socket.once('finish', () => socket.destroy())
      return
    }
    open.set(peer, count + 1)
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1
      if (left > 0) open.set(peer, left)
      else open.delete(peer)
    })
  })
}

/**
 * What Node cannot hand to the app (a request too large or malformed to parse, or too slow to
 * arrive) is answered the envelope here, as Node would answer it bare: 431, 408 or 400.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  // A response still being written on this connection cannot be interrupted by another.
  const answering = (socket as Socket & { _httpMessage?: unknown })._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || answering) return socket.destroy()
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? rawAnswer(
          431,
          'Request Header Fields Too Large',
          inEnglish(ErrorCode.headersTooLarge, 'headersTooLarge', { kb: maxHeaderBytes / 1024 }),
        )
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? rawAnswer(408, 'Request Timeout', inEnglish(ErrorCode.requestTimeout, 'requestTimeout'))
        : rawAnswer(400, 'Bad Request', inEnglish(ErrorCode.badRequest, 'requestUnreadable'))
  socket.end(answer)
  socket.once('finish', () => socket.destroy())
}
