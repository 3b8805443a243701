import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

const tones = {
  success: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  error: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
}

/** A message box on the auth screens: a success (role status) or an error (role alert). */
export function AuthNotice({
  tone,
  className = '',
  children,
}: {
  tone: keyof typeof tones
  className?: string
  children: React.ReactNode
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg p-4 text-sm ${tones[tone]} ${className}`}
    >
      {children}
    </p>
  )
}

/** A link between the auth screens (back to sign-in, register…). */
export function AuthLink({
  href,
  className = '',
  children,
}: {
  href: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <Link href={href} className={`text-brand-600 hover:underline dark:text-brand-400 ${className}`}>
      {children}
    </Link>
  )
}

/** The foot of an auth screen that leads back to sign-in. */
export function BackToLogin() {
  const t = useT()
  return (
    <p className="mt-6 text-center text-sm">
      <AuthLink href={urlFor('session.create')}>{t('auth.back_to_login')}</AuthLink>
    </p>
  )
}
