-- When the debtor last read a conversation in Contact us: replies written after it are unread.
ALTER TABLE "conversations" ADD COLUMN "debtor_read_at" timestamp with time zone;
