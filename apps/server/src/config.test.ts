import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { PLATFORM_ENV } from './test/factories';

describe('configuration', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      s3: undefined,
      tiktok: undefined,
      workerMode: 'inline',
      requireAdminMfa: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', ...PLATFORM_ENV }).requireAdminMfa).toBe(true);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ WORKER_MODE: 'sometimes' })).toThrow(/WORKER_MODE/);
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ TIKTOK_CLIENT_KEY: 'k' })).toThrow(/TIKTOK_CLIENT_SECRET/);
    expect(() => loadConfig({ SPOTIFY_CLIENT_ID: 'k' })).toThrow(/SPOTIFY_CLIENT_SECRET/);
  });

  it('production refuses real TikTok keys without a token key: their tokens would be under the development key', () => {
    const tiktok = { NODE_ENV: 'production', ...PLATFORM_ENV, TIKTOK_CLIENT_KEY: 'k', TIKTOK_CLIENT_SECRET: 's' };
    expect(() => loadConfig(tiktok)).toThrow(/TIKTOK_CLIENT_KEY.*needs TOKEN_ENCRYPTION_KEY/);
    expect(loadConfig({ ...tiktok, TOKEN_ENCRYPTION_KEY: 'a-production-token-key-0123' }).tiktok).toBeDefined();
  });

  it('production refuses to start with the demo platform identity, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_COUNTRY, PLATFORM_VAT_ID, PLATFORM_IBAN, PLATFORM_BIC/,
    );
    const { PLATFORM_IBAN: _iban, ...withoutIban } = PLATFORM_ENV;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutIban })).toThrow(/production needs .*PLATFORM_IBAN/);
    expect(loadConfig({ NODE_ENV: 'production', ...PLATFORM_ENV }).platform.vatId).toBe('DE999999999');
    // development keeps the demo company
    expect(loadConfig({}).platform.legalName).toBe('Hookline Demo GmbH');
  });

  it('admin sessions: 30 minutes idle and 12 hours in all by default, never longer than everybody else', () => {
    expect(loadConfig({})).toMatchObject({
      adminSessionIdleMs: 30 * 60_000,
      adminSessionAbsoluteMs: 12 * 3_600_000,
      sessionIdleMs: 72 * 3_600_000,
      sessionAbsoluteMs: 30 * 86_400_000,
    });
    expect(loadConfig({ SESSION_IDLE_HOURS: '0.25' }).adminSessionIdleMs).toBe(15 * 60_000);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });
});
