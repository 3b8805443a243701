import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { ModuleSwitches } from '~/components/communities/module_switches'
import { toast } from '~/lib/toast'
import { routerMock } from '../ui/helpers'

const modules = [
  { id: 1, slug: 'events-module', name: 'Evenimente', description: 'Evenimente și stiluri.' },
  { id: 2, slug: 'feeds-module', name: 'Feed-uri', description: null },
]
const community = { uid: 'c-1', name: 'Tineri din Cluj', moduleIds: [1] }

type Options = Record<string, (...args: unknown[]) => unknown>
const lastOptions = () => routerMock.post.mock.calls.at(-1)![2] as unknown as Options

describe('ModuleSwitches', () => {
  beforeEach(() => {
    routerMock.post.mockClear()
  })

  test('every module with a switch pre-set from the community', () => {
    render(<ModuleSwitches community={community} modules={modules} />)
    const group = screen.getByRole('region', { name: 'Modulele comunității Tineri din Cluj' })
    expect(within(group).getByRole('switch', { name: 'Evenimente' })).toBeChecked()
    expect(within(group).getByRole('switch', { name: 'Feed-uri' })).not.toBeChecked()
    expect(screen.getByText('Evenimente și stiluri.')).toBeInTheDocument()
  })

  test('a change is posted at once with module_id and isActive', async () => {
    const user = userEvent.setup()
    render(<ModuleSwitches community={community} modules={modules} />)
    await user.click(screen.getByRole('switch', { name: 'Feed-uri' }))
    expect(routerMock.post).toHaveBeenCalledWith(
      '/communities/c-1/modules',
      { module_id: 2, isActive: true },
      expect.objectContaining({ preserveScroll: true })
    )
    expect(screen.getByRole('switch', { name: 'Feed-uri' })).toBeChecked()
  })

  test.each(['onError', 'onHttpException', 'onNetworkError'])(
    'a failure (%s) puts the switch back and says so',
    async (callback) => {
      const toastError = vi.spyOn(toast, 'error')
      const user = userEvent.setup()
      render(<ModuleSwitches community={community} modules={modules} />)
      await user.click(screen.getByRole('switch', { name: 'Evenimente' }))
      expect(screen.getByRole('switch', { name: 'Evenimente' })).not.toBeChecked()
      await vi.waitFor(() => lastOptions()[callback]({}))
      await vi.waitFor(() =>
        expect(screen.getByRole('switch', { name: 'Evenimente' })).toBeChecked()
      )
      expect(toastError).toHaveBeenCalledWith('Modulul nu a putut fi salvat. Încearcă din nou.')
    }
  )

  test('with several communities on a page each group is named by its heading', () => {
    render(<ModuleSwitches community={community} modules={modules} showName />)
    expect(screen.getByRole('region', { name: 'Tineri din Cluj' })).toContainElement(
      screen.getByRole('switch', { name: 'Evenimente' })
    )
  })
})
