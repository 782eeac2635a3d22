import { parse } from "@formatjs/icu-messageformat-parser";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const serverPort = Number(process.env.ORDSKY_DEV_API_PORT ?? 3001);

/**
 * The built client ships its message catalogues already parsed (ICU MessageFormat to the AST react-intl formats from)
 * and without the parser: every page load parsed each message it showed, and the parser was a sixth of the chunk
 * every page loads. The sources stay ICU text (what translators edit and messages.test.ts checks); `npm run dev`
 * parses them at runtime as before.
 */
function precompiledMessages(): Plugin {
  return {
    name: "ordsky-precompiled-messages",
    apply: "build",
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }] } }),
    async transform(code, id) {
      const catalogue = /\/src\/client\/i18n\/messages\/(en|da)\.ts$/.exec(id);
      if (!catalogue) return null;
      // The catalogue is data (one exported object of strings; its TypeScript already stripped here): run it as it is.
      const exported = Object.entries(await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`));
      if (exported.length !== 1) throw new Error(`${id}: a catalogue exports one object`);
      const [name, messages] = exported[0] as [string, Record<string, string>];
      const parsed = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text, { locale: new Intl.Locale(catalogue[1]!) })]));
      // JSON.parse of a string: V8 reads JSON faster than an object literal of the same size.
      return { code: `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(parsed))});`, map: null };
    },
  };
}

/**
 * Every `import … from "zod"` of the client (src/shared's included) gets zod set to jitless first
 * (src/client/lib/jitless-zod.ts): a setting run by main.tsx would come after the chunk that holds zod and the shared
 * schemas had already built them. The server keeps the compiled parsers.
 */
function jitlessZod(): Plugin {
  const configured = fileURLToPath(new URL("./src/client/lib/jitless-zod.ts", import.meta.url));
  return { name: "ordsky-jitless-zod", config: () => ({ resolve: { alias: [{ find: /^zod$/, replacement: configured }] } }) };
}

export default defineConfig({
  plugins: [react(), precompiledMessages(), jitlessZod()],
  root: "src/client",
  publicDir: "public",
  build: { outDir: "../../dist/client", emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://localhost:${serverPort}`,
      "/health": `http://localhost:${serverPort}`,
      "/ws": { target: `ws://localhost:${serverPort}`, ws: true },
    },
  },
});
