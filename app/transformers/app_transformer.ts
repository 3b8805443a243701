import { BaseTransformer, Collection, Item, Maybe } from '@adonisjs/core/transformers'
import { RuntimeException } from '@adonisjs/core/exceptions'

/**
 * The base of the app's transformers: AdonisJS's BaseTransformer, whose
 * `transform()` becomes {@link transformWithoutStack} in production
 * (start/production.ts).
 */
export abstract class AppTransformer<T> extends BaseTransformer<T> {}

/**
 * BaseTransformer.transform as the framework writes it (@adonisjs/http-transformers 2.3), but the
 * error it keeps in case the value turns out undefined is made without a stack trace: the
 * framework captures one on every call, for that one message, and it was ≈ 3 % of the server's
 * time in the bench:load profile (twice a capture, through the whole middleware stack). The
 * error still says what went wrong; only the line of the `transform()` call is not in it.
 */
export function transformWithoutStack(
  this: new (resource: unknown, ...rest: unknown[]) => Record<string, unknown>,
  data: unknown,
  ...rest: unknown[]
) {
  const optional = data instanceof Maybe
  const value = optional ? (data as Maybe<unknown>).value : data
  if (optional && value === undefined) return undefined
  if (Array.isArray(value)) return new Collection([value, rest], this, 1, 'toObject', stackless())
  if (value === null) return null
  return new Item([value, rest], this, 1, 'toObject', stackless())
}

function stackless() {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return new RuntimeException()
  } finally {
    Error.stackTraceLimit = limit
  }
}

/** Makes every AppTransformer's `transform()` the stackless one. */
export function transformWithoutStacks() {
  Object.defineProperty(AppTransformer, 'transform', {
    value: transformWithoutStack,
    configurable: true,
    writable: true,
  })
}
