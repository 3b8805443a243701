import type { ComponentProps, ComponentType } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { CommunityModal } from '~/components/communities/community_modal'
import { CompanyModal } from '~/components/contacts/company_modal'
import { ContactModal } from '~/components/contacts/contact_modal'
import { ContactListModal } from '~/components/contact_lists/contact_list_modal'
import MyAccount from '~/pages/account/index'
import AdminUsersCreate from '~/pages/admin/users/create'
import AdminUsersEdit from '~/pages/admin/users/edit'
import ForgotPassword from '~/pages/auth/forgot'
import Login from '~/pages/auth/login'
import Register from '~/pages/auth/register'
import RequestAccess from '~/pages/auth/request_access'
import ResetPassword from '~/pages/auth/reset'
import CommunityConfiguration from '~/pages/communities/configuration'
import CommunityEdit from '~/pages/communities/edit'
import CommunitySettings from '~/pages/communities/settings'
import CommunityStyles from '~/pages/communities/styles'
import Kit from '~/pages/kit/index'
import MemberAccounts from '~/pages/mobile_app/members'
import MobileAppSettings from '~/pages/mobile_app/settings'
import MobileAppStyling from '~/pages/mobile_app/styling'
import OrganizationBranding from '~/pages/organizations/branding'
import OrganizationEfactura from '~/pages/organizations/efactura'
import OrganizationsCreate from '~/pages/organizations/create'
import OrganizationsInvite from '~/pages/organizations/invite'
import OrganizationProfile from '~/pages/organizations/profile'
import OrganizationSettings from '~/pages/organizations/settings'
import ProductEdit from '~/pages/products/edit'
import FeedEdit from '~/pages/feeds/edit'
import EventCreate from '~/pages/events/create'
import EventEdit from '~/pages/events/edit'
import CheckIn from '~/pages/events/check_in'
import { EventForm } from '~/components/events/event_form'
import SegmentEdit from '~/pages/segments/edit'
import SegmentContacts from '~/pages/segment_contacts/index'
import LotEdit from '~/pages/lots/edit'
import CarEdit from '~/pages/lots/car_edit'
import CarPage from '~/pages/lots/car'
import CreateInvoice from '~/pages/invoices/create'
import { createInvoiceProps } from '../components/invoices/create_invoice_props'
import QuizEdit from '~/pages/quizzes/edit'
import QuestEdit from '~/pages/quests/edit'
import UsersInvite from '~/pages/users/invite'
import TwoFactorChallenge from '~/pages/auth/two_factor'
import TwoFactorEnrolAtSignIn from '~/pages/auth/two_factor_enrol'
import MyTwoFactor from '~/pages/account/two_factor'
import GdprRequests from '~/pages/gdpr/requests'
import { ConsentPanel } from '~/components/gdpr/consent_panel'
import { EraseDialog } from '~/components/gdpr/erase_dialog'
import { LINK_FIELDS } from '@shared/blocks'
import { pageMock } from '../components/ui/helpers'

/** A day relative to today, as the server sends it (YYYY-MM-DD). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

vi.mock('@inertiajs/react', async () => (await import('../components/ui/helpers')).inertiaMock)

/**
 * Enforce what is marked, mark what is enforced: every form of the app shows
 * the required marker (`isRequired`: the red star, and aria-required for
 * screen readers) on exactly the fields its validator requires. The
 * validators' fields come from the app itself (`node ace routes:manifest`,
 * tests/forms/global_setup.ts); each form is rendered as a user first sees it.
 *
 * Every validator of app/validators is the payload of a form below or is
 * named in NOT_A_FORM with the reason: a new validator fails the last test
 * until its form is added here.
 */

type FormCase = {
  /** The validator's name: its file under app/validators and its export. */
  validator: string
  /** Shows the form as a user first sees it; answers the element that holds it (default: the page). */
  show: () => Promise<HTMLElement | void> | HTMLElement | void
  /** Required fields the form does not show, each with the reason. */
  notShown?: Record<string, string>
  /** Fields the validator requires under a condition that the form as shown meets, each with it. */
  requiredWhen?: Record<string, string>
}

/** Renders a page component with the props a fixture gives (only what the form reads). */
function page<C extends ComponentType<any>>(Component: C, props: Record<string, unknown>) {
  render(<Component {...(props as ComponentProps<C>)} />)
}

