import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { HomeScreen } from '../screens/shell/HomeScreen'
import { shopName } from '../screens/shell/ShellView'
import { useSession } from '../session'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/')({ component: Home })

function Home() {
  const data = root.useLoaderData()
  const platformName = useSession((s) => s.platformName)
  return <HomeScreen name={shopName(data, platformName)} />
}
