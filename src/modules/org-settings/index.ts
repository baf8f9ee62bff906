export { FAMILY_PLANS, FamilyGate, type OpenFamily } from './family-gate.ts';
export { DEFAULT_SETTINGS, FAMILIES, type Family, type OrgSettings } from './org-settings.repository.ts';
export { OrgSettingsService } from './org-settings.service.ts';
export { registerOrgSettingsRoutes, type OrgSettingsRouteDeps } from './org-settings.routes.ts';
