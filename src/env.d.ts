interface ImportMetaEnv {
  /** True in the storefront's build, which writes /sw.js (scripts/serviceWorker.ts); undefined in Storybook and tests. */
  readonly SERVICE_WORKER?: boolean
}
