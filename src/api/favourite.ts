import { favouriteWires } from '../../contract/catalog'
import type { favouriteCalls } from '../../contract/schemas/catalog'
import { clientOf } from './client'

/** Favourite products and followed shops (server/modules/favourite). */
export const favouriteApi = clientOf<typeof favouriteCalls>(favouriteWires)
