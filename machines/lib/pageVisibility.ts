import { fromCallback } from 'xstate'

/**
 * The Page Visibility API as a machine's events: HIDDEN or VISIBLE at start and on every change.
 * The app's actor sends them (src/session/visibility.ts); machines never read `document` themselves.
 */
export type PageVisibilityEvent = { type: 'VISIBLE' } | { type: 'HIDDEN' }

/** The visibility actor a machine declares until the app provides its own: the page counts as always visible. */
export const alwaysVisible = fromCallback<PageVisibilityEvent>(({ sendBack }) => sendBack({ type: 'VISIBLE' }))
