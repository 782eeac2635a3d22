// Development: the API server (tsx watch) on port 3001 and Vite with hot reload on 5173, proxying /api and /ws.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], { stdio: "inherit", env: { ...process.env, PORT: "3001", LOG_LEVEL: "info" } }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
