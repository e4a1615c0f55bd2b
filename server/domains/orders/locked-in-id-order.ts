import { and, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';

/**
 * The WHERE of an UPDATE over many orders that replicas may run at the same moment: the orders `due` picks, locked in
 * id order first (FOR UPDATE ... ORDER BY id), so two such updates wait for each other instead of deadlocking by
 * locking the same rows in different orders. `due` is checked again on each row once it is locked.
 */
export const lockedInIdOrder = (db: Database, due: SQL | undefined): SQL | undefined =>
  and(due, inArray(orders.id, db.select({ id: orders.id }).from(orders).where(due).orderBy(orders.id).for('update')));
