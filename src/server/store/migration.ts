import type { Kysely } from "kysely";
import type { Dialect } from "./store.js";

/** One schema change; `up` runs inside the migration transaction. */
export type Migration = {
  version: number;
  name: string;
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
};
