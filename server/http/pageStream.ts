import { constants, createBrotliCompress, createGzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/**
 * A page in two parts: `first` goes out at once, compressed and flushed, so the browser starts
 * on the styles and code it names; `rest` follows when it is ready (it must not reject). Pages
 * differ per request, so they are compressed as they go, at a level that takes about a
 * millisecond. A browser that goes away meanwhile cancels the stream: nothing is sent after that
 * (the compressor's later output came in its events, where a send to the closed stream threw out
 * of the process's reach).
 */
export function streamedPage(first: string, rest: Promise<string>, encoding: Encoding | null): ReadableStream<Uint8Array> {
  let open = true
  let zip: ReturnType<typeof createGzip> | undefined
  return new ReadableStream({
    async start(controller) {
      const enqueue = (bytes: Uint8Array) => open && controller.enqueue(bytes)
      const finish = (error?: Error) => {
        if (!open) return
        open = false
        if (error) controller.error(error)
        else controller.close()
      }
      if (!encoding) {
        enqueue(Buffer.from(first))
        const more = await rest
        if (more) enqueue(Buffer.from(more))
        finish()
        return
      }
      zip = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 })
      // Output is gathered and sent in whole parts: the head as one chunk, then the rest.
      const pending: Buffer[] = []
      const send = () => pending.length > 0 && enqueue(new Uint8Array(Buffer.concat(pending.splice(0))))
      zip.on('data', (chunk: Buffer) => pending.push(chunk))
      zip.on('end', () => {
        send()
        finish()
      })
      zip.on('error', (error) => finish(error))
      zip.write(first)
      zip.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH, send)
      const more = await rest
      if (open) zip.end(more)
    },
    cancel() {
      open = false
      zip?.destroy()
    },
  })
}