/** Renders a page with tabs, chooses the tab `name` and answers its panel. */
async function pageTab<C extends ComponentType<any>>(
  Component: C,
  props: Record<string, unknown>,
  name: string
) {
  page(Component, props)
  await userEvent.setup().click(screen.getByRole('tab', { name }))
  // A panel loaded when first opened shows its form once its code has arrived.
  return waitFor(() => {
    const panel = screen.getByRole('tabpanel')
    expect(panel.querySelector('form')).not.toBeNull()
    return panel
  })
}

const contact = { first_name: '', last_name: '', email: '', phone_number: '' }
const eventFormOptions = {
  event_visibility: [{ value: 'public', label: 'Public' }],
  event_type: [{ value: 'workshop', label: 'Atelier' }],
  event_promo: [{ value: 'none', label: 'Fără promoție' }],
  products: [],
  rate: { eurron: 5, date: null },
}
const links = Object.fromEntries(LINK_FIELDS.map((name) => [name, '']))
/** The event editor as a new event opens it (EventTransformer's toEditor and toForm). */
const eventEditProps = {
  event: {
    uid: '00000000-0000-4000-8000-000000000001',
    id: 1,
    name: 'Atelier',
    salesInfo: { suitable_for: [], uvp: '', why_to_come: '', trust_el_text: '' },
    heroImageUrl: null,
    trustElImageUrl: null,
    branding: { primary_color: '', secondary_color: '' },
    links,
    contact: {
      profile: contact,
      address: '',
      entrance: '',
      floor: '',
      apartment: '',
      latitude: null,
      longitude: null,
    },
  },
  eventForm: null,
  options: { ...eventFormOptions, suitable_for: [{ value: 'students', label: 'Studenți' }] },
  companies: [],
  partnerIds: [],
  sponsorIds: [],
  geocoder: false,
  attendees: {
    counts: {
      limit: 0,
      held: 0,
      confirmed: 0,
      waiting: 0,
      offered: 0,
      cancelled: 0,
      checked_in: 0,
    },
    rows: [],
    meta: { currentPage: 1, lastPage: 1, perPage: 10, total: 0 },
    state: { sort: 'created_at', direction: 'asc', search: '', perPage: 10, status: '' },
  },
}
const branding = {
  primary_color: '',
  secondary_color: '',
  primary_gradient_color: '',
  secondary_gradient_color: '',
}
const organization = {
  uid: 'org-1',
  name: 'Fundația Țării',
  slug: 'fundatia-tarii',
  url: '',
  billingInfo: { country: 'România' },
  legalRepresentativeContact: contact,
  technicalAdministratorContact: contact,
  branding,
  logoUrl: null,
  coverUrl: null,
}
const community = {
  uid: 'com-1',
  name: 'Tineri',
  slug: 'tineri',
  description: '',
  links,
  organization: { uid: 'org-1', name: 'Fundația Țării' },
  branding: { primary_color: '', secondary_color: '' },
  address: {},
  latitude: null,
  longitude: null,
  technicalAdministratorContact: contact,
  publicContact: contact,
  activityDomainIds: [],
  impactAreas: [],
  intro: '',
  logoUrl: null,
  coverUrl: null,
}
const settingsProps = {
  community,
  organization: { uid: 'org-1', name: 'Fundația Țării', billingInfo: {} },
  options: { industries: [], impactAreas: [] },
  baseUrl: '/community/settings',
}
const list = { meta: { currentPage: 1, lastPage: 1, perPage: 10, total: 0 } }
const listState = { sort: 'id', direction: 'asc', search: '', perPage: 10 }
const user = {
  uid: 'u-1',
  id: 1,
  firstName: 'Ana',
  lastName: 'Pop',
  email: 'ana@example.ro',
  phoneNumber: '',
  status: 'active',
  roles: [],
  verifiedAt: null,
  document: null,
}
const noop = () => {}
const twoFactorOff = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, mandatory: false }
const enrolment = { secret: 'ABCD EFGH', qr: 'data:image/png;base64,AA==', uri: 'otpauth://totp/x' }

