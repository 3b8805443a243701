/** What the community settings screens receive from the server (snake_case, as posted back). */
import { LINK_FIELDS, type Branding, type ContactBlock } from '@shared/blocks'

export { LINK_FIELDS, type Branding, type ContactBlock }
export type LinkName = (typeof LINK_FIELDS)[number]
export type Links = Record<LinkName, string>

export interface ImpactAreaRow {
  main_impact_area_id: number | null
  child_impact_area_ids: number[]
}

export interface ImpactAreaOption {
  id: number
  name: string
  children: { id: number; name: string }[]
}

/** Props of the configuration (super-admin) and settings (org-admin) pages. */
export interface SettingsPageProps {
  community: {
    uid: string
    name: string
    slug: string
    description: string
    technical_administrator_contact: ContactBlock
    public_contact: ContactBlock
    links: Links
    activity_domain_ids: number[]
    impact_areas: ImpactAreaRow[]
  }
  organization: { uid: string; name: string; billing_info: Record<string, string> }
  options: {
    industries: { value: number; label: string }[]
    impact_areas: ImpactAreaOption[]
  }
  /** Where the forms post: /communities/{uid}/configuration or /community/settings. */
  base_url: string
}
