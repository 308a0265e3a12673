-- Faces of bystanders (issue 23): whether a company has them made unrecognisable on its stored
-- photos, and whether the untouched original is kept beside the blurred copy (for those who
-- manage the company) or replaced by it. Per image: how many faces were blurred, and where the
-- original is kept, if it is.
ALTER TABLE companies ADD COLUMN face_blur text NOT NULL DEFAULT 'off' CHECK (face_blur IN ('off', 'keep-original', 'replace-original'));
ALTER TABLE images ADD COLUMN blurred_faces integer;
ALTER TABLE images ADD COLUMN original_key text;
