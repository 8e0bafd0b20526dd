import type { S3Client } from '@aws-sdk/client-s3'
import type { S3Settings } from '../../config'
import { bytesOf } from '../../http/byteRange'
import { checkedKey, type StoredFile, type UploadStore, uploadsPrefix } from './store'

// Loaded when a bucket is first used: the SDK takes about 0.1 s to load, which a service on disk need not wait.
const sdk = () => import('@aws-sdk/client-s3')
const clients = new WeakMap<S3Settings, Promise<S3Client>>()

/** One client per configuration: it keeps its connections open between calls. */
function clientOf(s3: S3Settings): Promise<S3Client> {
  let client = clients.get(s3)
  if (!client) {
    client = sdk().then(
      ({ S3Client }) =>
        new S3Client({
          endpoint: s3.endpoint,
          region: s3.region,
          forcePathStyle: s3.forcePathStyle,
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        }),
    )
    clients.set(s3, client)
  }
  return client
}

const rangeHeader = (range: { start: number; end?: number }) => `bytes=${range.start}-${range.end ?? ''}`

/** `bytes 0-99/1234` as the range served and the whole size. */
function servedOf(contentRange: string | undefined) {
  const parts = contentRange?.match(/^bytes (\d+)-(\d+)\/(\d+)$/)
  return parts ? { range: { start: Number(parts[1]), end: Number(parts[2]) }, size: Number(parts[3]) } : null
}

type SdkError = { name?: string; $metadata?: { httpStatusCode?: number } }
const missing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as SdkError).name ?? '')
const unsatisfiable = (error: unknown) => (error as SdkError).$metadata?.httpStatusCode === 416

/**
 * Objects under `prefix` in the bucket, served below /uploads by the service (server/main.ts):
 * no object is given a public ACL, so the bucket stays private and identity documents with it.
 */
export function s3Store(s3: S3Settings, prefix: string): UploadStore {
  const use = async () => ({ client: await clientOf(s3), ...(await sdk()) })
  const object = (key: string) => ({ Bucket: s3.bucket, Key: `${prefix}${checkedKey(key)}` })
  /** A range past the end is refused without the object's size, which HTTP's 416 names. */
  const sizeOnly = async (key: string) => {
    const { client, HeadObjectCommand } = await use()
    const head = await client.send(new HeadObjectCommand(object(key))).catch((error: unknown) => {
      if (missing(error)) return null
      throw error
    })
    return head && { body: null, size: head.ContentLength ?? 0, type: head.ContentType ?? 'application/octet-stream' }
  }
  const read = async (key: string, range?: { start: number; end?: number }): Promise<StoredFile | null> => {
    const { client, GetObjectCommand } = await use()
    try {
      const got = await client.send(new GetObjectCommand({ ...object(key), Range: range && rangeHeader(range) }))
      const type = got.ContentType ?? 'application/octet-stream'
      const body = got.Body?.transformToWebStream() ?? null
      const served = range ? servedOf(got.ContentRange) : null
      return served ? { body, type, ...served } : { body, type, size: got.ContentLength ?? 0 }
    } catch (error) {
      if (missing(error)) return null
      if (!unsatisfiable(error)) throw error
      return sizeOnly(key)
    }
  }
  /** The last `suffix` bytes, asked for from their start: s3rver reads `bytes=-n` as `bytes=0-n`. */
  const lastBytes = async (key: string, suffix: number) => {
    const head = await sizeOnly(key)
    const range = head && bytesOf({ suffix }, head.size)
    return range ? read(key, range) : head
  }
  return {
    async put(key, bytes, type) {
      const { client, PutObjectCommand } = await use()
      await client.send(new PutObjectCommand({ ...object(key), Body: bytes, ContentType: type }))
    },
    get: (key, range) => (range && 'suffix' in range ? lastBytes(key, range.suffix) : read(key, range)),
    async remove(key) {
      const { client, DeleteObjectCommand } = await use()
      await client.send(new DeleteObjectCommand(object(key)))
    },
    url: (key) => `${uploadsPrefix}${key}`,
  }
}
