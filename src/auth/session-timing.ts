// The session timings of SPEC §9 and the retry waits of SPEC §4, apart from the oidc-client-ts
// settings so the session can use them without loading the sign-in library.
export const SESSION_TIMING = {
  silentRequestTimeoutInSeconds: 10,
  checkSessionIntervalInSeconds: 2,
  accessTokenExpiringNotificationTimeInSeconds: 60,
  staleStateAgeInSeconds: 900,
  popupHeight: 640,
  /** Wait before retrying a silent renewal that timed out (SPEC §4). */
  silentRenewRetryMs: 5000,
  /** Wait before retrying a renewal that found the provider unreachable although online. */
  unreachableRetryMs: 30_000,
} as const;
