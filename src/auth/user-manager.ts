// The oidc-client-ts UserManager, in its own module so the library is loaded on demand: for a
// sign-in, its callback, a renewal, or after the first screen has rendered.
import { UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from '@/domain/runtime-config';
import { oidcSettings } from './oidc-settings';

export function createUserManager(config: RuntimeConfig, origin: string, storage: Storage): UserManager {
  return new UserManager(oidcSettings(config, origin, storage));
}
