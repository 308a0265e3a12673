-- Every time the user moves a photo to another area, the sorting was wrong: the move is kept
-- as a labelled example (which area the photo was in, which it belongs to) to learn from.
CREATE TABLE image_corrections (
  id bigserial PRIMARY KEY,
  image_id uuid NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  from_component text NOT NULL,
  to_component text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX image_corrections_by_company ON image_corrections (company_id, created_at);
CREATE INDEX image_corrections_by_image ON image_corrections (image_id);
