import { join, resolve } from 'node:path'
import { orderLimits } from '../contract/order'

export interface Config {
  port: number
  dataDir: string
  databaseUrl?: string
  smtpUrl?: string
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
  /** The orders' sweep: every ORDER_SWEEP_SECONDS (60; 0 stops it), completing shipped orders after ORDER_AUTO_RECEIVE_DAYS (14). */
  orderSweep: { everyMs: number; autoReceiveDays: number }
  /** Minutes a new order waits for payment before the service cancels it (ORDER_PAY_MINUTES). */
  orderPayMinutes: number
}

export function readConfig(env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data')
  return {
    port: Number(env.PORT ?? 3000),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    opsToken: env.OPS_TOKEN || undefined,
    codeSecret: env.CODE_SECRET || undefined,
    distDir: env.DIST_DIR === '' ? null : resolve(env.DIST_DIR ?? 'dist'),
    seed: env.SEED !== '0',
    inMemory: env.PGLITE_MEMORY === '1',
    seedProducts: Number(env.SEED_PRODUCTS ?? 3000),
    uploadQuota: { files: Number(env.UPLOAD_DAILY_FILES ?? 200), bytes: Number(env.UPLOAD_DAILY_BYTES ?? 100 * 1024 * 1024) },
    trustedProxies: (env.TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimit: {
      reads: count(env, 'RATE_LIMIT_READS', 600),
      writes: count(env, 'RATE_LIMIT_WRITES', 60),
      userFactor: count(env, 'RATE_LIMIT_USER_FACTOR', 5),
    },
    orderSweep: {
      everyMs: count(env, 'ORDER_SWEEP_SECONDS', 60) * 1000,
      autoReceiveDays: count(env, 'ORDER_AUTO_RECEIVE_DAYS', orderLimits.autoReceiveDays),
    },
    orderPayMinutes: count(env, 'ORDER_PAY_MINUTES', orderLimits.payMinutes),
  }
}

function count(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(value)}`)
  return n
}

export const uploadsDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'uploads')
/** Identity documents of merchant applications: never below the public uploads folder. */
export const privateDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'private')
export const pgliteDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'pglite')
export const opsTokenFile = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'ops-token')
export const codeSecretFile = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'code-secret')
