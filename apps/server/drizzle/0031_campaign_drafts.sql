-- Musicians' own campaign drafts (docs/decisions/0011-campaign-drafts.md): a table of their own, so that no existing
-- list, figure or creator feed (all read from "campaigns") can see one. The body is the musician's request as its
-- zod schema parsed it; approval creates the campaign and records it here.
CREATE TABLE "campaign_drafts" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "musician_id" integer NOT NULL REFERENCES "musicians"("id"),
  "body" jsonb NOT NULL,
  "status" text DEFAULT 'draft' NOT NULL CHECK ("status" IN ('draft', 'paid', 'approved', 'rejected', 'deleted')),
  "reject_reason" text,
  "campaign_id" integer REFERENCES "campaigns"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "campaign_drafts_musician_idx" ON "campaign_drafts" ("musician_id", "id");--> statement-breakpoint
CREATE INDEX "campaign_drafts_status_idx" ON "campaign_drafts" ("status", "id");
--> statement-breakpoint
-- A draft's payments through Stripe Checkout (issue 46 item 2), in integer cents as priced before paying; the ledger
-- posts each paid payment (kind 'musician_payment') and each refund ('musician_refund') with payment_id as reference.
CREATE TABLE "draft_payments" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  -- what it pays for: a draft (a new campaign) or an active campaign (a top-up)
  "draft_id" integer REFERENCES "campaign_drafts"("id"),
  "campaign_id" integer REFERENCES "campaigns"("id"),
  "rail" text DEFAULT 'card' NOT NULL CHECK ("rail" IN ('card')),
  "stripe_session_id" text NOT NULL UNIQUE,
  "stripe_payment_intent" text,
  "budget_cents" bigint NOT NULL CHECK ("budget_cents" > 0),
  "fee_cents" bigint NOT NULL CHECK ("fee_cents" >= 0),
  "vat_cents" bigint NOT NULL CHECK ("vat_cents" >= 0),
  "total_cents" bigint NOT NULL,
  "status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'paid', 'failed', 'refunded')),
  "stripe_refund_id" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "paid_at" timestamp with time zone,
  "refunded_at" timestamp with time zone,
  -- when the paid budget became a campaign's funding (approval of the draft, or the top-up itself)
  "applied_at" timestamp with time zone,
  CONSTRAINT "draft_payments_target_check" CHECK (("draft_id" IS NULL) <> ("campaign_id" IS NULL)),
  CONSTRAINT "draft_payments_total_sum" CHECK ("total_cents" = "budget_cents" + "fee_cents" + "vat_cents")
);--> statement-breakpoint
CREATE INDEX "draft_payments_draft_idx" ON "draft_payments" ("draft_id", "id");--> statement-breakpoint
CREATE INDEX "draft_payments_campaign_idx" ON "draft_payments" ("campaign_id", "id");--> statement-breakpoint
-- each Stripe event is handled once: its id is stored in the transaction that handles it
CREATE TABLE "stripe_events" (
  "id" text PRIMARY KEY,
  "type" text NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);
