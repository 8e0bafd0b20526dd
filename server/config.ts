import { join, resolve } from 'node:path'
import { orderLimits } from '../contract/order'

export interface Config {
  port: number
  dataDir: string
  databaseUrl?: string
  /** A hot standby of DATABASE_URL's server the public catalog reads from (DATABASE_REPLICA_URL; docs/scale.md#read-replicas). */
  databaseReplicaUrl?: string
  smtpUrl?: string
  /** With SMTP_URL, how often the outbox is swept for mail written without a request's mailer (MAIL_SWEEP_MS, 10 s). */
  mailSweepMs: number
  opsToken?: string
  /** Key of the email codes' hashes (CODE_SECRET); startServer falls back to one kept in the data folder. */
  codeSecret?: string
  /** Where the built storefront is; null serves the API only. */
  distDir: string | null
  /** Seed demo data into an empty database at start. */
  seed: boolean
  /** Generated products per demo tenant at first start. */
  seedProducts: number
  /** Keep the PGlite database in memory (tests); the data folder still holds uploads. */
  inMemory: boolean
  /** Uploads per account and UTC day: UPLOAD_DAILY_FILES (200) files and UPLOAD_DAILY_BYTES (100 MB) stored. */
  uploadQuota: { files: number; bytes: number }
  /** Proxies whose X-Forwarded-For, X-Forwarded-Proto and X-Request-Id are believed: addresses or CIDR ranges. */
  trustedProxies: string[]
  /** pino's level: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: string
  /** Requests per client address and minute on /app-api; 0 turns a limit off. Logged-in shoppers get `userFactor` times as many. */
  rateLimit: {
    reads: number
    writes: number
    userFactor: number
    /** The time the minute windows count in, in ms (tests set it); the database's clock, or on PGlite the process's, by default. */
    clock?: () => number
  }
  /** Requests one client address may have in progress on /app-api at once (REQUESTS_IN_FLIGHT_MAX; 0: no limit). */
  inFlightMax: number
  /** Open connections one client address may hold (CONNECTIONS_PER_ADDRESS_MAX; 0: no limit); trusted proxies are not counted. */
  connectionsMax: number
  /** How long Node waits for a request's headers (HEADERS_TIMEOUT_MS) and for the whole request (REQUEST_TIMEOUT_MS), in ms. */
  clientTimeouts: { headersMs: number; requestMs: number }
  /** The orders' sweep: every ORDER_SWEEP_SECONDS (60; 0 stops it), completing shipped orders after ORDER_AUTO_RECEIVE_DAYS (14). */
  orderSweep: { everyMs: number; autoReceiveDays: number }
  /** Minutes a new order waits for payment before the service cancels it (ORDER_PAY_MINUTES). */
  orderPayMinutes: number
  /** Pieces a shopper may hold in unpaid orders, those under review included (UNPAID_PIECES_MAX; 0: no cap). */
  unpaidPiecesMax: number
  /** STOREFRONT_POLL_MS (tests): the storefront's polls (unread counts, an open chat's new and retracted messages) run this often instead of every 5, 5 and 3 s; unset or 0 keeps those. */
  storefrontPollMs: number | null
  /** The S3-compatible bucket uploads and identity documents go to (S3_*); the data folder without one. */
  s3?: S3Settings
}

export interface S3Settings {
  /** Without one, AWS's own endpoint for the region. */
  endpoint?: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Buckets addressed as `<endpoint>/<bucket>` rather than `<bucket>.<host>` (s3rver, MinIO). */
  forcePathStyle: boolean
}

/** Who reads a variable: the service, `npm run ops`, `npm run bench`, or the tests. */
type Reader = 'service' | 'ops' | 'bench' | 'tests'
interface Variable {
  /** As the reader takes it when the variable is unset ('' for none). */
  default: string
  /** One line for docs/configuration.md. */
  about: string
  reader: Reader
}

/**
 * Every environment variable read in server/ and scripts/, with its default and meaning:
 * readConfig takes its defaults from here, docs/configuration.md is generated from it
 * (`npm run docs`), and tests/unit/configurationDocs.test.ts fails when either drifts.
 */
