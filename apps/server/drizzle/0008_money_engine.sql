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
