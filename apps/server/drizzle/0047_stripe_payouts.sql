-- Paying creators outside SEPA by Stripe Connect Express (docs/engine.md "Payout methods"): the creator's connected
-- account and whether Stripe has turned its payouts on (account.updated), and the transfer that paid a bill.
ALTER TABLE "creators" ADD COLUMN "stripe_account_id" text;
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "stripe_payouts_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "creators_stripe_account_idx" ON "creators" USING btree ("stripe_account_id");
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "stripe_transfer_id" text;
