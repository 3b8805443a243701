import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/**
 * Uploaded files. Local disk by default (storage/, git-ignored, never served
 * directly: the app serves each file through a route that checks access);
 * any S3-compatible service by setting DRIVE_DISK=s3 and the S3_* variables.
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'fs'),
  services: {
    fs: services.fs({
      location: app.makePath(env.get('NODE_ENV') === 'test' ? 'tmp/storage-test' : 'storage'),
      serveFiles: false,
      visibility: 'private',
    }),
    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
      },
      region: env.get('S3_REGION', 'auto'),
      bucket: env.get('S3_BUCKET', ''),
      endpoint: env.get('S3_ENDPOINT'),
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
