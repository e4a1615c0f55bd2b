import type { Database } from '../db/database';

/** What every route plugin receives: the database, the clock (tests fix it) and the dispatch speed. */
export type RouteDeps = {
  db: Database;
  clock: () => Date;
  dispatchSpeed: number;
};
