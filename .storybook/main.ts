import type { StorybookConfig } from '@storybook/react-vite'
import type { PluginOption } from 'vite'
import { serviceWorkerFlag } from '../scripts/serviceWorker'
import { machineStoriesIndexer, machineStoriesPlugin } from './machineStories'

/**
 * Plugins of vite.config.ts that Storybook must not run: route generation, build compression,
 * prebuilt Chakra CSS, the service worker and the flag that has the storefront register it.
 */
const appOnly = (name: string) =>
  name.startsWith('tanstack') ||
  name.startsWith('vite-plugin-pwa') ||
  name === serviceWorkerFlag.name ||
  name === 'vitrine:precompress' ||
  name === 'vitrine:chakra-global-css'

async function keepStorybookPlugins(plugins: PluginOption[] = []): Promise<PluginOption[]> {
  const flat = (await Promise.all(plugins.map(async (p) => (Array.isArray(p) ? keepStorybookPlugins(p) : [await p])))).flat()
  return flat.filter((p) => !(p && typeof p === 'object' && 'name' in p && appOnly(p.name)))
}

const config: StorybookConfig = {
  // The analysts' browser test builds the machines' pages alone (tests/e2e/analysts.test.ts).
  stories: process.env.STORYBOOK_MACHINES_ONLY ? ['../src/devtools/statechart/Machines.stories.tsx'] : ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen-typescript breaks on TypeScript 7; the default parser works.
  typescript: { reactDocgen: 'react-docgen' },
  experimental_indexers: async (existing = []) => [machineStoriesIndexer, ...existing],
  async viteFinal(viteConfig) {
    viteConfig.plugins = [machineStoriesPlugin, ...(await keepStorybookPlugins(viteConfig.plugins))]
    return viteConfig
  },
}

export default config
