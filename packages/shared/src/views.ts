// One wording for each figure called "views" (docs/engine.md "What views means on each screen"): the views that pay a
// video, read at upload + 72 h, and its latest views, which every musician total sums.
import { formatCount } from './money';

export const VIEWS_AT_72H_LABEL = 'Views at 72 h';
export const LATEST_VIEWS_LABEL = 'Latest views';
/** Beside figures an admin typed in the approve dialog (promotion_stats.source 'typed'), until the platform is read. */
export const TYPED_FIGURES_NOTE = '(typed by an admin)';

/** "300 (typed by an admin)", or "512,795" for a read of the platform. */
export const latestViewsFigure = (views: number | null | undefined, typed: boolean | undefined) =>
  `${formatCount(views)}${typed ? ` ${TYPED_FIGURES_NOTE}` : ''}`;

/** "Latest views: 300 (typed by an admin)", or without the note for a read of the platform. */
export const latestViewsText = (views: number | null | undefined, typed: boolean | undefined) =>
  `${LATEST_VIEWS_LABEL}: ${latestViewsFigure(views, typed)}`;

/** "Views at 72 h: 10,000 (read at 23 Nov 2026, 14:00)"; without a read time the views were typed by an admin. */
export function viewsAt72hText(views: number | null, readAtIso: string | null, formatTime: (iso: string) => string) {
  const figure = formatCount(views);
  return `${VIEWS_AT_72H_LABEL}: ${figure}${readAtIso ? ` (read at ${formatTime(readAtIso)})` : ' (entered by an admin)'}`;
}
