import { createContext, useContext } from 'react'
import type { Population } from '../../contract/locale'

/** What the shell's controls do; the container binds them to the session, stories to no-ops. */
export interface ShellActions {
  choosePopulation: (population: Population) => void
  signIn: (tab: 'login' | 'register') => void
  logout: () => void
  openPicker: () => void
}

const noop = () => {}
export const ShellActionsContext = createContext<ShellActions>({ choosePopulation: noop, signIn: noop, logout: noop, openPicker: noop })
export const useShellActions = () => useContext(ShellActionsContext)
