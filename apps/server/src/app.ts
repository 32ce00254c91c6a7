// Builds the Fastify instance (no listen): plugins in order, then routes, then the SPA. Tests use it with inject().

import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { messageText } from '@hookline/shared/catalogue';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { AppContext } from './context';
import { ping } from './db/client';
import { COMPRESS_THRESHOLD_BYTES, registerAnswerCompression } from './lib/compress-answers';
import { type Drain, registerDrain } from './lib/drain';
import { requestLocale, visitorLocale } from './lib/language';
import { REQUEST_ID_HEADER, requestIdFor } from './lib/request-id';
import { cacheControlFor, loadSpaPages } from './lib/spa-pages';
import { LOG_REDACT_PATHS, logSerializers, REDACTED } from './logging/redaction';
import { startSessionCache } from './modules/identity/session-cache';
import { PAYPAL_SIM_PREFIX, paypalSimulator } from './modules/paypal/simulator';
import { INSTAGRAM_SIM_PREFIX, instagramSimulator } from './modules/platforms/instagram/simulator';
import { YOUTUBE_SIM_PREFIX, youtubeSimulator } from './modules/platforms/youtube/simulator';
import { SPOTIFY_SIM_PREFIX, spotifySimulator } from './modules/spotify/simulator';
import { stripeConnectSimulator } from './modules/stripe/connect-simulator';
import { stripeSimulator } from './modules/stripe/simulator';
import { SIM_PREFIX, tiktokSimulator } from './modules/tiktok/simulator';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { adminBillRoutes } from './routes/api/admin/bills';
import { adminCampaignDraftRoutes } from './routes/api/admin/campaign-drafts';
import { adminCampaignMoneyRoutes } from './routes/api/admin/campaign-money';
import { adminCampaignRoutes } from './routes/api/admin/campaigns';
import { adminPeopleRoutes } from './routes/api/admin/people';
import { authRoutes } from './routes/api/auth';
import { creatorRoutes } from './routes/api/creator';
import { creatorGrowthRoutes } from './routes/api/creator-growth';
import { fraudRoutes } from './routes/api/fraud';
import { musicianRoutes } from './routes/api/musician';
import { musicianBillingRoutes } from './routes/api/musician-billing';
import { musicianDraftRoutes } from './routes/api/musician-drafts';
import { referenceRoutes } from './routes/api/reference';
import { reportRoutes } from './routes/api/reports';
import { scheduleRoutes } from './routes/api/schedule';
import { stripeWebhookRoutes } from './routes/api/stripe-webhook';
import { uploadRoutes } from './routes/api/uploads';
import { userRoutes } from './routes/api/users';
import { devRoutes } from './routes/dev';
import { metricsRoutes, observeRequests } from './routes/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Shutdown's first part: new requests answered 503 while the ones in flight finish (lib/drain.ts). */
    drain: Drain;
    /** Every route as registered (method, url, declared access): the authorisation matrix test reads it. */
    routeList: { method: string; url: string; auth: string | undefined }[];
  }
}

export type App = FastifyInstance;

