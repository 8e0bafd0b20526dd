import type { ElkExtendedEdge, ElkNode, ElkPort } from 'elkjs/lib/elk-api'
import { type Box, boxOf, chipEdges, closest } from './Arrows'
import { cubicPoints, type Point } from './crossings'

/** Where elk put a state box, in its parent's frame; `inset` is where the parent's children area starts. */
export interface Placed {
  x: number
  y: number
  width: number
  height: number
  inset: { left: number; top: number }
}

/** A chart laid out by elk: the boxes, and the arrows along elk's routes (chart coordinates). */
export interface ElkPlacement {
  boxes: ReadonlyMap<string, Placed>
  routes: ReadonlyMap<string, Point[]>
}

const px = (n: number) => Math.ceil(n)

/** How far right the box's own lines (name, transitions) reach, its child states left out. */
function ownContentRight(box: HTMLElement, children: HTMLElement): number {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  let right = box.getBoundingClientRect().left
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (children.contains(node)) continue
    range.selectNodeContents(node)
    right = Math.max(right, range.getBoundingClientRect().right)
  }
  return right
}

const childBoxes = (box: HTMLElement) =>
  [...box.querySelectorAll<HTMLElement>('[data-state-id]')].filter((el) => el.parentElement?.closest('[data-state-id]') === box)

/** The elk node of a drawn state box: a leaf keeps its measured size, a compound is sized by elk around its children. */
function elkNode(box: HTMLElement, ports: Map<HTMLElement, ElkPort[]>): ElkNode {
  const rect = box.getBoundingClientRect()
  const id = box.dataset.stateId!
  const children = box.querySelector<HTMLElement>(':scope [data-children]')
  const own = ports.get(box) ?? []
  if (!children || children.closest('[data-state-id]') !== box) {
    const fixed = own.map((port) => ({ ...port, x: px(rect.width) }))
    return { id, width: px(rect.width), height: px(rect.height), ports: fixed, layoutOptions: { 'elk.portConstraints': 'FIXED_POS' } }
  }
  const inner = children.getBoundingClientRect()
  const left = inner.left - rect.left
  const top = inner.top - rect.top
  const minWidth = ownContentRight(box, children) - rect.left + left
  return {
    id,
    ports: own.map(({ id: port }) => ({ id: port, layoutOptions: { 'elk.port.side': 'EAST' } })),
    children: childBoxes(box).map((child) => elkNode(child, ports)),
    layoutOptions: {
      ...layeredOptions,
      'elk.padding': `[top=${px(top)},left=${px(left)},bottom=${px(left)},right=${px(left)}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${px(minWidth)}, 0)`,
      'elk.portConstraints': 'FIXED_SIDE',
    },
  }
}

/** How every compound state lays its children out (elk reads these per parent, not from the root). */
export const layeredOptions = {
  'elk.direction': 'RIGHT',
  'elk.edgeRouting': 'ORTHOGONAL',
  // Measured on the lifecycles: depth-first cycle breaking and a thorough sweep crossed least (listing 10 -> 2).
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.thoroughness': '100',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '56',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
}

/** The graph's own: one layered layout across the nesting, routes in the root's frame. */
export const rootOptions = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': '[top=0,left=0,bottom=0,right=0]',
}

/**
 * The drawn chart as an elk graph: its boxes with their measured sizes, one edge per arrow between
 * boxes beside one another, leaving the source at its chip's height. Null when elk cannot draw it:
 * parallel regions stay side by side in the hand layout, and a chart not laid out (hidden, or no
 * layout engine) has nothing to measure.
 */
export function elkGraph(container: HTMLElement): { graph: ElkNode; nested: NestedArrow[] } | null {
  const root = container.querySelector<HTMLElement>('[data-state-id]')
  if (!root?.offsetWidth || container.querySelector('[data-parallel]')) return null
  const all = chipEdges(container)
  const edges = all.filter(({ source, target }) => !source.contains(target))
  const nested = all
    .filter(({ source, target }) => source.contains(target))
    .map(({ chip, source, target }) => ({
      source: source.dataset.stateId!,
      target: target.dataset.stateId!,
      chip: boxOf(chip, source.getBoundingClientRect()),
    }))
  const ports = new Map<HTMLElement, ElkPort[]>()
  const elkEdges: ElkExtendedEdge[] = edges.map(({ id, chip, source, target }) => {
    const chipRect = chip.getBoundingClientRect()
    const y = (chipRect.top + chipRect.bottom) / 2 - source.getBoundingClientRect().top
    ports.set(source, [...(ports.get(source) ?? []), { id, y, width: 0, height: 0, layoutOptions: { 'elk.port.side': 'EAST' } }])
    return { id, sources: [id], targets: [target.dataset.stateId!] }
  })
  const graph = { id: '(chart)', layoutOptions: rootOptions, children: [elkNode(root, ports)], edges: elkEdges }
  return { graph, nested }
}

/** An arrow from a parent's own line into one of its states: elk leaves it, the chart draws it as a curve. */
export interface NestedArrow {
  source: string
  target: string
  /** The chip, in its state's frame. */
  chip: Box
}

function framesOf(node: ElkNode, at: Point, frames: Map<string, Point & { width: number; height: number }>) {
  const origin = { x: at.x + (node.x ?? 0), y: at.y + (node.y ?? 0) }
  frames.set(node.id, { ...origin, width: node.width ?? 0, height: node.height ?? 0 })
  for (const child of node.children ?? []) framesOf(child, origin, frames)
}

/** The arrows the chart would draw with elk's layout: elk's routes, and the nested ones as curves between elk's boxes. */
export function arrowsWith(laidOut: ElkNode, placement: ElkPlacement, nested: NestedArrow[]): Point[][] {
  const frames = new Map<string, Point & { width: number; height: number }>()
  const [root] = laidOut.children ?? []
  if (root) framesOf(root, { x: -(root.x ?? 0), y: -(root.y ?? 0) }, frames)
  const curves = nested.flatMap(({ source, target, chip }) => {
    const [from, to] = [frames.get(source), frames.get(target)]
    if (!from || !to) return []
    const chipBox = { l: from.x + chip.l, r: from.x + chip.r, t: from.y + chip.t, b: from.y + chip.b }
    return [cubicPoints(closest(chipBox, { l: to.x, t: to.y, r: to.x + to.width, b: to.y + to.height }))]
  })
  return [...placement.routes.values(), ...curves]
}

function placeAll(node: ElkNode, boxes: Map<string, Placed>) {
  const padding = /top=(\d+),left=(\d+)/.exec(node.layoutOptions?.['elk.padding'] ?? '')
  const inset = { left: Number(padding?.[2] ?? 0), top: Number(padding?.[1] ?? 0) }
  boxes.set(node.id, { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0, inset })
  for (const child of node.children ?? []) placeAll(child, boxes)
}

/** Elk's answer as boxes and routes; routes are moved into the frame of the machine's own box. */
export function readLayout(laidOut: ElkNode): ElkPlacement {
  const boxes = new Map<string, Placed>()
  const [root] = laidOut.children ?? []
  if (root) placeAll(root, boxes)
  const origin = { x: root?.x ?? 0, y: root?.y ?? 0 }
  const routes = new Map(
    (laidOut.edges ?? []).map((edge) => [
      edge.id,
      (edge.sections ?? [])
        .flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint])
        .map((p) => ({ x: p.x - origin.x, y: p.y - origin.y })),
    ]),
  )
  return { boxes, routes }
}
