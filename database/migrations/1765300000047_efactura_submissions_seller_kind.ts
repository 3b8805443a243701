import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What a submission's XML was built for, stored beside it (docs/efactura.md): the seller's CUI
 * (digits, the upload's `cif`) and the document's kind (an invoice goes as UBL, a credit note
 * as CN). Set with the XML and cleared with it; rows with an XML are filled from it here.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('efactura_submissions', (table) => {
      table.string('seller_cif', 20).nullable()
      table.string('document_kind', 16).nullable()
    })
    this.schema.raw(`
      alter table efactura_submissions
        add constraint efactura_submissions_document_kind
          check (document_kind in ('invoice', 'credit_note'))
    `)
    // The seller's legal identifier and the root element of each stored, well-formed XML.
    this.schema.raw(`
      update efactura_submissions s
         set seller_cif = (xpath(
               '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID/text()',
               d.xml,
               array[
                 array['cac', 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2'],
                 array['cbc', 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2']
               ]))[1]::text,
             document_kind = case (xpath('local-name(/*)', d.xml))[1]::text
               when 'CreditNote' then 'credit_note' else 'invoice' end
        from (select id, xml::xml as xml from efactura_submissions
               where xml is not null and xml_is_well_formed_document(xml)) d
       where d.id = s.id
    `)
  }

  async down() {
    this.schema.alterTable('efactura_submissions', (table) => {
      table.dropColumn('seller_cif')
      table.dropColumn('document_kind')
    })
  }
}
