import type {
  Locale,
  LoginProvider,
  MemberType,
  OnboardingStage,
  SubscriptionState,
  TUser,
} from '@barterbits/contracts';

/** The signed-in member as the app keeps it (spec §3 "Logged-in member"), flattened from the profile. */
export interface LoggedInMember {
  id: string;
  userId: string;
  email: string;
  authMethod: LoginProvider;
  roleId: number;
  socialId: string | null;
  subscription: SubscriptionState;
  statusId: number;
  invitedBy: string | null;
  lastLogin: string | null;
  checkOutStatus: OnboardingStage;
  memberType: MemberType | null;
  firstName: string | null;
  lastName: string | null;
  firstTime: boolean;
  mobileNumber: string | null;
  profilePhoto: string | null;
  userName: string | null;
  yourBio: string | null;
  addressId: string | null;
  socialHandleId: string | null;
  subRoleId: number | null;
  /** The language the account reads BarterBits in: the app starts in it, and switches to it on sign-in. */
  language: Locale;
}

/** Member type: business if a business record exists. */
export const memberTypeOf = (user: Pick<TUser, 'memberType' | 'business'>): MemberType =>
  user.memberType ?? (user.business ? 'CUSTOMER_BUSINESS' : 'CUSTOMER_PERSONAL');

export const toLoggedInMember = (user: TUser): LoggedInMember => ({
  id: user.id,
  userId: user.id,
  email: user.email,
  authMethod: user.authMethod,
  roleId: user.roleId,
  socialId: user.socialId,
  subscription: user.subscription,
  statusId: user.statusId,
  invitedBy: user.invitedBy,
  lastLogin: user.lastLogin,
  checkOutStatus: user.checkOutStatus,
  memberType: memberTypeOf(user),
  language: user.language,
  firstName: user.userProfile?.firstName ?? null,
  lastName: user.userProfile?.lastName ?? null,
  firstTime: user.lastLogin === null,
  mobileNumber: user.userProfile?.mobileNumber ?? null,
  profilePhoto: user.userProfile?.profilePhoto ?? null,
  userName: user.userProfile?.userName ?? null,
  yourBio: user.userProfile?.yourBio ?? null,
  addressId: user.userProfile?.addressId ?? null,
  socialHandleId: user.userProfile?.socialHandleId ?? null,
  subRoleId: user.userProfile?.subRoleId ?? null,
});

/** Name shown in the shell: first name, else user name, else the e-mail's local part. */
export const displayName = (member: Pick<LoggedInMember, 'firstName' | 'userName' | 'email'>): string =>
  member.firstName?.trim() || member.userName?.trim() || member.email.split('@')[0] || member.email;

/** Up to two initials for the avatar. */
export const initialsOf = (member: Pick<LoggedInMember, 'firstName' | 'lastName' | 'email'>): string => {
  const letters = [member.firstName, member.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || member.email.charAt(0).toUpperCase();
};
