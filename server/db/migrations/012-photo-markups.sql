-- Marks drawn on a project's photo ('Markieren'), under its photo key (upload hash, else image
-- id), kept as data beside the untouched photo so they can be edited again. copy_image_id names
-- the stored marked copy (photo and marks in one JPEG). A row with no marks remembers when they
-- were removed, so a late replay of an older drawing does not bring them back.
CREATE TABLE photo_markups (
  company_id text NOT NULL,
  project_id text NOT NULL,
  photo_key text NOT NULL,
  marks jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  copy_image_id text,
  PRIMARY KEY (company_id, project_id, photo_key),
  FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id) ON DELETE CASCADE
);
