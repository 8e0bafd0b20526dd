import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '../../contract/catalog'
import { menuTypes } from '../../contract/navigation'
import { menuTypeOf } from '../../src/screens/shell/nav/navEntries'
import { menuRoots } from '../../src/screens/shell/nav/treeSource'

const node = (id: number, child: CategoryNode[] = []) => ({ id, name: `n${id}`, child }) as unknown as CategoryNode
const tree = [node(1, [node(11), node(12)]), node(2, [node(21)])]

describe("a header entry's menu type (SPEC.md's menu types)", () => {
  it('is first-level or child category for category entries, designer or none for the others', () => {
    expect(menuTypeOf({ type: 'category', id: 0 })).toBe(menuTypes.firstCategory)
    expect(menuTypeOf({ type: 'category', id: 12 })).toBe(menuTypes.childCategory)
    expect(menuTypeOf({ type: 'designer', id: 0 })).toBe(menuTypes.designer)
    for (const type of ['newGood', 'discount', 'brand'] as const) expect(menuTypeOf({ type, id: 3 })).toBe(menuTypes.unNavigation)
  })

  it('chooses what the sub-menu shows: the whole tree, or the named category', () => {
    expect(menuRoots(tree, { type: menuTypes.firstCategory, id: 0 })).toBe(tree)
    expect(menuRoots(tree, { type: menuTypes.childCategory, id: 2 }).map((n) => n.id)).toEqual([2])
    expect(menuRoots(tree, { type: menuTypes.childCategory, id: 12 }).map((n) => n.id)).toEqual([12])
    // A category the tree no longer has: the whole tree rather than an empty panel.
    expect(menuRoots(tree, { type: menuTypes.childCategory, id: 99 })).toBe(tree)
  })
})
