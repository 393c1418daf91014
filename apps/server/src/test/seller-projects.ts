// Test data for developers' projects and time (decision 032), set up through the API.
import type { Project, TimeEntry } from '@themeport/core';
import type { TestApp } from './app.ts';
import { signedInClient, signedInOwner, type Client } from './auth.ts';

/** A signed-in developer (platform role developer, onboarded). */
export async function signedInDeveloper(t: TestApp) {
  return signedInClient(t, { role: 'developer', onboarded: true });
}

/** A project of this developer for the account `clientEmail` owns (201 expected). */
export async function addProject(
  developer: Client,
  clientEmail: string,
  overrides: Record<string, unknown> = {},
): Promise<Project> {
  const res = await developer.post('/api/developer/projects', { name: 'Site relaunch', clientEmail, ...overrides });
  if (res.status !== 201) throw new Error(`project not added: ${res.status} ${await res.text()}`);
  return (await res.json()) as Project;
}

/** A pending time entry on the project (201 expected). */
export async function logTime(
  developer: Client,
  projectId: string,
  overrides: Record<string, unknown> = {},
): Promise<TimeEntry> {
  const today = new Date().toISOString().slice(0, 10);
  const res = await developer.post('/api/developer/time-entries', {
    projectId,
    date: today,
    hours: 1.5,
    rateCents: 8500,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`time not logged: ${res.status} ${await res.text()}`);
  return (await res.json()) as TimeEntry;
}

/** A developer with a project for a fresh client account, and that account's owner. */
export async function developerWithClientProject(t: TestApp) {
  const developer = await signedInDeveloper(t);
  const owner = await signedInOwner(t, { onboarded: true });
  const project = await addProject(developer.client, owner.user.email);
  return { developer, owner, project };
}
