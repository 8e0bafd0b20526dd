import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { oneOf, searchSchema } from '../../../contract/search'
import { AccountLayout } from '../../components/account/AccountLayout'
import { wishlistMachines } from '../../screens/wishlist/machines'
import { wishlistTabs } from '../../screens/wishlist/tabs'
import { WishlistScreen } from '../../screens/wishlist/WishlistScreen'

export const Route = createFileRoute('/_member/wishlist')({
  validateSearch: searchSchema({ tab: oneOf(wishlistTabs) }),
  component: Wishlist,
})

function Wishlist() {
  const { tab = 'first' } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <AccountLayout>
      <WishlistScreen
        tab={tab}
        onTab={(next) => void navigate({ search: { tab: next === 'first' ? undefined : next }, replace: true })}
        machines={wishlistMachines}
      />
    </AccountLayout>
  )
}
