/*
|--------------------------------------------------------------------------
| Bouncer policies
|--------------------------------------------------------------------------
| One policy per resource, lazily imported. Later issues add theirs here.
*/
export const policies = {
  UserPolicy: () => import('#policies/user_policy'),
  InvitationPolicy: () => import('#policies/invitation_policy'),
  OrganizationPolicy: () => import('#policies/organization_policy'),
  CommunityPolicy: () => import('#policies/community_policy'),
}
