import { useState } from 'react'
import { Link, useForm } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/text_field'
import { TextArea } from '~/components/ui/text_area'
import { TagInput } from '~/components/ui/tag_input'
import { MultiSelect } from '~/components/ui/multi_select'
import { Select, type Option } from '~/components/ui/select'
import { DatePicker } from '~/components/ui/date_picker'
import { ColorInput } from '~/components/ui/color_input'
import { Modal } from '~/components/ui/modal'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { bindField } from '~/lib/form_errors'
import { toast } from '~/lib/toast'
import { useT } from '~/lib/i18n'
import { ServerForm } from '~/components/forms/server_form'
import { urlFor } from '~/client'
import { ControlStates } from '~/components/kit/control_states'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </Card>
  )
}

type KitForm = {
  contact: { first_name: string; email: string }
  billing_info: { iban: string }
  questions: { text: string; answers: { text: string }[] }[]
}

export default function Kit({ industries }: { industries: Option[] }) {
  const t = useT()
  const [number, setNumber] = useState('')
  const [phone, setPhone] = useState('')
  const [description, setDescription] = useState('')
  const [tags, setTags] = useState<string[]>([])
  const [industry, setIndustry] = useState<string | number | null>(null)
  const [niches, setNiches] = useState<(string | number)[]>([])
  const [date, setDate] = useState('')
  const [dateTime, setDateTime] = useState('')
  const [color, setColor] = useState('#2563eb')
  const [modalOpen, setModalOpen] = useState(false)
  const [confirmOpen, setConfirmOpen] = useState(false)

  const form = useForm<KitForm>({
    contact: { first_name: '', email: '' },
    billing_info: { iban: '' },
    questions: [{ text: '', answers: [{ text: '' }, { text: '' }] }],
  })
  const field = (path: string) => bindField(form, path)

  return (
    <>
      <PageHeader title={t('kit.title')} />
      <p className="mb-6 text-sm text-gray-500 dark:text-gray-400">{t('kit.intro')}</p>
      <div className="space-y-6">
        <Section title={t('kit.controls')}>
          <TextField
            name="number"
            label={t('kit.number')}
            type="number"
            value={number}
            onChange={setNumber}
          />
          <TextField
            name="phone"
            label={t('kit.phone')}
            type="tel"
            value={phone}
            onChange={setPhone}
          />
          <TextArea
            name="description"
            label={t('kit.description')}
            value={description}
            onChange={setDescription}
          />
          <TagInput label={t('kit.tags')} value={tags} onChange={setTags} />
        </Section>

        <Section title={t('kit.choices')}>
          <Select
            label={t('kit.industry')}
            options={industries}
            value={industry}
            onChange={setIndustry}
          />
          <MultiSelect
            label={t('kit.niches')}
            options={industries}
            value={niches}
            onChange={setNiches}
          />
          <DatePicker name="date" label={t('kit.date')} value={date} onChange={setDate} />
          <DatePicker
            name="date_time"
            label={t('kit.date_time')}
            value={dateTime}
            onChange={setDateTime}
            withTime
          />
          <ColorInput name="color" label={t('kit.color')} value={color} onChange={setColor} />
        </Section>

        <Section title={t('kit.dialogs')}>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onPress={() => setModalOpen(true)}>
              {t('kit.open_modal')}
            </Button>
            <Button variant="danger" onPress={() => setConfirmOpen(true)}>
              {t('kit.delete')}
            </Button>
            <Link
              href={urlFor('mailbox.index')}
              className="self-center text-sm text-brand-600 dark:text-brand-400 hover:underline"
            >
              {t('kit.table')}
            </Link>
          </div>
          <RowActions
            name={t('kit.row')}
            edit={{ onAction: () => setModalOpen(true) }}
            more={[{ label: t('kit.open_modal'), onAction: () => setModalOpen(true) }]}
            remove={{ onAction: () => setConfirmOpen(true) }}
          />
          <Modal title={t('kit.modal_title')} isOpen={modalOpen} onOpenChange={setModalOpen}>
            <p className="text-sm text-gray-600 dark:text-gray-300">{t('kit.modal_body')}</p>
          </Modal>
          <ConfirmDialog
            isOpen={confirmOpen}
            onOpenChange={setConfirmOpen}
            onConfirm={() => {
              setConfirmOpen(false)
              toast.success(t('kit.deleted'))
            }}
          />
        </Section>

        <ControlStates />

        <Card className="space-y-4">
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{t('kit.form')}</h2>
          <ServerForm
            className="grid gap-4 md:grid-cols-2"
            onSubmit={() => {
              form.post(urlFor('kit.form'), { preserveScroll: true })
            }}
          >
            <TextField label={t('kit.first_name')} isRequired {...field('contact.first_name')} />
            <TextField label={t('kit.email')} type="email" {...field('contact.email')} />
            <TextField label={t('kit.iban')} isRequired {...field('billing_info.iban')} />
            {form.data.questions.map((question, q) => (
              <fieldset key={q} className="space-y-3 md:col-span-2">
                <TextField
                  label={t('kit.question', { n: q + 1 })}
                  isRequired
                  {...field(`questions.${q}.text`)}
                />
                {question.answers.map((_, a) => (
                  <TextField
                    key={a}
                    label={t('kit.answer', { n: a + 1 })}
                    isRequired
                    {...field(`questions.${q}.answers.${a}.text`)}
                  />
                ))}
              </fieldset>
            ))}
            <div className="md:col-span-2">
              <Button type="submit" processing={form.processing}>
                {t('kit.submit')}
              </Button>
            </div>
          </ServerForm>
        </Card>
      </div>
    </>
  )
}
