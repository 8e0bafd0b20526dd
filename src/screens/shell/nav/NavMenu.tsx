import { Box, chakra, HStack, Link as ChakraLink } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { NavEntry } from '../../../../contract/api'
import type { Language, Population } from '../../../../contract/locale'
import { navMenuItems, type NavItem } from './navEntries'
import { SubMenu } from './SubMenu'
import { useCategoryTree } from './treeSource'

/** Pointer intent: a short wait before opening (passing over) and before closing (crossing a gap). */
const openDelay = 120
const closeDelay = 200

export interface NavMenuProps {
  entries: NavEntry[]
  lang: Language
  population: Population
  /** Opens one entry's sub-menu at once (stories). */
  initialOpen?: string
}

/** The header navigation: template entries; category entries open the category tree on hover, focus of their toggle, or press. */
export function NavMenu({ entries, lang, population, initialOpen }: NavMenuProps) {
  const { t, i18n } = useLingui()
  const items = navMenuItems(entries, lang, population, i18n)
  const [open, setOpen] = useState<string | null>(initialOpen ?? null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const toggles = useRef(new Map<string, HTMLButtonElement>())
  const later = (key: string | null, delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(key), delay)
  }
  const now = (key: string | null) => {
    clearTimeout(timer.current)
    setOpen(key)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return
    toggles.current.get(open)?.focus()
    now(null)
  }
  return (
    <Box as="nav" aria-label={t`Main`} onKeyDown={onKeyDown} h="full">
      <HStack as="ul" listStyleType="none" gap="7" justify="center" h="full" textStyle="xs" letterSpacing="caps" textTransform="uppercase">
        {items.map((item) => (
          <Entry
            key={item.key}
            item={item}
            open={open === item.key}
            onHover={(inside) => item.menu && later(inside ? item.key : null, inside ? openDelay : closeDelay)}
            onToggle={() => now(open === item.key ? null : item.key)}
            onClose={() => now(null)}
            toggleRef={(el) => (el ? toggles.current.set(item.key, el) : toggles.current.delete(item.key))}
          />
        ))}
      </HStack>
    </Box>
  )
}

interface EntryProps {
  item: NavItem
  open: boolean
  onHover: (inside: boolean) => void
  onToggle: () => void
  onClose: () => void
  toggleRef: (el: HTMLButtonElement | null) => void
}

function Entry({ item, open, onHover, onToggle, onClose, toggleRef }: EntryProps) {
  const { t } = useLingui()
  const panelId = useId()
  // Asked for on first hover of the entry, so the panel is usually ready when it opens.
  const [wanted, setWanted] = useState(open)
  const tree = useCategoryTree(item.menu?.population, wanted || open)
  return (
    <Box
      as="li"
      h="full"
      display="flex"
      alignItems="center"
      onPointerEnter={() => {
        setWanted(true)
        onHover(true)
      }}
      onPointerLeave={() => onHover(false)}
      onBlur={(e) => open && !e.currentTarget.contains(e.relatedTarget as Node | null) && onClose()}
    >
      <ChakraLink
        asChild
        py="2"
        borderBottomWidth="1px"
        borderColor={open ? 'fg' : 'transparent'}
        _hover={{ borderColor: 'fg', textDecoration: 'none' }}
        css={{ '&[data-status=active]': { borderColor: 'fg' } }}
      >
        <Link {...item.link} onClick={onClose}>
          {item.label}
        </Link>
      </ChakraLink>
      {item.menu && (
        <>
          <chakra.button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={t`${item.label} categories`}
            onClick={onToggle}
            onFocus={() => setWanted(true)}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="6"
            ml="0.5"
            cursor="pointer"
            color="fg.muted"
            _hover={{ color: 'fg' }}
          >
            <ChevronDown
              size={14}
              strokeWidth={1.5}
              aria-hidden
              style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }}
            />
          </chakra.button>
          {open && <SubMenu id={panelId} label={item.label} tree={tree} menu={item.menu} all={item.link} onNavigate={onClose} />}
        </>
      )}
    </Box>
  )
}
