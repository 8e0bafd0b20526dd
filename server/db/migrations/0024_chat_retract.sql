ALTER TABLE "chat_messages" RENAME COLUMN "withdrawn_at" TO "retracted_at";--> statement-breakpoint
ALTER INDEX "chat_messages_withdrawn" RENAME TO "chat_messages_retracted";
