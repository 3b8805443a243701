import vine from '@vinejs/vine'
import { recordId } from '#validators/shared/shared'
import { singleLineText } from '#validators/text_rules'

/** The JSON part of POST /contacts/importer/start (spec §3 "Import request"); the file and the lists are checked by ContactImportService. */
export const importDataValidator = vine.create({
  columnMapping: vine.record(singleLineText().maxLength(20).optional()),
  customLabels: vine.record(singleLineText().trim().maxLength(100).optional()).optional(),
  selectedLists: vine.array(recordId()).maxLength(100).optional(),
  newList: vine
    .object({
      title: singleLineText().trim().maxLength(150).optional(),
      description: singleLineText().trim().maxLength(1000).optional(),
    })
    .nullable()
    .optional(),
  checkDuplicates: vine.boolean().optional(),
})
