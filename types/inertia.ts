import type { JSONDataTypes } from '@adonisjs/core/types/transformers'
/**
 * Page components are resolved by name from inertia/pages (see
 * inertia/app.tsx); props are typed on the page component itself.
 */
declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    [page: string]: Record<string, JSONDataTypes>
  }
}

export {}
