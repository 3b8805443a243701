/**
 * Helpers for the communities tests: reference data (impact areas,
 * modules), what a community looks like in the database, the modal's form.
 */
import type Community from '#models/community'
import { factories, query, unique, type Row } from '../../support/db.ts'

/** Main impact areas (no parent), by name. */
export async function mainImpactAreas() {
  return (await query(
    `select id, name from impact_areas where parent_id is null order by name`
  )) as { id: number; name: string }[]
}

/** A child impact area of the given main area. */
export async function childImpactArea(mainId: number) {
  const [row] = await query(`select id, name from impact_areas where parent_id = $1 limit 1`, [
    mainId,
  ])
  return row as { id: number; name: string }
}

export async function moduleBySlug(slug: string) {
  const [row] = await query(`select id, name, slug from modules where slug = $1`, [slug])
  return row as { id: number; name: string; slug: string }
}

export async function communityBySlug(slug: string) {
  const [row] = await query(`select * from communities where slug = $1`, [slug])
  return row as Row<typeof Community> | undefined
}

export async function communityByUid(uid: string) {
  const [row] = await query(`select * from communities where uid = $1`, [uid])
  return row as Row<typeof Community>
}

/** The impact area ids of a community, sorted. */
export async function impactAreaIdsOf(communityId: number) {
  const rows = await query(
    `select impact_area_id from community_impact_areas where community_id = $1 order by 1`,
    [communityId]
  )
  return rows.map((row) => row.impact_area_id as number)
}

/** The module slugs of a community, sorted. */
export async function moduleSlugsOf(communityId: number) {
  const rows = await query(
    `select m.slug from community_modules cm join modules m on m.id = cm.module_id
     where cm.community_id = $1 order by 1`,
    [communityId]
  )
  return rows.map((row) => row.slug as string)
}

export async function setImpactAreas(communityId: number, ids: number[]) {
  const { chooseImpactAreas } = await factories()
  await chooseImpactAreas(communityId, ids)
}

/** A fresh, free slug. */
export const freeSlug = () => unique('comunitate').toLowerCase()

/** The add-community modal's data. */
export function communityForm(
  organizationUid: string,
  impactAreas: number[],
  overrides: Record<string, unknown> = {}
) {
  return {
    organization_id: organizationUid,
    name: 'Tineri din Cluj',
    slug: freeSlug(),
    description: 'Voluntari care organizează evenimente pentru tineri.',
    impact_areas: impactAreas,
    ...overrides,
  }
}

/** The JSON answer of a request. */
export async function jsonOf(reply: Promise<{ json: () => any }>) {
  const answer = await reply
  return answer.json()
}
