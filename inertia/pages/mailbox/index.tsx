import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/layout/page_header'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { formatDateTime } from '~/lib/format'

interface Row {
  id: number
  to: string
  subject: string
  createdAt: string
}

export default function MailboxIndex({
  messages,
  meta,
}: {
  messages: Row[]
  meta: { currentPage: number; lastPage: number }
}) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('mailbox.title')} />
      <p className="mb-4 text-sm text-gray-500 dark:text-gray-400">{t('mailbox.intro')}</p>
      <Card className="overflow-x-auto p-0">
        {messages.length === 0 ? (
          <p className="p-6 text-gray-500">{t('mailbox.empty')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-50 text-xs text-gray-500 uppercase dark:bg-gray-700 dark:text-gray-300">
              <tr>
                <th className="px-4 py-3">{t('mailbox.to')}</th>
                <th className="px-4 py-3">{t('mailbox.subject')}</th>
                <th className="px-4 py-3">{t('mailbox.date')}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id} className="border-t border-gray-100 dark:border-gray-700">
                  <td className="px-4 py-3">{message.to}</td>
                  <td className="px-4 py-3">
                    <Link
                      href={`/mailbox/${message.id}`}
                      className="text-brand-600 hover:underline dark:text-brand-500"
                    >
                      {message.subject}
                    </Link>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatDateTime(message.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      {meta.lastPage > 1 && (
        <nav className="mt-4 flex items-center justify-end gap-3 text-sm">
          {meta.currentPage > 1 && (
            <Link href={`/mailbox?page=${meta.currentPage - 1}`}>{t('common.previous')}</Link>
          )}
          <span>{t('common.page_of', { page: meta.currentPage, pages: meta.lastPage })}</span>
          {meta.currentPage < meta.lastPage && (
            <Link href={`/mailbox?page=${meta.currentPage + 1}`}>{t('common.next')}</Link>
          )}
        </nav>
      )}
    </>
  )
}
