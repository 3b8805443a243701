import './css/app.css'
import { createRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import pageAreas from 'virtual:page-areas'
import { loadCatalog } from '~/lib/translate'

// Lazy: a page downloads its own chunk, its layout's and the areas of the active locale's
// catalog that its files name (scripts/page_areas.ts).
const pages = import.meta.glob('./pages/**/*.tsx')
const layouts = {
  auth: () => import('~/layouts/auth_layout'),
  main: () => import('~/layouts/main_layout'),
}

createInertiaApp({
  title: (title) => {
    const app =
      (document.querySelector('meta[name="app-name"]') as HTMLMetaElement | null)?.content ??
      'Comunitate'
    return title ? `${title} - ${app}` : app
  },
  resolve: async (name, page) => {
    const importPage = pages[`./pages/${name}.tsx`]
    if (!importPage) throw new Error(`Page not found: ${name}`)
    // The card without the shell: sign-in, errors, and a registration opened from its e-mail.
    const layout = /^(auth|errors|registrations)\//.test(name) ? layouts.auth : layouts.main
    const [module, layoutModule] = await Promise.all([
      importPage() as Promise<{ default: { layout?: unknown } }>,
      layout(),
      loadCatalog(page?.props.locale, pageAreas[name]),
    ])
    const component = module.default
    if (component.layout === undefined) component.layout = layoutModule.default
    return component as never
  },
  setup({ el, App, props }) {
    createRoot(el).render(<App {...props} />)
  },
  progress: { delay: 250, color: '#2563eb', showSpinner: false },
})
