import sharp from 'sharp'
import { test, expect } from './support/fixtures.ts'
import { loadedWidth } from './support/pages.ts'

test.use({ signedInAs: 'super-admin' })

/** A 9:16 portrait PNG, as the sign-in header needs. */
function portrait() {
  return sharp({
    create: { width: 270, height: 480, channels: 3, background: { r: 200, g: 60, b: 30 } },
  })
    .png()
    .toBuffer()
}

test('a super-admin sets the sign-in methods, colours and header image; the mobile app reads them', async ({
  page,
  playwright,
}) => {
  await page.goto('/')

  // General settings: the four switches.
  await page.goto('/mobile-app/settings')
  await expect(page.getByRole('heading', { name: 'Setări generale' })).toBeVisible()
  const labels = {
    google: 'Autentificare cu Google',
    facebook: 'Autentificare cu Facebook',
    apple: 'Autentificare cu Apple',
    email: 'Autentificare cu email',
  }
  const switchOf = (name: keyof typeof labels) => page.getByRole('switch', { name: labels[name] })
  // Google and email on, Facebook and Apple off, whatever the page showed (a click on the label
  // toggles).
  const wanted = { google: true, facebook: false, apple: false, email: true }
  for (const name of Object.keys(wanted) as (keyof typeof labels)[]) {
    if ((await switchOf(name).isChecked()) !== wanted[name]) {
      await page.getByText(labels[name]).click()
    }
    await expect(switchOf(name)).toBeChecked({ checked: wanted[name] })
  }
  // Google on and Apple off: the App Store wants Sign in with Apple beside it, and the page
  // says so as the switches stand. Its button turns Apple on (in the form) and the warning goes;
  // Apple off again, it is back.
  const appleWarning = page.getByRole('status').filter({ hasText: 'App Store cere' })
  await expect(appleWarning).toHaveText(
    /App Store cere „Autentificare cu Apple” alături de autentificarea cu Google:/
  )
  await page.getByRole('button', { name: 'Pornește autentificarea cu Apple' }).click()
  await expect(switchOf('apple')).toBeChecked()
  await expect(appleWarning).toHaveCount(0)
  await page.getByText(labels.apple).click()
  await expect(switchOf('apple')).not.toBeChecked()
  await expect(appleWarning).toBeVisible()
  await page.getByRole('button', { name: 'Actualizează' }).click()
  await expect(page.getByTestId('toast')).toHaveText(
    /Setările aplicației mobile au fost actualizate\./
  )
  await page.reload()
  for (const name of Object.keys(wanted) as (keyof typeof labels)[]) {
    await expect(switchOf(name)).toBeChecked({ checked: wanted[name] })
  }
  // Saved that way, the warning is there when the page opens again.
  await expect(appleWarning).toBeVisible()

  // Personalisation: colours and the sign-in header image.
  await page.goto('/mobile-app/styling')
  await page.getByRole('textbox', { name: 'Culoare principală' }).fill('#12ab34')
  await page.getByRole('textbox', { name: 'Culoare secundară' }).fill('#fe9900')
  await page.locator('input[type="file"]').setInputFiles({
    name: 'antet.png',
    mimeType: 'image/png',
    buffer: await portrait(),
  })
  await expect(page.getByText('Aleasă: antet.png')).toBeVisible()
  await expect(
    page.getByRole('img', { name: 'Imaginea aleasă pentru antetul de autentificare' })
  ).toBeVisible()
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(page.getByTestId('toast')).toHaveText(
    /Personalizarea aplicației mobile a fost salvată\./
  )

  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Culoare principală' })).toHaveValue(/^#12ab34$/i)
  await expect(page.getByRole('textbox', { name: 'Culoare secundară' })).toHaveValue(/^#fe9900$/i)
  const current = page.getByRole('img', { name: 'Imaginea actuală a antetului de autentificare' })
  await expect(current).toHaveAttribute('src', /^\/images\/mobile-app\/sign-in-header\?t=\d+$/)
  // The browser really loaded it.
  await expect.poll(() => loadedWidth(current)).toBe(270)

  // The mobile app: no session, no cookies (from another origin, as a browser would send it).
  const app = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { origin: 'https://app.example' },
  })
  try {
    const reply = await app.get('/api/mobile-settings')
    expect(reply.status()).toBe(200)
    expect(reply.headers()['access-control-allow-origin']).toBe('*')
    const settings = await reply.json()
    expect(settings.auth_modules).toEqual(wanted)
    expect(settings.branding.primary_color).toBe('#12ab34')
    expect(settings.branding.secondary_color).toBe('#fe9900')
    const src = await current.getAttribute('src')
    expect(settings.branding.sign_in_header).toBe(new URL(src!, page.url()).toString())
    const image = await app.get(settings.branding.sign_in_header)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  } finally {
    await app.dispose()
  }
})

test('a landscape sign-in header is refused under its field and what was typed stays', async ({
  page,
}) => {
  await page.goto('/mobile-app/styling')
  await page.getByRole('textbox', { name: 'Culoare principală' }).fill('#334455')
  await page.getByRole('textbox', { name: 'Culoare secundară' }).fill('#667788')
  await page.locator('input[type="file"]').setInputFiles({
    name: 'lat.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 480, height: 270, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer(),
  })
  await page.getByRole('button', { name: 'Salvează' }).click()

  const field = page.getByRole('group', { name: 'Imagine antet autentificare' })
  await expect(field.getByRole('alert')).toHaveText(
    'Imaginea trebuie să aibă proporțiile 1080 × 1920 (portret 9:16).'
  )
  await expect(page.getByRole('textbox', { name: 'Culoare principală' })).toHaveValue(/^#334455$/i)
  await expect(page.getByRole('textbox', { name: 'Culoare secundară' })).toHaveValue(/^#667788$/i)
  await expect(page.getByText('Aleasă: lat.png')).toBeVisible()
})
