import { useRouter } from '@tanstack/react-router'
import { ProductListError } from './ProductListScreen'

/** A list route's errorComponent: retry runs the loader again. */
export function ListRouteError() {
  const router = useRouter()
  return <ProductListError onRetry={() => void router.invalidate()} />
}
