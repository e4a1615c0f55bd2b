// `npm run dev`: the API on API_PORT (3001) and Vite with HMR (proxying /services) side by side.
import { spawn } from 'node:child_process';
import { bin, ensureNodeModules, root } from './ensure-deps.mjs';

ensureNodeModules();
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  }),
);
