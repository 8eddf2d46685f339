import {
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_CODE,
  type LoginProvider,
  type MemberType,
  type OnboardingStage,
} from '@barterbits/contracts';
import { persistedAtom } from './storage.ts';

/** Sign-up state kept across the onboarding pages (spec §3). */
export interface SignUpData {
  social: {
    type: LoginProvider | null;
    userId: string | null;
    checkOutStatus: OnboardingStage | null;
    onboardingToken: string | null;
  };
  custom: { email: string; password: string };
  businessCategories: { products: string[] };
  pledge: { description: string; pledge: boolean };
}

export const initialSignUpData: SignUpData = {
  social: { type: null, userId: null, checkOutStatus: null, onboardingToken: null },
  custom: { email: '', password: '' },
  businessCategories: { products: [] },
  pledge: { description: '', pledge: false },
};

export interface AddressInfo {
  province: string;
  city: string;
  country: string;
  addressLine1: string;
  apartment: string;
  postalCode: string;
}

const initialAddress: AddressInfo = {
  province: '',
  city: '',
  country: DEFAULT_COUNTRY,
  addressLine1: '',
  apartment: '',
  postalCode: '',
};

export interface PersonalInfo {
  firstName: string;
  lastName: string;
  userName: string;
  phoneNumber: string;
  countryCode: string;
  address: AddressInfo;
}

export const initialPersonalInfo: PersonalInfo = {
  firstName: '',
  lastName: '',
  userName: '',
  phoneNumber: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  address: initialAddress,
};

export interface BusinessInfo {
  businessName: string;
  website: string;
  phoneNumber: string;
  countryCode: string;
  address: AddressInfo;
}

export const initialBusinessInfo: BusinessInfo = {
  businessName: '',
  website: '',
  phoneNumber: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  address: initialAddress,
};

/** Sign-up data (social, custom, business categories and the pledge). */
export const signUpDataAtom = persistedAtom<SignUpData>('signUpData', initialSignUpData);
export const memberTypeAtom = persistedAtom<MemberType | null>('memberType', null);
export const personalInfoAtom = persistedAtom<PersonalInfo>('personalInfo', initialPersonalInfo);
export const businessInfoAtom = persistedAtom<BusinessInfo>('businessInfo', initialBusinessInfo);
