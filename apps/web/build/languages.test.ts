// The languages plugin splits each language in two: the texts of the signed-out forms, loaded first, and the rest;
// the production bundle's English catalogue keeps only what code may read before the rest is in.
import { MSG } from '@hookline/shared/messages';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';

type Loaded = Record<string, unknown>;

/** The plugin's module for `id`, as the build (`command: 'build'`) or the dev server and tests load it. */
async function loadModule(id: string, command: 'build' | 'serve'): Promise<Loaded> {
  const plugin = languages() as Plugin & {
    configResolved: (c: { command: string }) => void;
    resolveId: (id: string) => string | undefined;
    load: (this: unknown, id: string) => string | undefined;
  };
  plugin.configResolved({ command });
  const context = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const code = plugin.load.call(context, plugin.resolveId(id) ?? '') ?? '';
  return JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as Loaded;
}

/** The catalogue the production bundle carries (the plugin's transform of messages.ts). */
function bundledEnglish(): Loaded {
  const plugin = languages() as Plugin & {
    configResolved: (c: { command: string }) => void;
    transform: (this: unknown, code: string, id: string) => { code: string } | undefined;
  };
  plugin.configResolved({ command: 'build' });
  const file = new URL('../../../packages/shared/src/messages.ts', import.meta.url).pathname;
  const out = plugin.transform.call({}, 'export type MessageKey = keyof typeof MSG;', file);
  return JSON.parse(out?.code.replace(/^export const MSG = /, '').replace(/;\s*$/, '') ?? '{}') as Loaded;
}

describe('a language in two parts', () => {
  it('the start part has the texts of /login and /signup, the rest every other text, together all of them', async () => {
    const start = await loadModule('virtual:hookline-language/de/start', 'build');
    const rest = await loadModule('virtual:hookline-language/de/rest', 'build');
    expect(Object.keys(start)).toContain('authLogIn');
    expect(Object.keys(start)).toContain('passwordTooShort'); // the sign-up schema's message (MSG.passwordTooShort)
    expect(Object.keys(start)).not.toContain('crFaqGettingStarted');
    expect(Object.keys(rest)).toContain('crFaqGettingStarted');
    expect(Object.keys(rest)).not.toContain('authLogIn');
    // a tenth or so of the catalogue comes first
    expect(Object.keys(start).length).toBeLessThan(Object.keys(MSG).length / 4);
    expect(Object.keys(start).length + Object.keys(rest).length).toBe(Object.keys(MSG).length);
  });

  it('the bundle keeps the English texts read before the rest loads; the rest chunk has the others', async () => {
    const first = bundledEnglish();
    const rest = await loadModule('virtual:hookline-language/en/rest', 'build');
    expect(first.authLogIn).toBe(MSG.authLogIn);
    expect(first.invalidEmail).toBe(MSG.invalidEmail); // a shared schema reads it when its module loads
    expect(first.contactSupport).toBe(MSG.contactSupport); // components/support reads every such text
    expect(first.crFaqGettingStarted).toBeUndefined();
    expect(rest.crFaqGettingStarted).toBe(MSG.crFaqGettingStarted);
    expect({ ...first, ...rest }).toEqual({ ...MSG });
  });

  it('outside the build English is whole: no rest to load', async () => {
    expect(await loadModule('virtual:hookline-language/en/rest', 'serve')).toEqual({});
  });
});
