import { Worker } from 'node:worker_threads'

/**
 * The load benches' HTTP client, on a thread of its own. The service under test runs in the
 * bench's process, and on PGlite its one thread is the service's whole capacity: a client
 * sending and reading 20 users' requests on that thread would take its time from the service
 * it measures (about 1 ms a request). Shoppers and owners are other machines; here they are at
 * least another thread. Each request's time is still taken on this side, from sending to the
 * whole body read.
 *
 * The thread sends with node:http and a keep-alive agent rather than fetch: on a 2-core machine
 * the client's own CPU is taken from the service and its database, and fetch (web streams,
 * undici's request objects) spent about twice what node:http does per request; with it, 20
 * owners saving at once measured 15-25% fewer requests per second than with node:http.
 */

const source = `
const { parentPort } = require('node:worker_threads')
const http = require('node:http')
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
parentPort.on('message', ({ id, url, init }) => {
  const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
    const chunks = []
    res.on('data', (c) => chunks.push(c))
    res.on('end', () => parentPort.postMessage({ id, status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }))
    res.on('error', (error) => parentPort.postMessage({ id, error: String(error) }))
  })
  req.on('error', (error) => parentPort.postMessage({ id, error: String(error) + (error && error.cause ? ' (' + String(error.cause) + ')' : '') }))
  if (init.body !== undefined) req.end(init.body)
  else req.end()
})`

type Answer = { id: number; status: number; text: string; error?: string }

let worker: Worker | null = null
let next = 0
const pending = new Map<number, (answer: Answer) => void>()

function thread() {
  if (worker) return worker
  worker = new Worker(source, { eval: true })
  worker.on('message', (answer: Answer) => {
    pending.get(answer.id)?.(answer)
    pending.delete(answer.id)
  })
  // After the listener: adding one refs the thread again, and the bench would never end.
  worker.unref()
  return worker
}

/** A request through the client thread, for a text body and string headers; answers the status and the parsed JSON. */
export function benchFetch(url: string | URL, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const id = ++next
  return new Promise<{ status: number; json<T>(): Promise<T> }>((resolve, reject) => {
    pending.set(id, (answer) => {
      if (answer.error !== undefined) reject(new Error(answer.error))
      else resolve({ status: answer.status, json: async <T>() => JSON.parse(answer.text) as T })
    })
    thread().postMessage({ id, url: String(url), init })
  })
}
