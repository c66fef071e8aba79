ALTER TABLE "return_lines" ADD COLUMN "received_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "damaged_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Lines received before these columns: what their outcome says came back
UPDATE "return_lines" SET "received_quantity" = "quantity" WHERE "outcome" IN ('restocked', 'damaged');--> statement-breakpoint
UPDATE "return_lines" SET "damaged_quantity" = "quantity" WHERE "outcome" = 'damaged';--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_received_quantities" CHECK ("return_lines"."damaged_quantity" >= 0 and "return_lines"."damaged_quantity" <= "return_lines"."received_quantity" and "return_lines"."received_quantity" <= "return_lines"."quantity");