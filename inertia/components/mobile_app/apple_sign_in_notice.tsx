import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'

type ThirdPartyModules = { google: boolean; facebook: boolean; apple: boolean }

/**
 * The App Store accepts an app that offers a third-party sign-in (Google, Facebook) only if it
 * offers Sign in with Apple too (App Review Guidelines 4.8; docs/members.md).
 */
export function appleSignInMissing(modules: ThirdPartyModules) {
  return (modules.google || modules.facebook) && !modules.apple
}

/**
 * /mobile-app/settings: the warning shown while Google or Facebook is on and Apple off (the
 * switches as they stand, saved or not), with a button that turns Apple on in the form.
 */
export function AppleSignInNotice({
  modules,
  onTurnOnApple,
}: {
  modules: ThirdPartyModules
  onTurnOnApple: () => void
}) {
  const t = useT()
  if (!appleSignInMissing(modules)) return null
  const methods = modules.google && modules.facebook ? 'both' : modules.google ? 'google' : 'facebook'
  return (
    <div
      role="status"
      data-testid="apple-sign-in-notice"
      className="flex flex-col gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950 dark:text-amber-100"
    >
      <p>{t('mobile_app.settings.apple_required', { methods })}</p>
      <Button variant="secondary" className="shrink-0" onPress={onTurnOnApple}>
        {t('mobile_app.settings.apple_turn_on')}
      </Button>
    </div>
  )
}
