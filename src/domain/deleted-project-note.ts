// What the project menu tells the dashboard after a delete, so it can offer 'Rückgängig'. Apart
// from the trash's schemas: the dashboard, the first screen, reads it, and importing it from
// there put the validator library and every project schema on the first screen (issue 24).
export interface DeletedProjectNote {
  deleted: { projectId: string; owner: string };
}

export function isDeletedProjectNote(state: unknown): state is DeletedProjectNote {
  const deleted = (state as Partial<DeletedProjectNote> | null)?.deleted;
  return typeof deleted?.projectId === 'string' && typeof deleted.owner === 'string';
}
