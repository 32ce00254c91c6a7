// The Prometheus scrape: refused without the token, absent without configuration, and its figures in the exposition
// format with the names, types and labels docs/operations.md lists; a failing job and a refused request move them.
import { describe, expect, it } from 'vitest';
import { enqueue, runOne } from '../modules/queue/queue';
import { useHarness } from '../test/harness';

const TOKEN = 'metrics-token-for-the-test-0123';
const h = useHarness({ METRICS_TOKEN: TOKEN });
const without = useHarness();

type Sample = { name: string; labels: Record<string, string>; value: number };
/** The text exposition format: `# TYPE name type` lines and `name{a="b"} value` samples. */
function parse(text: string) {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type?.[1] && type[2]) types.set(type[1], type[2]);
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m?.[1] || !m[3]) throw new Error(`not a sample line: ${line}`);
    const labels = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return { types, samples };
}

const scrape = async () => {
  const res = await h.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return parse(res.body);
};
const value = (s: Sample[], name: string, labels: Record<string, string> = {}) =>
  s.find((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v))?.value;

describe('GET /metrics', () => {
  it('is refused without the bearer token, or with another one, and absent when no token is configured', async () => {
    const none = await h.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await h.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('hookline_');
    expect(
      (await without.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
    ).toBe(404);
  });

  it('serves the process defaults and the request durations by route pattern, method and status', async () => {
    await h.app.inject({ url: '/api/campaigns/123456' });
    const { types, samples } = await scrape();
    expect(types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(types.get('nodejs_heap_size_used_bytes')).toBe('gauge');
    expect(types.get('hookline_http_request_duration_seconds')).toBe('histogram');
    const counted = samples.filter(
      (s) => s.name === 'hookline_http_request_duration_seconds_count' && s.labels.route?.includes('/api/campaigns/'),
    );
    // the pattern, not the URL with its id
    expect(counted.map((s) => s.labels.route)).toContain('/api/campaigns/:id');
    expect(counted.find((s) => s.labels.route === '/api/campaigns/:id')?.labels).toMatchObject({
      method: 'GET',
      status_code: '401',
    });
  });

  it('a failing job moves its runs, and the queue depth, the outbox and the bills are read from the database', async () => {
    const before =
      value((await scrape()).samples, 'hookline_job_runs_total', { name: 'metrics-test', outcome: 'failed' }) ?? 0;
    await enqueue(h.db, { name: 'metrics-test', description: 'fails on purpose', maxAttempts: 3 });
    await runOne(h.db, {
      workerId: 'metrics-test-worker',
      handlers: {
        'metrics-test': async () => {
          throw new Error('fails on purpose');
        },
      },
    });
    await enqueue(h.db, { name: 'metrics-waiting', description: 'waits', runAt: new Date(Date.now() - 90_000) });
    const { types, samples } = await scrape();
    expect(value(samples, 'hookline_job_runs_total', { name: 'metrics-test', outcome: 'failed' })).toBe(before + 1);
    expect(value(samples, 'hookline_job_duration_seconds_count', { name: 'metrics-test' })).toBeGreaterThanOrEqual(1);
    // retried later: queued again with its backoff
    expect(value(samples, 'hookline_jobs', { name: 'metrics-test', state: 'queued' })).toBe(1);
    expect(value(samples, 'hookline_job_oldest_waiting_seconds', { name: 'metrics-waiting' })).toBeGreaterThanOrEqual(
      89,
    );
    expect(types.get('hookline_outbox_mails')).toBe('gauge');
    expect(value(samples, 'hookline_outbox_mails', { state: 'failed' })).toBe(0);
    expect(types.get('hookline_bills')).toBe('gauge');
  });
});
