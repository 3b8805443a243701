/** A segment of a route pattern, as the router parses it (@poppinss/matchit). */
export type RouteToken = { old: string; type: 0 | 1 | 2 | 3; val: string; end: string }

/**
 * The tokens of a route pattern, the same the router writes into the registry: the front-end
 * build drops them from the registry (vite.config.ts), where they are most of its size, and
 * urlFor makes them back from the pattern. Static segment 0, `:param` 1, `*` 2, `:param?` 3;
 * `:file.ext` keeps `.ext` as `end`.
 */
export function routeTokens(pattern: string): RouteToken[] {
  if (pattern === '/') return [{ old: '/', type: 0, val: '/', end: '' }]
  return pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return { old: pattern, type: 2, val: '*', end: '' }
      if (!segment.startsWith(':')) return { old: pattern, type: 0, val: segment, end: '' }
      const optional = segment.endsWith('?')
      const body = optional ? segment.slice(1, -1) : segment.slice(1)
      const dot = body.indexOf('.')
      return {
        old: pattern,
        type: optional ? 3 : 1,
        val: dot < 0 ? body : body.slice(0, dot),
        end: dot < 0 ? '' : body.slice(dot),
      }
    })
}
