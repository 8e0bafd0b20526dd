import { Box, Container } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { sampleTree } from '../../../fakes/home'
import { sampleShellData } from '../../../fakes/shell'
import { navEntriesFor } from '../shellData'
import { MobileCategories } from './MobileCategories'
import { NavMenu } from './NavMenu'
import { TreeSourceContext, type TreeLoader } from './treeSource'
import type { NavEntry } from '../../../../contract/api'

const tree: TreeLoader = async () => sampleTree
const never: TreeLoader = () => new Promise(() => {})

/** The template's entries plus the three population entries the seed adds. */
const entries: NavEntry[] = [
  ...navEntriesFor(sampleShellData, 'female').slice(0, 1),
  {
    switch: 1,
    type: 'category',
    id: 0,
    population: 'female',
    nameLocal: { en: 'Women', zh: '女装', fr: 'Femme', ja: 'レディース', ko: '여성' },
  },
  { switch: 1, type: 'category', id: 0, population: 'male', nameLocal: { en: 'Men', zh: '男装', fr: 'Homme', ja: 'メンズ', ko: '남성' } },
  ...navEntriesFor(sampleShellData, 'female').slice(1),
]

function Frame({ loader = tree, children }: { loader?: TreeLoader; children: ReactNode }) {
  return (
    <TreeSourceContext value={loader}>
      <Box minH="560px" bg="bg.subtle">
        <Container maxW="8xl" h="20" bg="bg" borderBottomWidth="1px" display="flex" alignItems="center" justifyContent="center">
          {children}
        </Container>
      </Box>
    </TreeSourceContext>
  )
}

const meta = { title: 'Shell/Navigation menu' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  render: () => (
    <Frame>
      <NavMenu entries={entries} lang="en" population="female" />
    </Frame>
  ),
}
export const OpenSubMenu: Story = {
  render: () => (
    <Frame>
      <NavMenu entries={entries} lang="en" population="female" initialOpen="category-0-1" />
    </Frame>
  ),
}
export const SubMenuLoading: Story = {
  render: () => (
    <Frame loader={never}>
      <NavMenu entries={entries} lang="en" population="female" initialOpen="category-0-1" />
    </Frame>
  ),
}
export const French: Story = {
  render: () => (
    <Frame>
      <NavMenu entries={entries} lang="fr" population="female" initialOpen="category-0-2" />
    </Frame>
  ),
}
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: () => (
    <TreeSourceContext value={tree}>
      <Box p="6" maxW="xs" bg="bg">
        <MobileCategories onChoose={() => {}} onNavigate={() => {}} initialOpen="female" />
      </Box>
    </TreeSourceContext>
  ),
}
