import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import S3rver from 's3rver'

/**
 * s3rver, a real S3 API server, on loopback with `bucket` made and its objects under `directory`
 * (a new temporary folder without one, removed at stop); `env` is what the service needs to use it.
 * s3rver knows one key pair: S3RVER and S3RVER.
 */
export async function startS3rver({ port = 0, bucket = 'vitrine', directory = '' } = {}) {
  const folder = directory || mkdtempSync(join(tmpdir(), 'vitrine-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const address = await server.run()
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  }
  return {
    env,
    async stop() {
      await server.close()
      if (!directory) rmSync(folder, { recursive: true, force: true })
    },
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const directory = process.argv[2] ?? join(process.cwd(), '.tmp', 's3')
  const { env } = await startS3rver({ port: 4568, directory })
  process.stdout.write(`s3rver on ${env.S3_ENDPOINT}, objects in ${directory}; start the service with:\n\n`)
  process.stdout.write(
    `${Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')} npm start\n`,
  )
}
