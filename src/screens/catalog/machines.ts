import { useMemo } from 'react'
import { buyMachines } from '../../components/product/buyMachines'
import { useContactMachine } from '../../components/shop/contactMachine'
import type { ProductDetailMachines } from './ProductDetailScreen'

/** The product page's machines, wired to the API, the session, the toaster and the login dialog. */
export function useProductMachines(): ProductDetailMachines {
  const contact = useContactMachine()
  return useMemo(() => ({ contact, ...buyMachines }), [contact])
}
