import { BackToLogin } from '~/components/auth/auth_notice'
import { PageHeader } from '~/components/ui/page_header'
import { EnrolmentForm, type Enrolment } from '~/components/two_factor/enrolment'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/**
 * /login/two-factor when the second factor is mandatory and not set up yet: set it up before
 * signing in.
 */
export default function TwoFactorEnrolAtSignIn({ enrolment }: { enrolment: Enrolment }) {
  const t = useT()
  return (
    <>
      <PageHeader
        variant="card"
        title={t('two_factor.enrol_title')}
        description={t('two_factor.enrol_required')}
      />
      <EnrolmentForm enrolment={enrolment} url={urlFor('two_factor.challenge.enrol')} />
      <BackToLogin />
    </>
  )
}
