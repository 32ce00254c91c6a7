// `npm run seed:demo`: demo accounts (and, as the engine grows, campaigns and promotions) for local use.
// Refuses to run in production. Idempotent: accounts that exist are left as they are.
import { eq } from 'drizzle-orm';
import { createContext } from '../bootstrap';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { countries, creators, musicians, users } from '../db/schema';
import { findUserByEmail } from '../modules/identity/accounts';
import { hashPassword } from '../modules/identity/passwords';

export const DEMO_PASSWORD = 'hookline-demo-1';
export const DEMO = {
  admin: 'admin@demo.hookline.test',
  musician: 'musician@demo.hookline.test',
  creator: 'creator@demo.hookline.test',
  newCreator: 'newcreator@demo.hookline.test',
} as const;

export async function seedDemo(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [germany] = await db.select().from(countries).where(eq(countries.iso2, 'DE'));
  const ensure = async (email: string, values: Partial<typeof users.$inferInsert>) => {
    const existing = await findUserByEmail(db, email);
    if (existing) return { user: existing, created: false };
    const [user] = await db
      .insert(users)
      .values({ email, passwordHash, emailVerified: true, ...values })
      .returning();
    if (!user) throw new Error('insert failed');
    return { user, created: true };
  };
  const admin = await ensure(DEMO.admin, { isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
  if (admin.created) await db.insert(creators).values({ userId: admin.user.id });
  const musician = await ensure(DEMO.musician, { userType: 'musician', firstName: 'Mia', lastName: 'Melody' });
  if (musician.created) await db.insert(musicians).values({ userId: musician.user.id, stageName: 'Mia Melody' });
  const creator = await ensure(DEMO.creator, { firstName: 'Carl', lastName: 'Creator', city: 'Berlin' });
  if (creator.created) {
    await db.insert(creators).values({
      userId: creator.user.id,
      tiktokUsername: 'demo.dancer',
      tiktokFollowers: 12_400,
      levelId: 3,
      countryId: germany?.id ?? null,
    });
  }
  const fresh = await ensure(DEMO.newCreator, { firstName: 'Nora', lastName: 'New' });
  if (fresh.created) await db.insert(creators).values({ userId: fresh.user.id });
}

async function main() {
  const config = loadConfig();
  if (config.production) {
    console.error('seed:demo refuses to run when NODE_ENV=production.');
    process.exit(2);
  }
  const ctx = await createContext(config);
  try {
    await seedDemo(ctx.db);
    console.log(`Demo data ready. Sign in with password "${DEMO_PASSWORD}" as:`);
    for (const [role, email] of Object.entries(DEMO)) console.log(`  ${role.padEnd(10)} ${email}`);
  } finally {
    await ctx.database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
