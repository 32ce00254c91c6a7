import { formatCount } from '@hookline/shared/money';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../lib/language';
import { renderWithProviders } from '../../test/render';
import { monotonePath, niceTicks, xLabels } from './chart-geometry';
import { type ChartPoint, SvgChart } from './svg-chart';

const views: ChartPoint[] = [
  { label: '1 Oct', value: 1_200 },
  { label: '2 Oct', value: 40_000 },
  { label: '3 Oct', value: 950_000 },
  { label: '4 Oct', value: 1_234_567 },
];
const videos: ChartPoint[] = [
  { label: '1 Oct', value: 2 },
  { label: '2 Oct', value: 0 },
  { label: '3 Oct', value: 5 },
];

function area() {
  renderWithProviders(
    <SvgChart
      kind="area"
      data={views}
      name="Views"
      title="Views over time"
      pointNoun="day"
      summary="latest"
      color="violet"
      valueFormatter={formatCount}
    />,
  );
  return screen.getByRole('img', { name: /^Views over time/ });
}

function bars() {
  renderWithProviders(
    <SvgChart
      kind="bar"
      data={videos}
      name="Videos"
      title="Videos per day"
      pointNoun="day"
      summary="total"
      color="teal"
      integer
      valueFormatter={formatCount}
    />,
  );
  return screen.getByRole('img', { name: /^Videos per day/ });
}

const tooltip = () => screen.queryByTestId('chart-tooltip')?.textContent;

describe('SvgChart', () => {
  // jsdom lays nothing out: the chart's card is 600 px wide, and the svg starts at the page's left edge
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the area as one filled path and sums the series up for screen readers', () => {
    const svg = area();
    expect(svg.getAttribute('aria-label')).toBe('Views over time: 4 days from 1 Oct to 4 Oct, latest 1,234,567');
    expect(svg.querySelectorAll('[data-testid="chart-area"]')).toHaveLength(1);
    expect(svg.querySelectorAll('rect')).toHaveLength(0);
    // y ticks: nice round steps from 0 past the highest value, formatted as counts
    expect(svg.textContent).toContain('500,000');
    expect(svg.textContent).toContain('1,500,000');
    expect(tooltip()).toBeUndefined();
  });

  it('draws one bar per point, and the summary counts them all', () => {
    const svg = bars();
    expect(svg.getAttribute('aria-label')).toBe('Videos per day: 3 days from 1 Oct to 3 Oct, total 7');
    expect(svg.querySelectorAll('[data-testid="chart-bar"]')).toHaveLength(3);
    const yTicks = [...svg.querySelectorAll('text[text-anchor="end"]')].map((t) => t.textContent);
    expect(yTicks).toEqual(['0', '2', '4', '6']);
  });

  it('names its points in the summary, one or many, in the language the user reads', async () => {
    renderWithProviders(
      <SvgChart
        kind="area"
        data={[{ label: '2 Oct', value: 40 }]}
        name="Views"
        title="Views over time"
        pointNoun="read"
        summary="latest"
        color="violet"
        valueFormatter={formatCount}
      />,
    );
    expect(screen.getByRole('img', { name: /^Views over time/ }).getAttribute('aria-label')).toBe(
      'Views over time: 1 read on 2 Oct, latest 40',
    );
    cleanup();
    await switchLanguage('de');
    try {
      const svg = bars();
      expect(svg.getAttribute('aria-label')).toBe('Videos per day: 3 Tage vom 1 Oct bis 3 Oct, insgesamt 7');
    } finally {
      await switchLanguage('en');
    }
  });

  it("shows the hovered point's label and value, and hides it when the pointer leaves", () => {
    const svg = bars();
    const third = svg.querySelectorAll('[data-testid="chart-bar"]')[2] as SVGRectElement;
    fireEvent.pointerMove(svg, { clientX: Number(third.getAttribute('x')) + 1 });
    expect(tooltip()).toContain('3 Oct');
    expect(tooltip()).toContain('Videos: 5');
    fireEvent.pointerLeave(svg);
    expect(tooltip()).toBeUndefined();

    fireEvent.pointerMove(svg, { clientX: 0 });
    expect(tooltip()).toContain('Videos: 2');
  });

  it('lets keyboard users move from point to point with the arrow keys, and reads the point aloud', () => {
    const svg = area();
    expect(svg.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(tooltip()).toContain('4 Oct');
    expect(tooltip()).toContain('Views: 1,234,567');
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(tooltip()).toContain('Views: 950,000');
    fireEvent.keyDown(svg, { key: 'Home' });
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(tooltip()).toContain('Views: 1,200');
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(tooltip()).toContain('2 Oct');
    expect(screen.getByText('2 Oct: Views 40,000')).toBeTruthy(); // the live region
    fireEvent.keyDown(svg, { key: 'Escape' });
    expect(tooltip()).toBeUndefined();
  });
});

describe('chart geometry', () => {
  it('picks about four round y steps', () => {
    expect(niceTicks({ max: 1_234_567 })).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(niceTicks({ max: 48_900 })).toEqual([0, 20_000, 40_000, 60_000]);
    expect(niceTicks({ max: 9 })).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks({ max: 3, integer: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks({ max: 0 })).toEqual([0, 1]);
  });

  it('labels the first and last points and evenly spaced ones between, never overlapping', () => {
    const xOf = (i: number) => 40 + (i * 300) / 45;
    const labels = xLabels({ n: 46, labelWidth: 40, from: 36, to: 340, xOf });
    expect(labels[0]?.index).toBe(0);
    expect(labels[labels.length - 1]?.index).toBe(45);
    expect(labels.length).toBeGreaterThanOrEqual(3);
    // evenly spaced: every so many days, except maybe before the last
    const steps = labels.slice(1, -1).map((l, j) => l.index - (labels[j]?.index ?? 0));
    expect(new Set(steps).size).toBe(1);
    for (let j = 1; j < labels.length; j++) {
      expect((labels[j]?.x ?? 0) - (labels[j - 1]?.x ?? 0)).toBeGreaterThanOrEqual(40 + 12);
    }
    // every label stays inside the chart
    expect(labels[0]?.x).toBeGreaterThanOrEqual(36 + 20);
    expect(labels[labels.length - 1]?.x).toBeLessThanOrEqual(340 - 20);
  });

  it('draws a curve through every point', () => {
    const d = monotonePath([
      { x: 0, y: 100 },
      { x: 10, y: 50 },
      { x: 20, y: 50 },
    ]);
    expect(d.startsWith('M0,100')).toBe(true);
    expect(d.endsWith('20,50')).toBe(true);
    expect(d.match(/C/g)).toHaveLength(2);
  });
});
