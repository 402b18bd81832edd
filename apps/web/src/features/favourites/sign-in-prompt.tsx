'use client';

import { openModal } from '../account/modal-store';

/** The favourites page of a visitor: favourites belong to a player (spec section 4). */
export function FavouritesSignInPrompt({ text, button }: { text: string; button: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface p-5">
      <p className="text-sm">{text}</p>
      <button
        type="button"
        onClick={() => openModal('signIn')}
        className="h-10 rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong"
      >
        {button}
      </button>
    </div>
  );
}
