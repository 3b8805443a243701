import { ErrorScreen } from '~/components/layout/error_screen'

export default function NotFound() {
  return <ErrorScreen code={404} titleKey="errors.not_found_title" messageKey="errors.not_found" />
}
