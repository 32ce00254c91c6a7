// `npm run build -w @hookline/server`: compiles the server's entry points (the API, the job worker) to plain
// JavaScript in dist/, so production starts without compiling TypeScript at run time (docs/performance.md).
// Our own code (this app and @hookline/shared) is bundled; every npm package stays an import from node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(b) {
          // bare imports are packages, except our workspace package, which ships TypeScript source
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@hookline/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'build.mjs')) await buildServer();
