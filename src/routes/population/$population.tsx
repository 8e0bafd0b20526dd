import { createFileRoute, getRouteApi, redirect } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { CategoryNode, ProductCard } from '../../../contract/catalog'
import { populations, type Population } from '../../../contract/locale'
import { getNewIn } from '../../api/catalog'
import { getCategoryTree } from '../../api/navigation'
import { ZoneSections } from '../../screens/home/ZoneSections'
import { ZoneScreen } from '../../screens/home/ZoneScreen'
import { sessionActor, useIsLoggedIn } from '../../session'

const root = getRouteApi('__root__')

/** The zone's sections are extras: a failure leaves the tiles and help in place. */
async function loadZone(population: Population) {
  const [categories, newIn] = await Promise.all([
    getCategoryTree(population).catch((): CategoryNode[] => []),
    getNewIn(population)
      .then((page) => page.list)
      .catch((): ProductCard[] => []),
  ])
  return { categories, newIn }
}

export const Route = createFileRoute('/population/$population')({
  params: {
    parse: ({ population }) => ({ population: population as Population }),
    stringify: ({ population }) => ({ population }),
  },
  beforeLoad: ({ params }) => {
    if (!populations.includes(params.population)) throw redirect({ to: '/' })
  },
  loader: ({ params }) => loadZone(params.population),
  staleTime: 60_000,
  component: Zone,
})

function Zone() {
  const { population } = Route.useParams()
  const { categories, newIn } = Route.useLoaderData()
  const help = root.useLoaderData().systemArticles
  const signedIn = useIsLoggedIn()
  // Arriving by address (not only by a tile) sets the population too.
  useEffect(() => sessionActor.send({ type: 'SET_POPULATION', population }), [population])
  return (
    <ZoneScreen population={population} help={help} signedIn={signedIn}>
      <ZoneSections population={population} categories={categories} newIn={newIn} />
    </ZoneScreen>
  )
}
