import { ErrorScreen } from '~/components/layout/error_screen'

export default function ServerError() {
  return (
    <ErrorScreen code={500} titleKey="errors.server_error_title" messageKey="errors.server_error" />
  )
}
