import { Box, Button, Flex } from '@chakra-ui/react'
import { Menu as MenuIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { DrawerShell } from '../DrawerShell'

/** docs/behaviour.md#layout: account (and seller) pages switch to the narrow layout at 768 px or less. */
const narrow = '@media screen and (max-width: 768px)'
const wide = '@media screen and (min-width: 769px)'

export interface SideMenuFrameProps {
  /** The menu's landmark name. */
  label: string
  /** The narrow layout's button text (and what follows it, a dot) that opens the menu in a drawer. */
  trigger: ReactNode
  /** The drawer's title. */
  title: ReactNode
  /** The menu; `close` shuts the drawer once an entry is chosen. */
  menu: (close: () => void) => ReactNode
  children: ReactNode
}

/** A page frame with its menu on the left, or in a drawer on narrow screens. */
export function SideMenuFrame({ label, trigger, title, menu, children }: SideMenuFrameProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const entries = menu(() => setDrawerOpen(false))
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '12' }}>
      <Flex gap="12" align="flex-start">
        <Box as="nav" aria-label={label} w="60" flexShrink={0} position="sticky" top="24" css={{ [narrow]: { display: 'none' } }}>
          {entries}
        </Box>
        <Box flex="1" minW="0">
          <Box css={{ [wide]: { display: 'none' } }} mb="6">
            <DrawerShell
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              placement="start"
              trigger={
                <Button variant="outline" size="sm" borderRadius="none">
                  <MenuIcon size={16} aria-hidden />
                  {trigger}
                </Button>
              }
              title={title}
              contentProps={{ maxW: '80' }}
            >
              {entries}
            </DrawerShell>
          </Box>
          {children}
        </Box>
      </Flex>
    </Box>
  )
}

/**
 * One entry's row: ruled, and marked when its link is the current page (`aria-current` on the parent link).
 */
export function SideMenuRow({ children }: { children: ReactNode }) {
  return (
    <Flex
      align="center"
      justify="space-between"
      gap="2"
      py="3"
      px="3"
      fontSize="sm"
      letterSpacing="wide"
      color="fg.muted"
      borderInlineStartWidth="2px"
      borderColor="transparent"
      _hover={{ color: 'fg', bg: 'brand.50' }}
      css={{ '[aria-current=page] > &': { color: 'fg', borderColor: 'fg', fontWeight: 'medium', bg: 'brand.50' } }}
    >
      {children}
    </Flex>
  )
}
