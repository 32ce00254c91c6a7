-- Payment rails and refunds of musicians' own campaigns (docs/engine.md "Musicians' own campaigns"): SEPA Direct
-- Debit through Stripe Checkout (asynchronous: processing, then paid or failed), bank transfer against a reference an
-- admin marks as received, disputes, and one table of refunds (each with its amount, rail and reason) that every
-- refund path writes: a rejection, a late or second payment, the unspent budget at the end of a campaign.
ALTER TABLE "draft_payments" DROP CONSTRAINT "draft_payments_rail_check";--> statement-breakpoint
ALTER TABLE "draft_payments" ADD CONSTRAINT "draft_payments_rail_check" CHECK ("rail" IN ('card', 'sepa_debit', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "draft_payments" DROP CONSTRAINT "draft_payments_status_check";--> statement-breakpoint
ALTER TABLE "draft_payments" ADD CONSTRAINT "draft_payments_status_check" CHECK ("status" IN ('open', 'processing', 'paid', 'failed', 'expired', 'refunded'));--> statement-breakpoint
ALTER TABLE "draft_payments" ALTER COLUMN "stripe_session_id" DROP NOT NULL;--> statement-breakpoint
-- the musician who pays (the draft's or the campaign's), for the credit on their account
ALTER TABLE "draft_payments" ADD COLUMN "musician_id" integer REFERENCES "musicians"("id");--> statement-breakpoint
UPDATE "draft_payments" p SET "musician_id" = d."musician_id" FROM "campaign_drafts" d WHERE d."id" = p."draft_id";--> statement-breakpoint
UPDATE "draft_payments" p SET "musician_id" = c."musician_id" FROM "campaigns" c WHERE c."id" = p."campaign_id";--> statement-breakpoint
-- a bank transfer's reference, unique and readable (HL-XXXX-XXXX); the musician writes it on the transfer
ALTER TABLE "draft_payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "draft_payments" ADD CONSTRAINT "draft_payments_reference_key" UNIQUE ("reference");--> statement-breakpoint
ALTER TABLE "draft_payments" ADD CONSTRAINT "draft_payments_rail_ids_check" CHECK (("rail" = 'bank_transfer') = ("stripe_session_id" IS NULL) AND ("rail" = 'bank_transfer') = ("reference" IS NOT NULL));--> statement-breakpoint
-- how the unspent budget goes back when the campaign ends, as the musician chose at checkout
ALTER TABLE "draft_payments" ADD COLUMN "end_refund" text DEFAULT 'original' NOT NULL CHECK ("end_refund" IN ('original', 'bank_transfer', 'credit'));--> statement-breakpoint
-- the musician's credit used for this payment: the rest (total - credit) is what the rail charges
ALTER TABLE "draft_payments" ADD COLUMN "credit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_payments" ADD CONSTRAINT "draft_payments_credit_check" CHECK ("credit_cents" >= 0 AND "credit_cents" < "total_cents");--> statement-breakpoint
ALTER TABLE "draft_payments" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draft_payments" ADD COLUMN "received_by" integer;--> statement-breakpoint
-- a dispute (chargeback) opened by the payer's bank: the amount it took back, recorded in the ledger
ALTER TABLE "draft_payments" ADD COLUMN "stripe_dispute_id" text;--> statement-breakpoint
ALTER TABLE "draft_payments" ADD COLUMN "disputed_cents" bigint DEFAULT 0 NOT NULL CHECK ("disputed_cents" >= 0);--> statement-breakpoint
ALTER TABLE "draft_payments" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "draft_payments_intent_idx" ON "draft_payments" ("stripe_payment_intent");--> statement-breakpoint
CREATE INDEX "draft_payments_status_idx" ON "draft_payments" ("status", "rail", "id");--> statement-breakpoint
CREATE TABLE "payment_refunds" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "payment_id" integer NOT NULL REFERENCES "draft_payments"("id"),
  "musician_id" integer NOT NULL REFERENCES "musicians"("id"),
  -- the campaign whose unspent budget it returns (reason campaign_end)
  "campaign_id" integer REFERENCES "campaigns"("id"),
  "rail" text NOT NULL CHECK ("rail" IN ('stripe', 'bank_transfer', 'credit')),
  "reason" text NOT NULL CHECK ("reason" IN ('rejected', 'late_payment', 'second_payment', 'campaign_end')),
  -- what it returns of the payment's budget, fee and VAT; amount = their sum
  "budget_cents" bigint NOT NULL CHECK ("budget_cents" >= 0),
  "fee_cents" bigint NOT NULL CHECK ("fee_cents" >= 0),
  "vat_cents" bigint NOT NULL CHECK ("vat_cents" >= 0),
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
  -- pending: Stripe has not answered yet, or the admin has not sent the transfer; sent: the money left (a credit at once)
  "status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'sent')),
  "stripe_refund_id" text,
  "sent_by" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone,
  CONSTRAINT "payment_refunds_amount_sum" CHECK ("amount_cents" = "budget_cents" + "fee_cents" + "vat_cents")
);--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" ("payment_id", "id");--> statement-breakpoint
CREATE INDEX "payment_refunds_campaign_idx" ON "payment_refunds" ("campaign_id", "id");--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" ("status", "rail", "id");
