import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The pledge page's words in French (fetched only when the console reads in French). */
export default {
  title: 'Engagement',
  heading: 'Engagement de la communauté',
  intro:
    'Les membres entreprises acceptent ce texte à leur inscription. Enregistrer crée une nouvelle version\u00a0; les membres qui s’inscrivent ensuite acceptent la nouvelle.',
  currentVersion: 'Version actuelle enregistrée le %{date}',
  none: 'Aucun engagement n’a encore été défini.',
  text: 'Texte de l’engagement',
  textFr: 'Texte de l’engagement en français',
  textFrHint:
    'Montré aux membres qui lisent BarterBits en français. Vide\u00a0: ils voient le texte anglais.',
  save: 'Enregistrer l’engagement',
  saved: 'L’engagement a été enregistré.',
  superAdminOnly: 'Seul un super administrateur peut modifier l’engagement.',
} satisfies ConsoleMessages['console']['pledge'];
