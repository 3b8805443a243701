import { PageHeader } from '~/components/ui/page_header'
import { ImportWizard, type ImportField } from '~/components/contact_imports/import_wizard'
import { useT } from '~/lib/i18n'

/** /contacts/importer, "Importă contacte": the four-step wizard (docs/tenant.md). */
export default function ContactImporter({ fields }: { fields: ImportField[] }) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('contact_imports.title')} />
      <ImportWizard fields={fields} />
    </>
  )
}
