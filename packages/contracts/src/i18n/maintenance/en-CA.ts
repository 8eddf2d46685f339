/**
 * The lockable modules' names and descriptions in Canadian English, from the contracts' constants (the
 * words the database seeds). The server words a module by its id in the reader's language where an answer
 * carries it (the console's module list, the member app's restriction check). By id, not looked up by its
 * English: a module's one-word name ("Feedback") is not the same word as a text of that English elsewhere
 * (a feedback's kind). Only the server reads this catalog.
 */
import { MAINTENANCE_MODULE_DESCRIPTIONS, MAINTENANCE_MODULE_NAMES } from '../../api/maintenance.ts';
import { catalogFrom, defineCatalog } from '../catalog.ts';

export default defineCatalog({
  ...catalogFrom('maintenance.moduleName', MAINTENANCE_MODULE_NAMES),
  ...catalogFrom('maintenance.moduleDescription', MAINTENANCE_MODULE_DESCRIPTIONS),
});
