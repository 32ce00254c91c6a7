// Wires config, database, mailer into an AppContext; shared by the server, the worker and the CLI commands.
import { loadAllLanguages } from '@hookline/shared/translations';
import type { Config } from './config';
import type { AppContext } from './context';
import { type OpenOptions, openDatabase } from './db/client';
import { acquireLock } from './db/lock';
import { createMailer } from './modules/mail/mailer';
import { reencryptTokens } from './modules/platforms/reencrypt-tokens';
import { createPlatformRegistry } from './modules/platforms/registry';
import { createSpotifyClient, REAL_SPOTIFY_ENDPOINTS, spotifyOffClient } from './modules/spotify/client';
import { SPOTIFY_SIM_PREFIX } from './modules/spotify/simulator';
import { createStorage } from './modules/storage/storage';
import { createTikTokClient, REAL_ENDPOINTS } from './modules/tiktok/client';
import { tiktokOffClient } from './modules/tiktok/off';
import { SIM_PREFIX } from './modules/tiktok/simulator';

export async function createContext(config: Config, dbOpts: Partial<OpenOptions> = {}): Promise<AppContext> {
  // every language's texts, for refusals and emails in their reader's language (docs/decisions/0012-languages.md)
  loadAllLanguages();
  const embedded = !config.databaseUrl && !dbOpts.memory;
  const release = embedded ? acquireLock(config.dataDir) : undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
    prepare: config.dbPreparedStatements,
    ...dbOpts,
  });
  if (release) {
    const close = database.close;
    database.close = async () => {
      await close();
      release();
    };
  }
  // every platform token under the current key before anything reads one (rotation, older forms, TikTok's plain text)
  const tokens = await reencryptTokens(database.db, config.tokenKeys);
  if (tokens.rewritten || tokens.undecryptable)
    console.log(
      `platform tokens: ${tokens.rewritten} rows sealed again under key ${config.tokenKeys[0]?.kid}, ` +
        `${tokens.undecryptable} values no configured key opens (those accounts need a reconnect)`,
    );
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    footer: { supportEmail: config.supportEmail, termsUrl: config.termsUrl, privacyUrl: config.privacyUrl },
  });
  const selfUrl = { current: `http://127.0.0.1:${config.port}` };
  const tiktok =
    !config.tiktok && !config.tiktokSimulator
      ? tiktokOffClient()
      : createTikTokClient({
          endpoints: config.tiktok
            ? REAL_ENDPOINTS
            : () => ({
                // the browser goes to the consent page through the public origin; the server calls itself
                authBase: `${config.appUrl}${SIM_PREFIX}`,
                apiBase: `${selfUrl.current}${SIM_PREFIX}`,
                oembedBase: `${selfUrl.current}${SIM_PREFIX}`,
              }),
          clientKey: config.tiktok?.clientKey ?? 'simulator',
          clientSecret: config.tiktok?.clientSecret ?? 'simulator',
          redirectUri: config.tiktok?.redirectUri ?? `${config.appUrl}/app/authorize/tiktok`,
        });
  const spotify =
    !config.spotify && !config.spotifySimulator
      ? spotifyOffClient()
      : createSpotifyClient({
          endpoints: config.spotify
            ? REAL_SPOTIFY_ENDPOINTS
            : () => ({
                accountsBase: `${selfUrl.current}${SPOTIFY_SIM_PREFIX}`,
                apiBase: `${selfUrl.current}${SPOTIFY_SIM_PREFIX}`,
              }),
          clientId: config.spotify?.clientId ?? 'simulator',
          clientSecret: config.spotify?.clientSecret ?? 'simulator',
        });
  return {
    config,
    database,
    db: database.db,
    mailer,
    tiktok,
    spotify,
    platforms: createPlatformRegistry({ config, tiktok, selfUrl }),
    selfUrl,
    storage: createStorage(config),
  };
}
