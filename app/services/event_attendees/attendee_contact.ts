import Contact from '#models/contact'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { storedPhoneForms } from '#shared/phones'

/**
 * The community's contact with this e-mail (else this phone), a contact of the contacts screen
 * first; else a new contact of that screen, so attendees reach contacts, lists and segments.
 */
export async function contactFor(
  communityId: number,
  person: { firstName: string; lastName: string; email: string; phone: string | null }
) {
  const scoped = () => Contact.forTenant(communityScope(communityId))
  const byEmail = () =>
    scoped()
      .whereRaw('lower(email) = lower(?)', [person.email])
      .orderByRaw(`type = 'contact' desc`)
      .orderBy('id')
      .first()
  const found =
    (await byEmail()) ??
    (person.phone
      ? await scoped()
          .whereIn('phone_number', storedPhoneForms(person.phone))
          .orderByRaw(`type = 'contact' desc`)
          .orderBy('id')
          .first()
      : null)
  if (found) return found.id
  try {
    // Its own statement: another event's registration may create the same e-mail's contact meanwhile.
    const created = await Contact.create({
      communityId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phone,
      extraData: {},
      type: 'contact',
    })
    return created.id
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error
    const raced = await byEmail()
    if (!raced) throw error
    return raced.id
  }
}
