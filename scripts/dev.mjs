#!/usr/bin/env node
// `npm run dev`: the API on port 3001 (restarted on change) and Vite with hot reload on 3000,
// which forwards /api to it (vite.config.ts).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT || '3001', STATIC_DIR: '/nonexistent' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT || '3000', '--strictPort'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
