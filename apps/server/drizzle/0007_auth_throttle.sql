-- Counters for sign-in, second-factor and password-reset throttling: one row per key (e.g. account and address),
-- counted with one INSERT ... ON CONFLICT statement so that parallel attempts on any instance each get their own
-- number (modules/identity/throttle.ts).
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