const FORMS: Record<string, FormCase> = {
  '/login': {
    validator: 'auth/auth#loginValidator',
    show: () => page(Login, {}),
  },
  '/forgot-password': {
    validator: 'auth/auth#forgotPasswordValidator',
    show: () => page(ForgotPassword, { sent: false }),
  },
  '/reset-password/{token}': {
    validator: 'auth/auth#resetPasswordValidator',
    show: () => page(ResetPassword, { token: 'abc', valid: true, done: false }),
  },
  '/auth/register (an invitation link)': {
    validator: 'users/invitations#registrationValidator',
    show: () =>
      page(Register, {
        valid: true,
        invitation: { email: 'ana@example.ro', firstName: 'Ana', lastName: 'Pop', phoneNumber: '' },
      }),
  },
  '/auth/register (no invitation: ask for access)': {
    validator: 'users/access_requests#accessRequestValidator',
    show: () => page(RequestAccess, { sent: false }),
  },
  '/my-account': {
    validator: 'users/users#accountDetailsValidator',
    show: () =>
      page(MyAccount, {
        account: user,
        twoFactor: twoFactorOff,
        sessions: [],
        offerEndOthers: false,
      }),
  },
  '/login/two-factor': {
    validator: 'two_factor/two_factor#twoFactorCodeValidator',
    show: () => page(TwoFactorChallenge, {}),
  },
  '/login/two-factor (the mandatory enrolment)': {
    validator: 'two_factor/two_factor#twoFactorCodeValidator',
    show: () => page(TwoFactorEnrolAtSignIn, { enrolment }),
  },
  '/my-account/two-factor': {
    validator: 'two_factor/two_factor#twoFactorCodeValidator',
    show: () => page(MyTwoFactor, { enrolment }),
  },
  '/my-account (new recovery codes: the code or the password)': {
    validator: 'two_factor/two_factor#twoFactorConfirmValidator',
    show: async () => {
      page(MyAccount, {
        account: user,
        twoFactor: {
          ...twoFactorOff,
          enabled: true,
          enabledAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString(),
        },
        sessions: [],
        offerEndOthers: false,
      })
      await userEvent
        .setup()
        .click(screen.getByRole('button', { name: 'Generează coduri de recuperare noi' }))
      return waitFor(() => screen.getByRole('dialog'))
    },
  },
  '/users/invite': {
    validator: 'users/invitations#invitationValidator',
    show: () => page(UsersInvite, { invitations: [], ...list, state: listState, sentTo: null }),
  },
  '/administrare/users (create)': {
    validator: 'users/users#createUserValidator',
    show: () => page(AdminUsersCreate, { organizations: [{ id: 'org-1', name: 'Fundația' }] }),
  },
  '/administrare/users/{uid}/edit': {
    validator: 'users/users#editUserValidator',
    show: () =>
      page(AdminUsersEdit, {
        user,
        twoFactor: { enabled: false, enabledAt: null, canReset: false },
        openSessions: 0,
        timeline: [],
      }),
  },
  '/organizations/create': {
    validator: 'organizations/organizations#createOrganizationValidator',
    show: () => page(OrganizationsCreate, { created: null }),
  },
  '/organizations/invite': {
    validator: 'organizations/organizations#inviteOrganizationValidator',
    show: () => page(OrganizationsInvite, { sentTo: null }),
  },
  '/organizations/{uid} (profile)': {
    validator: 'organizations/organizations#organizationProfileValidator',
    show: () => page(OrganizationProfile, { organization, timeline: [] }),
  },
  '/organizations/{uid}/settings': {
    validator: 'organizations/organizations#organizationSettingsValidator',
    show: () =>
      page(OrganizationSettings, {
        organization: { uid: 'org-1', name: 'Fundația', industryId: null, nicheIds: [] },
        industries: [],
      }),
  },
  '/organizations/{uid}/branding': {
    validator: 'organizations/organizations#organizationBrandingValidator',
    show: () => page(OrganizationBranding, { organization }),
  },
  '/organizations/{uid}/efactura': {
    validator: 'organizations/anaf_credentials#anafCredentialsValidator',
    show: () => page(OrganizationEfactura, { organization, credentials: null }),
  },
  'add-community modal': {
    validator: 'communities/communities#createCommunityValidator',
    show: () =>
      page(CommunityModal, {
        isOpen: true,
        onOpenChange: noop,
        organizationUid: 'org-1',
        community: null,
        impactAreas: [{ value: 1, label: 'Educație' }],
        domain: 'comunitati.ro',
      }),
    notShown: { organization_id: 'the organization the modal is opened for' },
  },
  'edit-community modal': {
    validator: 'communities/communities#updateCommunityValidator',
    show: () =>
      page(CommunityModal, {
        isOpen: true,
        onOpenChange: noop,
        organizationUid: 'org-1',
        community: {
          uid: 'com-1',
          name: 'Tineri',
          slug: 'tineri',
          description: '',
          impactAreas: [],
        },
        impactAreas: [{ value: 1, label: 'Educație' }],
        domain: 'comunitati.ro',
      }),
  },
  '/communities/{uid}/edit, tab Comunitate': {
    validator: 'communities/community_settings#communityDetailsValidator',
    show: () => pageTab(CommunityEdit, { community, geocoder: false }, 'Comunitate'),
  },
  '/communities/{uid}/edit, tab Branding': {
    validator: 'communities/community_settings#brandingValidator',
    show: () => pageTab(CommunityEdit, { community, geocoder: false }, 'Branding'),
  },
  '/communities/{uid}/edit, tab Contact': {
    validator: 'communities/community_settings#contactValidator',
    show: () => pageTab(CommunityEdit, { community, geocoder: false }, 'Contact'),
  },
  '/communities/{uid}/edit, tab Link-uri': {
    validator: 'communities/community_settings#linksValidator',
    show: () => pageTab(CommunityEdit, { community, geocoder: false }, 'Link-uri'),
  },
  '/communities/{uid}/configuration, tab profile': {
    validator: 'communities/community_settings#profileValidator',
    show: () => pageTab(CommunityConfiguration, settingsProps, 'Profil'),
  },
  '/community/settings, tab profile': {
    validator: 'communities/community_settings#profileValidator',
    show: () => pageTab(CommunitySettings, settingsProps, 'Profil'),
  },
  '/community/settings, tab links': {
    validator: 'communities/community_settings#linksValidator',
    show: () => pageTab(CommunitySettings, settingsProps, 'Link-uri'),
  },
  '/community/settings, tab other info': {
    validator: 'communities/community_settings#otherInfoValidator',
    show: () => pageTab(CommunitySettings, settingsProps, 'Alte informații'),
  },
  '/community/styles, tab branding': {
    validator: 'communities/community_settings#brandingValidator',
    show: () => pageTab(CommunityStyles, { community }, 'Branding'),
  },
  '/community/styles, tab intro': {
    validator: 'communities/community_settings#introValidator',
    show: () => pageTab(CommunityStyles, { community }, 'Intro'),
  },
  '/mobile-app/settings': {
    validator: 'mobile_app/mobile_settings#authModulesValidator',
    show: () =>
      page(MobileAppSettings, {
        authModules: { google: true, facebook: false, apple: false, email: true },
      }),
  },
  '/mobile-app/styling': {
    validator: 'mobile_app/mobile_settings#stylingValidator',
    show: () =>
      page(MobileAppStyling, {
        branding: { primary_color: '#112233', secondary_color: '#445566' },
        signInHeader: null,
      }),
  },
  'contact modal': {
    validator: 'contacts/contact#contactValidator',
    show: () => page(ContactModal, { isOpen: true, onOpenChange: noop, contact: null }),
  },
  'list modal': {
    validator: 'contact_lists/contact_list#contactListValidator',
    show: () => page(ContactListModal, { isOpen: true, onOpenChange: noop, list: null }),
  },
  'company modal': {
    validator: 'companies/company#companyValidator',
    show: () => page(CompanyModal, { isOpen: true, onOpenChange: noop, company: null }),
  },
  '/products/create': {
    validator: 'products/product#productValidator',
    show: () =>
      page(ProductEdit, {
        product: null,
        options: {
          product_type: { fizic: 'Fizic' },
          product_payment_type: { unica: 'Unică' },
          product_delivery_type: { curier: 'Curier' },
          product_format_type: { standard: 'Standard' },
        },
        rate: { eurron: 5, date: null },
      }),
  },
  '/feeds/create': {
    validator: 'feeds/feed#feedValidator',
    show: () =>
      page(FeedEdit, {
        feed: null,
        options: {
          types: [{ value: 'post', label: 'Postare' }],
          visibilities: [{ value: 'public', label: 'Public' }],
          quizzes: [],
          quests: [],
        },
      }),
    requiredWhen: { text: 'a post (the default type) needs its text' },
  },
  '/events/create': {
    validator: 'events/event#createEventValidator',
    show: () => page(EventCreate, { options: eventFormOptions }),
  },
  '/events/{uid} (Event tab)': {
    validator: 'events/event#eventTabValidator',
    show: () =>
      page(EventForm, {
        mode: 'edit',
        action: '/events/x/edit',
        initial: null,
        options: eventFormOptions,
      }),
  },
  '/events/{uid} (Branding tab)': {
    validator: 'events/event_tabs#eventBrandingValidator',
    show: () => pageTab(EventEdit, eventEditProps, 'Branding'),
  },
  '/events/{uid} (Contact tab)': {
    validator: 'events/event_tabs#eventContactValidator',
    show: () => pageTab(EventEdit, eventEditProps, 'Contact'),
  },
  '/events/{uid} (Sales Info tab)': {
    validator: 'events/event_tabs#salesInfoValidator',
    show: () => pageTab(EventEdit, eventEditProps, 'Informații de vânzare'),
  },
  '/events/{uid} (Links tab)': {
    validator: 'events/event_tabs#eventLinksValidator',
    show: () => pageTab(EventEdit, eventEditProps, 'Link-uri'),
  },
  '/events/{uid} (Partners and Sponsors tab)': {
    validator: 'events/event_tabs#partnersValidator',
    show: () => pageTab(EventEdit, eventEditProps, 'Parteneri și sponsori'),
  },
  '/events/{uid} (Participanți tab)': {
    validator: 'events/registrations#addAttendeeValidator',
    show: () => pageTab(EventEdit, eventEditProps, 'Participanți'),
  },
  '/events/{uid}/check-in': {
    validator: 'events/registrations#checkInValidator',
    show: () =>
      page(CheckIn, {
        event: {
          uid: '00000000-0000-4000-8000-000000000001',
          name: 'Atelier',
          startAt: '2031-05-10T09:00:00.000+03:00',
        },
        counts: {
          limit: 0,
          held: 0,
          confirmed: 0,
          waiting: 0,
          offered: 0,
          cancelled: 0,
          checked_in: 0,
        },
        result: null,
      }),
  },
  '/segments/create': {
    validator: 'segments/segment#segmentValidator',
    show: () => page(SegmentEdit, { segment: null, productIds: [], products: [] }),
  },
  '/quizzes/{uid} (a quiz of one question: a new one starts with none)': {
    validator: 'quizzes/quiz#quizValidator',
    show: () =>
      page(QuizEdit, {
        quiz: {
          uid: 'q',
          name: 'Quiz',
          deletedAt: null,
          questions: [
            { id: 1, text: 'Î', type: 'single', answers: [{ id: 2, text: 'R', segment_id: null }] },
          ],
        },
        segments: [],
      }),
  },
  '/quests/{uid} (a quest of one question: a new one starts with none)': {
    validator: 'quests/quest#questValidator',
    show: () =>
      page(QuestEdit, {
        quest: {
          uid: 'q',
          title: 'Quest',
          quest_type: 'quiz',
          description: 'D',
          coverUrl: null,
          deletedAt: null,
          quiz_data: {
            questions: [
              {
                id: 1,
                text: 'Î',
                answers: [
                  { id: 2, text: 'A', is_correct: true },
                  { id: 3, text: 'B', is_correct: false },
                ],
              },
            ],
          },
        },
        types: [{ value: 'quiz', label: 'Quiz' }],
      }),
  },
  '/administrare/bids/{uid}/create-invoice': {
    validator: 'invoices/invoice#invoiceValidator',
    show: () => page(CreateInvoice, createInvoiceProps()),
  },
  '/lots/create': {
    validator: 'lots/lot#lotValidator',
    show: () => page(LotEdit, { lot: null, status: null, cars: [] }),
  },
  '/lots/{uid}/cars/create': {
    validator: 'lots/lot#carValidator',
    show: () =>
      page(CarEdit, {
        lot: {
          uid: 'l',
          title: 'Licitație',
          startsAt: '2026-12-01T08:00:00Z',
          endsAt: '2026-12-02T08:00:00Z',
        },
        car: null,
      }),
  },
  '/lot/{lot_uid}/car/{car_uid} ("Adaugă ofertă")': {
    validator: 'lots/lot#bidValidator',
    show: () =>
      page(CarPage, {
        lot: {
          uid: 'l',
          title: 'Licitație',
          startsAt: '2026-12-01T08:00:00Z',
          endsAt: '2026-12-02T08:00:00Z',
          state: 'open',
          closedEarlyAt: null,
        },
        car: {
          uid: 'c',
          make: 'Dacia',
          model: 'Logan',
          year: 2018,
          description: 'D',
          startingPrice: '3000.00',
          photoUrl: null,
        },
        bids: [],
        award: { awardedUid: null, invoiced: false, nextUid: null },
        rate: { eurron: 5, date: null },
      }),
  },
  '/segments/{uid}/contacts ("Adaugă un contact manual")': {
    validator: 'segment_contacts/segment_contact#segmentContactValidator',
    show: () =>
      page(SegmentContacts, {
        segment: { uid: 's', name: 'Pasionați de foto', code: 'FOTO' },
        total: 0,
        contacts: [],
        ...list,
        state: listState,
      }),
  },
  // The page opens without an address (nothing searched yet): the validator's e-mail is optional.
  '/mobile-app/members (the e-mail search)': {
    validator: 'mobile_app/member_lookup#memberLookupValidator',
    show: () => page(MemberAccounts, { email: '', account: null }),
  },
  // The GDPR dialogs (docs/security.md, "GDPR requests and consent"), each opened by its button.
  "the contact page's erasure dialog": {
    validator: 'gdpr/gdpr#erasureValidator',
    show: () => {
      page(EraseDialog, {
        isOpen: true,
        onOpenChange: noop,
        contactUid: 'c',
        name: 'Ana Pop',
        today: dayFromToday(0),
      })
      return waitFor(() => screen.getByRole('dialog'))
    },
  },
  "the contact page's consent dialog": {
    validator: 'gdpr/gdpr#consentValidator',
    requiredWhen: { given: 'given or withdrawn, asked as a choice of the two (a boolean sent)' },
    show: async () => {
      page(ConsentPanel, { contactUid: 'c', consents: [], canRecord: true })
      await userEvent.setup().click(screen.getByRole('button', { name: 'Înregistrează acordul' }))
      return waitFor(() => screen.getByRole('dialog'))
    },
  },
  "/gdpr/requests (the register's add dialog)": {
    validator: 'gdpr/gdpr#gdprRequestValidator',
    show: async () => {
      page(GdprRequests, { requests: [], today: dayFromToday(0) })
      await userEvent.setup().click(screen.getByRole('button', { name: 'Adaugă cerere' }))
      return waitFor(() => screen.getByRole('dialog'))
    },
  },
  "/gdpr/requests (the register's mark-done dialog)": {
    validator: 'gdpr/gdpr#gdprRequestDoneValidator',
    show: async () => {
      page(GdprRequests, {
        today: dayFromToday(0),
        requests: [
          {
            uid: 'r',
            kind: 'access',
            requesterName: 'Ana Pop',
            requesterEmail: null,
            receivedOn: dayFromToday(-7),
            dueOn: dayFromToday(24),
            doneAt: null,
            doneBy: null,
            note: '',
            state: 'open',
            contact: null,
          },
        ],
      })
      await userEvent.setup().click(screen.getByRole('button', { name: 'Marchează rezolvată' }))
      return waitFor(() => screen.getByRole('dialog'))
    },
  },
  '/kit (the demo form, development only)': {
    validator: 'kit/kit#kitFormValidator',
    show: () => page(Kit, { industries: [] }),
  },
}

