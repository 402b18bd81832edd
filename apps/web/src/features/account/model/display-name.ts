/** The profile fields the header shows (camelCase, as the client holds them). */
export interface NamedProfile {
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  email: string | null;
  authPhoneNumber: string | null;
  mobilePhone: string | null;
}

const filled = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/** Spec section 3: full name, then nickname, then e-mail, then phone. */
export function displayName(profile: NamedProfile): string {
  const fullName = [profile.firstName, profile.lastName].filter(filled).join(' ').trim();
  if (fullName !== '') return fullName;
  if (filled(profile.nickname)) return profile.nickname;
  if (filled(profile.email)) return profile.email;
  if (filled(profile.authPhoneNumber)) return profile.authPhoneNumber;
  return profile.mobilePhone ?? '';
}

/** Spec section 3: logged in means the profile carries an e-mail or an auth phone number. */
export function isLoggedInProfile(profile: NamedProfile): boolean {
  return filled(profile.email) || filled(profile.authPhoneNumber);
}
