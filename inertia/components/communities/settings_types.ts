/** What the community settings screens receive from the server; blocks keep the form's field names. */
import type { Data } from '@generated/data'
import { LINK_FIELDS, type Branding, type ContactBlock } from '@shared/blocks'

export { LINK_FIELDS, type Branding, type ContactBlock }
export type LinkName = (typeof LINK_FIELDS)[number]
export type Links = Record<LinkName, string>

export type ImpactAreaRow = {
  main_impact_area_id: number | null
  child_impact_area_ids: number[]
}

export type ImpactAreaOption = {
  id: number
  name: string
  children: { id: number; name: string }[]
}

/**
 * Props of the configuration (super-admin) and settings (org-admin) pages: the community's
 * settings form (CommunityTransformer.toSettingsForm), its organization's billing data and the
 * choices. Each page builds its forms' targets from its own route names.
 */
export type SettingsPageProps = {
  community: Data.Communities.Community.Variants['toSettingsForm']
  organization: Data.Organizations.Organization.Variants['toBilling']
  options: {
    industries: { value: number; label: string }[]
    impactAreas: ImpactAreaOption[]
  }
}
