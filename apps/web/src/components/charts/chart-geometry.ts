// The arithmetic of the SVG charts (components/charts/svg-chart.tsx), kept apart from React so it is cheap to test:
// "nice" y ticks, which x labels fit without overlapping, and the monotone curve through the points.

/** Ticks from 0 to a round top at or above `max`: steps of 1, 2, 2.5 or 5 times a power of ten, about `count` of them. */
export function niceTicks({ max, count = 4, integer = false }: { max: number; count?: number; integer?: boolean }) {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const candidates = integer ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const factor = candidates.find((c) => c * power >= raw) ?? 10;
  const step = Math.max(integer ? 1 : 0, factor * power);
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  // multiply rather than add, so 0.1 + 0.2 never shows as 0.30000000000000004
  for (let i = 0; i * step <= top + step / 1e6; i++) ticks.push(Math.round(i * step * 1e6) / 1e6);
  return ticks;
}

/**
 * Which of `n` points get an x label: the first, the last and evenly spaced ones between (every so many points),
 * as many as fit with `gap` pixels between labels of `labelWidth` pixels each. `xOf` gives a point's centre, `from`/`to` the ends a
 * label may reach. Answers the index and the (clamped) centre of each label.
 */
export function xLabels(p: {
  n: number;
  labelWidth: number;
  from: number;
  to: number;
  xOf: (i: number) => number;
  gap?: number;
  most?: number;
}) {
  const gap = p.gap ?? 12;
  const place = (i: number) => ({
    index: i,
    x: Math.min(Math.max(p.xOf(i), p.from + p.labelWidth / 2), p.to - p.labelWidth / 2),
  });
  if (p.n <= 0) return [];
  if (p.n === 1) return [place(0)];
  const fits = (a: { x: number }, b: { x: number }) => b.x - a.x >= p.labelWidth + gap;
  // every step-th point from the first, so the labels are evenly spaced, and the last one; a label that would
  // crowd the last is left out
  for (let step = Math.max(1, Math.ceil((p.n - 1) / ((p.most ?? 8) - 1))); step < p.n; step++) {
    const picked: { index: number; x: number }[] = [];
    for (let i = 0; i < p.n - 1; i += step) picked.push(place(i));
    const end = place(p.n - 1);
    while (picked.length > 1 && !fits(picked[picked.length - 1] as { x: number }, end)) picked.pop();
    picked.push(end);
    if (picked.every((l, j) => j === 0 || fits(picked[j - 1] as { x: number }, l))) return picked;
  }
  return [place(p.n - 1)];
}

/**
 * An SVG path through the points, monotone between them (it never overshoots a point, so a cumulative series
 * never seems to dip): the Fritsch-Carlson tangents that d3's curveMonotoneX and recharts' "monotone" use.
 */
export function monotonePath(points: { x: number; y: number }[]) {
  const n = points.length;
  const first = points[0];
  if (!first) return '';
  if (n === 1) return `M${first.x},${first.y}`;
  const at = (i: number) => points[i] as { x: number; y: number };
  const secant = (i: number) => (at(i + 1).y - at(i).y) / (at(i + 1).x - at(i).x || 1);
  const tangents = points.map((_, i) => {
    if (i === 0 || i === n - 1) return 0;
    const s0 = secant(i - 1);
    const s1 = secant(i);
    const h0 = at(i).x - at(i - 1).x;
    const h1 = at(i + 1).x - at(i).x;
    const mid = (s0 * h1 + s1 * h0) / (h0 + h1 || 1);
    return (Math.sign(s0) + Math.sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(mid)) || 0;
  });
  // the ends take the tangent that keeps the end segment a parabola through its neighbour
  tangents[0] = n > 2 ? (3 * secant(0) - (tangents[1] ?? 0)) / 2 : secant(0);
  tangents[n - 1] = n > 2 ? (3 * secant(n - 2) - (tangents[n - 2] ?? 0)) / 2 : secant(0);
  const r = (v: number) => Math.round(v * 10) / 10;
  let d = `M${r(first.x)},${r(first.y)}`;
  for (let i = 0; i < n - 1; i++) {
    const a = at(i);
    const b = at(i + 1);
    const dx = (b.x - a.x) / 3;
    d += `C${r(a.x + dx)},${r(a.y + dx * (tangents[i] ?? 0))},${r(b.x - dx)},${r(b.y - dx * (tangents[i + 1] ?? 0))},${r(b.x)},${r(b.y)}`;
  }
  return d;
}
