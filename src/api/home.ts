import { homeWires } from '../../contract/catalog'
import type { homeCalls } from '../../contract/schemas/catalog'
import { clientOf } from './client'

/** The home page (server/modules/home). */
export const homeApi = clientOf<typeof homeCalls>(homeWires)

/** docs/behaviour.md#home: platformtype 1 on phones, 2 on desktops. */
export type PlatformType = 1 | 2

/** The desktop layout starts at the 1200 px header breakpoint of docs/behaviour.md#layout. */
export const platformTypeOf = (width: number): PlatformType => (width > 1200 ? 2 : 1)
