/**
 * The words of the signed-in frame (src/app: the member shell, its menus and bars) and of the shared
 * components (src/components, src/lib) in Canadian English: loaded with the member shell.
 */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({});
