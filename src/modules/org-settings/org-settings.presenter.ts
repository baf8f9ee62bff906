/** What leaves the API about an organization's settings [CONTRACT 11]. */
import { Type, type Static } from 'typebox';
import { ClosedString } from '../../platform/http/schema.ts';
import type { OrgSettings } from './org-settings.repository.ts';

export const OrgConfigRead = Type.Object(
  {
    signup_mechanism: ClosedString(['open', 'inviteOnly']),
    ai_enabled: Type.Boolean(),
    copilot_enabled: Type.Boolean(),
    payments_enabled: Type.Boolean(),
    features: Type.Object(
      {
        communities: Type.Boolean(),
        podcasts: Type.Boolean(),
        boards: Type.Boolean(),
        playgrounds: Type.Boolean(),
        collections: Type.Boolean(),
      },
      { description: 'A switched-off family answers 404 to reads and 403 `feature_disabled` to writes' },
    ),
  },
  { title: 'OrgConfigRead' },
);
export type OrgConfigRead = Static<typeof OrgConfigRead>;

export function presentConfig(signupMechanism: string, settings: OrgSettings): OrgConfigRead {
  return {
    signup_mechanism: signupMechanism,
    ai_enabled: settings.ai_enabled,
    copilot_enabled: settings.copilot_enabled,
    payments_enabled: settings.payments_enabled,
    features: { ...settings.features },
  };
}
