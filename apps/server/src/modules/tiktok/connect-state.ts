// The OAuth state of a TikTok connection: issued with the consent link to the signed-in creator, stored hashed
// (auth_tokens, kind tiktok_state, 15 minutes) and used once. A code that comes back without the state this server
// issued to this user — a link opened in a fresh tab, or planted by someone else — links nothing.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authTokens } from '../../db/schema';
import { badRequest } from '../../errors';
import { issueToken } from '../identity/accounts';
import { sha256 } from '../identity/tokens';

export const issueConnectState = (db: DbOrTx, userId: number) => issueToken(db, { userId, kind: 'tiktok_state' });

export async function consumeConnectState(db: DbOrTx, { userId, state }: { userId: number; state: string }) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(state)),
        eq(authTokens.userId, userId),
        eq(authTokens.kind, 'tiktok_state'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: authTokens.id });
  if (!row) throw badRequest('tiktokStateMismatch');
}
