// The links and files of a song: Spotify and TikTok links are parsed as URLs and must have the
// exact host and path shape, media fields take only this server's own upload keys, so that a `javascript:` URL, a
// tracking pixel on another host or a quote with an event handler can never be stored.
import { STORED_FILE_NAME_MAX } from './constants';

// the WHATWG URL parser of the browser and of node (this package's types include neither's globals)
type ParsedUrl = {
  protocol: string;
  hostname: string;
  port: string;
  username: string;
  password: string;
  pathname: string;
};
declare const URL: new (input: string) => ParsedUrl;

/** The name the upload route stores a file under (modules/storage/uploads.ts `storedName`), with a sniffed type. */
const UPLOADED_NAME = new RegExp(
  `^[A-Za-z0-9_-]{1,${STORED_FILE_NAME_MAX}}\\.(?:jpg|jpeg|png|gif|webp|mp3|wav|ogg|flac|m4a)$`,
);
/** Where the upload route serves a song's files. */
export const UPLOADED_FILES_PATH = '/files/songs/';

/** A stored file name, as the song's audio field keeps it (`night-ride-1a2b3c4d.mp3`). */
export const isUploadedFileName = (value: string) => value.length <= STORED_FILE_NAME_MAX && UPLOADED_NAME.test(value);
/** This server's own upload path of a file, as the album-cover field keeps it (`/files/songs/cover-1a2b3c4d.png`). */
export const isUploadedFileUrl = (value: string) =>
  value.startsWith(UPLOADED_FILES_PATH) && isUploadedFileName(value.slice(UPLOADED_FILES_PATH.length));

/** An https URL on exactly `host` (or a host it accepts), no credentials or port, no character that could leave an
 * HTML attribute. */
function parsedOn(value: string, host: string | ((name: string) => boolean)): ParsedUrl | null {
  if (/[\s"'<>`\\]/.test(value)) return null;
  let url: ParsedUrl;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const hostOk = typeof host === 'string' ? url.hostname === host : host(url.hostname);
  if (url.protocol !== 'https:' || !hostOk || url.port || url.username || url.password) return null;
  return url;
}

/** A Spotify track, album, artist or playlist: https://open.spotify.com/[intl-xx/]track/ID */
export const isSpotifyLink = (value: string) => {
  const url = parsedOn(value, 'open.spotify.com');
  return Boolean(
    url &&
      /^\/(?:intl-[a-z]{2}(?:-[a-z]{2})?\/)?(?:track|album|artist|playlist)\/[A-Za-z0-9_-]+\/?$/.test(url.pathname),
  );
};

/** A TikTok sound: https://www.tiktok.com/music/Name-Of-The-Sound-7300000000000000001 */
export const isTikTokSoundLink = (value: string) => {
  const url = parsedOn(value, 'www.tiktok.com');
  return Boolean(url && /^\/music\/[^/]+-\d+\/?$/.test(url.pathname));
};

/** A CapCut template: https on capcut.com or one of its subdomains. */
export const isCapCutLink = (value: string) =>
  parsedOn(value, (name) => name === 'capcut.com' || name.endsWith('.capcut.com')) !== null;
