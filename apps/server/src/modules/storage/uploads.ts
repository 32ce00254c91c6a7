// Upload checks: 15 MB limit, image/* or audio/* by magic bytes (not by the name or
// the declared type), a server-made name: the original cut to 80 characters with a random suffix.
import { randomBytes } from 'node:crypto';
import { STORED_FILE_NAME_MAX } from '@hookline/shared/constants';

type Kind = { type: string; ext: string };

/** The real type of a file from its first bytes; null when it is not an image or audio we accept. */
export function sniff(buf: Buffer): Kind | null {
  const hex = buf.subarray(0, 16).toString('hex');
  const ascii = buf.subarray(0, 16).toString('latin1');
  if (hex.startsWith('ffd8ff')) return { type: 'image/jpeg', ext: 'jpg' };
  if (hex.startsWith('89504e470d0a1a0a')) return { type: 'image/png', ext: 'png' };
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return { type: 'image/gif', ext: 'gif' };
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return { type: 'image/webp', ext: 'webp' };
  if (ascii.startsWith('ID3') || (buf[0] === 0xff && ((buf[1] ?? 0) & 0xe0) === 0xe0))
    return { type: 'audio/mpeg', ext: 'mp3' };
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WAVE') return { type: 'audio/wav', ext: 'wav' };
  if (ascii.startsWith('OggS')) return { type: 'audio/ogg', ext: 'ogg' };
  if (ascii.startsWith('fLaC')) return { type: 'audio/flac', ext: 'flac' };
  if (ascii.slice(4, 8) === 'ftyp') return { type: 'audio/mp4', ext: 'm4a' };
  return null;
}

/** "My Song (final).mp3" → "My-Song-final-3f9a1c2b.mp3": no path parts, at most 80 characters. */
export function storedName(original: string, ext: string) {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'file';
  const suffix = randomBytes(4).toString('hex');
  return `${base}-${suffix}.${ext}`.slice(-STORED_FILE_NAME_MAX);
}
