-- Companies, their projects as versioned JSON documents, uploaded images, damages,
-- buildability assessments, processing tickets, the job queue and idempotent replies.
CREATE TABLE companies (
  id text PRIMARY KEY,
  company_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projects (
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id text NOT NULL,
  doc jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id)
);

CREATE TABLE images (
  id uuid PRIMARY KEY,
  company_id text NOT NULL,
  project_id text NOT NULL,
  component text NOT NULL,
  original_name text NOT NULL,
  file_key text NOT NULL,
  thumb_key text,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  width integer,
  height integer,
  page_number integer,
  annotated boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id) ON DELETE CASCADE
);
CREATE INDEX images_by_project ON images (company_id, project_id, component);

CREATE TABLE vorschaeden (
  id uuid PRIMARY KEY,
  company_id text NOT NULL,
  project_id text NOT NULL,
  doc jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id) ON DELETE CASCADE
);
CREATE INDEX vorschaeden_by_project ON vorschaeden (company_id, project_id);

CREATE TABLE assessments (
  id uuid PRIMARY KEY,
  company_id text NOT NULL,
  project_id text NOT NULL,
  doc jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id) ON DELETE CASCADE
);
CREATE INDEX assessments_latest ON assessments (company_id, project_id, created_at DESC);

CREATE TABLE tickets (
  id uuid PRIMARY KEY,
  company_id text NOT NULL,
  project_id text NOT NULL,
  state text NOT NULL,
  total_images integer NOT NULL,
  processed_images integer NOT NULL DEFAULT 0,
  state_description text NOT NULL DEFAULT '',
  estimated_time_remaining integer,
  category_results jsonb NOT NULL DEFAULT '{}'::jsonb,
  errors jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id) ON DELETE CASCADE
);

CREATE TABLE ticket_images (
  ticket_id uuid NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  image_id uuid NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  position integer NOT NULL,
  category text,
  PRIMARY KEY (ticket_id, image_id)
);

CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'queued',
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_ready ON jobs (state, run_at);

CREATE TABLE idempotent_replies (
  company_id text NOT NULL,
  key text NOT NULL,
  request text NOT NULL,
  status_code integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, key)
);
