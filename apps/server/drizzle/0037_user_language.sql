-- The language a user reads Hookline in, their emails, bills and reports included (docs/decisions/0012-languages.md):
-- chosen on /login, /signup or in Account, first from the browser; English for everyone until they choose.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'de', 'es', 'pt-BR'));