/** Validators that are not the payload of a form a user fills in. */
const NOT_A_FORM: Record<string, string> = {
  'events/registrations#registrationValidator': 'the mobile app posts it (public JSON API)',
  'members/provider_sign_in#idTokenSignInValidator': 'the mobile app posts it (member API)',
  'members/provider_sign_in#facebookSignInValidator': 'the mobile app posts it (member API)',
  'members/content#memberFeedQueryValidator': 'the mobile app posts it (member API)',
  'members/content#questCompletionValidator': 'the mobile app posts it (member API)',
  'members/content#quizAnswersValidator': 'the mobile app posts it (member API)',
  'members/member_events#marketingConsentValidator': 'the mobile app posts it (member API)',
  'members/member_events#memberRegistrationValidator': 'the mobile app posts it (member API)',
  'members/profile#emailChangeValidator': 'the mobile app posts it (member API)',
  'members/profile#emailChangeVerifyValidator': 'the mobile app posts it (member API)',
  'members/profile#profileValidator': 'the mobile app posts it (member API)',
  'members/sign_in#emailSignInValidator': 'the mobile app posts it (member API)',
  'members/sign_in#emailSignInVerifyValidator': 'the mobile app posts it (member API)',
  // Two small forms of a closed lot's car page (its reason, and the bid posted as a hidden value);
  // not yet rendered here: the page's award panel needs a closed lot with a winner.
  'lots/lot#awardDecisionValidator': 'the car page award panel, not yet covered here',
  'communities/communities#checkSlugValidator': 'the slug input asks while typing',
  'communities/communities#communityModuleValidator': 'a module switch sends itself',
  'two_factor/two_factor#organizationTwoFactorValidator':
    "the switch of an organization's users tab sends itself",
  'communities/communities#switchCommunityValidator': 'the community switcher',
  'communities/community_settings#editSectionValidator':
    'which tab of /communities/{uid}/edit was sent, set by the page',
  'contacts/contact#bulkContactsValidator': 'the rows chosen in the contacts table',
  'contacts/contact#bulkListValidator': 'the rows chosen in the contacts table',
  'contacts/contact#contactOptionsValidator': 'a contact picker asks while typing (the bid form)',
  'contact_imports/contact_import#importDataValidator':
    'the import wizard builds it from its steps; the one field typed in, the new list title ' +
    '(marked required on step 3), is checked by ContactImportService (tests/http/contact_import.test.ts)',
  'contact_imports/contact_import#importPlanValidator':
    "the wizard's plan checked against the file's columns and the community's lists (metadata)",
  'kit/kit_image#kitImageValidator': 'the kit image uploader sends the file itself',
}

