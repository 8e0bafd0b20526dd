import { createFileRoute, redirect } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon'
import { isSignedIn } from '../lib/guards'

export const Route = createFileRoute('/applyShop')({
  // SPEC.md section 6: a guest applying for a shop goes to /login?apply=true.
  beforeLoad: ({ context }) => {
    if (!isSignedIn(context.session)) throw redirect({ to: '/login', search: { apply: true } })
  },
  component: ComingSoon,
})
