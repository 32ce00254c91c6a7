-- Self-billing invoices (docs/engine.md "Bills and payouts"): gapless numbers per calendar year, a frozen copy of
-- issuer, recipient and lines on each bill, SEPA payout batches, and the payment settings a bill needs.
CREATE TABLE "bill_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "bill_year" integer;
--> statement-breakpoint
UPDATE "bills" SET "bill_year" = extract(year from "created_at" at time zone 'UTC')::int;
--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "bill_year" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "bill_year" SET DEFAULT (extract(year from now() at time zone 'UTC'))::int;
--> statement-breakpoint
ALTER TABLE "bills" DROP CONSTRAINT "bills_bill_number_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "bills_year_number_idx" ON "bills" USING btree ("bill_year","bill_number");
--> statement-breakpoint
INSERT INTO "bill_number_counters" ("year", "last_number")
  SELECT "bill_year", max("bill_number") FROM "bills" GROUP BY "bill_year";
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "issuer" jsonb;
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "recipient" jsonb;
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "payout_batch_id" integer;
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bill_id" integer NOT NULL REFERENCES "bills"("id"),
	"ledger_transaction_id" integer REFERENCES "ledger_transactions"("id"),
	"promotion_id" integer,
	"kind" text NOT NULL,
	"song" text,
	"video_link" text,
	"views_72h" bigint,
	"rate" text,
	"reason" text,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("bill_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_ledger_tx_idx" ON "bill_lines" USING btree ("ledger_transaction_id");
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" text NOT NULL UNIQUE,
	"status" text DEFAULT 'processing' NOT NULL,
	"bill_count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"xml" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bills_payout_batch_idx" ON "bills" USING btree ("payout_batch_id");
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "legal_name" text;
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "address_street" text;
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "address_postcode" text;
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "address_city" text;
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "address_country" text;
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "tax_status" text;
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "tax_id" text;
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "tax_exemption_note" text;
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "payout_bic" text;
