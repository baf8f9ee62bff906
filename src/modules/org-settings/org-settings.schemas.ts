import { Type } from 'typebox';
import { Body, IntegerId } from '../../platform/http/schema.ts';

export const OrgIdParams = Type.Object({ org_id: IntegerId });

export const AiConfigBody = Body(
  { ai_enabled: Type.Optional(Type.Boolean()), copilot_enabled: Type.Optional(Type.Boolean()) },
  { title: 'AiConfigBody', description: 'Absent fields keep their value' },
);

export const PaymentsConfigBody = Body(
  { payments_enabled: Type.Optional(Type.Boolean()) },
  { title: 'PaymentsConfigBody', description: 'Absent fields keep their value' },
);

export const FeaturesConfigBody = Body(
  {
    communities: Type.Optional(Type.Boolean()),
    podcasts: Type.Optional(Type.Boolean()),
    boards: Type.Optional(Type.Boolean()),
    playgrounds: Type.Optional(Type.Boolean()),
    collections: Type.Optional(Type.Boolean()),
  },
  { title: 'FeaturesConfigBody', description: 'Switches families off or on; absent ones keep their value' },
);
