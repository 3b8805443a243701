import { readFile } from 'node:fs/promises'
import { test, expect } from './support/fixtures.ts'
import { createUser, factories } from './support/db.ts'
import { signInAs, toast } from './support/pages.ts'

/** A segment's contacts: one added by hand with the picker, exported, then removed. */
test('an org-admin adds a contact to a segment by hand, exports the list and removes them', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const communityId = admin.community!.id
  const { ContactFactory, SegmentFactory, createQuizWithQuestions, putInSegment } =
    await factories()
  const segment = await SegmentFactory.merge({
    communityId,
    name: 'Cititori',
    code: 'CIT',
  }).create()
  const quiz = await createQuizWithQuestions(communityId, 1, 2, { name: 'Pasiuni' })
  const byQuiz = await ContactFactory.merge({
    communityId,
    firstName: 'Ana',
    lastName: 'Quiz',
  }).create()
  await putInSegment(segment, byQuiz, 'quiz', { sourceId: quiz.id })
  const chosen = await ContactFactory.merge({
    communityId,
    firstName: 'Ioana',
    lastName: 'Constantin',
  }).create()

  await signInAs(page, admin)
  await page.goto(`/segments/${segment.uid}`)
  await page.getByRole('link', { name: 'Contactele segmentului' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cititori (CIT)' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Contactele segmentului CIT' })
  await expect(table.getByRole('row', { name: /Ana Quiz/ })).toContainText('Quiz: Pasiuni')
  await expect(page.getByText(/aici poți scoate doar contactele adăugate manual/)).toBeVisible()

  // Added by hand, found on the server from part of the name.
  const picker = page.getByRole('combobox', { name: /^Adaugă un contact manual/ })
  await picker.click()
  await picker.pressSequentially('constan')
  await page.getByRole('option', { name: /^Ioana Constantin/ }).click()
  await page.getByRole('button', { name: 'Adaugă', exact: true }).click()
  await expect(toast(page, 'Ioana Constantin a fost adăugat în segmentul CIT.')).toBeVisible()
  await expect(table.getByRole('row', { name: /Ioana Constantin/ })).toContainText('Adăugat manual')

  // The export holds both.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Exportă CSV' }).click()
  const download = await downloading
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv).toContain('Ioana;Constantin;')
  expect(csv).toContain('Ana;Quiz;')

  // The quiz's contact has nothing to remove by hand; the one added by hand does.
  await expect(page.getByRole('button', { name: 'Alte acțiuni: Ana Quiz' })).toHaveCount(0)
  await page.getByRole('button', { name: `Alte acțiuni: ${chosen.fullName}` }).click()
  await page.getByRole('menuitem', { name: `Scoate pe ${chosen.fullName} din segment` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Scoate din segment' }).click()
  await expect(toast(page, 'Ioana Constantin a fost scos din segmentul CIT.')).toBeVisible()
  await expect(table.getByRole('row', { name: /Ioana Constantin/ })).toHaveCount(0)
  await expect(table.getByRole('row', { name: /Ana Quiz/ })).toHaveCount(1)
})
