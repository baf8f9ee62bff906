export { FAMILY_PLANS, FamilyGate, type OpenFamily } from './family-gate.ts';
export { DEFAULT_SETTINGS, FAMILIES, type Family, type OrgSettings } from './org-settings.repository.ts';
