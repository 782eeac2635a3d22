import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const serverPort = Number(process.env.ORDSKY_DEV_API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
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
