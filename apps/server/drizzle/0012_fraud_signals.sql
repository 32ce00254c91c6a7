CREATE TABLE "fraud_checks" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"held_at" timestamp with time zone,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_checks_score_range" CHECK ("fraud_checks"."score" between 0 and 100),
	CONSTRAINT "fraud_checks_decision_values" CHECK ("fraud_checks"."decision" in ('released', 'fraud'))
);
--> statement-breakpoint
ALTER TABLE "fraud_checks" ADD CONSTRAINT "fraud_checks_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "fraud_checks_score_idx" ON "fraud_checks" USING btree ("score" DESC,"promotion_id");
--> statement-breakpoint
CREATE TABLE "creator_follower_reads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_follower_reads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"followers" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_follower_reads" ADD CONSTRAINT "creator_follower_reads_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "creator_follower_reads_creator_idx" ON "creator_follower_reads" USING btree ("creator_id","read_at");
--> statement-breakpoint
CREATE INDEX "promotions_tiktok_video_idx" ON "promotions" USING btree ("tiktok_video_id") WHERE "promotions"."tiktok_video_id" is not null;
--> statement-breakpoint
CREATE INDEX "creators_payout_iban_idx" ON "creators" USING btree (upper(replace("payout_iban", ' ', ''))) WHERE "creators"."payout_iban" is not null;
