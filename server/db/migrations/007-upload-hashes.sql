-- The SHA-256 of a file's bytes as the app sent them (before the server normalized them): the
-- device holds the same hash of the photo it queued, so it can tell a photo the project already
-- has before sending it again, offline too.
ALTER TABLE images ADD COLUMN upload_sha256 text;
