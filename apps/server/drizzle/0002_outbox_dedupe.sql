ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key");