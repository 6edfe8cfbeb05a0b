/**
 * `npm start`: builds the site when a source changed (build-if-changed.ts), then runs the lead service in this
 * same process, so a start without a build pays for one Node and one TypeScript loader, not two.
 */
import { buildIfChanged } from './build-if-changed.ts';

if (buildIfChanged()) await import('../lead-service/src/main.ts');
