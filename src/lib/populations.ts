import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Population } from '../../contract/locale'

/** Shell order of the populations (the zone tiles of docs/behaviour.md#layout: women, kids, men; top bar: women, men, kids). */
export const topBarOrder: Population[] = ['female', 'male', 'children']
export const zoneOrder: Population[] = ['female', 'children', 'male']

export const populationLabel: Record<Population, MessageDescriptor> = {
  female: msg`Women`,
  male: msg`Men`,
  children: msg`Kids`,
}
