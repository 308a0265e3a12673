-- The module and edge distances a company plans its roofs with (issue 25), as JSON; a company
-- that never set them plans with the defaults (src/domain/pv/pv-settings.ts).
ALTER TABLE companies ADD COLUMN pv_settings jsonb;
