import { createFileRoute } from '@tanstack/react-router'
import { membersOnly } from '../lib/guards'

/** Account pages (URLs unchanged): guests go to /login first; the session comes from the router's context. */
export const Route = createFileRoute('/_member')({
  beforeLoad: membersOnly,
})
