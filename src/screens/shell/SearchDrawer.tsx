/** The header's search drawer (types, history, shop search) lives with the navigation. */
export { SearchDrawer } from './nav/SearchDrawer'
