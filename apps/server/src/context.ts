// Everything a service needs, built once per process and decorated on the Fastify instance as `ctx`.
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './modules/mail/mailer';
import type { PlatformRegistry } from './modules/platforms/registry';
import type { SpotifyClient } from './modules/spotify/client';
import type { Storage } from './modules/storage/storage';
import type { TikTokClient } from './modules/tiktok/client';

export type AppContext = {
  config: Config;
  database: Database;
  db: Database['db'];
  mailer: Mailer;
  tiktok: TikTokClient;
  spotify: SpotifyClient;
  /** TikTok, Instagram Reels and YouTube Shorts behind one interface (modules/platforms). */
  platforms: PlatformRegistry;
  storage: Storage;
  /** Where this process can reach itself (the TikTok simulator); set once the server listens. */
  selfUrl: { current: string };
};
