import { useForm } from '@inertiajs/react'
import { SlugInput, type SlugApi } from '~/components/communities/slug_input'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { MultiSelect } from '~/components/ui/multi_select'
import type { Option } from '~/components/ui/select'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { bindField, errorAt } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { ServerForm } from '~/components/forms/server_form'
import { urlFor } from '~/client'

export const DESCRIPTION_MAX = 1500

/** A community as the modal edits it. */
export type EditableCommunity = {
  uid: string
  name: string
  slug: string
  description: string
  impactAreas: number[]
}

interface CommunityModalProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  organizationUid: string
  /** The community to edit; null adds a new one. */
  community: EditableCommunity | null
  impactAreas: Option[]
  /** Shown after the slug (COMMUNITY_DOMAIN or the app's host). */
  domain: string
  slugApi?: SlugApi
}

/**
 * The add / edit community modal: name, slug (add mode only, see
 * SlugInput), description (up to 1500 characters) and main impact areas.
 * On success the form resets and the modal closes; the server's errors show
 * under their fields and what was typed stays.
 */
export function CommunityModal(props: CommunityModalProps) {
  const t = useT()
  return (
    <Modal
      title={t(props.community ? 'communities.edit_title' : 'communities.add')}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={false}
      size="lg"
    >
      {(close) => (
        // A new form each time the modal opens, for the community it opens with.
        <CommunityForm key={props.community?.uid ?? 'new'} {...props} close={close} />
      )}
    </Modal>
  )
}

function CommunityForm({
  organizationUid,
  community,
  impactAreas,
  domain,
  slugApi,
  close,
}: CommunityModalProps & { close: () => void }) {
  const t = useT()
  const adding = community === null
  const form = useForm({
    organization_id: organizationUid,
    name: community?.name ?? '',
    slug: community?.slug ?? '',
    description: community?.description ?? '',
    impact_areas: community?.impactAreas ?? ([] as number[]),
  })
  const errors = form.errors as Record<string, string | undefined>

  function submit() {
    const options = {
      preserveScroll: true,
      preserveState: true,
      onSuccess: () => {
        form.reset()
        close()
      },
    }
    if (adding) form.post(urlFor('communities.store'), options)
    else form.put(urlFor('communities.update', { uid: community.uid }), options)
  }

  return (
    <ServerForm
      className="grid gap-4"
      onSubmit={() => {
        submit()
      }}
    >
      <TextField
        {...bindField(form, 'name')}
        label={t('communities.fields.name')}
        autoComplete="off"
        isRequired
        autoFocus
      />
      <SlugInput
        name={form.data.name}
        value={form.data.slug}
        onChange={(slug) => {
          form.setData((data) => ({ ...data, slug }))
          form.clearErrors('slug')
        }}
        mode={adding ? 'add' : 'edit'}
        domain={domain}
        error={errorAt(errors, 'slug')}
        api={slugApi}
      />
      <TextArea
        {...bindField(form, 'description')}
        label={t('communities.fields.description')}
        maxLength={DESCRIPTION_MAX}
        rows={4}
        isRequired
      />
      <MultiSelect
        name="impact_areas"
        label={t('communities.fields.impact_areas')}
        options={impactAreas}
        value={form.data.impact_areas}
        onChange={(ids) =>
          form.setData((data) => ({ ...data, impact_areas: ids.map((id) => Number(id)) }))
        }
        error={errorAt(errors, 'impact_areas')}
        isRequired={adding}
      />
      {errorAt(errors, 'organization_id') && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorAt(errors, 'organization_id')}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onPress={close} isDisabled={form.processing}>
          {t('communities.cancel')}
        </Button>
        <Button type="submit" processing={form.processing}>
          {t(adding ? 'communities.submit_create' : 'communities.submit_update')}
        </Button>
      </div>
    </ServerForm>
  )
}