export const environment = {
  PORT: { default: '3000', about: 'The port the service listens on (0: any free port)', reader: 'service' },
  DATA_DIR: {
    default: 'data',
    about: 'The data folder: the PGlite database, uploads, identity documents, the ops token and the code secret',
    reader: 'service',
  },
  DATABASE_URL: { default: '', about: 'A PostgreSQL connection URL; PGlite in the data folder without one', reader: 'service' },
  DATABASE_REPLICA_URL: {
    default: '',
    about:
      "With DATABASE_URL, a streaming replica (hot standby) of its server and database: the public catalog's reads (lists, search, detail, filters, home, sitemaps) go there; bags, orders, money, stock and what a member just wrote stay on DATABASE_URL (docs/scale.md#read-replicas)",
    reader: 'service',
  },
  MALLOC_ARENA_MAX: {
    default: '2',
    about:
      "glibc's malloc arenas, read by the C library as the process starts; `npm run serve` sets it (and Node's `--max-semi-space-size=4`) unless it is set: with an arena per thread, memory freed by V8's helper threads stays resident (206 MB against 137 MB under the orders bench on PostgreSQL, docs/performance.md#resident-memory). Start the bundle the same way if you start it yourself",
    reader: 'service',
  },
  DB_POOL_SIZE: {
    default: '10',
    about:
      "Connections in the PostgreSQL pool per process; 10 did the most checkouts on 2 cores (docs/performance.md#the-database-pool): more only queue inside PostgreSQL, and the service's own thread is the limit first",
    reader: 'service',
  },
  PGLITE_MEMORY: {
    default: '0',
    about: '1 keeps the PGlite database in memory (tests); uploads still go to the data folder',
    reader: 'service',
  },
  DIST_DIR: { default: 'dist', about: "The built storefront's folder; empty serves the API only", reader: 'service' },
  SEED: {
    default: '1',
    about: '0 leaves an empty database empty; otherwise the demo tenants, shops and catalog are seeded at first start',
    reader: 'service',
  },
  SEED_PRODUCTS: { default: '3000', about: 'Generated products per demo tenant at first start', reader: 'service' },
  SMTP_URL: {
    default: '',
    about: 'Where mail goes (smtp://user:pass@host:port); without it, to the outbox table that ops mail:last reads',
    reader: 'service',
  },
  MAIL_SWEEP_MS: {
    default: '10000',
    about:
      "With SMTP_URL, how often, in ms, the outbox is swept for mail a status move's effect wrote (a request's own mail goes at once); at least 1",
    reader: 'service',
  },
  OPS_TOKEN: {
    default: '',
    about: "The admin API's token; without it the service makes one and keeps it in `<DATA_DIR>/ops-token`, where ops reads it",
    reader: 'service',
  },
  CODE_SECRET: {
    default: '',
    about: "The key of the email codes' hashes; without it one is made and kept in `<DATA_DIR>/code-secret`",
    reader: 'service',
  },
  LOG_LEVEL: { default: 'info', about: "pino's level: fatal, error, warn, info, debug, trace or silent", reader: 'service' },
  NODE_ENV: {
    default: 'production',
    about: "React's build the service draws pages' first views with (`production`; `development` adds its checks and warnings)",
    reader: 'service',
  },
  TRUSTED_PROXIES: {
    default: '',
    about: 'Proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For, -Proto and X-Request-Id are believed',
    reader: 'service',
  },
  RATE_LIMIT_READS: { default: '600', about: 'Reads per client address and minute on /app-api (0: no limit)', reader: 'service' },
  RATE_LIMIT_WRITES: { default: '60', about: 'Writes per client address and minute on /app-api (0: no limit)', reader: 'service' },
  RATE_LIMIT_USER_FACTOR: { default: '5', about: 'How many times those limits a logged-in shopper gets', reader: 'service' },
  REQUESTS_IN_FLIGHT_MAX: {
    default: '8',
    about: 'Requests one client address may have in progress on /app-api at once; one more is answered 429 (0: no limit)',
    reader: 'service',
  },
  CONNECTIONS_PER_ADDRESS_MAX: {
    default: '64',
    about: 'Open connections one client address may hold (trusted proxies aside); one more is answered 429 and closed (0: no limit)',
    reader: 'service',
  },
  HEADERS_TIMEOUT_MS: {
    default: '20000',
    about:
      "How long, in ms, a request's line and headers may take to arrive (a few kB: a phone on a weak 2G link and its round trips); then 408. At least 1, at most REQUEST_TIMEOUT_MS",
    reader: 'service',
  },
  REQUEST_TIMEOUT_MS: {
    default: '180000',
    about:
      'How long, in ms, a whole request may take to arrive (the largest body, a 10 MB picture, at about 500 kbit/s); a body still arriving then is cut off',
    reader: 'service',
  },
  S3_BUCKET: {
    default: '',
    about:
      'An S3-compatible bucket for uploads (under `uploads/`) and identity documents (under `private/`), served through the service; the data folder without one. Keep it private: no object is made public',
    reader: 'service',
  },
  S3_ENDPOINT: {
    default: '',
    about: "With S3_BUCKET, the storage's URL (`http://127.0.0.1:4568`); AWS's own without it",
    reader: 'service',
  },
  S3_REGION: { default: '', about: "With S3_BUCKET (required), the bucket's region (`us-east-1` for s3rver and MinIO)", reader: 'service' },
  S3_ACCESS_KEY_ID: { default: '', about: "With S3_BUCKET (required), the storage account's access key", reader: 'service' },
  S3_SECRET_ACCESS_KEY: { default: '', about: "With S3_BUCKET (required), the storage account's secret key", reader: 'service' },
  S3_FORCE_PATH_STYLE: {
    default: '0',
    about: 'With S3_BUCKET, 1 addresses the bucket as `<endpoint>/<bucket>` (s3rver, MinIO) rather than `<bucket>.<host>`',
    reader: 'service',
  },
  UPLOAD_DAILY_FILES: { default: '200', about: 'Uploads per account and UTC day', reader: 'service' },
  UPLOAD_DAILY_BYTES: { default: String(100 * 1024 * 1024), about: 'Bytes stored per account and UTC day', reader: 'service' },
  ORDER_SWEEP_SECONDS: {
    default: '60',
    about: "Seconds between the orders' sweeps (expiry, automatic receipt); 0 stops it",
    reader: 'service',
  },
  ORDER_AUTO_RECEIVE_DAYS: {
    default: String(orderLimits.autoReceiveDays),
    about: 'Days after shipping when the sweep confirms receipt of an order',
    reader: 'service',
  },
  ORDER_PAY_MINUTES: {
    default: String(orderLimits.payMinutes),
    about: 'Minutes a new order waits for payment before it is cancelled',
    reader: 'service',
  },
  UNPAID_PIECES_MAX: {
    default: '30',
    about:
      'Pieces a shopper may hold in unpaid orders (those whose screenshot waits for review included); a checkout over it is refused (0: no cap)',
    reader: 'service',
  },
  STOREFRONT_POLL_MS: {
    default: '0',
    about:
      "The storefront's polls (unread counts, an open chat's new and retracted messages) run this often, in ms, instead of every 5, 5 and 3 s (browser tests); 0 keeps those",
    reader: 'tests',
  },
  OPS_URL: { default: 'http://localhost:3000', about: 'The service `npm run ops` talks to', reader: 'ops' },
  BENCH_PORT: { default: '3190', about: 'The port of the service `npm run bench` starts', reader: 'bench' },
  BENCH_DATA_DIR: { default: '', about: "The bench service's data folder (a new temporary folder without it)", reader: 'bench' },
  BENCH_SELLER_REQUESTS: {
    default: '20',
    about: "Drafts each of the seller bench's 20 owners saves, edits and submits (timed; 3 more untimed first)",
    reader: 'bench',
  },
  BENCH_DATABASE_URL: { default: '', about: 'A PostgreSQL server the benches also run on (TEST_DATABASE_URL without it)', reader: 'bench' },
  BENCH_SELLER_ORDERS_READS_ONLY: {
    default: '',
    about: '1: the seller-orders bench measures the dashboard and the order list only (no ship, no settlement)',
    reader: 'bench',
  },
  BENCH_SETTLEMENT_ONLY: { default: '', about: '1: the seller-orders bench measures the settlement sweep only', reader: 'bench' },
  BENCH_CATALOG_DIR: {
    default: '',
    about: 'Where the 100,000-product catalog bench keeps its data (a temporary folder without it)',
    reader: 'bench',
  },
  BENCH_CHAT_SENDS: { default: '10', about: 'Messages each sender sends in the chat bench', reader: 'bench' },
  BENCH_AFTERSALE_USERS: { default: '20', about: 'Shoppers in the after-sale bench', reader: 'bench' },
  BENCH_AFTERSALE_ROUNDS: { default: '5', about: 'Rounds of the after-sale bench', reader: 'bench' },
  BENCH_ORDERS_USERS: { default: '20', about: 'Shoppers in the orders bench', reader: 'bench' },
  BENCH_ORDERS_ROUNDS: { default: '10', about: 'Rounds of the orders bench', reader: 'bench' },
  BENCH_WALLET_REQUESTS: { default: '10', about: 'Requests per shopper in the wallet bench', reader: 'bench' },
  LIGHTHOUSE_RUNS: { default: '5', about: 'Lighthouse runs per page in the catalog bench', reader: 'bench' },
  CHROME_PATH: { default: '/usr/bin/chromium', about: 'The browser Lighthouse drives', reader: 'bench' },
  TEST_DATABASE_URL: {
    default: '',
    about: 'A PostgreSQL server on which API tests (and benches) make a database each; PGlite without it',
    reader: 'tests',
  },
} as const satisfies Record<string, Variable>

