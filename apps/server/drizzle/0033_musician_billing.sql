-- Musicians' billing: their billing details, and the documents the platform issues to them (docs/engine.md
-- "Invoices to musicians"): an invoice for every paid payment, a credit note for every refund, each numbered
-- without gaps in its own series per calendar year. The numbers come from a counter row locked by the transaction
-- that records the payment or refund, so a rollback gives the number back.
CREATE TABLE "musician_billing_details" (
  "musician_id" integer PRIMARY KEY REFERENCES "musicians"("id"),
  "legal_name" text NOT NULL,
  "street" text NOT NULL,
  "postcode" text NOT NULL,
  "city" text NOT NULL,
  "country" text NOT NULL CHECK ("country" ~ '^[A-Z]{2}$'),
  "is_business" boolean NOT NULL,
  -- normalised (upper case, no spaces); a business only
  "vat_id" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "musician_billing_details_vat_id_business" CHECK ("vat_id" IS NULL OR "is_business")
);--> statement-breakpoint
-- the VAT rule and rate a payment was priced at (null: priced before the rules, the platform country's rate)
ALTER TABLE "draft_payments" ADD COLUMN "vat_rule" text CHECK ("vat_rule" IN ('domestic', 'eu_consumer', 'reverse_charge', 'outside_eu'));--> statement-breakpoint
ALTER TABLE "draft_payments" ADD COLUMN "vat_rate_bp" integer CHECK ("vat_rate_bp" >= 0);--> statement-breakpoint
CREATE TABLE "billing_document_counters" (
  "kind" text NOT NULL CHECK ("kind" IN ('invoice', 'credit_note')),
  "year" integer NOT NULL,
  "last_number" integer NOT NULL,
  CONSTRAINT "billing_document_counters_pkey" PRIMARY KEY ("kind", "year")
);--> statement-breakpoint
CREATE TABLE "billing_documents" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "kind" text NOT NULL CHECK ("kind" IN ('invoice', 'credit_note')),
  "year" integer NOT NULL,
  "seq" integer NOT NULL CHECK ("seq" > 0),
  "number" text NOT NULL UNIQUE,
  "payment_id" integer NOT NULL REFERENCES "draft_payments"("id"),
  "musician_id" integer NOT NULL REFERENCES "musicians"("id"),
  -- a credit note names the invoice it corrects
  "invoice_id" integer REFERENCES "billing_documents"("id"),
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL,
  "vat_rule" text NOT NULL CHECK ("vat_rule" IN ('domestic', 'eu_consumer', 'reverse_charge', 'outside_eu')),
  "vat_rate_bp" integer NOT NULL CHECK ("vat_rate_bp" >= 0),
  -- the lines (description, cents) and the parties as they were when the document was issued
  "lines" jsonb NOT NULL,
  "issuer" jsonb NOT NULL,
  "buyer" jsonb NOT NULL,
  "net_cents" bigint NOT NULL CHECK ("net_cents" >= 0),
  "vat_cents" bigint NOT NULL CHECK ("vat_cents" >= 0),
  "total_cents" bigint NOT NULL CHECK ("total_cents" > 0),
  CONSTRAINT "billing_documents_total_sum" CHECK ("total_cents" = "net_cents" + "vat_cents"),
  CONSTRAINT "billing_documents_credit_note_invoice" CHECK (("kind" = 'credit_note') = ("invoice_id" IS NOT NULL)),
  CONSTRAINT "billing_documents_series_seq_key" UNIQUE ("kind", "year", "seq")
);--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_one_invoice_idx" ON "billing_documents" ("payment_id") WHERE "kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "billing_documents_musician_idx" ON "billing_documents" ("musician_id", "id");--> statement-breakpoint
CREATE INDEX "billing_documents_payment_idx" ON "billing_documents" ("payment_id", "id");
