import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { Sidebar } from '~/components/layout/sidebar'
import { Topbar } from '~/components/layout/topbar'
import { FlashToasts } from '~/components/layout/flash_toasts'
import { useDocumentLanguage, useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'

/** Back-office shell: sidebar, top bar (with the toasts), content (pages render their breadcrumbs), footer. */
export default function MainLayout({ children }: { children: React.ReactNode }) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  useDocumentLanguage()
  const [sidebarOpen, setSidebarOpen] = useState(false)

  return (
    // react-aria's own texts (calendar, remove buttons) follow the interface language.
    <I18nProvider locale={props.locale === 'en' ? 'en-GB' : 'ro-RO'}>
      <div className="min-h-screen">
        {/* The first stop of Tab: past the menu and the top bar, to the page itself. */}
        <a
          href="#main"
          className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-none focus:ring-2 focus:ring-brand-500 dark:bg-gray-800 dark:text-brand-400"
        >
          {t('app.skip_to_content')}
        </a>
        <Sidebar open={sidebarOpen} onNavigate={() => setSidebarOpen(false)} />
        {sidebarOpen && (
          <div
            className="fixed inset-0 z-30 bg-gray-900/50 md:hidden"
            aria-hidden="true"
            onClick={() => setSidebarOpen(false)}
          />
        )}
        <div className="flex min-h-screen flex-col md:pl-64">
          <Topbar
            sidebarOpen={sidebarOpen}
            onToggleSidebar={() => setSidebarOpen((open) => !open)}
            toasts={<FlashToasts placement="bar" />}
          />
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
            {children}
          </main>
          <footer className="border-t border-gray-200 px-6 py-4 text-sm text-gray-500 dark:border-gray-700 dark:text-gray-400">
            {t('app.footer', { year: new Date().getFullYear(), app: props.appName })}
          </footer>
        </div>
      </div>
    </I18nProvider>
  )
}
