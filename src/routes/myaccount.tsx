import { createFileRoute } from '@tanstack/react-router'
import { requireMember } from '../lib/guards'
import { AccountLayout } from '../screens/account/AccountLayout'
import { ProfileScreen } from '../screens/account/ProfileScreen'
import { appMachines } from '../screens/account/services'

export const Route = createFileRoute('/myaccount')({
  beforeLoad: requireMember,
  component: () => (
    <AccountLayout>
      <ProfileScreen logic={appMachines.profile} />
    </AccountLayout>
  ),
})
