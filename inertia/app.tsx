import './css/app.css'
import { createRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import MainLayout from '~/layouts/main_layout'
import AuthLayout from '~/layouts/auth_layout'

const pages = import.meta.glob('./pages/**/*.tsx')

createInertiaApp({
  title: (title) => {
    const app =
      (document.querySelector('meta[name="app-name"]') as HTMLMetaElement | null)?.content ??
      'Comunitate'
    return title ? `${title} - ${app}` : app
  },
  resolve: async (name) => {
    const importPage = pages[`./pages/${name}.tsx`]
    if (!importPage) throw new Error(`Page not found: ${name}`)
    const page = (await importPage()) as { default: { layout?: unknown } }
    const component = page.default
    if (component.layout === undefined) {
      component.layout =
        name.startsWith('auth/') || name.startsWith('errors/') ? AuthLayout : MainLayout
    }
    return component as never
  },
  setup({ el, App, props }) {
    createRoot(el).render(<App {...props} />)
  },
  progress: { delay: 250, color: '#2563eb', showSpinner: false },
})
