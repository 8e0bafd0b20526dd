import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'fr', 'ja', 'ko'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The storefront's, with the field errors the service sends too (contract/messages.ts) and the pages' heads both write.
    { path: '<rootDir>/src/locales/{locale}', include: ['src', 'machines', 'contract/messages.ts', 'contract/head/texts.ts'] },
    // The service's other messages: read by the service only, never downloaded by the storefront.
    { path: '<rootDir>/server/locales/{locale}', include: ['server/http/messages.ts'] },
  ],
  format: 'po',
})
