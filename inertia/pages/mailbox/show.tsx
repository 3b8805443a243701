import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { formatDateTime } from '~/lib/format'
import { urlFor } from '~/client'

type Message = Data.Mailbox.MailboxMessage

export default function MailboxShow({ message }: { message: Message }) {
  const t = useT()
  return (
    <>
      <PageHeader
        title={message.subject}
        breadcrumbs={[
          { label: t('mailbox.title'), href: urlFor('mailbox.index') },
          { label: message.subject },
        ]}
      />
      <Card className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-500">{t('mailbox.from')}</dt>
          <dd>{message.from}</dd>
          <dt className="text-gray-500">{t('mailbox.to')}</dt>
          <dd data-testid="mail-to">{message.to}</dd>
          <dt className="text-gray-500">{t('mailbox.date')}</dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
        </dl>
        {message.html ? (
          // The message is shown in a sandboxed frame: no scripts, links open in a new tab.
          <iframe
            title={message.subject}
            sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
            srcDoc={message.html.replace('<head>', '<head><base target="_top">')}
            className="h-[32rem] w-full rounded-lg border border-gray-200 bg-white dark:border-gray-700"
          />
        ) : (
          <pre className="text-sm whitespace-pre-wrap">{message.text}</pre>
        )}
        <Link
          href={urlFor('mailbox.index')}
          className="text-sm text-brand-600 dark:text-brand-400 hover:underline"
        >
          {t('mailbox.back')}
        </Link>
      </Card>
    </>
  )
}
