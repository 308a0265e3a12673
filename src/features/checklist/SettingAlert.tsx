// What changing a company setting came to, until the user closes it.
import { Alert } from '@mui/material';
import type { SettingMessage } from './use-setting-save';

export function SettingAlert({ message, onClose }: { message: SettingMessage | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} onClose={onClose}>
      {message.text}
    </Alert>
  );
}
