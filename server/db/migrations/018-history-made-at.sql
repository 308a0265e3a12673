-- When a change was made on the device, for one made offline that reached the server later
-- (issue 23): `at` stays when it arrived, the order of the history.
ALTER TABLE project_history ADD COLUMN made_at timestamptz;
