-- Why a job failed, also as a catalogue message (shared/serverMessages: id and parameters) that the
-- browser shows in the person's language; `error` keeps the English text.
ALTER TABLE "jobs" ADD COLUMN "error_message" jsonb;