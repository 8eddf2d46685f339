/** The help feature's pages in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'help.faq.heading': 'Foire aux questions',
  'help.faq.intro':
    'Comment fonctionnent les BITS™, les échanges, les cadeaux et votre compte sur {product}.',
  'help.faq.search': 'Chercher dans les questions',
  'help.faq.matches':
    '{count, plural, =0 {Aucune question ne correspond.} one {# question correspond.} other {# questions correspondent.}}',
  'help.faq.noMatch': 'Aucune question ne correspond à «\u00a0{query}\u00a0».',
  'help.faq.tryOther': 'Essayez d’autres mots, ou écrivez-nous à',
  'help.faq.clear': 'Effacer la recherche',
  'help.faq.stillNeedHelp': 'Encore besoin d’aide\u00a0?',
  'help.faq.writeTo': 'Écrivez à',
  'help.faq.orTellUs': 'ou dites-nous ce que vous en pensez.',
  'help.faq.sendFeedback': 'Envoyer un commentaire',
} satisfies Translation<typeof en>;