const validators = inject('validators')

afterEach(() => {
  pageMock.props = { locale: 'ro', errors: {} }
})

/**
 * What the validator needs filled in, as the form's fields: a list of
 * values (impact areas) is one control, a list of blocks (questions) is its
 * blocks' fields (`questions.*.text`); a switch always sends a value.
 */
function requiredByValidator(name: string, notShown: Record<string, string> = {}) {
  const fields = validators[name]
  if (!fields) throw new Error(`No validator ${name} (see tests/forms/global_setup.ts)`)
  const paths = fields.map((field) => field.path.join('.'))
  const listOfBlocks = (path: string) => paths.some((other) => other.startsWith(`${path}.*.`))
  return fields
    .filter((field) => field.presence === 'required' && field.kind !== 'boolean')
    .map((field) => field.path.join('.'))
    .filter((path) => !path.endsWith('*') && !listOfBlocks(path) && !(path in notShown))
    .sort()
}

/**
 * The fields the rendered form marks required: every control with
 * aria-required (or required), named by its `name` or, for a control made of
 * several pieces (a searchable select, a list of choices), by the
 * `data-field` of the piece around it; the rows of a list are one
 * (`questions.0.text` → `questions.*.text`). A read-only control is not
 * sent: not counted.
 */
function markedRequired(container: HTMLElement) {
  const marked = new Set<string>()
  for (const element of container.querySelectorAll<HTMLElement>(
    '[aria-required="true"], [required]'
  )) {
    if (element.hasAttribute('readonly') || element.getAttribute('aria-readonly') === 'true') {
      continue
    }
    const name =
      element.getAttribute('name') ||
      element.closest<HTMLElement>('[data-field]')?.dataset.field ||
      `(unnamed: ${element.outerHTML.slice(0, 80)})`
    marked.add(name.replace(/\.\d+(?=\.|$)/g, '.*'))
  }
  return [...marked].sort()
}

describe('every form marks required exactly what its validator requires', () => {
  pageMock.props = { locale: 'ro', errors: {} }
  for (const [form, { validator, show, notShown, requiredWhen }] of Object.entries(FORMS)) {
    test(form, async () => {
      Object.assign(pageMock.props, {
        auth: { user: { fullName: 'Ana Pop', email: 'ana@example.ro' }, role: 'super-admin' },
      })
      const container = (await show()) ?? document.body
      // The form is shown (a modal's content may arrive a moment later).
      await waitFor(() => expect(container.querySelector('[name]')).not.toBeNull())
      expect(markedRequired(container), `${form} (${validator})`).toEqual(
        [...requiredByValidator(validator, notShown), ...Object.keys(requiredWhen ?? {})].sort()
      )
    })
  }

  test('every validator is a form above or named as not a form (and those named exist)', () => {
    const covered = new Set([
      ...Object.values(FORMS).map((form) => form.validator),
      ...Object.keys(NOT_A_FORM),
    ])
    expect(Object.keys(validators).filter((name) => !covered.has(name))).toEqual([])
    expect(Object.keys(NOT_A_FORM).filter((name) => !(name in validators))).toEqual([])
  })
})
