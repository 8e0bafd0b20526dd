import { Trans } from '@lingui/react/macro'
import { messageFilter } from '../../../contract/systemMessages'

/** The message lists' tabs (system and leave messages, docs/behaviour.md#system-messages): All 2, Read 1, Unread 0. */
export const messageTabs = [
  { filter: messageFilter.all, label: <Trans>All</Trans> },
  { filter: messageFilter.read, label: <Trans>Read</Trans> },
  { filter: messageFilter.unread, label: <Trans>Unread</Trans> },
] as const
