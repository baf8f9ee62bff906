/** What other modules read of packs; every read names the organization. */
import type { Tx } from '../../db.ts';
import { PacksRepository } from './packs.repository.ts';

const repo = new PacksRepository();

/**
 * The member seats the organization's active `member_seats` packs add to its plan's member limit (0 when none).
 * The organizations module is given this at composition (it may not import packs).
 */
export async function activeMemberSeats(db: Tx, orgId: number): Promise<number> {
  return (await repo.activeTotals(db, orgId)).member_seats;
}
