ALTER TABLE "uploads" ADD COLUMN "payment_proof_at" timestamp with time zone;--> statement-breakpoint
-- Screenshots already sent as a payment's proof have proved it.
UPDATE "uploads" SET "payment_proof_at" = coalesce("referenced_at", now())
WHERE '/uploads/' || "path" IN (SELECT "pay_order_pic" FROM "orders" WHERE "orders"."tenant_id" = "uploads"."tenant_id"
  UNION SELECT "pay_order_pic" FROM "recharges" WHERE "recharges"."tenant_id" = "uploads"."tenant_id");
