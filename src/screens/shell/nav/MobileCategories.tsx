import { Box, chakra, HStack, Link as ChakraLink, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import type { CategoryNode } from '../../../../contract/catalog'
import type { Population } from '../../../../contract/locale'
import { populationLabel, topBarOrder } from '../../../lib/populations'
import { categoryLink } from '../../../lib/categoryLink'
import { useCategoryTree } from './treeSource'

export interface MobileCategoriesProps {
  onChoose: (population: Population) => void
  onNavigate: () => void
  /** Opens one population's section at once (stories). */
  initialOpen?: Population
}

/** The side menu's populations, each folding out its categories (level one, then their children). */
export function MobileCategories({ onChoose, onNavigate, initialOpen }: MobileCategoriesProps) {
  const { t } = useLingui()
  return (
    <Stack as="nav" aria-label={t`Shop by population`} gap="1">
      {topBarOrder.map((population) => (
        <PopulationSection
          key={population}
          population={population}
          initiallyOpen={population === initialOpen}
          onChoose={onChoose}
          onNavigate={onNavigate}
        />
      ))}
    </Stack>
  )
}

function PopulationSection({
  population,
  initiallyOpen,
  onChoose,
  onNavigate,
}: {
  population: Population
  initiallyOpen: boolean
  onChoose: (p: Population) => void
  onNavigate: () => void
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(initiallyOpen)
  const tree = useCategoryTree(population, open)
  const label = t(populationLabel[population])
  const go = () => {
    onChoose(population)
    onNavigate()
  }
  return (
    <Fold
      open={open}
      onToggle={() => setOpen(!open)}
      toggleLabel={t`${label} categories`}
      head={
        <ChakraLink asChild fontFamily="heading" textStyle="2xl" py="1">
          <Link to="/population/$population" params={{ population }} onClick={go}>
            {label}
          </Link>
        </ChakraLink>
      }
    >
      {tree.status === 'ready' ? (
        <Stack gap="1" pl="1" pb="3">
          {tree.nodes.map((root) => (
            <CategorySection key={root.id} node={root} onNavigate={go} />
          ))}
        </Stack>
      ) : tree.status === 'failed' ? null : (
        <Stack gap="2" pb="3" aria-busy="true">
          <Skeleton h="4" w="40%" />
          <Skeleton h="4" w="30%" />
        </Stack>
      )}
    </Fold>
  )
}

function CategorySection({ node, onNavigate }: { node: CategoryNode; onNavigate: () => void }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Fold
      open={open}
      onToggle={() => setOpen(!open)}
      toggleLabel={t`${node.name} categories`}
      head={
        <ChakraLink asChild textStyle="sm" letterSpacing="wider" textTransform="uppercase" py="1.5">
          <Link {...categoryLink(node)} onClick={onNavigate}>
            {node.name}
          </Link>
        </ChakraLink>
      }
    >
      <Stack as="ul" listStyleType="none" gap="2" pl="3" pb="2" textStyle="sm" color="fg.muted">
        {node.child.map((child) => (
          <li key={child.id}>
            <ChakraLink asChild>
              <Link {...categoryLink(child)} onClick={onNavigate}>
                {child.name}
              </Link>
            </ChakraLink>
          </li>
        ))}
        <li>
          <ChakraLink asChild textDecoration="underline" textUnderlineOffset="3px">
            <Link {...categoryLink(node)} onClick={onNavigate}>
              <Trans>All {node.name}</Trans>
            </Link>
          </ChakraLink>
        </li>
      </Stack>
    </Fold>
  )
}

/** A heading link with a toggle that folds its section open (aria-expanded). */
function Fold({
  open,
  onToggle,
  toggleLabel,
  head,
  children,
}: {
  open: boolean
  onToggle: () => void
  toggleLabel: string
  head: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <Box>
      <HStack justify="space-between">
        {head}
        <chakra.button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={toggleLabel}
          onClick={onToggle}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="9"
          cursor="pointer"
          color="fg.muted"
        >
          <ChevronDown
            size={16}
            strokeWidth={1.5}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }}
          />
        </chakra.button>
      </HStack>
      <Box id={id} hidden={!open}>
        {open && children}
      </Box>
    </Box>
  )
}
