/** The pledge page's words in English (`console.pledge.*`). French: fr-CA.ts. */
export default {
  title: 'Pledge',
  heading: 'Community pledge',
  intro:
    'Business members accept this text when they sign up. Saving creates a new version; members who sign up from then on accept the new one.',
  currentVersion: 'Current version saved %{date}',
  none: 'No pledge has been set yet.',
  text: 'Pledge text',
  textFr: 'Pledge text in French',
  textFrHint: 'Shown to members who read BarterBits in French. Empty: they see the English text.',
  save: 'Save pledge',
  saved: 'The pledge has been saved.',
  superAdminOnly: 'Only a super admin can change the pledge.',
};
