/**
 * The maintenance modules' names and descriptions in the reader's language. The database stores them once,
 * in English (the seeded `maintenance_modules` rows); an answer that carries them words them for its
 * reader from the contracts' maintenance catalogs, by the module's id. A module the catalogs do not know,
 * or whose stored words are not the seeded English, reads as stored.
 */
import {
  type Locale,
  MAINTENANCE_MODULE_DESCRIPTIONS,
  MAINTENANCE_MODULE_NAMES,
  type TRestrictionState,
} from '@barterbits/contracts';
import { say } from '../../lib/i18n.ts';

type ModuleId = keyof typeof MAINTENANCE_MODULE_NAMES;
const isKnown = (id: string): id is ModuleId => Object.hasOwn(MAINTENANCE_MODULE_NAMES, id);

/** A module's name in `locale`. */
export function moduleNameIn(locale: Locale, module: { id: string; name: string }): string {
  const { id, name } = module;
  return isKnown(id) && MAINTENANCE_MODULE_NAMES[id] === name
    ? say(locale, `maintenance.moduleName.${id}`, {})
    : name;
}

/** A module's description in `locale`. */
export function moduleDescriptionIn(locale: Locale, module: { id: string; description: string }): string {
  const { id, description } = module;
  return isKnown(id) && MAINTENANCE_MODULE_DESCRIPTIONS[id] === description
    ? say(locale, `maintenance.moduleDescription.${id}`, {})
    : description;
}

/** A module of the console's list, its words in `locale`. */
export const moduleIn = <M extends { id: string; name: string; description: string }>(
  locale: Locale,
  module: M,
): M => ({
  ...module,
  name: moduleNameIn(locale, module),
  description: moduleDescriptionIn(locale, module),
});

/** A restriction state whose locked modules are named in `locale`. */
export const restrictionIn = <S extends Pick<TRestrictionState, 'lockedModules'>>(
  locale: Locale,
  state: S,
): S => ({
  ...state,
  lockedModules: state.lockedModules.map((m) => ({ ...m, name: moduleNameIn(locale, m) })),
});
