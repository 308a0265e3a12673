-- An annotated image (the outer roof with the analysis' boxes drawn in) names the photo it was
-- drawn from, so it goes when that photo is deleted or moved to another area.
ALTER TABLE images ADD COLUMN source_image_id uuid REFERENCES images (id) ON DELETE CASCADE;
CREATE INDEX images_by_source ON images (source_image_id) WHERE source_image_id IS NOT NULL;
