import { useForm } from '@inertiajs/react'
import { AddressSearch } from '~/components/communities/address_search'
import { FormCard } from '~/components/forms/form_card'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import type { Address } from '@shared/blocks'

export const DEFAULT_COUNTRY = 'România'

export type CommunityAddress = Address

/**
 * Tab Contact of the edit page. With a geocoder the address can be searched:
 * a picked place fills the fields and brings its coordinates
 * (address_changed). The place can always be typed by hand (then it has no
 * coordinates), and so are entrance, floor and flat.
 */
export function ContactForm({
  address,
  latitude,
  longitude,
  geocoder,
  url,
}: {
  address: CommunityAddress
  latitude: number | null
  longitude: number | null
  geocoder: boolean
  url: string
}) {
  const t = useT()
  const form = useForm({
    contact: {
      address: address.name ?? '',
      street: address.street ?? '',
      city: address.city ?? '',
      country: address.country ?? DEFAULT_COUNTRY,
      entrance: address.entrance ?? '',
      floor: address.floor ?? '',
      flat: address.flat ?? '',
      latitude,
      longitude,
      address_changed: false,
    },
  })
  const contact = form.data.contact
  const field = (name: string) => bindField(form, `contact.${name}`)
  // The place typed by hand: it no longer is the picked one, so its coordinates go.
  const placeField = (name: 'address' | 'city' | 'country') => ({
    ...field(name),
    onChange: (value: string) =>
      form.setData((data) => ({
        ...data,
        contact: {
          ...data.contact,
          [name]: value,
          street: name === 'address' ? '' : data.contact.street,
          latitude: null,
          longitude: null,
          address_changed: false,
        },
      })),
  })

  return (
    <FormCard
      form={form}
      url={url}
      title={t('community_settings.edit.tabs.contact')}
      onSuccess={() => form.setData('contact.address_changed', false)}
    >
      {geocoder && (
        <AddressSearch
          label={t('community_settings.contact.search')}
          description={t('community_settings.contact.search_hint')}
          onPick={(place) =>
            form.setData((data) => ({
              ...data,
              contact: {
                ...data.contact,
                address: place.name,
                street: place.street,
                city: place.city,
                country: place.country || DEFAULT_COUNTRY,
                latitude: place.latitude,
                longitude: place.longitude,
                address_changed: true,
              },
            }))
          }
        />
      )}
      <TextField
        {...placeField('address')}
        label={t('community_settings.contact.address')}
        description={geocoder ? undefined : t('community_settings.contact.no_geocoder')}
        autoComplete="off"
        isRequired
        className="sm:col-span-2"
      />
      <TextField {...placeField('city')} label={t('community_settings.contact.city')} />
      <TextField {...placeField('country')} label={t('community_settings.contact.country')} />
      <PlaceDetails
        latitude={contact.latitude}
        longitude={contact.longitude}
        field={field}
        flatName="flat"
      />
    </FormCard>
  )
}

/**
 * Under an address: the coordinates of the picked place (when it has them), then entrance,
 * floor and flat typed by hand (the flat's field is `flatName`: a community's `flat`, an
 * event's `apartment`).
 */
export function PlaceDetails({
  latitude,
  longitude,
  field,
  flatName,
}: {
  latitude: number | null
  longitude: number | null
  field: (name: string) => ReturnType<typeof bindField>
  flatName: string
}) {
  const t = useT()
  return (
    <>
      {latitude !== null && longitude !== null && (
        <p
          className="text-xs text-gray-500 sm:col-span-2 dark:text-gray-400"
          data-testid="coordinates"
        >
          {t('community_settings.contact.coordinates', { latitude, longitude })}
        </p>
      )}
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <TextField {...field('entrance')} label={t('community_settings.contact.entrance')} />
        <TextField {...field('floor')} label={t('community_settings.contact.floor')} />
        <TextField {...field(flatName)} label={t('community_settings.contact.flat')} />
      </div>
    </>
  )
}
