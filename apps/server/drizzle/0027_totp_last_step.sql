-- Each TOTP time step is accepted once per account (issue 43 item 2): the last accepted step, so the same code (or
-- an older one still inside the drift window) cannot complete the second factor of another session.
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;
