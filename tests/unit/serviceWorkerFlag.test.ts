import type { ConfigEnv, Plugin, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import storybook from '../../.storybook/main'
import viteConfig from '../../vite.config'

const flag = 'import.meta.env.SERVICE_WORKER'
type ConfigHook = (config: UserConfig, env: ConfigEnv) => UserConfig | null | undefined | Promise<UserConfig | null | undefined>

/** What the plugins' config hooks define for `import.meta.env.SERVICE_WORKER` under `command`. */
async function definedFlag(plugins: unknown[], command: ConfigEnv['command']): Promise<unknown> {
  let value: unknown
  for (const plugin of plugins.flat(3) as Plugin[]) {
    const hook = plugin?.config
    const run = (typeof hook === 'function' ? hook : hook?.handler) as ConfigHook | undefined
    const config = await run?.call({} as never, {}, { command, mode: command === 'build' ? 'production' : 'development' })
    if (config?.define && flag in config.define) value = config.define[flag]
  }
  return value
}

/** The flag ToasterView reads before registering /sw.js (src/components/ToasterView.tsx). */
describe('where the storefront registers its service worker', () => {
  const appPlugins = (viteConfig as UserConfig).plugins ?? []

  it('in the storefront’s build, which writes /sw.js, and not under the dev server', async () => {
    expect(await definedFlag(appPlugins, 'build')).toBe('true')
    expect(await definedFlag(appPlugins, 'serve')).toBe('false')
  })

  it('never in Storybook, built or served', async () => {
    const config = await storybook.viteFinal!({ plugins: appPlugins }, {} as never)
    expect(await definedFlag(config.plugins ?? [], 'build')).toBeUndefined()
    expect(await definedFlag(config.plugins ?? [], 'serve')).toBeUndefined()
  })
})
