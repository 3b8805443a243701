import { compose } from '@adonisjs/core/helpers'
import type { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { jsonColumn } from '#models/json_column'
import Invoice from '#models/invoice'
import type { DocumentKind } from '#services/efactura/document'

export const SUBMISSION_STATES = ['to_send', 'sent', 'accepted', 'refused'] as const
export type SubmissionState = (typeof SUBMISSION_STATES)[number]

/**
 * An invoice's or credit note's transmission to ANAF's e-Factura (docs/efactura.md): its state
 * (de trimis, trimisă, acceptată, respinsă), the XML as sent (with its seller's CUI and kind), ANAF's upload index and download
 * id, its messages on a refusal, the signed archive (a Drive key) once accepted.
 */
export default class EfacturaSubmission extends compose(
  BaseModel,
  communityRecord,
  withTimestamps
) {
  @column()
  declare invoiceId: number

  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>

  @column()
  declare state: SubmissionState

  @column({ serializeAs: null })
  declare xml: string | null

  /** The seller's CUI (digits) the XML states: the upload's `cif`. Set and cleared with it. */
  @column()
  declare sellerCif: string | null

  /** The kind of document the XML is (a credit note goes as CN). Set and cleared with it. */
  @column()
  declare documentKind: DocumentKind | null

  @column()
  declare uploadIndex: string | null

  @column()
  declare downloadId: string | null

  /** ANAF's messages on a refusal (or why a try failed), in its words. */
  @jsonColumn()
  declare messages: string[]

  @column()
  declare attempts: number

  /** Set while a worker transmits it; a stale lock (a worker gone) may be taken over. */
  @column.dateTime()
  declare lockedAt: DateTime | null

  @column.dateTime()
  declare nextAttemptAt: DateTime | null

  @column()
  declare lastError: string | null

  @column({ serializeAs: null })
  declare archiveKey: string | null

  /** An upload begun and not answered yet: the next try asks ANAF's list before uploading. */
  @column.dateTime()
  declare uploadStartedAt: DateTime | null

  @column.dateTime()
  declare sentAt: DateTime | null

  @column.dateTime()
  declare answeredAt: DateTime | null
}
