-- Whether a company keeps where its photos were taken (issue 22): on unless the company switches
-- it off; off, no position is stored with a photo.
ALTER TABLE companies ADD COLUMN photo_location boolean NOT NULL DEFAULT true;
