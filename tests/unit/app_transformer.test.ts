import { describe, expect, it } from 'vitest'
import { Container } from '@adonisjs/core/container'
import { BaseTransformer, Maybe } from '@adonisjs/core/transformers'
import { AppTransformer, transformWithoutStack } from '#transformers/app_transformer'

type Person = { name: string; city?: string }

/** The same variants on the framework's base and on the app's stackless transform. */
class FrameworkPerson extends BaseTransformer<Person> {
  toObject() {
    return { name: this.resource.name }
  }
  toRow() {
    return { name: this.resource.name, city: this.resource.city ?? null }
  }
}
class StacklessPerson extends AppTransformer<Person> {
  toObject() {
    return { name: this.resource.name }
  }
  toRow() {
    return { name: this.resource.name, city: this.resource.city ?? null }
  }
}
Object.defineProperty(StacklessPerson, 'transform', { value: transformWithoutStack })

type Resolvable = { resolve(container: unknown, depth: number, maxDepth: number): unknown }
const resolve = async (value: unknown) =>
  value && typeof value === 'object' && 'resolve' in value
    ? (value as Resolvable).resolve(new Container().createResolver(), 0, -1)
    : value

const people: Person[] = [{ name: 'Ana', city: 'Cluj' }, { name: 'Ștefan' }]

describe('transformWithoutStack', () => {
  it('serialises items, collections, variants, null and Maybe as the framework does', async () => {
    const inputs: unknown[] = [
      people[0],
      people,
      [],
      null,
      new Maybe(people[1]),
      new Maybe(undefined),
    ]
    for (const input of inputs) {
      expect(await resolve(StacklessPerson.transform(input as Person))).toEqual(
        await resolve(FrameworkPerson.transform(input as Person))
      )
    }
    expect(await resolve(StacklessPerson.transform(people).useVariant('toRow'))).toEqual([
      { name: 'Ana', city: 'Cluj' },
      { name: 'Ștefan', city: null },
    ])
  })

  it('an undefined value still fails with the framework message', async () => {
    const message = /Cannot transform undefined value/
    await expect(async () =>
      resolve(FrameworkPerson.transform(undefined as never))
    ).rejects.toThrow(message)
    await expect(async () =>
      resolve(StacklessPerson.transform(undefined as never))
    ).rejects.toThrow(message)
  })

  it('keeps its error without a stack (the framework captures one on every call)', async () => {
    const thrown = async (value: unknown) => {
      try {
        await resolve(value)
      } catch (error) {
        return String((error as Error).stack)
      }
      throw new Error('no error')
    }
    expect(await thrown(FrameworkPerson.transform(undefined as never))).toMatch(/\n\s+at /)
    expect(await thrown(StacklessPerson.transform(undefined as never))).not.toMatch(/\n\s+at /)
  })
})
