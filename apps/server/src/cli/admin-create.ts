// `npm run admin:create -- --email E --password P`: makes (or promotes) a verified admin.
import { emailSchema, passwordSchema } from '@hookline/shared/auth';
import { eq } from 'drizzle-orm';
import { createContext } from '../bootstrap';
import { loadConfig } from '../config';
import { creators, users } from '../db/schema';
import { AppError } from '../errors';
import { findUserByEmail } from '../modules/identity/accounts';
import { assertAcceptablePassword } from '../modules/identity/password-policy';
import { hashPassword } from '../modules/identity/passwords';
import { parseArgs } from './args';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const email = emailSchema.safeParse(args.email);
  const password = passwordSchema.safeParse(args.password);
  if (!email.success || !password.success) {
    console.error('Usage: npm run admin:create -- --email admin@example.com --password "a long password (8+ chars)"');
    process.exit(2);
  }
  // the most powerful account gets the same password rules as everyone (docs/security.md)
  try {
    assertAcceptablePassword(password.data, email.data);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
  const ctx = await createContext(loadConfig());
  try {
    const passwordHash = await hashPassword(password.data);
    const existing = await findUserByEmail(ctx.db, email.data);
    if (existing) {
      await ctx.db
        .update(users)
        .set({ isAdmin: true, emailVerified: true, passwordHash, deletedAt: null, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      console.log(`Promoted ${email.data} to admin (password updated).`);
    } else {
      const [u] = await ctx.db
        .insert(users)
        .values({ email: email.data, passwordHash, isAdmin: true, emailVerified: true })
        .returning();
      if (u) await ctx.db.insert(creators).values({ userId: u.id });
      console.log(`Created admin ${email.data}.`);
    }
    console.log(
      'Sign in at /login. To protect the admin area with a second factor, open /app/account after signing in and ' +
        'enrol an authenticator app (required on admin routes when REQUIRE_ADMIN_MFA=true, the default in production).',
    );
  } finally {
    await ctx.database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
