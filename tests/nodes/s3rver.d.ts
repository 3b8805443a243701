/** The part of s3rver (no types of its own) the multi-node stack uses. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      directory?: string
      silent?: boolean
      resetOnClose?: boolean
      configureBuckets?: { name: string }[]
    })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
