import { Card } from '~/components/ui/card'
import { PageHeader } from '~/components/ui/page_header'
import { EnrolmentForm, type Enrolment } from '~/components/two_factor/enrolment'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** /my-account/two-factor: turning the second factor on. */
export default function MyTwoFactor({ enrolment }: { enrolment: Enrolment }) {
  const t = useT()
  return (
    <>
      <PageHeader
        title={t('two_factor.enrol_title')}
        breadcrumbs={[
          { label: t('account.title'), href: urlFor('my_account') },
          { label: t('two_factor.title') },
        ]}
      />
      <Card className="max-w-lg">
        <EnrolmentForm
          enrolment={enrolment}
          url={urlFor('my_account.two_factor.store')}
          cancelHref={urlFor('my_account')}
          freshConfirmation
        />
      </Card>
    </>
  )
}
