import type { Data } from '@generated/data'

/**
 * Props every page receives, typed once: inferred from InertiaMiddleware.share() (and its
 * flash()) by `npm run codegen` into .adonisjs/client/data.d.ts.
 */
export type SharedProps = Data.SharedProps
export type FlashMessages = Data.FlashMessages
