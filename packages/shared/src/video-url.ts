// A video link a creator submits or an admin sets: https on TikTok's own host (the admin's TikTok button opens it,
// so a javascript: or http: link, or another host that merely mentions tiktok.com, must never be stored).
const TIKTOK_HTTPS = /^https:\/\/(?:[a-z0-9-]+\.)*tiktok\.com(?:[/?#]|$)/i;

export const isTikTokVideoUrl = (value: string) => TIKTOK_HTTPS.test(value.trim());

// Instagram Reels and YouTube Shorts: https on the platform's own host; the server resolves the link
// through the platform (modules/platforms) and tells which platform it is.
const OTHER_SHORT_VIDEO_HTTPS = /^https:\/\/(?:(?:[a-z0-9-]+\.)*(?:instagram\.com|youtube\.com)|youtu\.be)(?:[/?#]|$)/i;

/** A link the submit form may send: TikTok, Instagram or YouTube over https on their own hosts. */
export const isShortVideoUrl = (value: string) => isTikTokVideoUrl(value) || OTHER_SHORT_VIDEO_HTTPS.test(value.trim());