export async function buildApp(ctx: AppContext, opts: { logger?: boolean; logStream?: NodeJS.WritableStream } = {}) {
  const { config } = ctx;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: requestIdFor(config.trustProxy),
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('drain', registerDrain(app));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (config.metricsToken) observeRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  const routeList: App['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeList.push({ method, url: route.url, auth: route.config?.auth });
    }
  });

  const https = config.appUrl.startsWith('https://');
  // security headers: the helmet middleware is built once (@fastify/helmet rebuilt it on every request)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // Mantine injects <style> tags at run time
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  // answers above 1 KB go out compressed when the client accepts it: text answers once per distinct body
  // (lib/compress-answers.ts), streams such as CSV reports on the fly; request bodies are never inflated. The web
  // build's files come pre-compressed from the static plugin below.
  registerAnswerCompression(app);
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins, credentials: false });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Hookline API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // the documentation is public; every other /api route declares its own access level
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, auth: 'public' };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandling(app);
  registerAuth(app, ctx);
  if (config.dbSessionCache) {
    // the sessions this process looked up lately, dropped on every change (modules/identity/session-cache.ts)
    const sessionCache = await startSessionCache(ctx.database, {
      databaseUrl: config.databaseUrl,
      onError: (err) => app.log.warn({ err }, 'session cache: change listener lost; sessions read from the database'),
    });
    app.addHook('onClose', () => sessionCache.close());
  }
  registerIdempotency(app, ctx);

  app.get('/healthz', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { auth: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    try {
      await ping(ctx.db);
    } catch {
      return reply.status(503).send({ message: 'database unreachable', code: 'UNAVAILABLE' });
    }
    try {
      // every upload would fail: not ready either (a full or read-only data folder)
      await ctx.storage.probe();
    } catch {
      return reply.status(503).send({ message: 'storage not writable', code: 'UNAVAILABLE' });
    }
    return { status: 'ready' };
  });

  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(referenceRoutes);
  await app.register(creatorRoutes);
  await app.register(creatorGrowthRoutes);
  await app.register(scheduleRoutes);
  await app.register(reportRoutes);
  await app.register(musicianRoutes);
  await app.register(musicianDraftRoutes);
  await app.register(musicianBillingRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(uploadRoutes);
  await app.register(adminCampaignRoutes, { prefix: '/api/admin' });
  await app.register(adminCampaignDraftRoutes, { prefix: '/api/admin' });
  await app.register(adminCampaignMoneyRoutes, { prefix: '/api/admin' });
  await app.register(adminPeopleRoutes, { prefix: '/api/admin' });
  await app.register(fraudRoutes);
  await app.register(adminBillRoutes, { prefix: '/api/admin' });
  if (config.metricsToken) await app.register(metricsRoutes, { token: config.metricsToken });
  if (!config.production) await app.register(devRoutes);
  if (config.tiktokSimulator) await app.register(tiktokSimulator, { prefix: SIM_PREFIX });
  if (config.spotifySimulator) {
    // the server itself copies a cover into its uploads (modules/spotify/song-from-spotify.ts): its own address
    const publicBase = () => `${ctx.selfUrl.current}${SPOTIFY_SIM_PREFIX}`;
    await app.register(spotifySimulator, { prefix: SPOTIFY_SIM_PREFIX, publicBase });
  }
  if (config.instagramSimulator) await app.register(instagramSimulator, { prefix: INSTAGRAM_SIM_PREFIX });
  if (config.youtubeSimulator) await app.register(youtubeSimulator, { prefix: YOUTUBE_SIM_PREFIX });
  if (config.stripeSimulator) {
    await app.register(stripeSimulator);
    await app.register(stripeConnectSimulator);
  }
  if (config.paypalSimulator) await app.register(paypalSimulator, { prefix: PAYPAL_SIM_PREFIX });

  // `/` leaves the app for the marketing site when one is configured
  const marketingUrl = config.marketingUrl;
  if (marketingUrl) {
    app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, async (_req, reply) =>
      reply.redirect(marketingUrl),
    );
  }

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasSpa = fs.existsSync(indexHtml);
  const spaPage = loadSpaPages(config.webDist);
  if (hasSpa) {
    // the build writes .br and .gz copies of every text file (apps/web/build/precompress.ts): sent by Accept-Encoding
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(config.webDist, file)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!request.url.startsWith('/api/') && wantsHtml && hasSpa) {
      // the signed-out forms in the visitor's language (the hl_lang cookie, else Accept-Language)
      return reply
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html')
        .sendFile(spaPage(request.url, visitorLocale(request.headers)));
    }
    return reply
      .status(404)
      .send({ message: messageText('notFound', {}, requestLocale(request)), code: 'NOT_FOUND', key: 'notFound' });
  });
  return app;
}
