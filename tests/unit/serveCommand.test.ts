import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serveArgs, serveEnv } from '../../scripts/bench/serveEnv'

describe('npm run serve', () => {
  it('starts the bundle as the benches that start it themselves do', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    const env = Object.keys(serveEnv).map((name) => `${name}=\${${name}:-${serveEnv[name as keyof typeof serveEnv]}}`)
    expect(scripts.serve).toBe([...env, 'node', ...serveArgs].join(' '))
  })
})
