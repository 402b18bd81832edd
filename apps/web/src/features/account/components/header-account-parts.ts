// The header's account area and language switch, one chunk loaded while the page hydrates
// (decision 0081): the server renders them in full, `header-account-loader` hydrates them.
export { HeaderAccount } from './header-account';
export { LanguageSwitch } from './language-switch';
