import { IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Menu } from 'lucide-react'
import { Suspense, useRef, useState } from 'react'
import type { NavEntry } from '../../../contract/api'
import { lazyNamed, preloadOnIntent, useLatched } from '../../components/deferred'
import type { Viewer } from './types'

const MobileMenuDrawer = lazyNamed(() => import('./MobileMenuDrawer'), 'MobileMenuDrawer')

/** The side menu of narrow screens (1200 px and less): the button paints with the header, the drawer comes on demand. */
export function MobileMenu({ viewer, entries }: { viewer: Viewer; entries: NavEntry[] }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const wanted = useLatched(open)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <IconButton
        ref={button}
        variant="ghost"
        aria-label={t`Menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        borderRadius="full"
        onClick={() => setOpen(true)}
        {...preloadOnIntent(MobileMenuDrawer.preload)}
      >
        <Menu size={20} strokeWidth={1.5} aria-hidden />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer viewer={viewer} entries={entries} open={open} onOpenChange={setOpen} trigger={() => button.current} />
        </Suspense>
      )}
    </>
  )
}
