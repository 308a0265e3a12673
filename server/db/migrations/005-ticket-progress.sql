-- A photo-collection ticket also reports how many of its photos were analysed (progress covers
-- the analysis, not just the sorting) and how many uploaded photos the project already had.
ALTER TABLE tickets ADD COLUMN analyzed_images integer NOT NULL DEFAULT 0;
ALTER TABLE tickets ADD COLUMN duplicate_images integer NOT NULL DEFAULT 0;
