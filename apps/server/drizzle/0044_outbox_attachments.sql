-- An email's attachments (a musician's invoice PDF, docs/decisions/0015-musician-sign-up.md): kept with the email in
-- the outbox, base64 with their file name and type, so that /dev/mailbox shows them and a retried send sends them.
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;
