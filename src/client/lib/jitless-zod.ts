/**
 * The client's zod: vite.config.ts resolves every `import … from "zod"` of the client bundle (src/shared's schemas
 * included) to this module, so the setting below runs after zod loads and before any schema is built, whatever
 * chunk each lands in. Our Content-Security-Policy has no 'unsafe-eval'; zod 4 probes `new Function` as it builds
 * its first object schema, to compile faster parsers, and the browser reports the refused probe as a violation on
 * every page although zod catches the throw. Jitless, zod never probes; the messages a page parses are few and small.
 */
import { z } from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
