import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AccountLayout } from '../../components/account/AccountLayout'
import { wishlistMachines } from '../../screens/wishlist/machines'
import { wishlistSearch } from '../../screens/wishlist/tabs'
import { WishlistScreen } from '../../screens/wishlist/WishlistScreen'

export const Route = createFileRoute('/_member/wishlist')({
  validateSearch: wishlistSearch,
  component: Wishlist,
})

function Wishlist() {
  const { activeName: tab = 'first' } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <AccountLayout>
      <WishlistScreen
        tab={tab}
        onTab={(next) => void navigate({ search: { activeName: next === 'first' ? undefined : next }, replace: true })}
        machines={wishlistMachines}
      />
    </AccountLayout>
  )
}
