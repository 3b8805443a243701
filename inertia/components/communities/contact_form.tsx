import { useForm } from '@inertiajs/react'
import { AddressSearch, placeLabel } from '~/components/communities/address_search'
import { SettingsForm } from '~/components/communities/settings_form'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'

export const DEFAULT_COUNTRY = 'România'

export interface CommunityAddress {
  name?: string
  street?: string
  city?: string
  country?: string
  entrance?: string
  flat?: string
  floor?: string
}

/**
 * Tab Contact of the edit page. With a geocoder the address is searched and
 * picked (which brings its coordinates and sets address_changed); without
 * one it is typed by hand. Entrance, floor and flat are always typed.
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

  return (
    <SettingsForm
      form={form}
      url={url}
      title={t('community_settings.edit.tabs.contact')}
      onSuccess={() => form.setData('contact.address_changed', false)}
    >
      {geocoder ? (
        <>
          <AddressSearch
            label={t('community_settings.contact.search')}
            description={t('community_settings.contact.search_hint')}
            error={field('address').error}
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
          <div className="text-sm sm:col-span-2" data-testid="chosen-address">
            <p className="font-medium text-gray-700 dark:text-gray-200">
              {t('community_settings.contact.chosen')}
            </p>
            <p className="text-gray-600 dark:text-gray-300">
              {contact.address
                ? placeLabel({
                    name: contact.address,
                    street: contact.street,
                    city: contact.city,
                    country: contact.country,
                  })
                : t('community_settings.contact.none_chosen')}
            </p>
            {contact.latitude !== null && contact.longitude !== null && (
              <p className="text-xs text-gray-500 dark:text-gray-400">
                {t('community_settings.contact.coordinates', {
                  latitude: contact.latitude,
                  longitude: contact.longitude,
                })}
              </p>
            )}
          </div>
        </>
      ) : (
        <>
          <TextField
            {...field('address')}
            label={t('community_settings.contact.address')}
            autoComplete="off"
            isRequired
            className="sm:col-span-2"
          />
          <TextField {...field('city')} label={t('community_settings.contact.city')} />
          <TextField {...field('country')} label={t('community_settings.contact.country')} />
        </>
      )}
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <TextField {...field('entrance')} label={t('community_settings.contact.entrance')} />
        <TextField {...field('floor')} label={t('community_settings.contact.floor')} />
        <TextField {...field('flat')} label={t('community_settings.contact.flat')} />
      </div>
    </SettingsForm>
  )
}
