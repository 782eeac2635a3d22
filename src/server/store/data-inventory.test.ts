import { describe, expect, it } from "vitest";
import { checkDescriptions, kindOf, renderInventory, type DataDescriptions, type SchemaColumn } from "./data-inventory.js";

const columns: SchemaColumn[] = [
  { table: "feedback", column: "id", type: "integer" },
  { table: "feedback", column: "participant_id", type: "text" },
  { table: "feedback", column: "content", type: "text" },
];

const described: DataDescriptions = {
  tables: {
    feedback: {
      holds: "Words participants send.",
      retention: "Deleted with its session.",
      columns: {
        id: { personal: "none", holds: "Running number." },
        participant_id: { personal: "pseudonymous", holds: "The participant number.", purpose: "Counts a person once." },
        content: { personal: "content", holds: "The entry | as typed.", purpose: "Shown to the host." },
      },
    },
  },
};

describe("the data inventory", () => {
  it("finds nothing wrong when every column is described, each personal one with its purpose", () => {
    expect(checkDescriptions(columns, described)).toEqual([]);
  });

  it("fails on a column the migrations added without a description, and on a table nobody described", () => {
    const added = [...columns, { table: "feedback", column: "device", type: "text" as const }, { table: "audit_log", column: "actor", type: "text" as const }];
    expect(checkDescriptions(added, described)).toEqual(["column feedback.device is not described", "table audit_log is not described"]);
  });

  it("fails on a description of a column that is gone, on personal data kept for no stated purpose, and on an unknown kind", () => {
    const wrong: DataDescriptions = structuredClone(described);
    wrong.tables.feedback!.columns.term = { personal: "content", holds: "The normalised word." };
    wrong.tables.feedback!.columns.participant_id = { personal: "personal" as never, holds: "x", purpose: "y" };
    expect(checkDescriptions(columns, wrong)).toEqual([
      "feedback.participant_id: personal must be one of none, identifying, pseudonymous, content, metadata",
      "feedback.term is described but not in the schema",
      "feedback.term holds personal data (content) but names no purpose",
    ]);
  });

  it("reads SQLite's declared types and PostgreSQL's type names as the same kinds", () => {
    expect(["TEXT", "text", "varchar", "character varying"].map(kindOf)).toEqual(["text", "text", "text", "text"]);
    expect(["INTEGER", "int4", "int8", "bigint"].map(kindOf)).toEqual(["integer", "integer", "integer", "integer"]);
    expect(["REAL", "float8", "numeric"].map(kindOf)).toEqual(["real", "real", "real"]);
    expect(kindOf("jsonb")).toBe("other");
  });

  it("renders each table with its retention and each column with its type, what it says of a person and why", () => {
    const inventory = renderInventory(columns, described);
    expect(inventory).toContain("## feedback\n\nWords participants send.\n\nRetention: Deleted with its session.");
    expect(inventory).toContain("| `id` | integer | — | Running number. |");
    expect(inventory).toContain("| `participant_id` | text | pseudonymous | The participant number. Counts a person once. |");
    expect(inventory).toContain("| `content` | text | written by a person | The entry \\| as typed. Shown to the host. |");
    expect(inventory).toContain("1 tables and 3 columns, of which 2 hold personal");
  });
});
