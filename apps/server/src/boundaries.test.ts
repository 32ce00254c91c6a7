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
    write(
      'apps/server/src/modules/users/one.ts',
      "import { two } from '../bills/two';\nexport const one = () => two;\n",
    );
    write('apps/server/src/modules/bills/two.ts', "import { three } from './three';\nexport const two = three;\n");
    write('apps/server/src/modules/bills/three.ts', "import { one } from '../users/one';\nexport const three = one;\n");
    const run = check(tree);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'import cycle: apps/server/src/modules/bills/three.ts -> apps/server/src/modules/users/one.ts -> ' +
        'apps/server/src/modules/bills/two.ts -> apps/server/src/modules/bills/three.ts',
    );
  });

  it('a type-only import closes no cycle', () => {
    write(
      'apps/server/src/modules/bills/three.ts',
      "import type { one } from '../users/one';\nexport const three = 3;\n",
    );
    const run = check(tree);
    expect(run.stdout).toContain('Import boundaries: ok');
    expect(run.status).toBe(0);
  });

  it('refuses an import from a lower layer to a higher one, naming the rule', () => {
    fs.rmSync(path.join(tree, 'apps'), { recursive: true, force: true });
    write('apps/server/src/modules/jobs/run.ts', "import { pay } from '../ledger/pay';\nexport const run = pay;\n");
    write('apps/server/src/modules/ledger/pay.ts', 'export const pay = 1;\n');
    expect(check(tree).status).toBe(0);
    // the ledger (a lower layer) reaching up into the job runner
    write('apps/server/src/modules/ledger/alert.ts', "import { run } from '../jobs/run';\nexport const alert = run;\n");
    const run = check(tree);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "apps/server/src/modules/ledger/alert.ts: imports '../jobs/run': a lower layer never imports a higher one " +
        '(ledger is ledger, jobs is composition',
    );
  });

  it('refuses a cycle between two modules of one layer, though no file imports itself', () => {
    fs.rmSync(path.join(tree, 'apps'), { recursive: true, force: true });
    write('apps/server/src/modules/bills/a.ts', "import { b } from '../users/b';\nexport const a = b;\n");
    write('apps/server/src/modules/users/b.ts', 'export const b = 1;\n');
    write('apps/server/src/modules/users/c.ts', "import { a } from '../bills/a';\nexport const c = a;\n");
    const run = check(tree);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('module cycle: bills, users import each other');
    expect(run.stderr).not.toContain('import cycle: ');
  });

  it('refuses a module that is in no layer', () => {
    fs.rmSync(path.join(tree, 'apps'), { recursive: true, force: true });
    write('apps/server/src/modules/newthing/x.ts', 'export const x = 1;\n');
    const run = check(tree);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("server module 'newthing' is in no layer");
  });

  it('docs/architecture.md draws the layers and arrows the code has', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const graph = spawnSync(process.execPath, [script, '--graph'], { encoding: 'utf8' }).stdout.trim();
    expect(fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')).toContain(graph);
  });
});
