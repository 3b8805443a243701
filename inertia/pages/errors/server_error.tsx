import { ErrorScreen } from '~/components/layout/error_screen'
import { useT } from '~/lib/i18n'

/** A server error in production: a generic message and the error's id (also in the log). */
export default function ServerError({ errorId = null }: { errorId?: string | null }) {
  const t = useT()
  return (
    <ErrorScreen
      code={500}
      titleKey="errors.server_error_title"
      messageKey="errors.server_error"
      message={errorId ? t('errors.server_error_with_id', { id: errorId }) : undefined}
    />
  )
}
