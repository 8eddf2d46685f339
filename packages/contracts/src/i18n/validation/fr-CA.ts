/** The field messages of a refused form, in Canadian French (see docs/i18n-glossary.md). */
import type { Translation } from '../catalog.ts';
import type en from './en-CA.ts';

export default {
  'validation.required': 'Champ obligatoire.',
  'validation.date': 'Entrez une date réelle comme 2025-01-31.',
  'validation.invalidEmail': 'Format de courriel invalide.',
  'validation.passwordRules':
    'Le mot de passe doit compter au moins 8 caractères, dont 1 majuscule, 1 minuscule, 1 chiffre et 1 caractère spécial.',
  'validation.passwordMin': 'Le mot de passe doit compter au moins 8 caractères.',
  'validation.passwordUppercase': 'Le mot de passe doit contenir au moins 1 majuscule.',
  'validation.passwordLowercase': 'Le mot de passe doit contenir au moins 1 minuscule.',
  'validation.passwordDigit': 'Le mot de passe doit contenir au moins 1 chiffre.',
  'validation.passwordSpecial': 'Le mot de passe doit contenir au moins 1 caractère spécial.',
  'validation.passwordMax': 'Le mot de passe doit compter au plus 128 caractères.',
  'validation.passwordTooCommon':
    'Ce mot de passe est trop facile à deviner. Ajoutez des caractères ou évitez les répétitions et les mots courants.',
  'validation.passwordsMustMatch': 'Les mots de passe doivent correspondre.',
  'validation.newPasswordMustDiffer': 'Le nouveau mot de passe doit être différent de l’actuel.',
  'validation.mobile': 'Le numéro de cellulaire doit compter 10 chiffres.',
  'validation.userNameMax': 'Le nom d’utilisateur doit compter au plus 30 caractères.',
  'validation.userNameChars':
    'Le nom d’utilisateur ne peut contenir que des lettres minuscules, des chiffres et des traits de soulignement.',
  'validation.userNameMix': 'Le nom d’utilisateur doit combiner des lettres et des chiffres.',
  'validation.nameLength': 'Doit compter entre 2 et 79 caractères.',
  'validation.nameLetters': 'Seules les lettres de l’alphabet anglais sont permises.',
  'validation.businessNameMax': 'Le nom de l’entreprise doit compter au plus 150 caractères.',
  'validation.businessDescriptionMax': 'La description de l’entreprise doit compter au plus 500 caractères.',
  'validation.websiteMax': 'Le site Web doit compter au plus 255 caractères.',
  'validation.bioMin': 'La biographie doit compter au moins 5 caractères.',
  'validation.textAreaMax': 'Doit compter moins de 250 caractères.',
  'validation.cancelReasonMax': 'Doit compter au plus 250 caractères.',
  'validation.postalCodeLength': 'Le code postal doit compter de 6 à 7 caractères.',
  'validation.postalCodeFormat': 'Le code postal doit être au format A1A 1A1 ou A1A1A1.',
  'validation.monthRange': 'Le mois doit être entre 1 et 12.',
  'validation.monthPast': 'Les mois passés de l’année en cours ne sont pas permis.',
  'validation.yearInvalid': 'Veuillez entrer une année valide.',
  'validation.numericOnly': 'Seuls les nombres sont permis (p. ex. 4.50 ou 2).',
  'validation.numberMax': 'Doit être d’au plus 1000000.',
  'validation.decimals': 'Au plus 2 décimales sont permises.',
  'validation.positive': 'Doit être supérieur à 0.',
  'validation.httpsUrl': 'L’URL doit commencer par https://',
  'validation.youtubeOnly': 'Seuls les liens YouTube sont permis.',
  'validation.pinDigits': 'Le NIP doit compter 4 chiffres en tout.',
  'validation.pinGuessable': 'Ce NIP est trop facile à deviner. Veuillez en choisir un autre.',
  'validation.fileRequired': 'Veuillez téléverser un fichier.',
  'validation.fileTooLarge': 'Le fichier est trop volumineux. La taille maximale est de 5 Mo.',
  'validation.fileType': 'Type de fichier invalide. Veuillez téléverser une image JPEG, PNG ou WebP.',
  'validation.fileDuplicate': 'Ce fichier a déjà été ajouté.',
  'validation.fileMaxCount': 'Vous pouvez téléverser au plus 10 fichiers.',
  'validation.fileOneAtATime': 'Veuillez téléverser un fichier à la fois.',
  'validation.locationRequired': 'Un emplacement doit être choisi.',
  'validation.upload.tooManyPixels':
    'Les images peuvent compter au plus 24 mégapixels (par exemple 6000 × 4000 pixels).',
  'validation.upload.tooManyUploads':
    'Vous avez téléversé trop d’images en peu de temps. Veuillez patienter une minute et réessayer.',
} satisfies Translation<typeof en>;
