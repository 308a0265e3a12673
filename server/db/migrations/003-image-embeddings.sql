-- The feature vector of each photo (frozen MobileNetV2), so a company's photos sort new ones by
-- their nearest neighbours. component is the area the photo was uploaded to by a user (a labelled
-- example), or null for a photo sorted by the machine: that one only becomes an example once a
-- user corrects it (image_corrections). model names the extractor: vectors of another model do
-- not compare.
CREATE TABLE image_embeddings (
  image_id uuid PRIMARY KEY REFERENCES images (id) ON DELETE CASCADE,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  component text,
  model text NOT NULL,
  vector real[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX image_embeddings_by_company ON image_embeddings (company_id, model, created_at);
