import { BASE_PATH } from '../../../components/layout/plain-link';
import { bannerSrc as resolve } from '../model/bonus-cards';

/** A banner's address on this site (the app lives under its base path). */
export const bannerSrc = (path: string): string => resolve(path, BASE_PATH);
