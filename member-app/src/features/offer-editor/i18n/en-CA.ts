/** The offer-editor feature's pages in Canadian English: the app's own text, letter for letter (e2e suites read it). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({});
