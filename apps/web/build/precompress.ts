// Vite plugin: after the build, writes a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/, so the
// server sends them by content negotiation without compressing anything per request (docs/performance.md).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses every text file of `dir` at the highest levels; a copy that would not be smaller is not written. */
export async function precompressDir(dir: string) {
  const jobs = [...files(dir)]
    .filter((file) => TEXT.test(file))
    .map(async (file) => {
      const raw = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
    });
  await Promise.all(jobs);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hookline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
