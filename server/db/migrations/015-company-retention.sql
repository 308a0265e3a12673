-- How long a company keeps its done projects (issue 23): after this many months without a change
-- a project marked 'Erledigt' moves to the trash by the daily sweep. Null: kept until deleted.
ALTER TABLE companies ADD COLUMN retention_months integer;
