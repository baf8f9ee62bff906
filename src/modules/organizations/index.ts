export { InvitesService, type Admission } from './invites.service.ts';
export { type OrgRow } from './organizations.repository.ts';
export { findMemberRole, findOrgPlan, memberRolePart, orgPlanPart } from './organizations.reads.ts';
export {
  OrganizationsService,
  memberRoleLookup,
  type ExtraSeats,
  type MemberRemovedListener,
} from './organizations.service.ts';
export { registerOrganizationRoutes } from './organizations.routes.ts';
export { OrgRead, presentOrg } from './organizations.presenter.ts';
export { PLANS, isPlan, planAtLeast, requirePlan, type Plan } from '../plans/index.ts';
export { ProvisioningService } from './provisioning.service.ts';
export { registerProvisioningRoutes } from './provisioning.routes.ts';
