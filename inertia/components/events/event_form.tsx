import type { Data } from '@generated/data'
import { useForm } from '@inertiajs/react'
import { EVENT_LIMITS } from '@shared/event_options'
import { PriceField, RateNote, type FormRate } from '~/components/forms/price_field'
import { PromisesEditor, filledPromises } from '~/components/events/promises_editor'
import { DateRangeFields } from '~/components/forms/date_range_fields'
import { PersonFields } from '~/components/forms/person_fields'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { MultiSelect } from '~/components/ui/multi_select'
import { Select, type Option } from '~/components/ui/select'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { bindField, errorAt } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'

/** The Event tab's stored fields (EventTransformer's toForm). */
export type EventFormValues = Data.Events.Event.Variants['toForm']

/** What the server offers the form (eventFormOptions in app/services/events/event_form.ts). */
export type EventFormOptions = {
  event_visibility: Option[]
  event_type: Option[]
  event_promo: Option[]
  products: Option[]
  rate: FormRate
}

export type EventFormProps = {
  /** create: with the event contact's profile; edit: the editor's Event tab. */
  mode: 'create' | 'edit'
  /** Where the form posts (events.store, or events.update of the event). */
  action: string
  initial: EventFormValues | null
  options: EventFormOptions
}

const emptyContact = { profile: { first_name: '', last_name: '', email: '', phone_number: '' } }

/**
 * The Event tab's fields, for /events/create and the editor's Event tab: name, description,
 * visibility, types, promo, product, whom/uvp texts with counters, start and end, attendees
 * limit and price (EUR, its RON value beside it), promises; on create also the event contact.
 * Errors show under their field; the page raises one "Formularul are N erori" toast.
 */
export function EventForm({ mode, action, initial, options }: EventFormProps) {
  const t = useT()
  const form = useForm({
    name: initial?.name ?? '',
    description: initial?.description ?? '',
    event_visibility: initial?.event_visibility ?? 'public',
    event_type: initial?.event_type ?? ([] as string[]),
    event_promo: initial?.event_promo ?? '',
    product_id: initial?.product_id ?? (null as number | null),
    whom_text: initial?.whom_text ?? '',
    uvp_text: initial?.uvp_text ?? '',
    start_date: initial?.start_date ?? '',
    end_date: initial?.end_date ?? '',
    attendees_limit: initial?.attendees_limit ?? '',
    attendees_price: initial?.attendees_price ?? '',
    promises: initial?.promises?.length ? initial.promises : [''],
    ...(mode === 'create' ? { contact: emptyContact } : {}),
  })
  const errors = form.errors as Record<string, string | undefined>

  function submit() {
    form.transform((data) => ({
      ...data,
      event_promo: data.event_promo || null,
      promises: filledPromises(data.promises),
    }))
    form.post(action, { preserveScroll: true })
  }

  /** A select of an option list; one with a hint is optional. */
  const select = (name: 'event_visibility' | 'event_promo', hint?: string) => (
    <Select
      name={name}
      label={t(`events.fields.${name}`)}
      options={options[name]}
      value={form.data[name] || null}
      onChange={(value) => form.setData(name, value === null ? '' : String(value))}
      error={errors[name]}
      isRequired={!hint}
      description={hint}
    />
  )

  return (
    <ServerForm isDirty={form.isDirty} className="grid gap-6" onSubmit={submit}>
      <section className="grid gap-4 sm:grid-cols-2" aria-labelledby="event-details">
        <h2 id="event-details" className="text-base font-semibold sm:col-span-2">
          {t('events.sections.details')}
        </h2>
        <TextField
          {...bindField(form, 'name')}
          label={t('events.fields.name')}
          maxLength={EVENT_LIMITS.name}
          isRequired
          className="sm:col-span-2"
        />
        <TextArea
          {...bindField(form, 'description')}
          label={t('events.fields.description')}
          maxLength={EVENT_LIMITS.description}
          rows={5}
          isRequired
          className="sm:col-span-2"
        />
        {select('event_visibility')}
        <MultiSelect
          name="event_type"
          label={t('events.fields.event_type')}
          options={options.event_type}
          value={form.data.event_type}
          onChange={(value) => form.setData('event_type', value.map(String))}
          error={errorAt(errors, 'event_type') ?? errorAt(errors, 'event_type.0')}
        />
        {select('event_promo', t('events.promo_hint'))}
        <Select
          name="product_id"
          label={t('events.fields.product_id')}
          options={options.products}
          value={form.data.product_id}
          onChange={(value) => form.setData('product_id', value === null ? null : Number(value))}
          error={errors.product_id}
          description={t('events.placeholders.product')}
        />
        <TextField
          {...bindField(form, 'whom_text')}
          label={t('events.fields.whom_text')}
          maxLength={EVENT_LIMITS.whomText}
          isRequired
        />
        <TextField
          {...bindField(form, 'uvp_text')}
          label={t('events.fields.uvp_text')}
          maxLength={EVENT_LIMITS.uvpText}
          isRequired
        />
      </section>

      <section className="grid gap-4 sm:grid-cols-2" aria-labelledby="event-dates">
        <h2 id="event-dates" className="text-base font-semibold sm:col-span-2">
          {t('events.sections.dates')}
        </h2>
        <DateRangeFields
          form={form}
          startLabel={t('events.fields.start_date')}
          endLabel={t('events.fields.end_date')}
        />
      </section>

      <section className="grid gap-4 sm:grid-cols-2" aria-labelledby="event-attendees">
        <h2 id="event-attendees" className="text-base font-semibold sm:col-span-2">
          {t('events.sections.attendees')}
        </h2>
        <TextField
          {...bindField(form, 'attendees_limit')}
          type="number"
          label={t('events.fields.attendees_limit')}
          isRequired
        />
        <PriceField
          {...bindField(form, 'attendees_price')}
          label={t('events.fields.attendees_price')}
          rate={options.rate}
          isRequired
        />
        <div className="sm:col-span-2">
          <RateNote rate={options.rate} />
        </div>
      </section>

      <PromisesEditor
        value={form.data.promises}
        onChange={(promises) => form.setData('promises', promises)}
        errors={errors}
      />

      {mode === 'create' && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t('events.sections.contact')}</legend>
          <PersonFields form={form} prefix="contact.profile" />
        </fieldset>
      )}

      <div>
        <Button type="submit" processing={form.processing}>
          {t(mode === 'create' ? 'events.create' : 'events.save')}
        </Button>
      </div>
    </ServerForm>
  )
}
