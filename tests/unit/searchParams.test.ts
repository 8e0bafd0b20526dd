import { describe, expect, it } from 'vitest'
import { localPath, text } from '../../contract/search'
import { parseSearch, stringifySearch } from '../../src/lib/searchParams'

const read = (search: string, key: string) => (parseSearch(search) as Record<string, unknown>)[key]

describe('search params in links', () => {
  it('writes an order number as it is, and reads it back whole (no quotes, no rounding)', () => {
    const no = '20261127000000012345'
    expect(stringifySearch({ no })).toBe(`?no=${no}`)
    expect(parseSearch(`?no=${no}`)).toEqual({ no })
  })

  it('still reads a link written quoted by earlier versions', () => {
    expect(parseSearch('?no=%2220261127000000012345%22')).toEqual({ no: '20261127000000012345' })
  })

  it('writes lists as JSON and reads them back', () => {
    const search = { lines: [12, 11, 7], step: 2 }
    expect(stringifySearch(search)).toBe('?lines=%5B12%2C11%2C7%5D&step=2')
    expect(parseSearch(stringifySearch(search))).toEqual(search)
  })

  it('gives a word back as the same word through the route reader, whatever it looks like', () => {
    for (const q of ['[1,2]', '{"a":1}', '"quoted"', 'true', 'false', '12', '007', 'null', 'robe d’été']) {
      expect(text(read(stringifySearch({ q }), 'q'))).toBe(q)
    }
  })

  it('writes a short order number unquoted too', () => {
    expect(stringifySearch({ no: '2026112712345' })).toBe('?no=2026112712345')
    expect(text(read('?no=2026112712345', 'no'))).toBe('2026112712345')
  })
})

describe('a redirect read from the address', () => {
  it('keeps a path of this site, with its query', () => {
    expect(localPath('/paymentPage/12?onlyPayOrderPic=true')).toBe('/paymentPage/12?onlyPayOrderPic=true')
    expect(localPath('/basket?step=3&orders=%5B4%5D')).toBe('/basket?step=3&orders=%5B4%5D')
  })

  it('refuses anything that would leave the site', () => {
    for (const raw of ['//example.com', '/\\example.com', '/\t/example.com', 'https://example.com/', 'javascript:alert(1)', 'basket', ''])
      expect(localPath(raw)).toBeUndefined()
  })
})
