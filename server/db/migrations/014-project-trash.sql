-- Deleting a project (issue 23): it first waits in its company's trash, restorable, then is
-- erased for good. deleted_at marks a project in the trash; nothing but the trash sees it.
ALTER TABLE projects ADD COLUMN deleted_at timestamptz;
ALTER TABLE projects ADD COLUMN deleted_by text;
-- What remains of an erased project is its id: devices that still hold it drop it, and a late
-- save from one of them is refused instead of creating it again. No personal data is kept.
CREATE TABLE erased_projects (
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  project_id text NOT NULL,
  erased_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, project_id)
);
