// The development mailbox shows live links from every email: only the machine itself may read it, and a plain
// start listens on the loopback address only.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { useHarness } from '../test/harness';

// behind a proxy a forwarded-for header must not make a remote caller look local
const h = useHarness({ TRUST_PROXY: 'true' });
beforeAll(async () => {
  await h.ctx.mailer.send({ to: 'someone@example.test', subject: 'Reset', text: 'link', html: '<p>link</p>' });
});

describe('development mailbox', () => {
  it('answers the loopback address only', async () => {
    for (const url of ['/api/dev/outbox', '/dev/mailbox']) {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await h.app.inject({ url, remoteAddress })).statusCode, `${url} ${remoteAddress}`).toBe(200);
      }
      for (const remoteAddress of ['203.0.113.5', '10.0.0.2', '::ffff:192.168.1.9']) {
        const res = await h.app.inject({ url, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect(res.statusCode, `${url} ${remoteAddress}`).toBe(404);
        expect(res.body).not.toContain('someone@example.test');
      }
    }
  });

  it('answers only a Host naming this server: a DNS-rebinding page on another name gets 404', async () => {
    for (const url of ['/api/dev/outbox', '/dev/mailbox']) {
      for (const host of ['hookline.test', 'localhost:5173', '127.0.0.1:8080', '[::1]:8080']) {
        const res = await h.app.inject({ url, remoteAddress: '127.0.0.1', headers: { host } });
        expect(res.statusCode, `${url} ${host}`).toBe(200);
      }
      for (const host of [
        'rebind.attacker.example:8080',
        'hookline.test.attacker.example',
        'localhost.attacker.example',
      ]) {
        const res = await h.app.inject({ url, remoteAddress: '127.0.0.1', headers: { host } });
        expect(res.statusCode, `${url} ${host}`).toBe(404);
        expect(res.body).not.toContain('someone@example.test');
      }
    }
  });

  it('the server listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
