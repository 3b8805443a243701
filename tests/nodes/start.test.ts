/**
 * Two nodes started at the same moment on an empty database (tests/nodes/stack.ts): each
 * runs `node ace db:prepare` before it serves. One runs the migrations, the other waits for it and
 * finds them done; both come up. Fails if the nodes race each other (Lucid's own lock makes the
 * second fail) or migrate twice.
 */
import { readdirSync } from 'node:fs'
import { describe, expect, inject, test } from 'vitest'
import { query } from '../support/db.ts'

const migrations = readdirSync(new URL('../../database/migrations/', import.meta.url)).filter(
  (file) => file.endsWith('.ts')
)

describe('two nodes starting together', () => {
  test('the migrations ran once, by one of them, and both nodes answer', async () => {
    const [first, second] = inject('prepared').map(
      (output) => output.split('\n').filter((line) => /\bmigrated\b/.test(line)).length
    )
    // One node migrated everything; the other found nothing left to do.
    expect([first, second].sort((a, b) => a - b)).toEqual([0, migrations.length])
    const ran = await query(`select name, batch from adonis_schema order by name`)
    expect(ran).toHaveLength(migrations.length)
    expect(new Set(ran.map((row) => row.batch)).size).toBe(1)

    for (const node of inject('nodes')) {
      const health = await fetch(`${node}/health`)
      expect(health.status).toBe(200)
    }
  })
})
