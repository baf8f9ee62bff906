/** The packs an operator's billing system may sell [CONTRACT 11]: each a type and a quantity. */

export const PACK_TYPES = ['ai_credits', 'member_seats'] as const;
export type PackType = (typeof PACK_TYPES)[number];

export interface CataloguePack {
  pack_id: string;
  pack_type: PackType;
  quantity: number;
}

export const PACK_CATALOGUE = [
  { pack_id: 'ai_500', pack_type: 'ai_credits', quantity: 500 },
  { pack_id: 'seats_200', pack_type: 'member_seats', quantity: 200 },
] as const satisfies readonly CataloguePack[];

export const PACK_IDS = PACK_CATALOGUE.map((pack) => pack.pack_id);
export type PackId = (typeof PACK_CATALOGUE)[number]['pack_id'];

export function cataloguePack(packId: string): CataloguePack | undefined {
  return PACK_CATALOGUE.find((pack) => pack.pack_id === packId);
}
