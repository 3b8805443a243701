import { ErrorScreen } from '~/components/layout/error_screen'

export default function Forbidden() {
  return <ErrorScreen code={403} titleKey="errors.forbidden_title" messageKey="errors.forbidden" />
}
