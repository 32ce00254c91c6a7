// The import boundary check (scripts/check-boundaries.mjs, run by `npm run lint`) refuses an import cycle: run on a
// small tree laid out like the repository's, it fails on two files that import each other and passes once one of
// the imports is type-only (erased at build time).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../../scripts/check-boundaries.mjs');
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-boundaries-'));
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), text);
};
const check = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

describe('import boundary check', () => {
  it('the repository passes it', () => {
    const run = check(path.resolve(import.meta.dirname, '../../..'));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('refuses an import cycle and names every file of it', () => {
    write('apps/server/src/modules/a/one.ts', "import { two } from '../b/two';\nexport const one = () => two;\n");
    write('apps/server/src/modules/b/two.ts', "import { three } from './three';\nexport const two = three;\n");
    write('apps/server/src/modules/b/three.ts', "import { one } from '../a/one';\nexport const three = one;\n");
    const run = check(tree);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'import cycle: apps/server/src/modules/a/one.ts -> apps/server/src/modules/b/two.ts -> ' +
        'apps/server/src/modules/b/three.ts -> apps/server/src/modules/a/one.ts',
    );
  });

  it('a type-only import closes no cycle', () => {
    write('apps/server/src/modules/b/three.ts', "import type { one } from '../a/one';\nexport const three = 3;\n");
    const run = check(tree);
    expect(run.stdout).toContain('Import boundaries: ok');
    expect(run.status).toBe(0);
  });
});
