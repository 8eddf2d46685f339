import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The maintenance page's words in French (fetched only when the console reads in French). */
export default {
  title: 'Maintenance',
  currentState: 'État actuel',
  lockedSince: 'Verrouillé depuis le %{date}',
  noteToMembers: 'Note aux membres\u00a0: %{note}',
  loadFailed: 'Impossible de charger l’état de la maintenance\u00a0: %{error}',
  tryAgain: 'Réessayer',
  systemDown: 'Tout le système est arrêté\u00a0: les membres peuvent seulement se connecter et lire la note.',
  modulesLocked: 'Verrouillé pour maintenance\u00a0: %{modules}.',
  systemUp: 'Le système fonctionne\u00a0: rien n’est verrouillé.',
  and: '%{first} et %{last}',
  loseSystem:
    'Les membres perdront tout le marché\u00a0: chaque page affiche la page de maintenance, et toute requête sauf la connexion et la déconnexion est refusée jusqu’à ce que vous leviez le verrouillage.',
  loseModules:
    'Les membres perdront %{modules} jusqu’à ce que vous leviez le verrouillage\u00a0: ces pages sont désactivées et leurs requêtes refusées.',
  readNote: 'Ils liront votre note\u00a0: «\u00a0%{note}\u00a0»',
  moduleLine: '%{name}\u00a0: %{description}',
  replaces:
    'Ce verrouillage remplace celui en vigueur et met fin à tous les laissez-passer de déverrouillage donnés pour celui-ci.',
  backSystem:
    'Les membres retrouvent tout le marché immédiatement, et tous les laissez-passer de déverrouillage prennent fin.',
  backModules:
    'Les membres retrouvent %{modules} immédiatement, et tous les laissez-passer de déverrouillage prennent fin.',
  checkForm: 'Vérifiez le formulaire.',
  lockSection: 'Verrouiller des modules ou tout le système',
  lockForm: 'Verrouillage pour maintenance',
  readOnly:
    'Seul un super administrateur peut verrouiller ou lever le verrouillage. Vous pouvez voir le verrouillage en vigueur.',
  modules: 'Modules verrouillables',
  wholeSystem: 'Verrouiller tout le système',
  wholeSystemText:
    'Chaque page des membres affiche la page de maintenance avec votre note\u00a0; seules la connexion et la déconnexion fonctionnent encore.',
  note: 'Note aux membres',
  noteError: 'Note aux membres\u00a0: %{error}',
  replace: 'Remplacer le verrouillage',
  lock: 'Verrouiller',
  confirmLock: 'Confirmer le verrouillage pour maintenance',
  lockNow: 'Verrouiller maintenant',
  release: 'Lever le verrouillage',
  confirmRelease: 'Lever le verrouillage pour maintenance\u00a0?',
  releaseNow: 'Lever maintenant',
  passSection: 'Laissez-passer de déverrouillage pour un testeur',
  passIntro:
    'Un testeur qui saisit ce laissez-passer dans l’application des membres peut utiliser les parties verrouillées jusqu’à son expiration. Il ne vaut que pour le verrouillage en vigueur.',
  validFor: 'Valide pendant (minutes)',
  validForHint: 'Entre %{min} et %{max} minutes.',
  createPass: 'Créer un laissez-passer',
  pass: 'Laissez-passer de déverrouillage',
  expires: 'Expire le %{date}',
  copyPass: 'Copier le laissez-passer',
  copied: 'Laissez-passer copié.',
  copyFailed: 'Copie impossible\u00a0: sélectionnez le laissez-passer et copiez-le à la main.',
} satisfies ConsoleMessages['console']['maintenance'];
