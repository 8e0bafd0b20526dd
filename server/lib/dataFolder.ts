import { mkdirSync, statSync } from 'node:fs'

/** Folders the service makes: only its own user may list or enter them. */
export const privateFolderMode = 0o700
/** Files the service writes: only its own user may read them. */
export const privateFileMode = 0o600

/**
 * Makes the data folder (0700) or checks the one there: it holds password hashes, personal data
 * and identity documents, so a folder its group or other users may open is refused. An older
 * version made it 0755: rather than change an operator's folder silently, the refusal names the
 * command that makes it private.
 */
export function openDataFolder(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: privateFolderMode })
  const mode = statSync(dataDir).mode & 0o777
  if (mode & 0o077) {
    const shown = mode.toString(8).padStart(4, '0')
    throw new Error(`the data folder ${dataDir} is open to other users (mode ${shown}); make it private with: chmod -R go-rwx ${dataDir}`)
  }
}
