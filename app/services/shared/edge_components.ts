import type { Edge } from 'edge.js'

/**
 * Reads Edge's list of components once (production): edge.js 6.5 lists them
 * on disk every time a renderer is created, which is every request here
 * (`ctx.view` is created for shield's CSRF guard, even on Inertia's JSON
 * answers). Its "superCharged" plugin is registered as recurring when the
 * `edge` instance is constructed, before the core provider configures
 * `cache: true`, and `configure()` does not change it. Templates do not
 * change in production: the first list stands. (≈ 2 % of the server's time in
 * the bench:load profile.)
 */
export function listComponentsOnce(edge: Edge) {
  const loader = edge.loader
  const list = loader.listComponents.bind(loader)
  let components: ReturnType<typeof list> | undefined
  loader.listComponents = () => (components ??= list())
}
