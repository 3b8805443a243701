import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { pageAreas } from '../../scripts/page_areas.ts'

const areas = pageAreas(fileURLToPath(new URL('../../', import.meta.url)))

describe('the catalog areas each page loads', () => {
  test('the sign-in page gets its own texts and the kit’s, not those of the back-office', () => {
    expect(areas['auth/login']).toEqual(expect.arrayContaining(['auth', 'ui', 'common', 'app']))
    expect(areas['auth/login']).not.toContain('contacts')
    expect(areas['auth/login']).not.toContain('nav')
  })

  test('a back-office page gets its area and its layout’s (menu, top bar)', () => {
    expect(areas['contacts/index']).toEqual(
      expect.arrayContaining(['contacts', 'nav', 'topbar', 'switcher', 'ui'])
    )
  })

  test('a dialog loaded on open brings its texts with the page (the invite form)', () => {
    expect(areas['organizations/users']).toContain('invitations')
  })

  test('route names are not texts, server-only areas never reach the browser', () => {
    // The menu links with urlFor('organizations.create'), urlFor('mobile_app.settings')…
    for (const area of ['organizations', 'mobile_app', 'communities']) {
      expect(areas['dashboard/admin']).not.toContain(area)
    }
    for (const list of Object.values(areas)) {
      expect(list).not.toContain('validator')
      expect(list).not.toContain('mail')
    }
  })
})
