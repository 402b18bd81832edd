// The slim error shell's English texts, the ones it renders before anything else can load
// (the other locales come with `error-shell.ts` once the page runs).

export interface ErrorShellTexts {
  title: string;
  description: string;
  home: string;
  retry: string;
}

export const ERROR_SHELL_ENGLISH: ErrorShellTexts = {
  title: 'Something went wrong',
  description: 'Come back in a while',
  home: 'Go to sports home',
  retry: 'Try again',
};
