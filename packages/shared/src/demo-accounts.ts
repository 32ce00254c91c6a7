// The demo accounts `npm run seed:demo` makes (apps/server/src/cli/seed-demo.ts) and the journeys sign in with
// (e2e/fixtures.ts): one list, so the two can never disagree. Demo data only: seed:demo refuses production.
export const DEMO_PASSWORD = 'hookline-demo-1';
export const DEMO = {
  admin: 'admin@demo.hookline.test',
  musician: 'musician@demo.hookline.test',
  creator: 'creator@demo.hookline.test',
  newCreator: 'newcreator@demo.hookline.test',
  /** a second admin, for the two-step verification journey (the first one keeps signing in with a password) */
  securityAdmin: 'security-admin@demo.hookline.test',
} as const;
