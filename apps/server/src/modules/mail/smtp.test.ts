// The SMTP adapter against a real SMTP server (smtp-server) on a free loopback port: the verification email arrives.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../../test/factories';
import { useHarness } from '../../test/harness';

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  smtpUrl = `smtp://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
// after the mail server's hooks: the app starts once the server listens and stops before it closes
const h = useHarness(() => ({ SMTP_URL: smtpUrl, MAIL_FROM: 'Hookline <no-reply@hookline.test>' }));

describe('SMTP mail', () => {
  it('delivers the verification email with its link and marks it sent in the outbox', async () => {
    const email = uniqueEmail('smtp');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: PASSWORD, terms: true, age: true },
    });
    expect(res.statusCode).toBe(201);
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeTruthy();
    expect(mail?.raw).toContain('Subject: Verify your email address');
    const unfolded = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '';
    expect(unfolded).toMatch(/http:\/\/hookline\.test\/login\?verify=[A-Za-z0-9_-]{20,}/);
    const outbox = await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json().data.items).toHaveLength(1);
  });
});
