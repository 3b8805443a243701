import { catalogFromFiles } from './from_files'

/** Every English area file of resources/lang/en (not the server-only validator.json), in one chunk. */
export default catalogFromFiles(
  import.meta.glob(['../../../resources/lang/en/*.json', '!**/validator.json'], {
    eager: true,
    import: 'default',
  })
)
