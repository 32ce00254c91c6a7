// One wording for each figure called "views" (docs/engine.md "What views means on each screen"): the views that pay a
// video, read at upload + 72 h, and its latest views, which every musician total sums. The words are the catalogue's
// (messages.ts), read in the language of whoever reads them (`t` on the web, `textIn(locale)` on the server).
import type { TextReader } from './catalogue';
import { formatCount } from './money';

/** "300 (typed by an admin)", or "512,795" for a read of the platform. */
export const latestViewsFigure = (text: TextReader, views: number | null | undefined, typed: boolean | undefined) =>
  typed ? text('typedFigure', { views: formatCount(views) }) : formatCount(views);

/** "Latest views: 300 (typed by an admin)", or without the note for a read of the platform. */
export const latestViewsText = (text: TextReader, views: number | null | undefined, typed: boolean | undefined) =>
  text('latestViewsLine', { views: latestViewsFigure(text, views, typed) });

/** "Views at 72 h: 10,000 (read at 23 Nov 2026, 14:00)"; without a read time the views were typed by an admin. */
export function viewsAt72hText(
  text: TextReader,
  views: number | null,
  readAtIso: string | null,
  formatTime: (iso: string) => string,
) {
  const figure = formatCount(views);
  return readAtIso
    ? text('viewsAt72hRead', { views: figure, time: formatTime(readAtIso) })
    : text('viewsAt72hEntered', { views: figure });
}
