import type { JSONDataTypes } from '@adonisjs/core/types/transformers'

/**
 * For tsconfig.json only (what `node ace build` compiles the server with): page names left
 * open, because the build does not compile the browser's pages. `npm run typecheck`
 * (tsconfig.typecheck.json) leaves this file out and uses the generated
 * .adonisjs/server/pages.d.ts instead: every page name with the props of its component.
 */
declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    [page: string]: Record<string, JSONDataTypes>
  }
}

export {}
