// The import rules of docs/ARCHITECTURE.md ("Layers"), checked by `npm run check:layers` (part of `npm test`).
// Each rule's comment is the message a violation prints; keep them in step with the document.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import circles (type-only ones too) hide which module is the lower layer: move the shared part into a file of its own.",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-imports-neither-side",
      severity: "error",
      comment: "src/shared is imported by both the browser and the server, so it may import neither.",
      from: { path: "^src/shared/" },
      to: { path: "^src/(client|server)/" },
    },
    {
      name: "client-never-imports-server",
      severity: "error",
      comment: "The client talks to the server over HTTP and /ws only; shared types come from src/shared.",
      from: { path: "^src/client/" },
      to: { path: "^src/server/" },
    },
    {
      name: "server-never-imports-client",
      severity: "error",
      comment: "The server serves the built client as files; it never imports its code.",
      from: { path: "^src/server/" },
      to: { path: "^src/client/" },
    },
    {
      name: "store-knows-no-rules-or-sockets",
      severity: "error",
      comment: "The store holds queries only: no services (rules), no realtime (sockets), no HTTP, no configuration loader.",
      from: { path: "^src/server/store/" },
      to: { path: "^src/server/(features|realtime|http)/|^src/server/(context|start-server|main)[.]ts$" },
    },
    {
      name: "services-never-import-http",
      severity: "error",
      comment: "Services take validated arguments and never see a request: only a feature's routes.ts may import src/server/http/.",
      from: { path: "^src/server/(features|realtime|store)/", pathNot: "^src/server/features/[^/]+/routes[.]ts$" },
      to: { path: "^src/server/http/" },
    },
    {
      name: "only-transports-import-services",
      severity: "error",
      comment: "The live engine (hub, bus, fan-out) sits below the services; only the socket server calls them, as routes do.",
      from: { path: "^src/server/realtime/", pathNot: "^src/server/realtime/socket-server[.]ts$|[.]test[.]ts$" },
      to: { path: "^src/server/features/" },
    },
    {
      name: "settings-come-through-the-context",
      severity: "error",
      comment: "config.ts reads the environment for the composition root; features, realtime and store get settings from AppContext or arguments.",
      from: { path: "^src/server/(features|realtime|store|http)/" },
      to: { path: "^src/server/config[.]ts$" },
    },
    {
      name: "nothing-imports-the-composition-root",
      severity: "error",
      comment: "main.ts and start-server.ts wire everything together; nothing below them imports them (tests may).",
      from: { path: "^src/server/(features|realtime|store|http)/", pathNot: "[.]test[.]ts$" },
      to: { path: "^src/server/(main|start-server|cluster-primary|demo)[.]ts$" },
    },
    {
      name: "product-never-imports-tests",
      severity: "error",
      comment: "Test helpers, e2e and bench code never ship: product code does not import them.",
      from: { path: "^src/", pathNot: "[.]test[.]tsx?$" },
      to: { path: "^(tests|e2e|bench)/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to nothing.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^node_modules|^dist/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
