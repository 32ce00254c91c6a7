-- rates per 1,000 views in ten-thousandths of a euro (four decimals); NULL falls back to per_1k_cents × 100
ALTER TABLE "levels" ADD COLUMN "per_1k_rate" bigint;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "per_1k_rate" bigint;--> statement-breakpoint
-- the deal in force at approval, recorded with the reservation and used at settlement
ALTER TABLE "promotions" ADD COLUMN "deal_type" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "deal_per_1k_rate" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "deal_max_cents" bigint;
--> statement-breakpoint
-- when the views at 72 h that settled the promotion were read (the stats snapshot nearest to upload + 72 h)
ALTER TABLE "promotions" ADD COLUMN "views_read_at" timestamp with time zone;
--> statement-breakpoint
-- corrections of a settled promotion's views: who, when, old, new, why (the money moves in the ledger)
CREATE TABLE "promotion_corrections" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "promotion_id" integer NOT NULL REFERENCES "promotions"("id"),
  "admin_user_id" integer NOT NULL,
  "old_views" bigint,
  "new_views" bigint NOT NULL,
  "old_earned_cents" bigint NOT NULL,
  "new_earned_cents" bigint NOT NULL,
  "reason" text NOT NULL,
  "ledger_transaction_id" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "promotion_corrections_promotion_idx" ON "promotion_corrections" ("promotion_id", "created_at");
