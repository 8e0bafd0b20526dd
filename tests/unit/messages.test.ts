import { type I18n, setupI18n } from '@lingui/core'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { languages } from '../../contract/locale'
import { fieldErrorMessages, sharedMessages } from '../../contract/messages'
import { message, messageKeys, translationOf } from '../../server/http/messages'

/**
 * One catalog for both sides: the service's `msg` and the storefront's words come from the same
 * Lingui catalogs. The storefront side is read the way the Vite plugin reads it (Lingui's own
 * catalog loader and message compiler), then translated with Lingui's runtime by key, as
 * src/components/form/fieldErrors.ts does.
 */
async function storefrontI18n(): Promise<I18n> {
  const config = getConfig({ cwd: process.cwd() })
  const storefront = (await getCatalogs(config)).find((c) => c.path.endsWith('src/locales/{locale}'))
  if (!storefront) throw new Error('no storefront catalog in lingui.config.ts')
  const i18n = setupI18n()
  for (const lang of languages) {
    const { messages } = await storefront.getTranslations(lang, {
      sourceLocale: config.sourceLocale ?? 'en',
      fallbackLocales: config.fallbackLocales || {},
    })
    i18n.load(lang, Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text ?? '')])))
  }
  return i18n
}

describe('the service messages', () => {
  it.each(languages)('are all translated in %s', (lang) => {
    expect(messageKeys.length).toBeGreaterThan(40)
    expect(messageKeys.filter((key) => !translationOf(key, lang)?.trim())).toEqual([])
  })

  it('fill their params', () => {
    expect(message('loginThrottled', 'fr', { seconds: 42 })).toBe('Trop d’échecs. Réessayez dans 42 s.')
    expect(message('fieldRequired', 'en', { field: 'website' })).toBe('website is required')
  })

  it('read a field error (by key) and a shared message (by descriptor) as the storefront does, in every language', async () => {
    const i18n = await storefrontI18n()
    for (const lang of languages) {
      i18n.activate(lang)
      for (const key of Object.keys(fieldErrorMessages) as (keyof typeof fieldErrorMessages)[]) {
        expect(message(key, lang), `${key} in ${lang}`).toBe(i18n._(key))
        if (lang !== 'en') expect(message(key, lang), `${key} in ${lang}`).not.toBe(fieldErrorMessages[key].message)
      }
      for (const key of Object.keys(sharedMessages) as (keyof typeof sharedMessages)[]) {
        expect(message(key, lang), `${key} in ${lang}`).toBe(i18n._(sharedMessages[key]))
        if (lang !== 'en') expect(message(key, lang), `${key} in ${lang}`).not.toBe(sharedMessages[key].message)
      }
    }
  })

  it('word the field errors that once differed between the two sides the same way', () => {
    expect(message('passwordsDiffer', 'fr')).toBe('Les mots de passe ne correspondent pas')
    expect(message('sixDigits', 'zh')).toBe('请输入 6 位数字')
    expect(message('emailRequired', 'fr')).toBe('Veuillez saisir votre adresse e-mail')
  })
})
