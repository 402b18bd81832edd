import type { MouseEventHandler, Ref } from 'react';
import { withBasePath } from '../../../components/layout/plain-link';
import { UserIcon } from '../../../components/ui/icons';
import { headerGhostClass, headerSignUpClass } from './header-classes';

/**
 * A visitor's Sign in and Sign up links, drawn by the account area (`HeaderAccount`, with their
 * handlers) and, until that island has hydrated, by the server's placeholder in its place
 * (`HeaderAccountPlaceholder`, decision 0084): the same markup, so nothing moves when the island
 * takes over. No hooks: it renders on the server and in the island alike. `hrefs` are app paths.
 */
export function HeaderSignInLinks({
  signIn,
  signUp,
  texts,
  hrefs,
  signInRef,
  signUpRef,
  onSignIn,
  onSignUp,
}: {
  signIn: boolean;
  signUp: boolean;
  texts: { signIn: string; signUp: string };
  hrefs: { signIn: string; signUp: string };
  signInRef?: Ref<HTMLAnchorElement>;
  signUpRef?: Ref<HTMLAnchorElement>;
  onSignIn?: MouseEventHandler<HTMLAnchorElement>;
  onSignUp?: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <>
      {signIn && (
        <a
          ref={signInRef}
          href={withBasePath(hrefs.signIn)}
          onClick={onSignIn}
          data-early-press="sign-in"
          className={headerGhostClass}
        >
          <UserIcon size={18} className="hidden sm:block" />
          {texts.signIn}
        </a>
      )}
      {signUp && (
        <a
          ref={signUpRef}
          href={withBasePath(hrefs.signUp)}
          onClick={onSignUp}
          data-early-press="sign-up"
          className={headerSignUpClass}
        >
          {texts.signUp}
        </a>
      )}
    </>
  );
}
