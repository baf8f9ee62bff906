import { Type } from 'typebox';
import { Body, IntegerId, StringEnum } from '../../platform/http/schema.ts';
import { PACK_IDS } from './packs.catalogue.ts';

export const OrgIdParams = Type.Object({ org_id: IntegerId });

const SubscriptionId = Type.String({
  minLength: 1,
  maxLength: 255,
  description: "The billing system's subscription id; it belongs to one organization",
});

export const ActivatePackBody = Body(
  {
    pack_id: StringEnum(PACK_IDS, { description: 'A catalogue id; any other is a 422' }),
    platform_subscription_id: SubscriptionId,
  },
  { title: 'ActivatePackBody' },
);

export const SubscriptionBody = Body(
  { platform_subscription_id: SubscriptionId },
  { title: 'PackSubscriptionBody' },
);

/** The header the internal routes authenticate with (documented as the `platformKey` security scheme). */
export const PLATFORM_KEY_HEADER = 'x-platform-key';
