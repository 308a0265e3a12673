-- Voice memos recorded on an area's page: the audio file's key in the file store with what the
-- protocol lists (area, when, how long). A deleted memo keeps its row without a file, so a late
-- replay of its upload does not bring it back.
CREATE TABLE voice_memos (
  company_id text NOT NULL,
  project_id text NOT NULL,
  id text NOT NULL,
  area text NOT NULL,
  recorded_at timestamptz NOT NULL,
  duration_ms integer NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  file_key text,
  deleted_at timestamptz,
  PRIMARY KEY (company_id, project_id, id),
  FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id) ON DELETE CASCADE
);
