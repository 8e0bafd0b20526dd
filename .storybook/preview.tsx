import { ChakraProvider } from '@chakra-ui/react'
import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Decorator, Preview } from '@storybook/react-vite'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { createContext, useContext, useState, type ComponentType } from 'react'
import { messages as en } from '../src/locales/en.po'
import { messages as fr } from '../src/locales/fr.po'
import { messages as ja } from '../src/locales/ja.po'
import { messages as ko } from '../src/locales/ko.po'
import { messages as zh } from '../src/locales/zh.po'
import { storefrontSystem } from '../src/theme'

const catalogs: Record<string, Messages> = { en, zh, fr, ja, ko }

const withI18n: Decorator = (Story, context) => {
  const locale = (context.globals.locale as string) ?? 'en'
  i18n.loadAndActivate({ locale, messages: catalogs[locale] ?? en })
  return (
    <I18nProvider i18n={i18n} key={locale}>
      <Story />
    </I18nProvider>
  )
}

const CurrentStory = createContext<ComponentType>(() => null)

function StoryRoot() {
  const Story = useContext(CurrentStory)
  return <Story />
}

/** A memory-history router around the story, so <Link> renders and navigates without a server. */
const withRouter: Decorator = (Story) => {
  const [router] = useState(() =>
    createRouter({ routeTree: createRootRoute({ component: StoryRoot }), history: createMemoryHistory({ initialEntries: ['/'] }) }),
  )
  return (
    <CurrentStory value={Story}>
      <RouterProvider router={router} />
    </CurrentStory>
  )
}

const withChakra: Decorator = (Story) => (
  <ChakraProvider value={storefrontSystem()}>
    <Story />
  </ChakraProvider>
)

const preview: Preview = {
  decorators: [withRouter, withI18n, withChakra],
  globalTypes: {
    locale: {
      description: 'Storefront language',
      toolbar: {
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh', title: '中文' },
          { value: 'fr', title: 'Français' },
          { value: 'ja', title: '日本語' },
          { value: 'ko', title: '한국어' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
}

export default preview
