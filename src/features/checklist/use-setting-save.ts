// Changing one of the company's settings: only with a connection (the server keeps them), saying
// so in the same words for every setting, and what went wrong in the user's words.
import { useState } from 'react';
import { userMessage } from '@/api/errors';
import type { CompanySettingsChange } from '@/domain/project';
import { useDataLayer } from '@/hooks/data-context';
import { useOnline } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { CHECKLIST_TEXTS } from './texts';

const T = CHECKLIST_TEXTS.setting;

export interface SettingMessage {
  severity: 'success' | 'error' | 'info';
  text: string;
}

export function useSettingSave(companyId: string) {
  const { engine } = useDataLayer();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SettingMessage | null>(null);

  /** Whether the server took the change. */
  const save = async (change: CompanySettingsChange): Promise<boolean> => {
    if (!online) {
      setMessage({ severity: 'info', text: T.offline });
      return false;
    }
    setBusy(true);
    try {
      await engine.saveCompanySettings(companyId, change);
      setMessage({ severity: 'success', text: T.saved });
      return true;
    } catch (failure) {
      logWarning('Einstellung der Firma nicht gespeichert', failure);
      setMessage({ severity: 'error', text: T.failed(userMessage(failure)) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, message, clearMessage: () => setMessage(null), save };
}
