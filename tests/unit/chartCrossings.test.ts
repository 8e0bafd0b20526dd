import ELK from 'elkjs/lib/elk.bundled.js'
import { describe, expect, it } from 'vitest'
import { countCrossings, cubicPoints, segmentsCross } from '../../src/devtools/statechart/crossings'
import { layeredOptions, readLayout, rootOptions } from '../../src/devtools/statechart/elkLayout'

const p = (x: number, y: number) => ({ x, y })

describe('crossings of a laid-out chart', () => {
  it('counts two segments crossing inside both, not touching at an end nor lying on one line', () => {
    expect(segmentsCross(p(0, 0), p(10, 10), p(0, 10), p(10, 0))).toBe(true)
    expect(segmentsCross(p(0, 0), p(10, 10), p(10, 10), p(20, 0))).toBe(false)
    expect(segmentsCross(p(0, 0), p(10, 0), p(5, 0), p(15, 0))).toBe(false)
    expect(segmentsCross(p(0, 0), p(10, 0), p(0, 5), p(10, 5))).toBe(false)
    expect(segmentsCross(p(0, 0), p(10, 0), p(5, 0), p(5, 10))).toBe(false)
  })

  it('counts every crossing between two arrows, and none of an arrow with itself', () => {
    const zigzag = [p(0, 0), p(10, 10), p(20, 0), p(30, 10)]
    const flat = [p(0, 5), p(30, 5)]
    expect(countCrossings([zigzag, flat])).toBe(3)
    expect(countCrossings([[p(0, 0), p(10, 10), p(10, 0), p(0, 10)]])).toBe(0)
    expect(countCrossings([zigzag, flat, [p(12, -5), p(12, 20)]])).toBe(5)
  })

  it('follows a curve closely enough to see it cross a line its end points do not cross', () => {
    const curve = cubicPoints({ start: p(0, 0), c1: p(0, 40), c2: p(40, 40), end: p(40, 0) })
    expect(curve[0]).toEqual(p(0, 0))
    expect(curve.at(-1)).toEqual(p(40, 0))
    expect(countCrossings([curve, [p(-10, 20), p(50, 20)]])).toBe(2)
    expect(
      countCrossings([
        [curve[0], curve.at(-1)!],
        [p(-10, 20), p(50, 20)],
      ]),
    ).toBe(0)
  })
})

describe("elk's answer as the chart draws it", () => {
  it('places nested states in their parent and routes the arrows in the frame of the machine box, from the port at the chip', async () => {
    const leaf = (id: string, ports: { id: string; y: number }[] = []) => ({
      id,
      width: 100,
      height: 40,
      ports: ports.map((port) => ({ ...port, x: 100, width: 0, height: 0, layoutOptions: { 'elk.port.side': 'EAST' } })),
      layoutOptions: { 'elk.portConstraints': 'FIXED_POS' },
    })
    const padding = { ...layeredOptions, 'elk.padding': '[top=30,left=12,bottom=12,right=12]' }
    const graph = {
      id: '(chart)',
      layoutOptions: rootOptions,
      children: [
        {
          id: 'm',
          layoutOptions: padding,
          children: [leaf('m.a', [{ id: 'go', y: 25 }]), { id: 'm.b', layoutOptions: padding, children: [leaf('m.b.c')] }],
        },
      ],
      edges: [{ id: 'go', sources: ['go'], targets: ['m.b.c'] }],
    }
    const placement = readLayout(await new ELK().layout(graph))
    const parent = placement.boxes.get('m.b')!
    const child = placement.boxes.get('m.b.c')!
    expect(parent.inset).toEqual({ left: 12, top: 30 })
    expect(child.x).toBeGreaterThanOrEqual(12)
    expect(child.y).toBeGreaterThanOrEqual(30)
    expect(child.x + child.width).toBeLessThanOrEqual(parent.width)
    const a = placement.boxes.get('m.a')!
    const route = placement.routes.get('go')!
    expect(route[0]).toEqual({ x: a.x + 100, y: a.y + 25 })
    const end = route.at(-1)!
    expect(end.x).toBeCloseTo(parent.x + child.x)
    // Into the nested state's west side.
    expect(end.y).toBeGreaterThanOrEqual(parent.y + child.y)
    expect(end.y).toBeLessThanOrEqual(parent.y + child.y + child.height)
  })
})
