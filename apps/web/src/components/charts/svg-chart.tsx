// A small SVG chart of one series, as an area (a curve over time) or as bars (one per point). It replaces a chart
// library whose mount cost one long main-thread task for two small charts (docs/decisions/0006-own-charts.md):
// this draws a handful of SVG elements per chart. The point under the pointer (or the arrow keys) is state of the
// whole chart: each move to another point re-renders the chart entirely (every tick, label and mark), and React
// then changes in the page only what differs — the bars' opacity or the area's marker, the crosshair, the tooltip
// and the screen-reader line.

import type { MessageKey } from '@hookline/shared/catalogue';
import { VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import { monotonePath, niceTicks, xLabels } from './chart-geometry';

export type ChartPoint = { label: string; value: number };

export type PointNoun = 'day' | 'read';
/** The catalogue texts of what one point is: [one, many]. */
const POINT_NOUNS: Record<PointNoun, readonly [MessageKey, MessageKey]> = {
  day: ['fmtChartDay', 'fmtChartDays'],
  read: ['fmtChartRead', 'fmtChartReads'],
};

export type SvgChartProps = {
  kind: 'area' | 'bar';
  data: ChartPoint[];
  /** the series' name, first words of the summary read to screen readers and of the tooltip, e.g. Views */
  name: string;
  /** what the chart shows, for the summary, e.g. Views over time */
  title: string;
  /** what one point is, for the summary: a day or a read (its catalogue text, one or many, in the user's language) */
  pointNoun: PointNoun;
  /** the summary's last figure: the latest value (a running total) or the sum of all points (counts per day) */
  summary: 'latest' | 'total';
  /** a Mantine colour name: the chart uses its shade 6 from the theme's CSS variables */
  color: string;
  valueFormatter: (value: number) => string;
  /** whole-number y ticks (counts that cannot be fractions) */
  integer?: boolean;
  height?: number;
};

const TICK_FONT = 12;
// an estimate of a tick label's width from its length: measuring text in the DOM would cost a layout per label
const textWidth = (text: string) => text.length * TICK_FONT * 0.6;
const MARGIN = { top: 10, right: 8, bottom: 26, gap: 8 };

/**
 * The element's content width, measured before the first paint and again whenever it changes. Not Mantine's
 * useElementSize: that one learns the width only from the ResizeObserver's first report, a frame later, so the
 * chart would first paint as an empty box (and never appear in jsdom, where nothing reports a size).
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w !== undefined) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function SvgChart({ height = 220, ...p }: SvgChartProps) {
  const { ref, width } = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const n = p.data.length;
  const values = p.data.map((d) => d.value);
  const ticks = niceTicks({ max: Math.max(0, ...values), integer: p.integer });
  const top = ticks[ticks.length - 1] ?? 1;
  const tickTexts = ticks.map(p.valueFormatter);
  const left = Math.ceil(Math.max(...tickTexts.map(textWidth))) + MARGIN.gap;
  const right = Math.max(left + 1, width - MARGIN.right);
  const plotBottom = height - MARGIN.bottom;
  const yOf = (v: number) => plotBottom - (v / top) * (plotBottom - MARGIN.top);
  const band = (right - left) / Math.max(n, 1);
  const xOf =
    p.kind === 'bar'
      ? (i: number) => left + band * (i + 0.5)
      : (i: number) => (n === 1 ? (left + right) / 2 : left + ((right - left) * i) / (n - 1));
  const labelWidth = Math.max(...p.data.map((d) => textWidth(d.label)), 0);
  const labels = xLabels({ n, labelWidth, from: left - MARGIN.gap / 2, to: width, xOf });
  const color = `var(--mantine-color-${p.color}-6)`;

  const first = p.data[0];
  const last = p.data[n - 1];
  const figure = p.summary === 'latest' ? (last?.value ?? 0) : values.reduce((a, b) => a + b, 0);
  const summaryParams = {
    title: p.title,
    n,
    noun: t(POINT_NOUNS[p.pointNoun][n === 1 ? 0 : 1]),
    first: first?.label ?? '',
    last: last?.label ?? '',
    value: p.valueFormatter(figure),
  };
  const ariaLabel =
    p.summary === 'latest'
      ? t(n === 1 ? 'uiChartOneLatest' : 'uiChartManyLatest', summaryParams)
      : t(n === 1 ? 'uiChartOneTotal' : 'uiChartManyTotal', summaryParams);

  const nearest = (clientX: number, svg: SVGSVGElement) => {
    const x = clientX - svg.getBoundingClientRect().left;
    const i = p.kind === 'bar' ? Math.floor((x - left) / band) : Math.round(((x - left) / (right - left)) * (n - 1));
    return Math.min(Math.max(Number.isFinite(i) ? i : 0, 0), n - 1);
  };
  const onPointer = (e: PointerEvent<SVGSVGElement>) => setActive(nearest(e.clientX, e.currentTarget));
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active === null ? 0 : Math.min(active + 1, n - 1),
      ArrowLeft: active === null ? n - 1 : Math.max(active - 1, 0),
      Home: 0,
      End: n - 1,
    };
    const next = moves[e.key];
    if (next !== undefined) {
      e.preventDefault();
      setActive(next);
    } else if (e.key === 'Escape') setActive(null); // not-a-user-text: a key's name
  };

  const shown = active === null ? undefined : p.data[active];
  const tooltipText = shown ? `${shown.label}: ${p.name} ${p.valueFormatter(shown.value)}` : '';
  const points = p.data.map((d, i) => ({ x: xOf(i), y: yOf(d.value) }));
  const line = p.kind === 'area' ? monotonePath(points) : '';
  const barWidth = Math.max(1, Math.min(band * 0.7, 48));

  return (
    <div ref={ref} style={{ position: 'relative', height }}>
      {width > 0 && (
        <svg
          role="img"
          aria-label={ariaLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is an image that keyboard users read point by point with the arrow keys; the point read goes to the live region below
          tabIndex={0}
          className="mantine-focus-auto"
          width={width}
          height={height}
          style={{ display: 'block', touchAction: 'pan-y', borderRadius: 4 }}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={() => setActive(null)}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(null)}
        >
          <g fontSize={TICK_FONT} fill="var(--mantine-color-dimmed)">
            {ticks.map((t, i) => (
              <g key={t}>
                <line
                  x1={left}
                  x2={right}
                  y1={yOf(t)}
                  y2={yOf(t)}
                  stroke="var(--mantine-color-default-border)"
                  strokeDasharray={i === 0 ? undefined : '4 4'}
                />
                <text x={left - MARGIN.gap} y={yOf(t)} textAnchor="end" dominantBaseline="middle">
                  {tickTexts[i]}
                </text>
              </g>
            ))}
            {labels.map((l) => (
              <text key={l.index} x={l.x} y={height - 6} textAnchor="middle">
                {p.data[l.index]?.label}
              </text>
            ))}
          </g>
          {p.kind === 'area' ? (
            <>
              <path
                data-testid="chart-area"
                d={`${line}L${xOf(n - 1)},${plotBottom}L${xOf(0)},${plotBottom}Z`}
                fill={color}
                fillOpacity={0.15}
              />
              <path d={line} fill="none" stroke={color} strokeWidth={2} />
              {n < 20 &&
                points.map((pt, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as for the bars, a point's place is its identity
                  <circle key={i} cx={pt.x} cy={pt.y} r={3} fill={color} />
                ))}
            </>
          ) : (
            p.data.map((d, i) => (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: the series is drawn in order and never reordered; two days may share a label, their place tells them apart
                key={i}
                data-testid="chart-bar"
                x={xOf(i) - barWidth / 2}
                y={yOf(d.value)}
                width={barWidth}
                height={plotBottom - yOf(d.value)}
                rx={Math.min(3, barWidth / 4)}
                fill={color}
                fillOpacity={active === null || active === i ? 1 : 0.5}
              />
            ))
          )}
          {active !== null && shown && (
            <g pointerEvents="none">
              <line
                x1={xOf(active)}
                x2={xOf(active)}
                y1={MARGIN.top}
                y2={plotBottom}
                stroke="var(--mantine-color-dimmed)"
                strokeDasharray="3 3"
              />
              {p.kind === 'area' && (
                <circle
                  cx={xOf(active)}
                  cy={yOf(shown.value)}
                  r={4.5}
                  fill={color}
                  stroke="var(--mantine-color-body)"
                  strokeWidth={2}
                />
              )}
            </g>
          )}
        </svg>
      )}
      {active !== null && shown && (
        <div
          data-testid="chart-tooltip"
          aria-hidden
          style={{
            position: 'absolute',
            // beside the point, on the side with more room, so it never leaves the card nor hides the point
            ...(xOf(active) < width / 2 ? { left: xOf(active) + 12 } : { right: width - xOf(active) + 12 }),
            top: Math.min(Math.max(yOf(shown.value) - 24, 0), height - 64),
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
            padding: '6px 10px',
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px solid var(--mantine-color-default-border)',
            background: 'var(--mantine-color-body)',
            boxShadow: 'var(--mantine-shadow-sm)',
            fontSize: 'var(--mantine-font-size-xs)',
            lineHeight: 1.4,
          }}
        >
          <div style={{ color: 'var(--mantine-color-dimmed)' }}>{shown.label}</div>
          <div>
            <span style={{ color }}>●</span> {p.name}: <b>{p.valueFormatter(shown.value)}</b>
          </div>
        </div>
      )}
      <VisuallyHidden aria-live="polite">{tooltipText}</VisuallyHidden>
    </div>
  );
}
