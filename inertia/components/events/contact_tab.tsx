import { useForm } from '@inertiajs/react'
import { AddressSearch, placeLabel } from '~/components/communities/address_search'
import { PlaceDetails } from '~/components/communities/contact_form'
import { FormCard } from '~/components/forms/form_card'
import { PersonFields } from '~/components/forms/person_fields'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** The event contact and the place, as the Contact tab edits and posts them. */
export type EventContact = {
  profile: { first_name: string; last_name: string; email: string; phone_number: string }
  address: string
  entrance: string
  floor: string
  apartment: string
  latitude: number | null
  longitude: number | null
}

/**
 * Tab Contact: the event contact's profile (a contact of type event_contact) and where the
 * event takes place. With a geocoder the address can be searched (Romania only): a picked
 * place fills the address and brings its coordinates (address_changed); typed by hand, the
 * address has none.
 */
export function ContactTab({
  uid,
  contact,
  geocoder,
}: {
  uid: string
  contact: EventContact
  geocoder: boolean
}) {
  const t = useT()
  const form = useForm({ contact: { ...contact, address_changed: false } })
  const data = form.data.contact
  const field = (name: string) => bindField(form, `contact.${name}`)
  const address = field('address')

  return (
    <FormCard
      form={form}
      url={urlFor('events.edit.contact', { uid })}
      title={t('events.editor.tabs.contact')}
      onSuccess={() => form.setData('contact.address_changed', false)}
    >
      <h3 className="text-sm font-semibold text-gray-700 sm:col-span-2 dark:text-gray-200">
        {t('events.editor.contact.profile')}
      </h3>
      <PersonFields form={form} prefix="contact.profile" />
      <h3 className="text-sm font-semibold text-gray-700 sm:col-span-2 dark:text-gray-200">
        {t('events.editor.contact.place')}
      </h3>
      {geocoder && (
        <AddressSearch
          label={t('community_settings.contact.search')}
          description={t('community_settings.contact.search_hint')}
          onPick={(place) =>
            form.setData((current) => ({
              ...current,
              contact: {
                ...current.contact,
                address: placeLabel(place).slice(0, 200),
                latitude: place.latitude,
                longitude: place.longitude,
                address_changed: true,
              },
            }))
          }
        />
      )}
      <TextField
        {...address}
        // Typed by hand, the place is no longer the picked one: its coordinates go.
        onChange={(value) =>
          form.setData((current) => ({
            ...current,
            contact: {
              ...current.contact,
              address: value,
              latitude: null,
              longitude: null,
              address_changed: false,
            },
          }))
        }
        label={t('events.editor.contact.address')}
        description={geocoder ? undefined : t('community_settings.contact.no_geocoder')}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <PlaceDetails
        latitude={data.latitude}
        longitude={data.longitude}
        field={field}
        flatName="apartment"
      />
    </FormCard>
  )
}
