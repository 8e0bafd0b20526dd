import { constants, createBrotliCompress, createGzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/**
 * A page in two parts: `first` goes out at once, compressed and flushed, so the browser starts
 * on the styles and code it names; `rest` follows when it is ready (it must not reject). Pages
 * differ per request, so they are compressed as they go, at a level that takes about a
 * millisecond.
 */
export function streamedPage(first: string, rest: Promise<string>, encoding: Encoding | null): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      if (!encoding) {
        controller.enqueue(Buffer.from(first))
        const more = await rest
        if (more) controller.enqueue(Buffer.from(more))
        controller.close()
        return
      }
      const zip = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 })
      // Output is gathered and sent in whole parts: the head as one chunk, then the rest.
      const pending: Buffer[] = []
      const send = () => pending.length > 0 && controller.enqueue(new Uint8Array(Buffer.concat(pending.splice(0))))
      zip.on('data', (chunk: Buffer) => pending.push(chunk))
      zip.on('end', () => {
        send()
        controller.close()
      })
      zip.on('error', (error) => controller.error(error))
      zip.write(first)
      zip.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH, send)
      zip.end(await rest)
    },
  })
}
