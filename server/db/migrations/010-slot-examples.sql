-- Required shots teach the photo sorting (issue 21): a photo a user put into a slot is a
-- labelled example of that slot, kept per project as its filled slots say; and a photo
-- collection remembers the slot it chose for a photo until it saves the project.
CREATE TABLE image_slots (
  image_id uuid PRIMARY KEY REFERENCES images (id) ON DELETE CASCADE,
  company_id text NOT NULL,
  project_id text NOT NULL,
  slot text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id) ON DELETE CASCADE
);
CREATE INDEX image_slots_by_project ON image_slots (company_id, project_id);
ALTER TABLE ticket_images ADD COLUMN slot text;
