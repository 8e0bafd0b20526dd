import { createFileRoute, getRouteApi, linkOptions, redirect } from '@tanstack/react-router'
import { homeApi, platformTypeOf } from '../api/home'
import { useRetry } from '../lib/listState'
import { viewportWidth } from '../lib/page'
import { HomeScreen } from '../screens/home/HomeScreen'
import { HomeError, HomePending } from '../screens/home/HomeStates'
import { shopName } from '../screens/shell/ShellView'
import { shopForHost } from '../screens/shop/domain'
import { useSession } from '../session'

const root = getRouteApi('__root__')
/** The host never changes during a visit: ask once whether it is a shop's own domain. */
let shopOfHost: ReturnType<typeof shopForHost> | undefined

export const Route = createFileRoute('/')({
  // Phones and desktops get their own banners (platformtype by the width at load). The shop
  // look-up runs alongside the home data rather than before it: one round trip, not two.
  loader: async () => {
    const platform = platformTypeOf(viewportWidth())
    const [shop, data] = await Promise.all([(shopOfHost ??= shopForHost()), homeApi.home({ platformtype: platform })])
    if (shop) throw redirect(shop)
    return { platform, data }
  },
  staleTime: 60_000,
  pendingComponent: HomePending,
  errorComponent: () => <HomeError onRetry={useRetry()} />,
  component: Home,
})

function Home() {
  const shell = root.useLoaderData()
  const home = Route.useLoaderData()
  const platformName = useSession((s) => s.platformName)
  const questions = shell.systemArticles?.questions
  const help = questions?.code
    ? linkOptions({ to: '/customerService', search: { code: questions.code, collapseCode: questions.collapseCode } })
    : linkOptions({ to: '/customerService' })
  return <HomeScreen name={shopName(shell, platformName)} platform={home.platform} data={home.data} help={help} />
}
