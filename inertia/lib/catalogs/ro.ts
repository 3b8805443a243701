import { catalogFromFiles } from './from_files'

/** Every Romanian area file of resources/lang/ro (not the server-only validator.json), in one chunk. */
export default catalogFromFiles(
  import.meta.glob(['../../../resources/lang/ro/*.json', '!**/validator.json'], {
    eager: true,
    import: 'default',
  })
)
