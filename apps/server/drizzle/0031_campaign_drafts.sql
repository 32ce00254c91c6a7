-- Musicians' own campaign drafts (docs/decisions/0011-campaign-drafts.md): a table of their own, so that no existing
-- list, figure or creator feed (all read from "campaigns") can see one. The body is the musician's request as its
-- zod schema parsed it; approval creates the campaign and records it here.
CREATE TABLE "campaign_drafts" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "musician_id" integer NOT NULL REFERENCES "musicians"("id"),
  "body" jsonb NOT NULL,
  "status" text DEFAULT 'draft' NOT NULL CHECK ("status" IN ('draft', 'paid', 'approved', 'rejected')),
  "reject_reason" text,
  "campaign_id" integer REFERENCES "campaigns"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "campaign_drafts_musician_idx" ON "campaign_drafts" ("musician_id", "id");--> statement-breakpoint
CREATE INDEX "campaign_drafts_status_idx" ON "campaign_drafts" ("status", "id");
