import { createFileRoute } from '@tanstack/react-router'
import { requireMember } from '../lib/guards'
import { AccountLayout } from '../screens/account/AccountLayout'
import { ProfileScreen } from '../screens/account/ProfileScreen'

export const Route = createFileRoute('/myaccount')({
  beforeLoad: requireMember,
  component: () => (
    <AccountLayout>
      <ProfileScreen />
    </AccountLayout>
  ),
})
