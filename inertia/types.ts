/** Props every page receives from InertiaMiddleware.share(). */
export interface SharedUser {
  uid: string
  firstName: string
  lastName: string
  fullName: string
  email: string
  phoneNumber: string | null
  role: string | null
  avatarUrl: string | null
  locale: string
}

export interface SharedProps {
  [key: string]: unknown
  appName: string
  locale: string
  errors: Record<string, string>
  mailbox: boolean
  auth: {
    user: SharedUser | null
    role: string | null
    organization: { uid: string; name: string } | null
    community: { uid: string; name: string } | null
    communities: { uid: string; name: string }[]
    modules: string[]
  }
}

export interface FlashMessages {
  success?: string
  error?: string
  info?: string
}
