import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When the upload whose answer is not known yet began (docs/efactura.md, "Never uploaded twice"):
 * written and committed before each upload, cleared when ANAF answers it; set with no upload
 * index, the next try looks the document up in ANAF's message list before uploading again.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('efactura_submissions', (table) => {
      table.timestamp('upload_started_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('efactura_submissions', (table) => {
      table.dropColumn('upload_started_at')
    })
  }
}
