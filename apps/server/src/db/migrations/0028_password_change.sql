-- A member of staff added by an admin signs in first with the password the admin chose; until they
-- set one of their own, every call but the session's and the password change is refused (issue 44).
ALTER TABLE "accounts" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;
