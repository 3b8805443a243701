import { useState } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { CommunityModal } from '~/components/communities/community_modal'
import type { SlugApi } from '~/components/communities/slug_input'
import { setAt } from '~/lib/form_errors'

/** What a submit sent: method, URL, data; `succeed` plays the server's success answer. */
const submits: { method: string; url: string; data: unknown; succeed: () => void }[] = []

/** useForm with real state, and post/put that record what they send. */
function useFormMock<Data extends Record<string, any>>(initial: Data) {
  const [data, setState] = useState(initial)
  const record = (method: string) => (url: string, options?: { onSuccess?: () => void }) =>
    submits.push({ method, url, data, succeed: () => options?.onSuccess?.() })
  return {
    data,
    setData: (update: ((current: Data) => Data) | string, value?: unknown) =>
      typeof update === 'function'
        ? setState(update)
        : setState((current) => setAt(current, update, value)),
    errors: {},
    processing: false,
    clearErrors: () => {},
    reset: () => setState(initial),
    post: record('post'),
    put: record('put'),
  }
}

vi.mock('@inertiajs/react', async () => ({
  ...(await import('../ui/helpers')).inertiaMock,
  useForm: useFormMock,
}))

const slugApi: SlugApi = {
  suggest: async (name) => ({ slug: name.toLowerCase().replace(/\s+/g, '-') }),
  check: async (slug) => ({ available: true, slug }),
}
const impactAreas = [
  { value: 1, label: 'Mediu' },
  { value: 2, label: 'Educație' },
]

function Page({ community }: { community: Parameters<typeof CommunityModal>[0]['community'] }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <output>{open ? 'deschis' : 'închis'}</output>
      <CommunityModal
        isOpen={open}
        onOpenChange={setOpen}
        organizationUid="org-1"
        community={community}
        impactAreas={impactAreas}
        domain="comunitati.ro"
        slugApi={slugApi}
      />
    </>
  )
}

describe('CommunityModal', () => {
  beforeEach(() => {
    submits.length = 0
  })

  test('add mode: titled "Adaugă comunitate", posts the organization, the fields and the areas; closes on success', async () => {
    const user = userEvent.setup()
    render(<Page community={null} />)
    // The dialog's chunk loads when it first opens (transformed on first use in jsdom).
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Adaugă comunitate' },
      { timeout: 5000 }
    )
    await user.type(within(dialog).getByRole('textbox', { name: 'Nume' }), 'Tineri')
    await user.type(within(dialog).getByRole('textbox', { name: /Slug/ }), 'tineri-noi')
    await user.type(within(dialog).getByRole('textbox', { name: 'Descriere' }), 'Despre noi')
    expect(within(dialog).getByTestId('counter')).toHaveTextContent('10/1500')
    await user.click(within(dialog).getByRole('combobox', { name: 'Arii de impact' }))
    await user.click(screen.getByRole('option', { name: 'Educație' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await user.click(within(dialog).getByRole('button', { name: 'Creează comunitate' }))

    expect(submits).toHaveLength(1)
    expect(submits[0]).toMatchObject({
      method: 'post',
      url: '/communities',
      data: {
        organization_id: 'org-1',
        name: 'Tineri',
        slug: 'tineri-noi',
        description: 'Despre noi',
        impact_areas: [2],
      },
    })
    expect(screen.getByText('deschis')).toBeInTheDocument()
    submits[0].succeed()
    expect(await screen.findByText('închis')).toBeInTheDocument()
  })

  test('edit mode: titled "Editează comunitate", filled in, slug fixed, sent with PUT', async () => {
    const user = userEvent.setup()
    render(
      <Page
        community={{
          uid: 'c-9',
          name: 'Tineri din Cluj',
          slug: 'tineri-cluj',
          description: 'Voluntari',
          impactAreas: [1],
        }}
      />
    )
    const dialog = await screen.findByRole('dialog', { name: 'Editează comunitate' })
    expect(within(dialog).getByRole('textbox', { name: /Slug/ })).toBeDisabled()
    expect(within(dialog).getByRole('gridcell', { name: /^Mediu/ })).toBeInTheDocument()
    const name = within(dialog).getByRole('textbox', { name: 'Nume' })
    await user.clear(name)
    await user.type(name, 'Clujenii')
    await user.click(within(dialog).getByRole('button', { name: 'Salvează modificările' }))
    expect(submits[0]).toMatchObject({
      method: 'put',
      url: '/communities/c-9',
      data: { name: 'Clujenii', slug: 'tineri-cluj', description: 'Voluntari', impact_areas: [1] },
    })
  })
})
