import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDescriptions, readSchemaColumns, renderInventory, type DataDescriptions, type SchemaColumn } from "../src/server/store/data-inventory.js";
import { createStore } from "../src/server/store/create-store.js";
import type { Store } from "../src/server/store/store.js";
import { testDialect } from "./helpers/postgres-databases.js";
import { createTestDatabase } from "./helpers/test-server.js";

// The privacy pack's data inventory, from the schema the migrations make on the database under test (SQLite, and
// PostgreSQL in its run): every column described, and docs/privacy/data-inventory.md the inventory they make.
const ROOT = resolve(import.meta.dirname, "..");
const DESCRIPTIONS = resolve(ROOT, "docs/privacy/data-descriptions.json");
const INVENTORY = resolve(ROOT, "docs/privacy/data-inventory.md");

let store: Store;
let drop: () => Promise<void>;
let columns: SchemaColumn[];

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const url = database.url;
  store = await createStore(url.startsWith("sqlite:") ? { kind: "sqlite", path: url.slice("sqlite:".length) } : { kind: "postgres", url, poolSize: 2 });
  columns = await readSchemaColumns(store.db);
});

afterAll(async () => {
  await store?.close();
  await drop?.();
});

const descriptions = () => JSON.parse(readFileSync(DESCRIPTIONS, "utf8")) as DataDescriptions;

describe(`the data inventory (${testDialect()})`, () => {
  it("describes every table and column of the migrated schema, and only those; each column with personal data names its purpose", () => {
    expect(columns.length).toBeGreaterThan(100);
    expect(checkDescriptions(columns, descriptions())).toEqual([]);
  });

  it("is docs/privacy/data-inventory.md as the schema and the descriptions make it", () => {
    const inventory = renderInventory(columns, descriptions());
    // Where the schema or a description changed: UPDATE_DATA_INVENTORY=1 writes the file anew.
    if (process.env.UPDATE_DATA_INVENTORY === "1") writeFileSync(INVENTORY, inventory);
    expect(readFileSync(INVENTORY, "utf8"), "docs/privacy/data-inventory.md is stale: run UPDATE_DATA_INVENTORY=1 npx vitest run --project sqlite tests/data-inventory.test.ts").toBe(inventory);
  });
});
