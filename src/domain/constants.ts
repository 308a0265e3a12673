// Fixed identifiers shared by client and server: the seeded demo company, the legacy API
// shape of SPEC §7 and the token claim that scopes a user to companies (SPEC §3, §6).

/** The company the demo user belongs to; seeded on first start. */
export const DEMO_COMPANY_ID = '3f6c2a9e-4b1d-4c8e-9a57-1d2e3f4a5b6c';

/** The built-in company that legacy paths (`/projekte/{id}/{page}`, `/{legacyPrefix}/…`) fall back to. */
export const LEGACY_COMPANY_ID = '00000000-0000-4000-8000-000000000001';

/** Path prefix of the legacy API calls of SPEC §7. */
export const LEGACY_PREFIX = 'projekte-legacy';

/** Access-token claim naming the company a user may access. */
export const COMPANY_ACCESS_CLAIM = 'company_access';

/** Claim value granting access to every company: the multi-company user. */
export const ALL_COMPANIES = '*';

/**
 * Sent with an area upload: when its photos were added in the app (ISO 8601). Uploads sent side
 * by side can arrive in any order; the area still lists its photos in the order they were taken.
 */
export const ADDED_AT_HEADER = 'x-added-at';

/** Sent with an area upload taken for a required shot: the slot's id (see `storedUnread`). */
export const SHOT_HEADER = 'x-required-shot';
/** The header a project save carries: when its last edit was made, offline perhaps hours before (the history, issue 23). */
export const CHANGED_AT_HEADER = 'x-changed-at';
