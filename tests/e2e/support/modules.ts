/**
 * A community's modules seen from both sides: a super-admin switching them on `page`, the
 * community's org-admin signed in in a browser of their own.
 */
import { expect, type Browser, type Page } from '@playwright/test'
import { createUser, uidOf } from './db.ts'
import { signIn } from './pages.ts'

export interface OrgAdminBeside {
  /** The org-admin's page, in their own browser context, signed in. */
  tenantPage: Page
  organizationUid: string
  communityName: string
}

/**
 * Signs in a super-admin on `page` and, in a second browser, an org-admin whose community has
 * events-module; runs `steps`, then closes the second browser.
 */
export async function withOrgAdminBeside(
  page: Page,
  browser: Browser,
  steps: (scene: OrgAdminBeside) => Promise<void>
) {
  const superAdmin = await createUser({ role: 'super-admin' })
  const orgAdmin = await createUser({ role: 'org-admin', modules: ['events-module'] })
  const organizationUid = await uidOf('organizations', orgAdmin.organization!.id)
  const tenant = await browser.newContext()
  try {
    const tenantPage = await tenant.newPage()
    await signIn(tenantPage, orgAdmin.email, orgAdmin.password)
    await signIn(page, superAdmin.email, superAdmin.password)
    await steps({ tenantPage, organizationUid, communityName: orgAdmin.community!.name })
  } finally {
    await tenant.close()
  }
}

/** Opens the modules of `communityName` from its row menu in the organization's communities. */
export async function openCommunityModules(
  page: Page,
  organizationUid: string,
  communityName: string
) {
  await page.goto(`/organizations/${organizationUid}/communities`)
  await page.getByRole('button', { name: `Alte acțiuni: ${communityName}` }).click()
  await page.getByRole('menuitem', { name: `Modulele comunității ${communityName}` }).click()
}

/** Turns the Evenimente switch, on so far, off. */
export async function turnEventsOff(page: Page) {
  const events = page.getByRole('switch', { name: 'Evenimente' })
  await expect(events).toBeChecked()
  await events.click({ force: true })
}
