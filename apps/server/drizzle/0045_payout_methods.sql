-- Payout methods (modules/payouts, docs/engine.md "Payout methods"): the method a creator is paid by, and bills the
-- bank sent back (returned, with the bank's reason code and when). Creators whose IBAN is there are paid by SEPA.
ALTER TABLE "creators" ADD COLUMN "payout_method" text;
--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_payout_method_check" CHECK ("creators"."payout_method" is null or "creators"."payout_method" in ('sepa', 'stripe', 'paypal'));
--> statement-breakpoint
UPDATE "creators" SET "payout_method" = 'sepa' WHERE "payout_iban" IS NOT NULL AND "payout_iban" <> '';
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "return_reason" text;
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "returned_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "payout_iban" text;
