import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Edge } from 'edge.js'
import { listComponentsOnce } from '#services/shared/edge_components'

/** An Edge instance made the way the core provider makes it: created, then configured. */
function edgeWithComponent() {
  const views = mkdtempSync(join(tmpdir(), 'edge-components-'))
  mkdirSync(join(views, 'components'))
  writeFileSync(join(views, 'components', 'card.edge'), '<div>{{{ await $slots.main() }}}</div>')
  const edge = new Edge()
  edge.configure({ cache: true })
  edge.mount(views)
  return { edge, views }
}

const tags = (edge: Edge) =>
  edge.loader.listComponents().flatMap(({ components }) => components.map((c) => c.tagName))

describe('listComponentsOnce', () => {
  it('edge.js lists the components on disk for every renderer, even configured with the cache', () => {
    const { edge, views } = edgeWithComponent()
    edge.createRenderer()
    writeFileSync(join(views, 'components', 'badge.edge'), '<span></span>')
    edge.createRenderer()
    expect(tags(edge).sort()).toEqual(['badge', 'card'])
  })

  it('reads the list once, and components render as before', async () => {
    const { edge, views } = edgeWithComponent()
    listComponentsOnce(edge)
    const first = edge.createRenderer()
    expect(await first.renderRaw('@card()\nsalut\n@end')).toContain('<div>salut</div>')
    writeFileSync(join(views, 'components', 'badge.edge'), '<span></span>')
    edge.createRenderer()
    expect(tags(edge)).toEqual(['card'])
  })
})
