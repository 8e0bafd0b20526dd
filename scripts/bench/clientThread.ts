import { Worker } from 'node:worker_threads'

/**
 * The load benches' HTTP client, on a thread of its own. The service under test runs in the
 * bench's process, and on PGlite its one thread is the service's whole capacity: a client
 * sending and reading 20 users' requests on that thread would take its time from the service
 * it measures (about 1 ms a request). Shoppers and owners are other machines; here they are at
 * least another thread.
 *
 * benchFetch sends one request for a loop on the service's thread. Such a loop sees an answer
 * only when that thread is free again, so its clock would count the service's later work as this
 * request's time: requests are timed on the client thread, from sending to the whole body read,
 * as a client on another machine times them. benchFetch answers that time; loadPlans runs whole
 * loops there (each user's requests, known in advance, sent one after another as each answer is read).
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
const send = (url, init) => new Promise((resolve, reject) => {
  const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
    const chunks = []
    res.on('data', (c) => chunks.push(c))
    res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }))
    res.on('error', reject)
  })
  req.on('error', reject)
  if (init.body !== undefined) req.end(init.body)
  else req.end()
})
const failure = (error) => String(error) + (error && error.cause ? ' (' + String(error.cause) + ')' : '')
async function plans(lists) {
  const started = performance.now()
  const answers = await Promise.all(lists.map(async (list) => {
    const out = []
    for (const r of list) {
      const t = performance.now()
      const answer = await send(r.url, r).catch((error) => ({ status: 0, text: failure(error) }))
      out.push({ ...answer, ms: performance.now() - t })
    }
    return out
  }))
  return { answers, ms: performance.now() - started }
}
parentPort.on('message', (m) => {
  if (m.plans) plans(m.plans).then((done) => parentPort.postMessage({ id: m.id, ...done }))
  else {
    const t = performance.now()
    send(m.url, m.init).then((answer) => parentPort.postMessage({ id: m.id, ...answer, ms: performance.now() - t }), (error) => parentPort.postMessage({ id: m.id, error: failure(error) }))
  }
})`

type Answer = { id: number; status: number; text: string; ms: number; error?: string }

/** A request as data, for a loop on the client thread: a text body and string headers. */
export type Planned = { url: string; method?: string; headers?: Record<string, string>; body?: string }
/** Its answer (status 0 and the error when it could not be sent) and its time, ms. */
export type Answered = { status: number; text: string; ms: number }
type PlansDone = { id: number; answers: Answered[][]; ms: number }

let worker: Worker | null = null
let next = 0
const pending = new Map<number, (answer: Answer & PlansDone) => void>()

function thread() {
  if (worker) return worker
  worker = new Worker(source, { eval: true })
  worker.on('message', (answer: Answer & PlansDone) => {
    pending.get(answer.id)?.(answer)
    pending.delete(answer.id)
  })
  // After the listener: adding one refs the thread again, and the bench would never end.
  worker.unref()
  return worker
}

/**
 * A request through the client thread, for a text body and string headers; answers the status, the
 * parsed JSON and the request's time as the client thread timed it (from sending to the whole body
 * read), which the caller's own clock, on the service's thread, cannot tell.
 */
export function benchFetch(url: string | URL, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const id = ++next
  return new Promise<{ status: number; ms: number; text: string; json<T>(): Promise<T> }>((resolve, reject) => {
    pending.set(id, (answer) => {
      if (answer.error !== undefined) reject(new Error(answer.error))
      else resolve({ status: answer.status, ms: answer.ms, text: answer.text, json: async <T>() => JSON.parse(answer.text) as T })
    })
    thread().postMessage({ id, url: String(url), init })
  })
}

/**
 * Every user's planned requests at once: `plans[u]` one after another, each sent as soon as the
 * previous answer is read, looped and timed on the client thread. Answers each request's answer
 * and time, by user, and the whole run's time.
 */
export function loadPlans(plans: Planned[][]) {
  const id = ++next
  return new Promise<{ answers: Answered[][]; ms: number }>((resolve) => {
    pending.set(id, resolve)
    thread().postMessage({ id, plans })
  })
}
