import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeTemplateStart } from '../../scripts/codeAfterPaint'
import { pageHints } from '../../server/http/pageHints'

/** A build as Vite writes it: index.html loading the shell, route chunks sharing a library chunk. */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-hints-'))
  mkdirSync(join(dir, '.vite'))
  writeFileSync(
    join(dir, 'index.html'),
    `<html><head>${codeTemplateStart}<script type="module" src="/assets/app-1.js"></script></template></head><body></body></html>`,
  )
  const manifest = {
    '_app-1.js': { file: 'assets/app-1.js' },
    '_lib-2.js': { file: 'assets/lib-2.js', imports: ['_app-1.js'] },
    'src/routes/index.tsx?tsr-split=component---pendingComponent': {
      file: 'assets/home-3.js',
      src: 'src/routes/index.tsx?tsr-split=component---pendingComponent',
      isDynamicEntry: true,
      imports: ['_lib-2.js'],
    },
    'src/routes/index.tsx?tsr-split=errorComponent': {
      file: 'assets/home-err-4.js',
      src: 'src/routes/index.tsx?tsr-split=errorComponent',
      isDynamicEntry: true,
    },
    'src/routes/population/$population.tsx?tsr-split=component---pendingComponent': {
      file: 'assets/zone-5.js',
      src: 'src/routes/population/$population.tsx?tsr-split=component---pendingComponent',
      isDynamicEntry: true,
      imports: ['_app-1.js'],
    },
    'src/routes/brand/index.tsx?tsr-split=component---pendingComponent': {
      file: 'assets/brands-6.js',
      src: 'src/routes/brand/index.tsx?tsr-split=component---pendingComponent',
      isDynamicEntry: true,
    },
    'src/routes/_member/wishlist.tsx?tsr-split=component---pendingComponent': {
      file: 'assets/wishlist-7.js',
      src: 'src/routes/_member/wishlist.tsx?tsr-split=component---pendingComponent',
      isDynamicEntry: true,
    },
    'src/routes/_member/success/pay/index.tsx?tsr-split=component---pendingComponent': {
      file: 'assets/paid-8.js',
      src: 'src/routes/_member/success/pay/index.tsx?tsr-split=component---pendingComponent',
      isDynamicEntry: true,
    },
  }
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
  return dir
}

const preloads = (html: string) => [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1])

describe('page hints', () => {
  const pageFor = pageHints(fakeBuild())

  it("preloads the route component and the chunks it imports that index.html does not load, with the app's code", () => {
    const page = pageFor('/')!
    expect(preloads(page)).toEqual(['assets/home-3.js', 'assets/lib-2.js'])
    // Inside the template the page's loader empties once the largest picture is painted (scripts/codeAfterPaint.ts).
    expect(page).toContain(
      `${codeTemplateStart}<link rel="modulepreload" crossorigin href="/assets/home-3.js"><link rel="modulepreload" crossorigin href="/assets/lib-2.js"><script type="module" src="/assets/app-1.js"></script></template>`,
    )
  })

  it('matches dynamic segments and folder index routes', () => {
    expect(preloads(pageFor('/population/female')!)).toEqual(['assets/zone-5.js'])
    expect(preloads(pageFor('/brand')!)).toEqual(['assets/brands-6.js'])
    expect(preloads(pageFor('/brand/')!)).toEqual(['assets/brands-6.js'])
  })

  it('leaves a pathless layout folder out of the URL', () => {
    expect(preloads(pageFor('/wishlist')!)).toEqual(['assets/wishlist-7.js'])
    expect(preloads(pageFor('/success/pay')!)).toEqual(['assets/paid-8.js'])
  })

  it('adds nothing for paths no route claims', () => {
    expect(preloads(pageFor('/population/female/extra')!)).toEqual([])
    expect(preloads(pageFor('/unknown')!)).toEqual([])
  })

  it('serves nothing special without a build', () => {
    expect(pageHints(mkdtempSync(join(tmpdir(), 'vitrine-empty-')))('/')).toBeNull()
  })
})
