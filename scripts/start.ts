/**
 * `npm start`: writes the form kinds' lists when a kind's file changed (kind-lists-if-changed.ts), builds the
 * site when a source changed (build-if-changed.ts), then runs the lead service in this same process, so a start
 * without a build pays for one Node and one TypeScript loader, not two (nor npm's and another Node's for the
 * lists).
 */
import { buildIfChanged } from './build-if-changed.ts';
import { writeKindListsIfChanged } from './kind-lists-if-changed.ts';

await writeKindListsIfChanged();
if (buildIfChanged()) await import('../lead-service/src/main.ts');
