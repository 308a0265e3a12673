// The project this device last started with 'Start', per company: while nothing is captured in
// it, 'Start' opens it again instead of leaving one more empty 'Neues Projekt' behind. Only this
// device's own: a blank project a colleague started is theirs to fill.
import { logWarning } from '@/platform/log';

const keyOf = (companyId: string) => `vor-ort.startedProject.${companyId}`;

export function startedProject(storage: Storage, companyId: string): string | null {
  return storage.getItem(keyOf(companyId));
}

export function rememberStartedProject(storage: Storage, companyId: string, projectId: string): void {
  try {
    storage.setItem(keyOf(companyId), projectId);
  } catch (error) {
    // A full storage only costs the next 'Start' its reuse of a blank project.
    logWarning('Gestartetes Projekt nicht gemerkt', error);
  }
}
