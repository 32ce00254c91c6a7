// The Instagram simulator's accounts and media as plain data (no server): the simulator (simulator.ts) answers from
// them, and tests and journeys name a simulated account's Reels through them.
import { createHash } from 'node:crypto';

export const INSTAGRAM_SIM_PREFIX = '/instagram-sim';
export const INSTAGRAM_SIM_CALLBACK = '/app/authorize/instagram';
export const IG_SIM_SUFFIX = { reels: ['1001', '1002', '1003'], lagging: '4848', deleted: '0404', photo: '2002' };

export const b64 = (s: string) => Buffer.from(s).toString('base64url');
export const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');
const num = (s: string, mod: number) => createHash('sha256').update(s).digest().readUInt32BE(0) % mod;
const ANCHOR = Math.floor(Date.now() / 86_400_000) * 86_400;
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const accountDigits = (username: string) => String(num(`ig:${username}`, 1e9)).padStart(10, '0');
export const simInstagramUserId = (username: string) => `17841${accountDigits(username)}`;
/** The owner's user id of a simulated media id (18 + 10 account digits + 4-digit switch), or null. */
export const ownerOfMedia = (id: string) => (/^18\d{14}$/.test(id) ? `17841${id.slice(2, 12)}` : null);
export const simShortcode = (mediaId: string) => `C${b64(mediaId)}`;
export const simReelUrl = (mediaId: string) => `https://www.instagram.com/reel/${simShortcode(mediaId)}/`;
export const simFollowers = (username: string) => {
  const f = username.match(/_f(\d{1,9})(?:_|$)/)?.[1];
  return f === undefined ? 800 + num(username, 150_000) : Number(f);
};

/** The media of a simulated account, newest first. */
export function simMedia(username: string) {
  const suffixes = [...IG_SIM_SUFFIX.reels, IG_SIM_SUFFIX.lagging, IG_SIM_SUFFIX.deleted, IG_SIM_SUFFIX.photo];
  return suffixes.map((s) => `18${accountDigits(username)}${s}`);
}

export const mediaFields = (id: string) => {
  const k = Number(id.slice(-4)) % 7;
  const timestamp = ANCHOR - (k + 1) * 86_400 + 3600;
  const photo = id.endsWith(IG_SIM_SUFFIX.photo);
  return {
    id,
    owner: { id: ownerOfMedia(id) },
    shortcode: simShortcode(id),
    permalink: photo ? `https://www.instagram.com/p/${simShortcode(id)}/` : simReelUrl(id),
    media_product_type: photo ? 'FEED' : 'REELS',
    media_type: photo ? 'IMAGE' : 'VIDEO',
    // Meta's timestamps: ISO 8601 with a +0000 offset
    timestamp: new Date(timestamp * 1000).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    epoch: timestamp,
  };
};

/** The organic views of a simulated media at `now`: (1 + id mod 4) a second since upload. */
export const simInstagramViews = (id: string, now = Date.now()) =>
  Math.max(0, Math.floor(now / 1000 - mediaFields(id).epoch) * (1 + num(id, 4)));
