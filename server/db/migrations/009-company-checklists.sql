-- A company's own required shots (issue 21), edited by a user who may manage the company; null
-- while the company follows the default checklist.
ALTER TABLE companies ADD COLUMN checklist jsonb;
