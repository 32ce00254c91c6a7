import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
    expect(loadConfig({ NODE_ENV: 'production' }).requireAdminMfa).toBe(true);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ WORKER_MODE: 'sometimes' })).toThrow(/WORKER_MODE/);
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ TIKTOK_CLIENT_KEY: 'k' })).toThrow(/TIKTOK_CLIENT_SECRET/);
    expect(() => loadConfig({ SPOTIFY_CLIENT_ID: 'k' })).toThrow(/SPOTIFY_CLIENT_SECRET/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });
});
