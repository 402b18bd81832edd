// GET /fe-api/icons.svg?version=… (spec section 7; next.config rewrites the address outside the
// prefix here): the UI icons and the sport icons as one SVG sprite, drawn by the same components
// the pages use inline (decision 0044).
import { type ReactNode, createElement } from 'react';
import * as uiIcons from '../../../components/ui/icons';
import { SPORT_ICON_KEYS, SportIcon } from '../../../features/catalog/components/sport-icon';
import {
  type IconSprite,
  buildIconSprite,
  iconId,
  spriteCacheControl,
} from '../../../features/pages/icons/icon-sprite';

let sprite: IconSprite | null = null;

/** Built once per server process: the drawings are part of the build. */
function currentSprite(): IconSprite {
  sprite ??= buildIconSprite(
    Object.fromEntries(
      Object.entries(uiIcons)
        .filter(([name, icon]) => name.endsWith('Icon') && typeof icon === 'function')
        .map(([name, icon]) => [iconId(name), createElement(icon as (props: object) => ReactNode)]),
    ),
    Object.fromEntries(
      SPORT_ICON_KEYS.map((key) => [key, createElement(SportIcon, { sportKey: key })]),
    ),
  );
  return sprite;
}

export function GET(request: Request): Response {
  const { svg, version } = currentSprite();
  const asked = new URL(request.url).searchParams.get('version');
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': spriteCacheControl(asked, version),
    etag: `"${version}"`,
    'x-icons-version': version,
    'x-content-type-options': 'nosniff',
    // A sprite draws; opened on its own it may run nothing.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (request.headers.get('if-none-match') === `"${version}"`) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(svg, { headers });
}
