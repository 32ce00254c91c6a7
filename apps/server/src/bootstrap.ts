// Wires config, database, mailer into an AppContext; shared by the server, the worker and the CLI commands.
import type { Config } from './config';
import type { AppContext } from './context';
import { type OpenOptions, openDatabase } from './db/client';
import { acquireLock } from './db/lock';
import { createMailer } from './modules/mail/mailer';

export async function createContext(config: Config, dbOpts: Partial<OpenOptions> = {}): Promise<AppContext> {
  const embedded = !config.databaseUrl && !dbOpts.memory;
  const release = embedded ? acquireLock(config.dataDir) : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...dbOpts });
  if (release) {
    const close = database.close;
    database.close = async () => {
      await close();
      release();
    };
  }
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  return { config, database, db: database.db, mailer };
}
