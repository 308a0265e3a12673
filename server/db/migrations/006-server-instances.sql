-- Each running server by the id its claimed jobs and idempotency reservations carry, and the key
-- of the advisory lock it holds on its own database session while it lives. The lock goes with
-- the process, however it ends, so a server that starts after a crash frees at once what its dead
-- predecessor held, instead of waiting for leases to run out.
CREATE TABLE server_instances (
  id text PRIMARY KEY,
  lock_key bigint NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE idempotent_replies ADD COLUMN owner text;
