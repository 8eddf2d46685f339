/** The words of the account forms and their validation messages in Canadian French (see en-CA.ts). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'forms.email': 'Courriel',
  'forms.password.show': 'Afficher le champ «\u00a0{label}\u00a0»',
  'forms.password.hide': 'Masquer le champ «\u00a0{label}\u00a0»',
  'forms.back': 'Retour',
  'forms.validation.required': 'Champ obligatoire.',
  'forms.validation.invalidEmail': 'Format de courriel invalide.',
  'forms.validation.passwordRules':
    'Le mot de passe doit compter au moins 8 caractères, dont 1 majuscule, 1 minuscule, 1 chiffre et 1 caractère spécial.',
  'forms.validation.passwordMin': 'Le mot de passe doit compter au moins 8 caractères.',
  'forms.validation.passwordUppercase': 'Le mot de passe doit contenir au moins 1 majuscule.',
  'forms.validation.passwordLowercase': 'Le mot de passe doit contenir au moins 1 minuscule.',
  'forms.validation.passwordDigit': 'Le mot de passe doit contenir au moins 1 chiffre.',
  'forms.validation.passwordSpecial': 'Le mot de passe doit contenir au moins 1 caractère spécial.',
  'forms.validation.passwordMax': 'Le mot de passe doit compter au plus 128 caractères.',
  'forms.validation.passwordTooCommon':
    'Ce mot de passe est trop facile à deviner. Ajoutez des caractères ou évitez les répétitions et les mots courants.',
  'forms.validation.passwordsMustMatch': 'Les mots de passe doivent correspondre.',
} satisfies Translation<typeof en>;
