// What a project's card on the dashboard shows, with its tab's count and the lists' order: the
// painted first screen (platform/first-screen) stays true while this does not change.
import type { Project } from './project.ts';

/** What a card shows of a project, as one string that differs whenever the card would. */
export const cardOf = (project: Project | undefined) =>
  JSON.stringify([project?.name, project?.status, project?.createdAt, project?.customer?.firstName, project?.customer?.lastName, project?.customer?.address]);
