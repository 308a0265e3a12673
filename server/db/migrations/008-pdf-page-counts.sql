-- A PDF's number of pages, read once when it is uploaded: the project's image reference carries
-- it, so the app shows it offline too and the protocol no longer opens every PDF on each request.
ALTER TABLE images ADD COLUMN page_count integer;
