// The text catalogue check (scripts/check-texts.mjs, run by `npm run lint`) refuses a user-facing sentence written
// outside packages/shared/src/messages.ts: run on a small tree laid out like the repository's, it names each one, and
// passes once they name catalogue keys.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../../scripts/check-texts.mjs');
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-texts-'));
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), text);
};
const check = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

write(
  'packages/shared/src/messages.ts',
  "export const MSG = {\n  campaignNotFound: 'Campaign not found.',\n  linkSubmitted: 'Link submitted!',\n  authEmail: 'Email',\n} as const;\n",
);

describe('text catalogue check', () => {
  it('the repository passes it', () => {
    const run = check(path.resolve(import.meta.dirname, '../../..'));
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Text catalogue: ok');
    expect(run.status).toBe(0);
  });

  it('refuses a sentence in a server error, a message field, a toast, a schema and a converted screen, and names each', () => {
    write(
      'apps/server/src/modules/campaigns/find.ts',
      "export const find = () => {\n  throw notFound('Campaign not found.');\n};\n" +
        'export const joined = (name: string) => ({ message: `You joined ` + name });\n' +
        "export const gone = () => new AppError('CONFLICT', 'This campaign has ended.');\n",
    );
    write('apps/web/src/features/creator/submit.tsx', "export const done = () => toast.success('Link submitted!');\n");
    write('packages/shared/src/songs.ts', "export const title = text().min(1, 'Please enter the title').max(200);\n");
    write(
      'apps/web/src/features/auth/login.tsx',
      'export const Login = () => (\n  <form>\n    <input label="Email" />\n    <button>Log in</button>\n  </form>\n);\n',
    );
    const run = check(tree);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "apps/server/src/modules/campaigns/find.ts:2: a server error takes a catalogue key, not a sentence: 'Campaign not found.'",
    );
    expect(run.stderr).toContain(
      'apps/server/src/modules/campaigns/find.ts:4: a message field says a sentence of its own',
    );
    expect(run.stderr).toContain('apps/server/src/modules/campaigns/find.ts:5: a server error takes a catalogue key');
    expect(run.stderr).toContain(
      "apps/web/src/features/creator/submit.tsx:1: a toast or shown error says a sentence of its own: 'Link submitted!'",
    );
    expect(run.stderr).toContain(
      'apps/web/src/features/auth/login.tsx:3: a label written outside the catalogue: label="Email"',
    );
    expect(run.stderr).toContain(
      "packages/shared/src/songs.ts:1: a schema message written outside the catalogue: 'Please enter the title'",
    );
    expect(run.stderr).toContain(
      'apps/web/src/features/auth/login.tsx:4: JSX text written outside the catalogue: Log in',
    );
  });

  it('passes once every text is named by its key, and a line marked as not for users', () => {
    write(
      'apps/server/src/modules/campaigns/find.ts',
      "export const find = () => {\n  throw notFound('campaignNotFound');\n};\n" +
        "export const ready = () => ({ message: 'database unreachable' });\n" +
        "export const probe = () => ({ message: 'Storage is read-only' }); // not-a-user-text: an operator's probe\n",
    );
    write('apps/web/src/features/creator/submit.tsx', 'export const done = () => toast.success(MSG.linkSubmitted);\n');
    write('packages/shared/src/songs.ts', 'export const title = text().min(1, MSG.enterTitle).max(200);\n');
    write(
      'apps/web/src/features/auth/login.tsx',
      'export const Login = () => (\n  <form>\n    <input label={MSG.authEmail} />\n    <button>{MSG.authLogIn}</button>\n  </form>\n);\n',
    );
    const run = check(tree);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Text catalogue: ok (3 keys)');
    expect(run.status).toBe(0);
  });

  it('refuses a key read nowhere, and a language with a missing key, an unknown key or other placeholders', () => {
    write(
      'packages/shared/src/messages.ts',
      "export const MSG = {\n  campaignNotFound: 'Campaign not found.',\n  linkSubmitted: 'Link submitted!',\n" +
        "  authEmail: 'Email',\n  appealDone: 'This appeal was already {status}.',\n  neverRead: 'Nobody reads me.',\n} as const;\n",
    );
    write('apps/server/src/modules/appeals.ts', "export const done = () => conflict('appealDone', { status: 'x' });\n");
    write(
      'packages/shared/src/locales/de.ts',
      "export const de = {\n  campaignNotFound: 'Kampagne nicht gefunden.',\n  authEmail: 'E-Mail',\n" +
        "  appealDone: 'Dieser Einspruch wurde bereits {state}.',\n  neverRead: 'Niemand liest mich.',\n  extra: 'Zusatz',\n};\n",
    );
    const run = check(tree);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('packages/shared/src/messages.ts: the key neverRead is read nowhere');
    expect(run.stderr).toContain(
      'packages/shared/src/locales/de.ts: the key linkSubmitted has no text in this language',
    );
    expect(run.stderr).toContain('packages/shared/src/locales/de.ts: the key extra is not in the catalogue');
    expect(run.stderr).toContain(
      'packages/shared/src/locales/de.ts: appealDone has the placeholders {state}, the English text {status}',
    );
    expect(run.stderr).not.toContain('campaignNotFound');
  });
});
