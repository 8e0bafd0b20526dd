import { createFileRoute, redirect } from '@tanstack/react-router'
import { isSignedIn } from '../lib/guards'

/** Account pages (URLs unchanged): guests go to /login, and come back here afterwards (SPEC.md section 6). */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context, location }) => {
    if (!isSignedIn(context.session)) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
})
