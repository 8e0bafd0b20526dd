import { useActorRef } from '@xstate/react'
import { Suspense, useEffect, useMemo, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { pickerMachine } from '../../../machines/settings/picker'
import { settingsApi } from '../../api/settings'
import { sessionActor, useOpenShop, useSession } from '../../session'
import { ChatHost } from '../../components/chat/ChatHost'
import { ShellActionsContext, type ShellActions } from '../../components/shellActions'
import { LanguageCurrencyPicker } from './LanguageCurrencyPicker'
import { useWanted } from '../../components/wanted'
import type { ShellData } from './shellData'
import { ShellView } from './ShellView'
import type { Viewer } from './types'

const picker = pickerMachine.provide({
  actors: { loadCurrencies: fromPromise(() => settingsApi.currencies()) },
  actions: {
    setCurrency: (_, { currencyCode, symbol }) => sessionActor.send({ type: 'SET_CURRENCY', currencyCode, symbol }),
    setLang: (_, { lang }) => sessionActor.send({ type: 'SET_LANG', lang }),
  },
})

function useViewer(): Viewer {
  return {
    email: useSession((s) => (s.token ? (s.email ?? '') : null)),
    lang: useSession((s) => s.lang),
    currencyCode: useSession((s) => s.currencyCode),
    population: useSession((s) => s.population),
    cartCount: useSession((s) => s.cartCount),
    favoriteCount: useSession((s) => s.favoriteCount),
    platformName: useSession((s) => s.platformName),
    unread: { system: useSession((s) => s.unread.system), leave: useSession((s) => s.unread.leave) },
    serviceUnread: useSession((s) => s.unread.service),
    shop: useOpenShop(),
  }
}

/** The tab's icon from TABS_SETTING (or the domain favicon); its title is the page's head (src/lib/headKeeper.ts). */
function useFavicon(icon: string | undefined) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (icon && link) link.href = icon
  }, [icon])
}

export interface ShellProps {
  data: ShellData
  /** Opens the login dialog on a tab. */
  signIn: ShellActions['signIn']
  /** The login and forgot-password dialogs, mounted the first time one is opened. */
  loginDialogs: ReactNode
  children: ReactNode
}

/** The layout shell bound to the session actor, the picker and the login dialog. */
export function Shell({ data, signIn, loginDialogs, children }: ShellProps) {
  const viewer = useViewer()
  const loginDialogsWanted = useWanted('loginDialogs')
  const session = sessionActor.getSnapshot().context
  const pickerActor = useActorRef(picker, { input: { lang: session.lang, currencyCode: session.currencyCode, symbol: session.symbol } })
  const actions = useMemo<ShellActions>(
    () => ({
      choosePopulation: (population) => sessionActor.send({ type: 'SET_POPULATION', population }),
      signIn,
      logout: () => sessionActor.send({ type: 'LOGOUT' }),
      openPicker: () => {
        const { lang, currencyCode, symbol } = sessionActor.getSnapshot().context
        pickerActor.send({ type: 'OPEN', lang, currencyCode, symbol })
      },
    }),
    [pickerActor, signIn],
  )
  useFavicon(data.tabs?.tabsLogo || data.domainPic?.favicon)
  return (
    <ShellActionsContext value={actions}>
      <ShellView data={data} viewer={viewer}>
        {children}
      </ShellView>
      <LanguageCurrencyPicker actor={pickerActor} />
      <ChatHost />
      {loginDialogsWanted && <Suspense fallback={null}>{loginDialogs}</Suspense>}
    </ShellActionsContext>
  )
}
