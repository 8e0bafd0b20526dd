import { createFileRoute, getRouteApi, redirect } from '@tanstack/react-router'
import { useEffect } from 'react'
import { populations, type Population } from '../../../contract/locale'
import { ZoneScreen } from '../../screens/shell/ZoneScreen'
import { sessionActor, useIsLoggedIn } from '../../session'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/population/$population')({
  params: {
    parse: ({ population }) => ({ population: population as Population }),
    stringify: ({ population }) => ({ population }),
  },
  beforeLoad: ({ params }) => {
    if (!populations.includes(params.population)) throw redirect({ to: '/' })
  },
  component: Zone,
})

function Zone() {
  const { population } = Route.useParams()
  const help = root.useLoaderData().systemArticles
  const signedIn = useIsLoggedIn()
  // Arriving by address (not only by a tile) sets the population too.
  useEffect(() => sessionActor.send({ type: 'SET_POPULATION', population }), [population])
  return <ZoneScreen population={population} help={help} signedIn={signedIn} />
}
