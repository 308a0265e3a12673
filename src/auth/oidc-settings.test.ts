import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@/domain/runtime-config';
import { oidcSettings } from './oidc-settings';

const config: RuntimeConfig = {
  API_BASE_URL: '/api',
  OIDC_AUTHORITY: 'https://login.example.test/realms/vor-ort',
  OIDC_CLIENT_ID: 'vor-ort-app',
  OIDC_SCOPE: 'openid offline_access',
  OIDC_RESPONSE_TYPE: 'code',
};

describe('sign-in settings (SPEC §2, §9)', () => {
  const settings = oidcSettings(config, 'https://app.example.test', new Map() as unknown as Storage);

  it('takes authority, client, scope and response type from the runtime config', () => {
    expect(settings).toMatchObject({
      authority: config.OIDC_AUTHORITY,
      client_id: 'vor-ort-app',
      scope: 'openid offline_access',
      response_type: 'code',
    });
  });

  it('"The sign-in redirect target and the post-logout target are /dashboard on the app\'s own origin"', () => {
    expect(settings.redirect_uri).toBe('https://app.example.test/dashboard');
    expect(settings.post_logout_redirect_uri).toBe('https://app.example.test/dashboard');
  });

  it('uses the session timings of SPEC §9', () => {
    expect(settings).toMatchObject({
      automaticSilentRenew: true,
      silentRequestTimeoutInSeconds: 10,
      checkSessionIntervalInSeconds: 2,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      staleStateAgeInSeconds: 900,
      popupWindowFeatures: { height: 640 },
    });
  });
});
