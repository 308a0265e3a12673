-- Every change to a project (issue 23): who, when, and what, field by field (the domain's
-- projectChanges). Kept as long as the project: it goes when the project is erased.
CREATE TABLE project_history (
  id bigserial PRIMARY KEY,
  company_id text NOT NULL,
  project_id text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  kind text NOT NULL,
  changes jsonb NOT NULL,
  FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id) ON DELETE CASCADE
);
CREATE INDEX project_history_by_project ON project_history (company_id, project_id, id DESC);
