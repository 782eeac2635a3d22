/**
 * Preloaded into a bench server (`--require`) to run Ordsky on better-sqlite3 instead of Node's built-in node:sqlite,
 * for the side-by-side figures of `npm run bench -- sqlite-drivers`. better-sqlite3 is not a dependency (it compiles
 * at install): BENCH_BETTER_SQLITE3 names a folder where it is installed. Every `node:sqlite` import and require of
 * the process resolves to a `DatabaseSync` made of better-sqlite3 with the members Ordsky uses. CommonJS and
 * `--require` because only that kind of preload also runs in the checkpointer's eval'd worker thread, so both
 * connections to the file use the same SQLite library (two copies of SQLite in one process would not see each
 * other's file locks).
 */
"use strict";
const { createRequire, registerHooks } = require("node:module");

const folder = process.env.BENCH_BETTER_SQLITE3;
if (!folder) throw new Error("BENCH_BETTER_SQLITE3 must name a folder where better-sqlite3 is installed");
const Better = createRequire(`${folder}/`)("better-sqlite3");

/** node:sqlite's DatabaseSync, as far as Ordsky uses it, over better-sqlite3. */
class DatabaseSync {
  #database;

  constructor(file, options = {}) {
    this.#database = new Better(file, { timeout: options.timeout ?? 0 });
  }

  get isOpen() {
    return this.#database.open;
  }

  get isTransaction() {
    return this.#database.inTransaction;
  }

  exec(sql) {
    this.#database.exec(sql);
  }

  prepare(sql) {
    const statement = this.#database.prepare(sql);
    // better-sqlite3 refuses get/all on a statement that returns no rows; node:sqlite runs it.
    const read = (method) => (...parameters) => (statement.reader ? statement[method](...parameters) : (statement.run(...parameters), method === "all" ? [] : undefined));
    return {
      run: (...parameters) => statement.run(...parameters),
      get: read("get"),
      all: read("all"),
      iterate: (...parameters) => statement.iterate(...parameters),
      columns: () => (statement.reader ? statement.columns() : []),
    };
  }

  close() {
    this.#database.close();
  }
}

const SHIM_URL = "ordsky-bench:sqlite-driver-swap";
// The shim module's source cannot close over the class, so it is handed over on globalThis.
globalThis.__benchDatabaseSync = DatabaseSync;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "node:sqlite") return { url: SHIM_URL, shortCircuit: true };
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (url !== SHIM_URL) return nextLoad(url, context);
    // CommonJS serves both: require() takes it as it is, import finds the named export in it.
    return { format: "commonjs", source: "module.exports = { DatabaseSync: globalThis.__benchDatabaseSync };", shortCircuit: true };
  },
});
