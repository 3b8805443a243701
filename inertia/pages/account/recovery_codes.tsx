import { Card } from '~/components/ui/card'
import { LinkButton } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page_header'
import { useT } from '~/lib/i18n'

/** The recovery codes just made, shown once (after turning the second factor on, or new ones). */
export default function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('two_factor.codes_title')} />
      <Card className="max-w-lg space-y-4">
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('two_factor.codes_intro')}</p>
        <ul
          aria-label={t('two_factor.codes_list')}
          className="grid grid-cols-2 gap-2 rounded-md bg-gray-100 p-4 font-mono text-base text-gray-900 dark:bg-gray-700 dark:text-white"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <LinkButton href={next}>{t('two_factor.continue')}</LinkButton>
      </Card>
    </>
  )
}
