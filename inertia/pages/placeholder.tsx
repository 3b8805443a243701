import { PageHeader } from '~/components/ui/page_header'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'

/** Maps a route name (users.index) to its menu label (nav.users). */
const labels: Record<string, string> = {
  'my_account': 'topbar.my_account',
  'users.index': 'nav.users',
  'users.invite': 'nav.users_invite',
  'organizations.index': 'nav.organizations',
  'organizations.create': 'nav.organizations_create',
  'mobile_app.settings': 'nav.mobile_settings',
  'mobile_app.styling': 'nav.mobile_styling',
  'contacts.index': 'nav.contacts',
  'contact_lists.index': 'nav.lists',
  'companies.index': 'nav.companies',
  'settings.index': 'nav.settings',
  'community.settings': 'nav.community_settings',
  'community.styles': 'nav.community_styles',
  'events.index': 'nav.events',
  'events.create': 'nav.events_create',
  'segments.index': 'nav.segments',
  'segments.create': 'nav.segments_create',
  'feeds.index': 'nav.feeds',
  'feeds.create': 'nav.feeds_create',
  'quizzes.index': 'nav.quizzes',
  'quizzes.create': 'nav.quizzes_create',
  'products.index': 'nav.products',
  'products.create': 'nav.products_create',
}

export default function Placeholder({ screen }: { screen: string }) {
  const t = useT()
  const title = t(labels[screen] ?? 'app.dashboard')
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <p className="text-gray-600 dark:text-gray-300">{t('placeholder.body')}</p>
      </Card>
    </>
  )
}
