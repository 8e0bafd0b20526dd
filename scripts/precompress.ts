import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/

/** Writes .br and .gz beside every compressible file of the build, for the server to send as is. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'vitrine:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue
        const body = readFileSync(file)
        if (body.length < 512) continue
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
      }
    },
  }
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* walk(path)
    else yield path
  }
}
