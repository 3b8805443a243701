export const policies = {
  UserPolicy: () => import('#policies/user_policy'),
  InvitationPolicy: () => import('#policies/invitation_policy'),
  OrganizationPolicy: () => import('#policies/organization_policy'),
  CommunityPolicy: () => import('#policies/community_policy'),
  MemberPolicy: () => import('#policies/member_policy'),
  TwoFactorPolicy: () => import('#policies/two_factor_policy'),
}
