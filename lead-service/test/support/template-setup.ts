/**
 * vitest globalSetup: the migrated template exists before the test files start, so parallel files copy it
 * instead of waiting on each other's build.
 */
import { ensureMigratedTemplate } from './migrated-template.ts';

export default async function setup(): Promise<void> {
  await ensureMigratedTemplate();
}
