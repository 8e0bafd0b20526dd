import { describe, expect, it } from 'vitest'
import { languages } from '../../contract/locale'
import { catalogTree } from '../../server/seed/catalog/categories'
import { designerBiographies, shopDescriptions } from '../../server/seed/catalog/makersCopy'
import { cities } from '../../server/seed/catalog/names'
import { productNames, styleTexts } from '../../server/seed/catalog/styles'
import { materials } from '../../server/seed/catalog/words'
import { prng } from '../../server/modules/media/random'

const leaves = catalogTree.flatMap((p) => p.roots.flatMap((r) => r.children.flatMap((b) => b.children)))

describe('seeded product names', () => {
  it('have every style word of the category tree written in each language', () => {
    const untranslated = leaves.flatMap((leaf) =>
      leaf.styles.filter((style) => {
        const t = styleTexts(style, leaf.item.fr)
        return t.zh === style || t.ja === style || t.ko === style || !t.fr
      }),
    )
    expect(untranslated).toEqual([])
  })

  it('read in each language’s order; French adjectives agree with the item', () => {
    const wool = materials.find((m) => m.key === 'wool')!.names
    const skirt = leaves.find((l) => l.item.en === 'Midi Skirt')!.item
    const trousers = leaves.find((l) => l.item.en === 'Trousers')!.item
    expect(productNames(wool, styleTexts('Pleated', skirt.fr), skirt)).toEqual({
      en: 'Wool Pleated Midi Skirt',
      zh: '羊毛百褶中长半身裙',
      fr: 'Jupe midi plissée en laine',
      ja: 'ウール プリーツミディスカート',
      ko: '울 플리츠 미디 스커트',
    })
    expect(productNames(wool, styleTexts('Pleated', trousers.fr), trousers).fr).toBe('Pantalon plissé en laine')
    expect(styleTexts('Minimal', 'Baskets basses').fr).toBe('minimalistes')
    expect(styleTexts('Light-Up', 'Baskets').fr).toBe('lumineuses')
    expect(styleTexts('Classic', 'Chelsea boots').fr).toBe('classiques')
  })
})

describe('seeded shops and designers', () => {
  it('describe every city in every language, with the same random draws as one English text did', () => {
    for (const city of cities) {
      const shop = shopDescriptions(prng(7), 'Maison Lune', city)
      const designer = designerBiographies(prng(7), 'Mei Chen', city)
      for (const lang of languages) {
        expect(shop[lang], `${city} ${lang}`).toContain('Maison Lune')
        expect(designer[lang], `${city} ${lang}`).toContain('Mei Chen')
        expect(`${shop[lang]} ${designer[lang]}`).not.toContain('undefined')
      }
      expect(shop.zh).not.toContain(city)
    }
    const r = prng(11)
    shopDescriptions(r, 'A', 'Paris')
    const after = r.next()
    const twoPicks = prng(11)
    twoPicks.next()
    twoPicks.next()
    expect(after).toBe(twoPicks.next())
  })
})
