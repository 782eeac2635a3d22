import type { RunningServer } from "./start-server.js";

/**
 * What `npm start` shows once the server listens: where to open it (here and from phones), where the data lives,
 * the first admin's setup code while one is needed, and how to stop. The first line is also what scripts wait for.
 */
export function startBanner(server: RunningServer, options: { headline: boolean }): string[] {
  const { config, lanAddress, store } = server.context;
  const lines = options.headline ? [`Ordsky is running on ${server.url}`] : [];
  const publicUrl = config.publicUrl ?? (lanAddress ? `http://${lanAddress}:${server.port}` : null);
  if (publicUrl) lines.push(`  Join links:  ${publicUrl} (what share links and QR codes use)`);
  if (options.headline) lines.push(`  Storage:     ${store.description}`);
  if (server.setupCode) {
    lines.push(`  Setup code:  ${server.setupCode} (the first admin account asks for it at ${publicUrl ?? server.url}/admin/login)`);
  }
  if (options.headline) lines.push("  Stop:        Ctrl+C");
  return lines;
}
