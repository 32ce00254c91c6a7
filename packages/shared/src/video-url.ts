// A video link a creator submits or an admin sets: https on TikTok's own host (the admin's TikTok button opens it,
// so a javascript: or http: link, or another host that merely mentions tiktok.com, must never be stored).
const TIKTOK_HTTPS = /^https:\/\/(?:[a-z0-9-]+\.)*tiktok\.com(?:[/?#]|$)/i;

export const isTikTokVideoUrl = (value: string) => TIKTOK_HTTPS.test(value.trim());