export type VariableName = keyof typeof environment
type Env = Record<string, string | undefined>

/** The variable's value, or its default when unset. */
const setting = (env: Env, name: VariableName): string => env[name] ?? environment[name].default

export function readConfig(env = process.env): Config {
  const dataDir = resolve(setting(env, 'DATA_DIR'))
  const distDir = setting(env, 'DIST_DIR')
  return {
    port: Number(setting(env, 'PORT')),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: replicaUrl(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailSweepMs: atLeastOne(env, 'MAIL_SWEEP_MS'),
    opsToken: env.OPS_TOKEN || undefined,
    codeSecret: env.CODE_SECRET || undefined,
    distDir: distDir === '' ? null : resolve(distDir),
    seed: env.SEED !== '0',
    inMemory: env.PGLITE_MEMORY === '1',
    seedProducts: Number(setting(env, 'SEED_PRODUCTS')),
    uploadQuota: { files: Number(setting(env, 'UPLOAD_DAILY_FILES')), bytes: Number(setting(env, 'UPLOAD_DAILY_BYTES')) },
    trustedProxies: setting(env, 'TRUSTED_PROXIES')
      .split(/[\s,]+/)
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || environment.LOG_LEVEL.default,
    rateLimit: {
      reads: count(env, 'RATE_LIMIT_READS'),
      writes: count(env, 'RATE_LIMIT_WRITES'),
      userFactor: count(env, 'RATE_LIMIT_USER_FACTOR'),
    },
    inFlightMax: count(env, 'REQUESTS_IN_FLIGHT_MAX'),
    connectionsMax: count(env, 'CONNECTIONS_PER_ADDRESS_MAX'),
    clientTimeouts: clientTimeouts(env),
    orderSweep: {
      everyMs: count(env, 'ORDER_SWEEP_SECONDS') * 1000,
      autoReceiveDays: count(env, 'ORDER_AUTO_RECEIVE_DAYS'),
    },
    orderPayMinutes: count(env, 'ORDER_PAY_MINUTES'),
    unpaidPiecesMax: count(env, 'UNPAID_PIECES_MAX'),
    storefrontPollMs: count(env, 'STOREFRONT_POLL_MS') || null,
    s3: s3Settings(env),
  }
}

const s3Names = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const

/** The variable's value, or undefined when it is unset or empty. */
const present = (env: Env, name: VariableName) => env[name] || undefined

/** A replica copies a PostgreSQL server: without DATABASE_URL there is no primary for it to copy, and PGlite has none. */
function replicaUrl(env: Env): string | undefined {
  const url = present(env, 'DATABASE_REPLICA_URL')
  if (url && !present(env, 'DATABASE_URL'))
    throw new Error(
      'DATABASE_REPLICA_URL is set but DATABASE_URL is not: a read replica copies the PostgreSQL server of DATABASE_URL; set both, or unset DATABASE_REPLICA_URL',
    )
  return url
}

/** All or nothing: a half-configured bucket would put uploads where no other instance finds them. */
function s3Settings(env: Env): S3Settings | undefined {
  if (!present(env, 'S3_BUCKET')) {
    const stray = s3Names.find((name) => present(env, name))
    if (stray) throw new Error(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store uploads in a bucket, or unset ${stray}`)
    return undefined
  }
  const pathStyle = setting(env, 'S3_FORCE_PATH_STYLE')
  if (pathStyle !== '0' && pathStyle !== '1') throw new Error(`S3_FORCE_PATH_STYLE must be 0 or 1, not ${JSON.stringify(pathStyle)}`)
  return {
    endpoint: present(env, 'S3_ENDPOINT'),
    bucket: needed(env, 'S3_BUCKET'),
    region: needed(env, 'S3_REGION'),
    accessKeyId: needed(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: needed(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: pathStyle === '1',
  }
}

function needed(env: Env, name: VariableName): string {
  const value = present(env, name)
  if (!value) throw new Error(`S3_BUCKET is set but ${name} is not: S3 storage needs ${name}`)
  return value
}

function count(env: Env, name: VariableName): number {
  const value = env[name] || environment[name].default
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(value)}`)
  return n
}

/** A period for setInterval: 0 would spin. */
function atLeastOne(env: Env, name: VariableName): number {
  const n = count(env, name)
  if (n < 1) throw new Error(`${name} must be at least 1, not ${n}`)
  return n
}

/** Node refuses a headers' wait longer than the request's (or none): said here, in the variables' names. */
function clientTimeouts(env: Env) {
  const headersMs = count(env, 'HEADERS_TIMEOUT_MS')
  const requestMs = count(env, 'REQUEST_TIMEOUT_MS')
  if (headersMs < 1 || headersMs > requestMs)
    throw new Error(`HEADERS_TIMEOUT_MS must be at least 1 and at most REQUEST_TIMEOUT_MS (${requestMs}), not ${headersMs}`)
  return { headersMs, requestMs }
}

export const uploadsDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'uploads')
/** Identity documents of merchant applications: never below the public uploads folder. */
export const privateDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'private')
export const pgliteDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'pglite')
export const opsTokenFile = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'ops-token')
export const codeSecretFile = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'code-secret')
