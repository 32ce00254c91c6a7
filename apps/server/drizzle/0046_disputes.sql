-- Disputes and refunds made at Stripe (docs/engine.md "Disputes" and "Refunds made at Stripe"). A payment's dispute has
-- a life cycle (open until closed won or lost) and an evidence due date; while it is open the payment's campaign is on
-- hold. A refund of disputed money waits (held) until the dispute closes: won, it goes out; lost, the chargeback took
-- the money instead (dropped). What a lost dispute took is a refund row of its own (rail chargeback), as is a refund
-- made at Stripe outside the product (reason stripe_outside), each matched by Stripe's refund id.
ALTER TABLE "draft_payments" ADD COLUMN "dispute_status" text CHECK ("dispute_status" IN ('open', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "draft_payments" ADD COLUMN "dispute_due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draft_payments" ADD COLUMN "dispute_closed_at" timestamp with time zone;--> statement-breakpoint
-- the campaign a dispute held: creators cannot join it, an admin cannot approve its draft
ALTER TABLE "campaigns" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_rail_check";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_rail_check" CHECK ("rail" IN ('stripe', 'bank_transfer', 'credit', 'chargeback'));--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason_check";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason_check" CHECK ("reason" IN ('rejected', 'late_payment', 'second_payment', 'campaign_end', 'dispute_lost', 'stripe_outside'));--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_status_check";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_status_check" CHECK ("status" IN ('pending', 'sent', 'held', 'dropped'));--> statement-breakpoint
-- why Stripe refused or failed it, for the admin
ALTER TABLE "payment_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_stripe_refund_key" ON "payment_refunds" ("stripe_refund_id");
