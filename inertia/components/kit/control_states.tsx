import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Button, LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { ExportLinks } from '~/components/ui/export_links'
import { PageTabs } from '~/components/ui/page_tabs'
import { StateFilter, type SoftDeleteState } from '~/components/ui/state_filter'
import { Switch } from '~/components/ui/switch'
import { Tabs, tabFromUrl } from '~/components/ui/tabs'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-gray-900 dark:text-white">{title}</h3>
      {children}
    </div>
  )
}

/** Every kit control in each of its states: idle, chosen, disabled, invalid, busy. */
export function ControlStates() {
  const t = useT()
  const page = usePage()
  const [checked, setChecked] = useState({ off: false, on: true })
  const [switched, setSwitched] = useState({ off: false, on: true })
  const [texts, setTexts] = useState({ described: '', invalid: '', counted: 'abc' })
  const [longText, setLongText] = useState('')
  const [state, setState] = useState<SoftDeleteState>('active')
  const text = (key: keyof typeof texts) => ({
    name: `states_${key}`,
    value: texts[key],
    onChange: (value: string) => setTexts((all) => ({ ...all, [key]: value })),
  })
  const kitUrl = urlFor('kit.show')
  const pageTab = tabFromUrl(page.url, 'section') ?? 'first'

  return (
    <Card className="space-y-6">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{t('kit.states')}</h2>
      <Group title={t('kit.buttons')}>
        <div className="flex flex-wrap gap-2">
          <Button>{t('kit.primary')}</Button>
          <Button variant="secondary">{t('kit.secondary')}</Button>
          <Button variant="danger">{t('kit.danger')}</Button>
          <Button variant="ghost">{t('kit.ghost')}</Button>
          <Button isDisabled>{t('kit.disabled_button')}</Button>
          <Button processing>{t('kit.processing')}</Button>
          <LinkButton href={urlFor('kit.images.index')} variant="secondary">
            {t('kit.link_button')}
          </LinkButton>
          <ExportLinks href={(format) => urlFor('contacts.export', { format })} />
        </div>
      </Group>
      <Group title={t('kit.toggles')}>
        <div className="grid gap-3 md:grid-cols-3">
          <Checkbox
            isSelected={checked.off}
            onChange={(off) => setChecked((all) => ({ ...all, off }))}
          >
            {t('kit.checkbox_off')}
          </Checkbox>
          <Checkbox
            isSelected={checked.on}
            onChange={(on) => setChecked((all) => ({ ...all, on }))}
          >
            {t('kit.checkbox_on')}
          </Checkbox>
          <Checkbox isSelected isDisabled>
            {t('kit.checkbox_disabled')}
          </Checkbox>
          <Switch
            label={t('kit.switch_off')}
            isSelected={switched.off}
            onChange={(off) => setSwitched((all) => ({ ...all, off }))}
          />
          <Switch
            label={t('kit.switch_on')}
            isSelected={switched.on}
            onChange={(on) => setSwitched((all) => ({ ...all, on }))}
          />
          <Switch label={t('kit.switch_disabled')} isDisabled />
        </div>
      </Group>
      <Group title={t('kit.text_states')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('kit.with_description')}
            description={t('kit.description_text')}
            {...text('described')}
          />
          <TextField label={t('kit.with_error')} error={t('kit.error_text')} {...text('invalid')} />
          <TextField label={t('kit.with_limit')} maxLength={20} {...text('counted')} />
          <TextField
            name="states_disabled"
            label={t('kit.disabled_field')}
            value={t('kit.fixed_value')}
            isDisabled
          />
          <TextField
            name="states_read_only"
            label={t('kit.read_only')}
            value={t('kit.fixed_value')}
            isReadOnly
          />
          <TextArea
            name="states_long"
            label={t('kit.long_with_error')}
            error={t('kit.error_text')}
            value={longText}
            onChange={setLongText}
            maxLength={200}
          />
        </div>
      </Group>
      <Group title={t('kit.navigation')}>
        <Tabs
          label={t('kit.panel_tabs')}
          param="kit_tab"
          keepMounted
          tabs={[
            { id: 'one', label: t('kit.tab_one'), content: <p>{t('kit.panel_one')}</p> },
            { id: 'two', label: t('kit.tab_two'), content: <p>{t('kit.panel_two')}</p> },
            { id: 'three', label: t('kit.tab_three'), content: <p>{t('kit.panel_three')}</p> },
          ]}
        />
        <PageTabs
          label={t('kit.page_tabs')}
          selected={pageTab}
          tabs={[
            { id: 'first', label: t('kit.page_one'), href: `${kitUrl}?section=first` },
            { id: 'second', label: t('kit.page_two'), href: `${kitUrl}?section=second` },
          ]}
        />
        <StateFilter
          label={t('kit.state_filter')}
          labels={{
            active: t('kit.state_active'),
            deleted: t('kit.state_deleted'),
            all: t('kit.state_all'),
          }}
          value={state}
          onChange={setState}
        />
      </Group>
    </Card>
  )
}
