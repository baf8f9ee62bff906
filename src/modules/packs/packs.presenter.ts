/** What leaves the API about packs [CONTRACT 11]. */
import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate, ClosedString } from '../../platform/http/schema.ts';
import { PACK_CATALOGUE, PACK_TYPES } from './packs.catalogue.ts';
import type { PackRow, PackTotals } from './packs.repository.ts';

const PackIdRead = ClosedString(
  PACK_CATALOGUE.map((p) => p.pack_id),
  { description: 'The catalogue id' },
);

export const PackRead = Type.Object(
  {
    id: Type.Integer(),
    pack_uuid: Type.String(),
    org_id: Type.Integer(),
    pack_id: PackIdRead,
    pack_type: ClosedString(PACK_TYPES),
    quantity: Type.Integer(),
    platform_subscription_id: Type.String(),
    status: ClosedString(['active', 'cancelled']),
    cancel_at_period_end: Type.Boolean({
      description: 'The subscription ends at the end of its period; the pack stays active until deactivated',
    }),
    activation_date: ApiDate,
    cancellation_date: Type.Union([ApiDate, Type.Null()], {
      description: 'When it was last cancelled; null while it never was',
    }),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'PackRead' },
);
export type PackRead = Static<typeof PackRead>;

export const CataloguePackRead = Type.Object(
  { pack_id: PackIdRead, pack_type: ClosedString(PACK_TYPES), quantity: Type.Integer() },
  { title: 'CataloguePackRead' },
);

export const OrgPacksRead = Type.Object(
  {
    active: Type.Array(PackRead),
    available: Type.Array(CataloguePackRead, { description: 'The catalogue' }),
    totals: Type.Object({
      ai_credits: Type.Integer({
        description: 'AI credits of the active packs (the budget; 0: not metered)',
      }),
      member_seats: Type.Integer({ description: "Seats the active packs add to the plan's member limit" }),
      ai_credits_used: Type.Integer({ description: 'AI credits spent so far' }),
      ai_credits_remaining: Type.Union([Type.Integer(), Type.Null()], {
        description: 'Credits left; null when there is no budget (generation is not metered)',
      }),
    }),
  },
  { title: 'OrgPacksRead' },
);
export type OrgPacksRead = Static<typeof OrgPacksRead>;

export function presentPack(row: PackRow): PackRead {
  return {
    id: row.id,
    pack_uuid: row.pack_uuid,
    org_id: row.org_id,
    pack_id: row.pack_id,
    pack_type: row.pack_type,
    quantity: row.quantity,
    platform_subscription_id: row.platform_subscription_id,
    status: row.status,
    cancel_at_period_end: row.cancel_at_period_end,
    activation_date: toApiDate(row.activation_date),
    cancellation_date: row.cancellation_date === null ? null : toApiDate(row.cancellation_date),
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

export function presentOrgPacks(
  active: readonly PackRow[],
  totals: PackTotals,
  used: number,
  remaining: number | null,
): OrgPacksRead {
  return {
    active: active.map(presentPack),
    available: PACK_CATALOGUE.map((p) => ({ ...p })),
    totals: { ...totals, ai_credits_used: used, ai_credits_remaining: remaining },
  };
}
